import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';

// Two instances of the app on one database, as behind the load balancer: a change taken by one is
// served by the other within a few seconds (it polls the settings' version).
const HAS_BUILD = existsSync(path.resolve(import.meta.dirname, '../../../../dist/ssr/entry-server.js'));
const WITHIN_MS = 6000;

let a: TTestApp;
let b: TTestApp;
let adminToken: string;

beforeAll(async () => {
  a = await buildTestApp({ env: { RATE_LIMIT_IP_FACTOR: '1000' } });
  b = await buildTestApp({ database: a.database, dataDir: a.dataDir, env: { RATE_LIMIT_IP_FACTOR: '1000' } });
  adminToken = await tokenFor(await createTestUser(a.db, { familyNumber: 100, role: 'Admin' }));
});
afterAll(async () => {
  await b?.app.close();
  await a?.close();
});

const headers = () => ({ authorization: `Bearer ${adminToken}` });
const association = async (t: TTestApp) =>
  (await t.app.inject({ method: 'GET', url: '/api/content/association' })).json() as { phone: string };
const page = (t: TTestApp, url: string, language: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: `lang=${language}` } });

describe('two instances on one database', () => {
  it('serve a new phone number at once on the instance that saved it, and soon on the other', async () => {
    const current = (await a.app.inject({ method: 'GET', url: '/api/admin/settings', headers: headers() })).json();
    // Both have read (and cached) the old details first.
    expect((await association(b)).phone).toBe(current.settings.phone);
    if (HAS_BUILD) expect((await page(b, '/contactus', 'sv')).body).toContain(current.settings.phone);

    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: headers(),
      payload: { ...current.settings, phone: '+46 70 111 22 33' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await association(a)).phone).toBe('+46 70 111 22 33');
    await vi.waitFor(async () => expect((await association(b)).phone).toBe('+46 70 111 22 33'), {
      timeout: WITHIN_MS,
      interval: 100,
    });
  });

  it('serve a page the board saved on the other instance soon after', async () => {
    expect((await b.app.inject({ method: 'GET', url: '/api/content/pages/privacy/sv' })).statusCode).toBe(200);
    await a.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/privacy/sv',
      headers: headers(),
      payload: { body: 'Ny integritetspolicy för **alla**.' },
    });
    await vi.waitFor(
      async () => {
        const answer = await b.app.inject({ method: 'GET', url: '/api/content/pages/privacy/sv' });
        expect(answer.json().html).toContain('Ny integritetspolicy för <strong>alla</strong>.');
      },
      { timeout: WITHIN_MS, interval: 100 },
    );
  });

  it.skipIf(!HAS_BUILD)('render pages with the new details and text on both instances', async () => {
    const current = (await a.app.inject({ method: 'GET', url: '/api/admin/settings', headers: headers() })).json();
    const details = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: headers(),
      payload: { ...current.settings, phone: '+46 70 444 55 66' },
    });
    expect(details.statusCode).toBe(200);
    const text = await a.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/privacy/sv',
      headers: headers(),
      payload: { body: 'Integritet för **varje** medlem.' },
    });
    expect(text.statusCode).toBe(200);
    for (const t of [a, b]) {
      await vi.waitFor(
        async () => {
          const html = (await page(t, '/privacypolicy', 'sv')).body;
          expect(html).toContain('Integritet för <strong>varje</strong> medlem.');
          expect(html).toContain('+46 70 444 55 66');
        },
        { timeout: WITHIN_MS, interval: 100 },
      );
    }
  });
});
