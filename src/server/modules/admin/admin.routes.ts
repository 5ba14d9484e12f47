import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminData,
  ZAdminGivenIdAction,
  ZAdminMembershipAction,
  ZAdminRoleChange,
  ZAuditEntry,
  ZFamilyRenewalsApproved,
} from '../../../shared/admin.schema.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { changeRole, decideRegistration } from './admin-actions.service.ts';
import { approveFamilyRenewals, approveRenewal } from './renewal-approvals.service.ts';
import { latestAuditEntries, loadAdminData, membersCsvFile } from './admin-data.service.ts';

const ZAuditQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });
// Actions answer 204; the admin page then loads GET /all again.
const ACTION_RESPONSES = {
  204: z.null(),
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const security = [{ bearer: [] }];

const actorOf = (request: FastifyRequest) => signedInUser(request).id;

/** /api/admin: the board's dashboard data and decisions; every route needs role Admin from the database. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest rather than preHandler: a visitor gets 401 before the body is even read or validated.
  app.addHook('onRequest', requireAdmin);
  const context = app.contexts.admin;

  app.get(
    '/all',
    {
      schema: {
        summary: 'Admin dashboard data',
        security,
        response: { 200: ZAdminData, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async () => loadAdminData(context),
  );

  app.post(
    '/approve',
    {
      schema: {
        summary: "Approve a family's registration",
        security,
        body: ZAdminGivenIdAction,
        response: ACTION_RESPONSES,
      },
    },
    async (request, reply) => {
      await decideRegistration(context, actorOf(request), request.body.id, 'approve');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/reject',
    {
      schema: {
        summary: "Reject a family's registration",
        security,
        body: ZAdminGivenIdAction,
        response: ACTION_RESPONSES,
      },
    },
    async (request, reply) => {
      await decideRegistration(context, actorOf(request), request.body.id, 'reject');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/approverenewal',
    {
      schema: {
        summary: 'Approve one membership request',
        security,
        body: ZAdminMembershipAction,
        response: ACTION_RESPONSES,
      },
    },
    async (request, reply) => {
      await approveRenewal(context, actorOf(request), request.body.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/approvefamilyrenewals',
    {
      schema: {
        summary: "Approve every membership request of a request's family for its year (one payment, one press)",
        security,
        body: ZAdminMembershipAction,
        response: { ...ACTION_RESPONSES, 200: ZFamilyRenewalsApproved },
      },
    },
    async (request) => approveFamilyRenewals(context, actorOf(request), request.body.id),
  );

  app.post(
    '/role',
    {
      schema: {
        summary: 'Grant or withdraw the Admin role',
        security,
        body: ZAdminRoleChange,
        response: ACTION_RESPONSES,
      },
    },
    async (request, reply) => {
      await changeRole(context, actorOf(request), request.body.id, request.body.role);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/members.csv',
    {
      schema: {
        summary: 'Member list for the annual meeting (CSV)',
        security,
        // text/csv: Fastify sends the string as it is, past the JSON serializer.
        response: { 200: z.string(), 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (_request, reply) => {
      const { csv, fileName } = await membersCsvFile(context);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        summary: 'Latest admin actions',
        security,
        querystring: ZAuditQuery,
        response: { 200: z.array(ZAuditEntry), 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => latestAuditEntries(context, request.query.limit),
  );
};
