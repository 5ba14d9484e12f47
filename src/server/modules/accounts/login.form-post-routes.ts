import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ZLoginForm } from '../../../shared/account-forms.schema.ts';
import { FORM_POST_DONE_PARAM } from '../../../shared/form-post.ts';
import { safeReturnPath } from '../../../shared/return-path.ts';
import { parseCookiesHere } from '../../http/cookies.ts';
import { fieldErrors } from '../../http/field-errors.ts';
import { acceptFormsAtPagePath, answerRefusedForm, answerSentForm, formValues } from '../../http/form-post.ts';
import { clientAddress } from '../../plugins/rate-limit.ts';
import type { TAccountLinkContext } from './account-links.ts';
import { ZEmailInput, ZForgotBody } from './account-schemas.ts';
import type { TBackgroundTasks } from './background-tasks.ts';
import { LOGIN_FAILURE_CODES, signInWithPassword, type TLoginFlow } from './login-flow.ts';
import { askForResetLink, type TPasswordResetFlow } from './password-reset-flow.ts';
import { FORM_BODY_LIMIT } from './password-reset.form-post-routes.ts';
import { setRefreshCookie, type TSessionService } from './session.service.ts';
import { signUpFromForm } from './signup.form-post-routes.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

/*
 * The sign-in page's forms sent without the app (src/server/http/form-post.ts), all at the page's
 * path /memberlogin, told apart by its state in the address as the page is: the sign-in form (the
 * same schema and flow as POST /api/auth/login), the forgotten-password form (…view=forgotpassword,
 * as POST /api/auth/forgot), and the sign-up form (…view=signup, signup.form-post-routes.ts).
 */

type TOptions = { links: TAccountLinkContext; background: TBackgroundTasks; sessions: TSessionService };

function queryParam(request: FastifyRequest, name: string): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[name];
  return typeof value === 'string' ? value : null;
}

/** The sign-in: a session (the refresh cookie, as the app's sign-in sets it) and on to where the app would go. */
async function signIn(flow: TLoginFlow, request: FastifyRequest, reply: FastifyReply) {
  const values = formValues(request.body, ['email', 'password'] as const);
  // A password is never written back into the page.
  const shown = { email: values.email };
  const parsed = ZLoginForm.safeParse(values);
  const email = ZEmailInput.safeParse(values.email);
  if (!parsed.success || !email.success) {
    const errors = parsed.success ? { email: 'emailInvalid' } : fieldErrors(parsed.error);
    return answerRefusedForm(request, reply, { form: 'login', values: shown, errors });
  }
  const credentials = { email: email.data, password: parsed.data.password };
  const outcome = await signInWithPassword(flow, credentials, clientAddress(request));
  if (outcome.kind === 'signedIn') {
    setRefreshCookie(reply, outcome.session.refreshToken, outcome.session.refreshExpiresAt);
    return reply.redirect(safeReturnPath(queryParam(request, 'returnTo')), 303);
  }
  const refusal = outcome.kind === 'tooMany' ? 'too_many_requests' : LOGIN_FAILURE_CODES[outcome.reason];
  if (outcome.kind === 'tooMany') void reply.header('retry-after', String(outcome.retryAfterSeconds));
  return answerRefusedForm(request, reply, { form: 'login', values: shown, errors: {}, refusal });
}

/** The forgotten password: mails the reset link; the same success state for any address. */
function askForLink(flow: TPasswordResetFlow, request: FastifyRequest, reply: FastifyReply) {
  const values = formValues(request.body, ['email'] as const);
  const parsed = ZForgotBody.safeParse(values);
  if (!parsed.success) {
    return answerRefusedForm(request, reply, { form: 'forgotPassword', values, errors: fieldErrors(parsed.error) });
  }
  askForResetLink(flow, parsed.data.email);
  return answerSentForm(reply, '/memberlogin?view=forgotpassword', FORM_POST_DONE_PARAM);
}

/** POST /memberlogin (sign-in), POST /memberlogin?view=forgotpassword and POST /memberlogin?view=signup. */
export const memberLoginFormPostRoutes: FastifyPluginAsync<TOptions> = async (app, { links, background, sessions }) => {
  await parseCookiesHere(app);
  const atPagePath = acceptFormsAtPagePath(app, FORM_BODY_LIMIT);
  const throttle = createSignInThrottle(app.attemptCounters, app.config.rateLimitIpFactor);
  const store = app.contexts.accounts;
  app.post('/', atPagePath, async (request, reply) => {
    const view = queryParam(request, 'view') ?? 'login';
    if (view === 'forgotpassword') return askForLink({ store, links, background, throttle }, request, reply);
    if (view === 'login') return signIn({ store, links, throttle, sessions }, request, reply);
    if (view === 'signup') return signUpFromForm({ store, links }, request, reply, queryParam(request, 'returnTo'));
    // The page has no other state: an unknown one answers what any unknown post does.
    return reply.code(404).send({ error: 'not_found', message: `No form post for ${view}` });
  });
};
