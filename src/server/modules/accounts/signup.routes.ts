import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse, ZFieldErrorResponse } from '../../http/errors.ts';
import { loadUser } from '../../plugins/auth.ts';
import type { TAccountLinkContext } from './account-links.ts';
import { ZActivationPreview, ZEmailChangePreview } from '../../../shared/accounts.schema.ts';
import { ZActivateBody, ZActivationLink, ZSignupBody, ZVerifyEmailBody } from './account-schemas.ts';
import { confirmEmailChange, previewEmailChange } from './email-change.service.ts';
import {
  ACTIVATE_ANSWERS,
  SIGNUP_ANSWERS,
  activateWithPassword,
  previewActivation,
  signUpWithNewPassword,
} from './signup.service.ts';
import { passwordRefusal } from './password.ts';

const PLAIN_TEXT = 'text/plain; charset=utf-8';

const ZSignupAnswer = z.enum(Object.values(SIGNUP_ANSWERS)).describe('Plain text');
const ZActivateAnswer = z.enum(Object.values(ACTIVATE_ANSWERS)).describe('Plain text');

// A validation answer names the fields; a 400 schema without them would strip them.
const ZBadRequest = ZErrorResponse.extend({ fields: z.record(z.string(), z.string()).optional() });

/** /api/member: sign-up, activation and e-mail verification. Every link page asks first, acts on a press. */
export const signupRoutes: FastifyPluginAsyncZod<{ links: TAccountLinkContext }> = async (app, { links }) => {
  const store = app.contexts.accounts;

  app.post(
    '/signup',
    {
      schema: {
        summary: 'Create an account for a registered member’s e-mail; mails the activation link',
        body: ZSignupBody,
        response: { 200: ZSignupAnswer, 400: ZFieldErrorResponse },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const outcome = await signUpWithNewPassword(store, links, email, password);
      if (outcome.kind === 'weakPassword') return reply.code(400).send(passwordRefusal(outcome.problem));
      return reply.type(PLAIN_TEXT).send(outcome.answer);
    },
  );

  app.post(
    '/activate/preview',
    {
      schema: {
        summary: 'What the activation link would activate (the page shows it before its button); changes nothing',
        body: ZActivationLink,
        response: {
          200: ZActivationPreview,
        },
      },
    },
    async (request) => previewActivation(store, request.body.email, request.body.code),
  );

  app.post(
    '/activate',
    {
      schema: {
        summary: 'Activate an account with the code from the mailed link (the page sends it on a button press)',
        description:
          'password is the one chosen at sign-up (400 wrong_password otherwise), or, with confirmpassword, a new ' +
          'one chosen on the activation page: a sign-up counts only for whoever knows its password.',
        body: ZActivateBody,
        response: { 200: ZActivateAnswer, 400: ZBadRequest },
      },
    },
    async (request, reply) => {
      const { email, code, password, confirmpassword } = request.body;
      const proof = { password, choosesNewPassword: confirmpassword !== undefined };
      const outcome = await activateWithPassword(store, links, { email, code }, proof);
      if (outcome.kind === 'weakPassword') return reply.code(400).send(passwordRefusal(outcome.problem));
      return reply.type(PLAIN_TEXT).send(outcome.answer);
    },
  );

  app.post(
    '/verify-email/preview',
    {
      schema: {
        summary: 'What the link sent to a new address would change (old and new e-mail); changes nothing',
        description: 'Only for the owner of the account, signed in: anyone else gets sign_in_required.',
        security: [{}, { bearer: [] }],
        body: ZVerifyEmailBody,
        response: {
          200: ZEmailChangePreview,
        },
      },
    },
    async (request) => {
      const user = await loadUser(request);
      return previewEmailChange(store, request.body.code, user?.id ?? null);
    },
  );

  app.post(
    '/verify-email',
    {
      schema: {
        summary: 'Confirm a new e-mail address with the code from the mailed link (/verify?oobCode=), on a press',
        description:
          'Counts only with the owner’s Bearer token: without it the answer is sign_in_required and the code ' +
          'stays usable. The old address gets a 7-day undo link.',
        security: [{}, { bearer: [] }],
        body: ZVerifyEmailBody,
        response: { 200: z.object({ result: z.enum(['pass', 'fail', 'sign_in_required']) }) },
      },
    },
    async (request) => {
      const user = await loadUser(request);
      return { result: await confirmEmailChange(store, links, request.body.code, user?.id ?? null) };
    },
  );
};
