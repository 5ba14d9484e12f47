import { apiRequest, ApiError } from '../api-client.ts';
import { VALIDATION_ERROR_KEYS } from '../../../shared/validation/rules.ts';

/** The calls of the account pages (SPEC section 7 and DESIGN.md 5), one function each. */

export type TProvider = { name: string; displayName: string; authorizePath: string };

export const PROVIDERS_QUERY_KEY = ['authProviders'] as const;

export const fetchProviders = () => apiRequest<TProvider[]>('/api/auth/providers', { showLoading: false });

export const loginWithPassword = (email: string, password: string) =>
  apiRequest<{ accessToken: string }>('/api/auth/login', { method: 'POST', body: { email, password } });

/** Plain text: 'AccountCreated.', 'User Already Exist.' or 'Not a member.' */
export const signUp = (body: { email: string; password: string; confirmpassword: string }) =>
  apiRequest<string>('/api/member/signup', { method: 'POST', body });

/** Plain text: 'AccountActivated.', the already-or-expired text, or 'Not a member.' */
export const activateAccount = (email: string, code: string) =>
  apiRequest<string>('/api/member/activate', { method: 'POST', body: { email, code } });

/** With the session, if any: a change someone else asked for counts only for its owner. */
export const verifyEmail = (code: string) =>
  apiRequest<{ result: 'pass' | 'fail' | 'sign_in_required' }>('/api/member/verify-email', {
    method: 'POST',
    auth: true,
    body: { code },
  });

/** The end of an external sign-in: the code of /redirect?code=, with this browser's state cookie. */
export const exchangeSignInCode = (code: string) =>
  apiRequest<{ accessToken: string }>('/api/auth/oidc/exchange', { method: 'POST', body: { code } });

/** Every session of the signed-in user ends, on every device. */
export const logoutEverywhere = () => apiRequest('/api/auth/logout-everywhere', { method: 'POST', auth: true });

export const requestPasswordReset = (email: string) =>
  apiRequest<{ message: string }>('/api/auth/forgot', { method: 'POST', body: { email } });

export const resetPassword = (body: { token: string; password: string; confirmpassword: string }) =>
  apiRequest<{ ok: true }>('/api/auth/reset', { method: 'POST', body });

/** The error code of a JSON error answer ({ error, message }), if it is one. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.data || typeof error.data !== 'object') return undefined;
  const code = (error.data as { error?: unknown }).error;
  return typeof code === 'string' ? code : undefined;
}

/** A validation answer's per-field keys (the server uses the same rule keys as the forms). */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const fields = (error.data as { fields?: unknown } | null)?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined;
}

const VALIDATION_KEYS: ReadonlySet<string> = new Set(VALIDATION_ERROR_KEYS);

/** The catalog key that says a field error: the shared rule texts, or the accounts' own (commonPassword). */
export function fieldErrorKey(key: string): string {
  if (VALIDATION_KEYS.has(key)) return `validation:${key}`;
  if (key === 'commonPassword') return 'accounts:errors.commonPassword';
  return 'validation:valueInvalid';
}
