import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAssociation } from '../../../shared/association.ts';
import { feeForPersonnummer } from '../../../shared/fees.ts';
import { financialYearOf } from '../../../shared/financial-year.ts';
import { financialYearLabel } from '../../../shared/financial-year-label.ts';
import { ZGivenId } from '../../../shared/given-id.ts';
import {
  UPDATED_TEXT,
  ZAddressUpdate,
  ZFamilyProfile,
  ZKidUpdate,
  ZProfileUpdate,
  ZSpouseUpdate,
} from '../../../shared/profile.schema.ts';
import type { TUser } from '../../db/schema.ts';
import { createUsersRepo } from '../accounts/index.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { HttpError, ZErrorResponse } from '../../http/errors.ts';
import { createAuditRepo } from '../audit/index.ts';
import { updateAddress, updateKid, updateSelf, updateSpouse } from './profile-edits.service.ts';
import { UPDATE_RESPONSES as MEMBER_UPDATE_RESPONSES } from './profile.routes.ts';
import { createMembershipsRepo } from './memberships.repo.ts';
import {
  familyOfUser,
  kindOf,
  loadFamilyProfile,
  type TActor,
  type TProfileContext,
  profileContext,
} from './profile.service.ts';

type TOptions = { association: TAssociation; clock: () => Date };

const ZParams = z.object({ givenId: ZGivenId });
const security = [{ bearer: [] }];
// The member's own edit answers, and 404 for a givenId nobody has.
const UPDATE_RESPONSES = { ...MEMBER_UPDATE_RESPONSES, 404: ZErrorResponse };

/**
 * The board helps a family (under /api/admin, every route needs role Admin): GET /family/:givenId,
 * POST …/update|updateaddress|updatespouse|updatekid with the member's own schemas and services, and
 * POST /cash-renewal {givenId}. Every change is audit-logged;
 * the sign-in address of someone with an account changes only when they confirm it.
 */
export const familyAdminRoutes: FastifyPluginAsyncZod<TOptions> = async (app, options) => {
  // onRequest: a visitor gets 401 before the body is even read or validated.
  app.addHook('onRequest', requireAdmin);
  const actorId = (request: FastifyRequest): number => signedInUser(request).id;
  const context = (): TProfileContext =>
    profileContext(app.db, options.association, app.config.publicUrl, options.clock());
  const memberOf = async (givenId: string): Promise<{ user: TUser; family: TUser[] }> => {
    const user = await createUsersRepo(app.db).findByGivenId(givenId);
    if (!user || user.familyId === null) throw new HttpError(404, 'not_found', `There is no member ${givenId}.`);
    return familyOfUser(app.db, user.id);
  };
  /** The family's registrant: spouse and kid edits pivot on them, as the member's own would. */
  const registrantOf = (family: TUser[]) => {
    const registrant = family.find((person) => kindOf(person.givenId) === 'self');
    if (!registrant) throw new HttpError(409, 'no_registrant', 'This family has no registrant.');
    return registrant;
  };
  const audit = (request: FastifyRequest, action: string, target: string, details?: Record<string, unknown>) =>
    createAuditRepo(app.db).record({ actorId: actorId(request), action, target, details });
  // The services audit-log each change with the admin as actor, in the change's own transaction.
  const board = (request: FastifyRequest): TActor => ({ id: actorId(request), isAdmin: true });

  app.get(
    '/family/:givenId',
    {
      schema: {
        summary: 'A family as its members see it on /mypage',
        security,
        params: ZParams,
        response: { 200: ZFamilyProfile, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const { user } = await memberOf(request.params.givenId);
      const viewer = { id: actorId(request), isAdmin: true, preferencesOf: user.id };
      return loadFamilyProfile(app.db, user.familyId ?? -1, viewer, options.clock());
    },
  );

  app.post(
    '/family/:givenId/update',
    {
      schema: {
        summary: "Correct a member's details",
        security,
        params: ZParams,
        body: ZProfileUpdate,
        response: UPDATE_RESPONSES,
      },
    },
    async (request, reply) => {
      const { user } = await memberOf(request.params.givenId);
      const { currentPassword: _ignored, ...self } = request.body.self;
      await updateSelf(context(), user.id, self, board(request));
      return reply.type('text/plain; charset=utf-8').send(UPDATED_TEXT);
    },
  );

  app.post(
    '/family/:givenId/updateaddress',
    {
      schema: {
        summary: "Correct a family's address",
        security,
        params: ZParams,
        body: ZAddressUpdate,
        response: UPDATE_RESPONSES,
      },
    },
    async (request, reply) => {
      const { user } = await memberOf(request.params.givenId);
      await updateAddress(context(), user.familyId ?? -1, request.body.self, board(request));
      return reply.type('text/plain; charset=utf-8').send(UPDATED_TEXT);
    },
  );

  app.post(
    '/family/:givenId/updatespouse',
    {
      schema: {
        summary: "Add or correct a family's spouse",
        security,
        params: ZParams,
        body: ZSpouseUpdate,
        response: UPDATE_RESPONSES,
      },
    },
    async (request, reply) => {
      const { family } = await memberOf(request.params.givenId);
      await updateSpouse(context(), registrantOf(family).id, request.body.self, board(request));
      return reply.type('text/plain; charset=utf-8').send(UPDATED_TEXT);
    },
  );

  app.post(
    '/family/:givenId/updatekid',
    {
      schema: {
        summary: "Add or correct a family's kid",
        security,
        params: ZParams,
        body: ZKidUpdate,
        response: UPDATE_RESPONSES,
      },
    },
    async (request, reply) => {
      const { family } = await memberOf(request.params.givenId);
      await updateKid(context(), registrantOf(family).id, request.body.self, board(request));
      return reply.type('text/plain; charset=utf-8').send(UPDATED_TEXT);
    },
  );

  app.post(
    '/cash-renewal',
    {
      schema: {
        summary: 'Record a membership of the current FY paid in cash (Approved)',
        security,
        body: z.object({ givenId: ZGivenId }),
        response: {
          200: z.object({ ok: z.literal(true), year: z.number().int(), amountSek: z.number().int() }),
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const { user } = await memberOf(request.body.givenId);
      const now = options.clock();
      const year = financialYearOf(now);
      let amountSek = 0;
      try {
        amountSek = feeForPersonnummer(user.personalNumber ?? '', now);
      } catch {
        throw new HttpError(409, 'no_personal_number', `${user.givenId} has no valid personal number.`, {
          givenId: user.givenId,
        });
      }
      const actor = actorId(request);
      const row = await createMembershipsRepo(app.db).approveCash({
        userId: user.id,
        year,
        amountSek,
        approvedAt: now,
        approvedBy: actor,
      });
      if (!row) {
        throw new HttpError(
          409,
          'already_member',
          `${user.givenId} is already a member for ${financialYearLabel(year, 'en')}.`,
          {
            people: user.givenId,
            year,
          },
        );
      }
      await audit(request, 'membership.cash', `membership:${row.id}`, { givenId: user.givenId, year, amountSek });
      return { ok: true as const, year, amountSek };
    },
  );
};
