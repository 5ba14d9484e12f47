import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminData,
  ZAdminGivenIdAction,
  ZAdminMembershipAction,
  ZAdminRoleChange,
  ZAuditEntry,
} from '../../../shared/admin.schema.ts';
import type { TAssociation } from '../../../shared/association.ts';
import { financialYearOf } from '../../../shared/financial-year.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { createAuditRepo } from '../audit/index.ts';
import { approveRenewal, changeRole, decideRegistration, type TAdminContext } from './admin-actions.service.ts';
import { loadAdminData } from './admin-data.service.ts';
import { createAdminRepo } from './admin.repo.ts';
import { membersCsv, membersCsvFileName } from './members-csv.ts';

type TAdminRoutesOptions = { association: TAssociation; clock: () => Date };

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

/** /api/admin: the board's dashboard data and decisions; every route needs role Admin from the database. */
export const adminRoutes: FastifyPluginAsyncZod<TAdminRoutesOptions> = async (app, options) => {
  // onRequest rather than preHandler: a visitor gets 401 before the body is even read or validated.
  app.addHook('onRequest', requireAdmin);

  const contextOf = (request: FastifyRequest): TAdminContext => {
    return {
      db: app.db,
      association: options.association,
      publicUrl: app.config.publicUrl,
      actorId: signedInUser(request).id,
      now: options.clock(),
    };
  };

  app.get(
    '/all',
    {
      schema: {
        summary: 'Admin dashboard data',
        security,
        response: { 200: ZAdminData, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async () => loadAdminData(app.db, options.clock()),
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
      await decideRegistration(request.body.id, 'approve', contextOf(request));
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
      await decideRegistration(request.body.id, 'reject', contextOf(request));
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
      await approveRenewal(request.body.id, contextOf(request));
      return reply.code(204).send(null);
    },
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
      await changeRole(request.body.id, request.body.role, contextOf(request));
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
      const now = options.clock();
      const year = financialYearOf(now);
      const adminRepo = createAdminRepo(app.db);
      const [members, current] = await Promise.all([
        adminRepo.listMembers(),
        adminRepo.listMemberships({ status: 'Approved', year }),
      ]);
      const csv = membersCsv(members, new Set(current.map((row) => row.userId)), year);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${membersCsvFileName(now)}"`)
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
    async (request) => {
      const rows = await createAuditRepo(app.db).listLatest(request.query.limit);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );
};
