import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBoardAdminMember,
  ZBoardMemberFields,
  type TBoardAdminMember,
  type TBoardMemberFields,
} from '../../../shared/board-member.schema.ts';
import type { TExecutor } from '../../db/client.ts';
import { requireAdmin, signedInUser } from '../../plugins/auth.ts';
import { HttpError, ZErrorResponse, ZFieldErrorResponse } from '../../http/errors.ts';
import { createAuditRepo } from '../audit/index.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import { parseRowId } from '../../../shared/row-id.ts';
import { fieldErrors } from '../../http/field-errors.ts';
import { processImage, type TProcessedImage, createImagesRepo } from '../images/index.ts';
import { readBoardForm, type TBoardForm } from './board-form.ts';
import { createBoardRepo } from './board.repo.ts';
import { boardAdminMember } from './board.service.ts';

type TBoardAdminRoutesOptions = {
  /** The cache of GET /api/content/board: every change here clears it, so the public page shows it at once. */
  cache: TTtlCache;
};

/** A portrait sent as a data URL in JSON is base64 (4/3 of 5 MB) plus the other fields. */
const DATA_URL_BODY_LIMIT = 7 * 1024 * 1024 + 64 * 1024;

const security = [{ bearer: [] }];
const ZIdParams = z.object({ id: z.string() });
const WRITE_RESPONSES = {
  400: ZFieldErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
};

const memberNotFound = () => new HttpError(404, 'not_found', 'There is no such board member.');

function idOf(value: string): number {
  const id = parseRowId(value);
  if (id === null) throw memberNotFound();
  return id;
}

function actorOf(request: FastifyRequest): number {
  return signedInUser(request).id;
}

type TParsedForm = { fields: TBoardMemberFields; portrait: TBoardForm['portrait'] };

/** The form checked with the shared schema; null after answering 400 with the fields' error keys. */
async function parseForm(request: FastifyRequest, reply: FastifyReply): Promise<TParsedForm | null> {
  const form = await readBoardForm(request);
  const parsed = ZBoardMemberFields.safeParse(form.fields);
  if (!parsed.success) {
    await reply
      .code(400)
      .send({ error: 'validation', message: 'Some fields are not valid.', fields: fieldErrors(parsed.error) });
    return null;
  }
  return { fields: parsed.data, portrait: form.portrait };
}

/**
 * /api/admin/board: the board members of every year, changed by admins. Each change is
 * audit-logged in its own transaction and clears the public board's cache after the commit.
 */
export const boardAdminRoutes: FastifyPluginAsyncZod<TBoardAdminRoutesOptions> = async (app, options) => {
  // Multipart only in this context; limits are per request (readBoardForm).
  await app.register(multipart);
  app.addHook('onRequest', requireAdmin);
  const { cache } = options;
  const repo = createBoardRepo(app.db);
  const imagesRepo = createImagesRepo(app.db);
  const audit = createAuditRepo(app.db);

  const answerOf = async (id: number, tx?: TExecutor): Promise<TBoardAdminMember> => {
    const row = await repo.findById(id, tx);
    const member = row && boardAdminMember(row);
    if (!member) throw memberNotFound();
    return member;
  };

  /** The new portrait's image id, null to remove it, undefined to keep it. */
  const portraitIdFor = async (
    portrait: TBoardForm['portrait'],
    image: TProcessedImage | undefined,
    tx: TExecutor,
  ): Promise<number | null | undefined> => {
    if (portrait.kind === 'remove') return null;
    if (!image) return undefined;
    return (await imagesRepo.save(image, tx)).id;
  };

  app.get(
    '/board',
    {
      schema: {
        summary: 'Board members of every financial year (admin)',
        security,
        response: { 200: z.array(ZBoardAdminMember), 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async () =>
      (await repo.listAll()).flatMap((row) => {
        const member = boardAdminMember(row);
        return member ? [member] : [];
      }),
  );

  app.post(
    '/board',
    {
      bodyLimit: DATA_URL_BODY_LIMIT,
      schema: {
        summary: 'Add a board member (admin): multipart with the file part "portrait", or JSON with a data URL',
        security,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: ZBoardAdminMember, ...WRITE_RESPONSES },
      },
    },
    async (request, reply) => {
      const actorId = actorOf(request);
      const form = await parseForm(request, reply);
      if (!form) return reply;
      // Checked before the transaction: a bad picture changes nothing.
      const image = form.portrait.kind === 'replace' ? await processImage(form.portrait.bytes) : undefined;
      const member = await app.db.transaction(async (tx) => {
        const portraitId = (await portraitIdFor(form.portrait, image, tx)) ?? null;
        const id = await repo.insert({ ...form.fields, portraitId }, tx);
        await audit.record({ actorId, action: 'board.create', target: `board:${id}`, details: form.fields }, tx);
        return answerOf(id, tx);
      });
      cache.invalidate();
      return reply.code(201).send(member);
    },
  );

  app.put(
    '/board/:id',
    {
      bodyLimit: DATA_URL_BODY_LIMIT,
      schema: {
        summary: 'Change a board member (admin): as POST; "removePortrait" (or portrait null in JSON) drops it',
        security,
        params: ZIdParams,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZBoardAdminMember, ...WRITE_RESPONSES },
      },
    },
    async (request, reply) => {
      const actorId = actorOf(request);
      const id = idOf(request.params.id);
      const form = await parseForm(request, reply);
      if (!form) return reply;
      const image = form.portrait.kind === 'replace' ? await processImage(form.portrait.bytes) : undefined;
      const member = await app.db.transaction(async (tx) => {
        const portraitId = await portraitIdFor(form.portrait, image, tx);
        const values = portraitId === undefined ? form.fields : { ...form.fields, portraitId };
        if (!(await repo.update(id, values, tx))) throw memberNotFound();
        await audit.record(
          {
            actorId,
            action: 'board.update',
            target: `board:${id}`,
            details: { ...form.fields, portrait: form.portrait.kind },
          },
          tx,
        );
        return answerOf(id, tx);
      });
      cache.invalidate();
      return member;
    },
  );

  app.delete(
    '/board/:id',
    {
      schema: {
        summary: 'Remove a board member (admin)',
        security,
        params: ZIdParams,
        response: { 204: z.null(), 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const actorId = actorOf(request);
      const id = idOf(request.params.id);
      await app.db.transaction(async (tx) => {
        const row = await repo.findById(id, tx);
        if (!row || !(await repo.remove(id, tx))) throw memberNotFound();
        const { financialYear, nameEn, position } = row;
        await audit.record(
          { actorId, action: 'board.delete', target: `board:${id}`, details: { financialYear, nameEn, position } },
          tx,
        );
      });
      cache.invalidate();
      return reply.code(204).send(null);
    },
  );
};
