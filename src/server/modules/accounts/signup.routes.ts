import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFieldErrorResponse } from '../../http/errors.ts';
import { loadUser } from '../../plugins/auth.ts';
import type { TAccountLinkContext } from './account-links.ts';
import { ZActivateBody, ZSignupBody, ZVerifyEmailBody } from './account-schemas.ts';
import { judgePassword, passwordRefusal, siteWordsOf } from './password.ts';
import { createUsersRepo } from './users.repo.ts';
import { ACTIVATE_ANSWERS, SIGNUP_ANSWERS, activate, signUp, verifyEmail } from './signup.service.ts';

const PLAIN_TEXT = 'text/plain; charset=utf-8';

const ZSignupAnswer = z.enum(Object.values(SIGNUP_ANSWERS)).describe('Plain text');
const ZActivateAnswer = z.enum(Object.values(ACTIVATE_ANSWERS)).describe('Plain text');

/** /api/member: sign-up, activation and e-mail verification. */
export const signupRoutes: FastifyPluginAsyncZod<{ links: TAccountLinkContext }> = async (app, { links }) => {
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
      const person = await createUsersRepo(app.db).findByEmail(email);
      const words = { personWords: [email, person?.firstName, person?.lastName], siteWords: siteWordsOf(links) };
      const problem = judgePassword(password, words);
      if (problem) return reply.code(400).send(passwordRefusal(problem));
      const answer = await signUp(app.db, links, email, password);
      return reply.type(PLAIN_TEXT).send(answer);
    },
  );

  app.post(
    '/activate',
    {
      schema: {
        summary: 'Activate an account with the code from the mailed link (the page sends it on a button press)',
        description: 'The password chosen at the newest sign-up becomes the account’s.',
        body: ZActivateBody,
        response: { 200: ZActivateAnswer },
      },
    },
    async (request, reply) => {
      const answer = await activate(app.db, request.body.email, request.body.code);
      return reply.type(PLAIN_TEXT).send(answer);
    },
  );

  app.post(
    '/verify-email',
    {
      schema: {
        summary: 'Confirm a new e-mail address with the code from the mailed link (/verify?oobCode=)',
        description:
          'A change someone else asked for (the other adult of the family, the board) counts only with the ' +
          'owner’s Bearer token: without it the answer is sign_in_required and the code stays usable.',
        security: [{}, { bearer: [] }],
        body: ZVerifyEmailBody,
        response: { 200: z.object({ result: z.enum(['pass', 'fail', 'sign_in_required']) }) },
      },
    },
    async (request) => {
      const user = await loadUser(request);
      return { result: await verifyEmail(app.db, request.body.code, user?.id ?? null) };
    },
  );
};
