import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FORM_POST_DONE_PARAM } from '../../../shared/form-post.ts';
import { safeReturnPath } from '../../../shared/return-path.ts';
import { fieldErrors } from '../../http/field-errors.ts';
import { HttpError } from '../../http/errors.ts';
import { acceptFormsAtPagePath, answerRefusedForm, answerSentForm, formValues } from '../../http/form-post.ts';
import type { TAccountLinkContext } from './account-links.ts';
import type { TAccountsStore } from './accounts-store.ts';
import { ZActivateBody, ZSignupBody } from './account-schemas.ts';
import { passwordRefusal } from './password.ts';
import { FORM_BODY_LIMIT } from './password-reset.form-post-routes.ts';
import { activateWithPassword, signUpWithNewPassword, type TActivateOutcome } from './signup.service.ts';

/*
 * The sign-up form sent without the app (src/server/http/form-post.ts), at its page's state
 * /memberlogin?view=signup: the same schema and service function as POST /api/member/signup. And
 * the activation page's forms, at /activateaccount?email=&code=, as POST /api/member/activate.
 */

type TSignupFlow = { store: TAccountsStore; links: TAccountLinkContext };

/** The sign-up state's own address, keeping where to go after signing in as the page's links do. */
function signupPath(returnTo: string | null): string {
  const params = new URLSearchParams({ view: 'signup' });
  if (returnTo && safeReturnPath(returnTo) === returnTo) params.set('returnTo', returnTo);
  return `/memberlogin?${params.toString()}`;
}

/**
 * Creates the account and mails its activation link; the page's success state names no address.
 * An address already with an account, or of no member, is the page again with that refusal.
 */
export async function signUpFromForm(
  { store, links }: TSignupFlow,
  request: FastifyRequest,
  reply: FastifyReply,
  returnTo: string | null,
) {
  const values = formValues(request.body, ['email', 'password', 'confirmpassword'] as const);
  // A password is never written back into the page.
  const shown = { email: values.email };
  const parsed = ZSignupBody.safeParse(values);
  if (!parsed.success) {
    return answerRefusedForm(request, reply, { form: 'signup', values: shown, errors: fieldErrors(parsed.error) });
  }
  const { email, password } = parsed.data;
  const outcome = await signUpWithNewPassword(store, links, email, password);
  if (outcome.kind === 'created') return answerSentForm(reply, signupPath(returnTo), FORM_POST_DONE_PARAM);
  const errors = outcome.kind === 'weakPassword' ? (passwordRefusal(outcome.problem).fields ?? {}) : {};
  const refusal = outcome.kind === 'weakPassword' ? undefined : outcome.kind;
  return answerRefusedForm(request, reply, { form: 'signup', values: shown, errors, refusal });
}

function queryParam(request: FastifyRequest, name: string): string {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[name];
  return typeof value === 'string' ? value : '';
}

/** The sign-up password typed again is refused when it is not that password (activate's own refusal). */
async function activateOrWrongPassword(run: () => Promise<TActivateOutcome>) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError && error.code === 'wrong_password') return { kind: 'wrongPassword' as const };
    throw error;
  }
}

/**
 * POST /activateaccount?email=&code=: the password chosen at sign-up typed again, or with its
 * confirmation a new one (the form the page showed names which). Activated: the page's success
 * state, which carries no code. Otherwise the page again, with the errors or the refusal's kind.
 */
export const activateAccountFormPostRoutes: FastifyPluginAsync<{ links: TAccountLinkContext }> = async (
  app,
  { links },
) => {
  const atPagePath = acceptFormsAtPagePath(app, FORM_BODY_LIMIT);
  const store = app.contexts.accounts;
  app.post('/', atPagePath, async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    // The new-password form has the confirmation field; the sign-up password's form has none.
    const choosesNewPassword = typeof body.confirmpassword === 'string';
    const form = choosesNewPassword ? 'activateNewPassword' : 'activate';
    const { password, confirmpassword } = formValues(body, ['password', 'confirmpassword'] as const);
    const link = { email: queryParam(request, 'email'), code: queryParam(request, 'code') };
    const parsed = ZActivateBody.safeParse({
      ...link,
      password,
      ...(choosesNewPassword ? { confirmpassword } : {}),
    });
    // A password is never written back into the page.
    if (!parsed.success)
      return answerRefusedForm(request, reply, { form, values: {}, errors: fieldErrors(parsed.error) });
    const { email, code } = parsed.data;
    const outcome = await activateOrWrongPassword(() =>
      activateWithPassword(store, links, { email, code }, { password, choosesNewPassword }),
    );
    if (outcome.kind === 'activated') return answerSentForm(reply, '/activateaccount', FORM_POST_DONE_PARAM);
    const errors = outcome.kind === 'weakPassword' ? (passwordRefusal(outcome.problem).fields ?? {}) : {};
    const refusal = outcome.kind === 'weakPassword' ? undefined : outcome.kind;
    return answerRefusedForm(request, reply, { form, values: {}, errors, refusal });
  });
};
