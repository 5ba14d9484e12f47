import { expect, request as playwrightRequest } from '@playwright/test';
import type { Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { acceptCookies, seedLocalStorage, useLanguage as chooseLanguage } from './storage.ts';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_BASE_URL, STORAGE_KEYS } from './test-env.ts';

// One sign-in per worker: the login route is rate limited, and every test signing in again would
// trip the limit long before the suite ends. Access tokens live 15 minutes; the suite takes < 3.
let cached: { token: string; expiresAtMs: number } | undefined;

// The login runs in its own request context, not the page's: the refresh cookie it sets stays out
// of the browser, so every signed-in test starts alike whether or not its worker had the cached token.
/** An admin access token from `POST /api/auth/login` with the ADMIN_* credentials the server got. */
export async function adminAccessToken(): Promise<string> {
  if (cached && cached.expiresAtMs - Date.now() > 60_000) return cached.token;
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const response = await api.post('/api/auth/login', {
      data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
    });
    expect(response.status(), `admin login answered: ${await response.text()}`).toBe(200);
    const body = (await response.json()) as { accessToken?: unknown };
    if (typeof body.accessToken !== 'string') throw new Error('POST /api/auth/login answered no accessToken');
    const exp = decodeJwt(body.accessToken).exp;
    cached = { token: body.accessToken, expiresAtMs: exp ? exp * 1000 : Date.now() + 5 * 60_000 };
    return cached.token;
  } finally {
    await api.dispose();
  }
}

/** Signs the page in as the admin: the token is in local storage before the first page runs. */
export async function signInAsAdmin(page: Page): Promise<string> {
  const token = await adminAccessToken();
  await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: token });
  return token;
}

/**
 * The admin signed in in a browser without scripts: the session cookie, as the sign-in page's post
 * would set it, in the page's own cookie jar; the language chosen and the cookies accepted.
 */
export async function signInWithoutScripts(page: Page, lng: string) {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  const signIn = await page.request.post('/api/auth/login', {
    data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
}
