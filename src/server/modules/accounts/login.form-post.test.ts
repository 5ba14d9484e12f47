import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TTestApp } from '../../testing/build-test-app.ts';
import { postForm } from '../../testing/form-post.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp({ env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' } });
});
afterAll(() => t.close());

const PASSWORD = 'Jasmine-Garden-77';

const formPost = (url: string, fields: Record<string, string>) => postForm(t.app, url, fields);

const refreshCookie = (response: { cookies: { name: string; value: string; path?: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'refresh_token' && cookie.value !== '');

describe('POST /memberlogin (the sign-in form sent without the app)', () => {
  it('starts a session (the refresh cookie at /) and sends the person on to where the app would', async () => {
    await createTestUser(t.db, { email: 'plain-login@example.org', password: PASSWORD });
    const signedIn = await formPost('/memberlogin', { email: ' Plain-Login@example.org ', password: PASSWORD });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe('/mypage');
    expect(refreshCookie(signedIn)?.path).toBe('/');

    const cookie = refreshCookie(signedIn);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { refresh_token: cookie?.value ?? '' },
    });
    expect(refreshed.statusCode).toBe(200);

    const returning = await formPost('/memberlogin?returnTo=%2Fevents%3Fyear%3D2026', {
      email: 'plain-login@example.org',
      password: PASSWORD,
    });
    expect(returning.headers.location).toBe('/events?year=2026');
    const elsewhere = await formPost('/memberlogin?returnTo=%2F%2Fevil.example', {
      email: 'plain-login@example.org',
      password: PASSWORD,
    });
    expect(elsewhere.headers.location).toBe('/mypage');
  });

  it('refuses a wrong password or a bad address with the form again and no session', async () => {
    await createTestUser(t.db, { email: 'plain-wrong@example.org', password: PASSWORD });
    for (const fields of [
      { email: 'plain-wrong@example.org', password: 'not-the-password' },
      { email: 'not-an-address', password: PASSWORD },
      { email: 'plain-wrong@example.org', password: '' },
    ]) {
      const refused = await formPost('/memberlogin', fields);
      expect(refused.statusCode).toBe(400);
      expect(refused.headers.location).toBeUndefined();
      expect(refreshCookie(refused)).toBeUndefined();
    }
  });

  it('takes a post only for the states the page has', async () => {
    const refused = await formPost('/memberlogin?view=elsewhere', { email: 'x@example.org', password: PASSWORD });
    expect(refused.statusCode).toBe(404);
  });
});
