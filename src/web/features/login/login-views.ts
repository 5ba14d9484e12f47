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

/**
 * Where a signed-in visitor goes: the returnTo path if it is a path of this site, else /mypage.
 * "//host", "/\host" and anything with a scheme would leave the site.
 */
export function safeReturnPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/mypage';
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return '/mypage';
  try {
    const url = new URL(value, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return '/mypage';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('/memberlogin') ? '/mypage' : path;
  } catch {
    return '/mypage';
  }
}
