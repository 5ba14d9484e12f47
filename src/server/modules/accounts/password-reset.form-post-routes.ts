import type { FastifyPluginAsync } from 'fastify';
import { FORM_POST_DONE_PARAM } from '../../../shared/form-post.ts';
import { fieldErrors } from '../../http/field-errors.ts';
import {
  AT_PAGE_PATH,
  acceptUrlencodedForms,
  answerRefusedForm,
  answerSentForm,
  formValues,
} from '../../http/form-post.ts';
import { clientAddress } from '../../plugins/rate-limit.ts';
import { ZForgotBody, ZResetBody } from './account-schemas.ts';
import { askForResetLink, resetWithMailedLink, type TPasswordResetFlow } from './password-reset-flow.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

/*
 * The forgotten-password and new-password forms sent without the app (src/server/http/form-post.ts):
 * the same schemas and the same flow as POST /api/auth/forgot and /api/auth/reset.
 */

type TOptions = Omit<TPasswordResetFlow, 'store' | 'throttle'>;

// An e-mail, or a password and its confirmation (each at most 1024 characters, Tamil three bytes one).
const FORM_BODY_LIMIT = 8 * 1024;

/** POST /memberlogin?view=forgotpassword: mails the reset link; the same success state for any address. */
export const forgotPasswordFormPostRoutes: FastifyPluginAsync<TOptions> = async (app, options) => {
  acceptUrlencodedForms(app, FORM_BODY_LIMIT);
  const throttle = createSignInThrottle(app.attemptCounters, app.config.rateLimitIpFactor);
  const flow = { ...options, store: app.contexts.accounts, throttle };
  app.post('/', { ...AT_PAGE_PATH, bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
    const values = formValues(request.body, ['email'] as const);
    const parsed = ZForgotBody.safeParse(values);
    if (!parsed.success) {
      return answerRefusedForm(request, reply, { form: 'forgotPassword', values, errors: fieldErrors(parsed.error) });
    }
    askForResetLink(flow, parsed.data.email);
    return answerSentForm(reply, '/memberlogin?view=forgotpassword', FORM_POST_DONE_PARAM);
  });
};

/** POST /resetpassword?token=: sets the new password through the mailed link's token (in the page's address). */
export const resetPasswordFormPostRoutes: FastifyPluginAsync<TOptions> = async (app, options) => {
  acceptUrlencodedForms(app, FORM_BODY_LIMIT);
  const throttle = createSignInThrottle(app.attemptCounters, app.config.rateLimitIpFactor);
  const flow = { ...options, store: app.contexts.accounts, throttle };
  app.post('/', { ...AT_PAGE_PATH, bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
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
