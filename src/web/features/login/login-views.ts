/** The states of /memberlogin, kept in the query so links and Back work. */
export const LOGIN_VIEWS = ['login', 'signup', 'forgotpassword'] as const;
export type TLoginView = (typeof LOGIN_VIEWS)[number];

export const VIEW_PARAM = 'view';
// The name the protected-page guard uses (app/guards/protected-page.tsx); features cannot import app.
export const RETURN_PARAM = 'returnTo';

export function loginView(params: URLSearchParams): TLoginView {
  const value = params.get(VIEW_PARAM);
  return (LOGIN_VIEWS as readonly string[]).includes(value ?? '') ? (value as TLoginView) : 'login';
}

/** A link to another state of the page that keeps where to go after signing in. */
export function viewHref(view: TLoginView, params: URLSearchParams): string {
  const next = new URLSearchParams();
  if (view !== 'login') next.set(VIEW_PARAM, view);
  const returnTo = params.get(RETURN_PARAM);
  if (returnTo) next.set(RETURN_PARAM, returnTo);
  const query = next.toString();
  return query ? `/memberlogin?${query}` : '/memberlogin';
}

export { safeReturnPath } from '../../../shared/return-path.ts';
