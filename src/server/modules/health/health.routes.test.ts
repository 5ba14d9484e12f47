import { describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../testing/build-test-app.ts';

/** Runs `check` against an app of its own: two of the tests close the database under it. */
async function withApp(check: (t: TTestApp) => Promise<void>) {
  const t = await buildTestApp();
  try {
    await check(t);
  } finally {
    await t.close();
  }
}

describe('GET /api/health', () => {
  it('is ok when the database answers', () =>
    withApp(async (t) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
    }));

  it('answers 503 once the database is gone', () =>
    withApp(async (t) => {
      await t.database.connection.close();
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', db: 'unavailable' });
    }));

  it('hides the failure of any other route behind a generic 500', () =>
    withApp(async (t) => {
      await t.database.connection.close();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'someone@example.org', password: 'whatever-it-is' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: 'internal', message: 'Something went wrong.' });
      expect(response.body).not.toMatch(/select|users|stack|at /i);
    }));
});
