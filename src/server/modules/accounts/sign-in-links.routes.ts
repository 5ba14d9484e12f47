import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZConfirmSignInLinkBody,
  ZRemoveSignInLinkBody,
  ZSignInLinkAnswer,
  ZSignInLinkCodeBody,
  ZSignInLinkPreview,
  ZSignInLinks,
  ZStartSignInLinkAnswer,
  ZStartSignInLinkBody,
} from '../../../shared/sign-in-links.schema.ts';
import { ZErrorResponse } from '../../http/errors.ts';
import { requireUser, signedInUser } from '../../plugins/auth.ts';
import type { TSignInLinksContext } from './accounts.context.ts';
import { LINK_START_PURPOSE, LINK_START_TTL_SECONDS, OIDC_ERRORS } from './oidc.routes.ts';
import { confirmLink, listLinks, previewLink, removeLink } from './sign-in-links.service.ts';

type TOptions = { context: TSignInLinksContext };

const REFUSALS = {
  invalid: [
    400,
    { error: 'invalid_code', message: 'This link is not valid any more: start linking again on My page.' },
  ],
  wrong_password: [400, { error: 'wrong_password', message: 'This is not your current password.' }],
  taken: [409, { error: 'linked_elsewhere', message: OIDC_ERRORS.linkedElsewhere }],
} as const;

const NO_PROVIDER = { error: 'not_found', message: 'No such sign-in provider.' };

/**
 * /api/member/sign-in-links: the signed-in member links an external sign-in to their account (start,
 * then the provider, then /linksignin: preview and a press with their password), lists and unlinks.
 */
export const signInLinksRoutes: FastifyPluginAsyncZod<TOptions> = async (app, { context }) => {
  const { oidc } = context;
  const member = { preHandler: requireUser } as const;
  const security = [{ bearer: [] }];

  app.get(
    '/sign-in-links',
    {
      ...member,
      schema: {
        summary: 'The member’s linked external sign-ins and the site’s providers',
        security,
        response: { 200: ZSignInLinks, 401: ZErrorResponse },
      },
    },
    async (request) => listLinks(context, signedInUser(request).id),
  );

  app.post(
    '/sign-in-links/start',
    {
      ...member,
      schema: {
        summary: 'Start linking a provider: the address to send the browser to (the provider, then /linksignin)',
        security,
        body: ZStartSignInLinkBody,
        response: { 200: ZStartSignInLinkAnswer, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const provider = oidc.list().find((each) => each.name === request.body.provider);
      if (!provider) return reply.code(404).send(NO_PROVIDER);
      const link = await app.tokens.signPurposeToken(
        LINK_START_PURPOSE,
        { userId: String(signedInUser(request).id), provider: provider.name },
        LINK_START_TTL_SECONDS,
      );
      return { authorizePath: `${provider.authorizePath}&link=${encodeURIComponent(link)}` };
    },
  );

  app.post(
    '/sign-in-links/preview',
    {
      ...member,
      schema: {
        summary: 'What /linksignin would link to the signed-in member’s account; changes nothing',
        security,
        body: ZSignInLinkCodeBody,
        response: { 200: ZSignInLinkPreview, 401: ZErrorResponse },
      },
    },
    async (request) => previewLink(context, request.body.code, signedInUser(request).id),
  );

  app.post(
    '/sign-in-links/confirm',
    {
      ...member,
      schema: {
        summary: 'Link the external sign-in of /linksignin?code= to the account, with the current password (a press)',
        description: 'The account’s address gets a mail with a 7-day undo link. A wrong password keeps the code.',
        security,
        body: ZConfirmSignInLinkBody,
        response: { 200: ZSignInLinkAnswer, 400: ZErrorResponse, 401: ZErrorResponse, 409: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { code, password } = request.body;
      const result = await confirmLink(context, { code, password, userId: signedInUser(request).id });
      if (result === 'linked') return { ok: true as const };
      const [status, body] = REFUSALS[result];
      return reply.code(status).send(body);
    },
  );

  app.post(
    '/sign-in-links/remove',
    {
      ...member,
      schema: {
        summary: 'Unlink the member’s external sign-ins of a provider',
        security,
        body: ZRemoveSignInLinkBody,
        response: { 200: ZSignInLinkAnswer, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      if (!(await removeLink(context, signedInUser(request).id, request.body.provider))) {
        return reply.code(404).send({ error: 'not_found', message: 'No such linked sign-in.' });
      }
      return { ok: true as const };
    },
  );
};
