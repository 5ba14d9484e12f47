import type { FastifyPluginAsync } from 'fastify';
import { FORM_POST_DONE_PARAM } from '../../../shared/form-post.ts';
import { fieldErrors } from '../../http/field-errors.ts';
import { acceptFormsAtPagePath, answerRefusedForm, answerSentForm, formValues } from '../../http/form-post.ts';
import { clientAddress } from '../../plugins/rate-limit.ts';
import { ZResetBody } from './account-schemas.ts';
import { resetWithMailedLink, type TPasswordResetFlow } from './password-reset-flow.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

/*
 * The new-password form sent without the app (src/server/http/form-post.ts): the same schema and
 * the same flow as POST /api/auth/reset. The forgotten-password form posts at /memberlogin
 * (login.form-post-routes.ts).
 */

type TOptions = Omit<TPasswordResetFlow, 'store' | 'throttle'>;

// A password and its confirmation (each at most 1024 characters, Tamil three bytes one).
export const FORM_BODY_LIMIT = 8 * 1024;

/** POST /resetpassword?token=: sets the new password through the mailed link's token (in the page's address). */
export const resetPasswordFormPostRoutes: FastifyPluginAsync<TOptions> = async (app, options) => {
  const atPagePath = acceptFormsAtPagePath(app, FORM_BODY_LIMIT);
  const throttle = createSignInThrottle(app.attemptCounters, app.config.rateLimitIpFactor);
  const flow = { ...options, store: app.contexts.accounts, throttle };
  app.post('/', atPagePath, async (request, reply) => {
    const { password, confirmpassword } = formValues(request.body, ['password', 'confirmpassword'] as const);
    const query = request.query as Record<string, unknown> | undefined;
    const token = typeof query?.token === 'string' ? query.token : '';
    const parsed = ZResetBody.safeParse({ token, password, confirmpassword });
    const outcome = parsed.success
      ? await resetWithMailedLink(flow, parsed.data, clientAddress(request))
      : { kind: 'refused' as const, fields: fieldErrors(parsed.error) };
    if (outcome.kind === 'done') return answerSentForm(reply, '/resetpassword', FORM_POST_DONE_PARAM);
    // A dead link is told as the token's error; a password is never written back into the page.
    const errors = outcome.kind === 'invalidLink' ? { token: 'invalid' } : outcome.fields;
    return answerRefusedForm(request, reply, { form: 'resetPassword', values: {}, errors });
  });
};
