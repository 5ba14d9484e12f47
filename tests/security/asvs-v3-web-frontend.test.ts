import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../src/server/plugins/security-headers.ts';
import { SITE_PATH_PATTERNS } from '../../src/shared/site-paths.ts';
import { buildTestApp, type TTestApp } from '../../src/server/testing/build-test-app.ts';
import { ACCESS_MATRIX } from '../api/support/access-table.ts';
import { listApiRoutes } from '../api/support/api-routes.ts';
import { createApiWorld, type TApiWorld } from '../api/support/api-world.ts';

/**
 * OWASP ASVS 5.0 chapter V3, Web frontend security, beyond the headers of asvs.test.ts: a
 * Permissions-Policy on every answer, pages, API, files and refusals alike.
 */
let t: TTestApp;
let world: TApiWorld;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://tamil.example.se' } });
  world = await createApiWorld(t);
});
afterAll(() => t?.close());

const BUILT_ASSETS = path.resolve('dist/client/assets');
const DISABLED = ['camera', 'microphone', 'geolocation', 'payment', 'usb'];

function expectPermissionsPolicy(headers: Record<string, unknown>, where: string) {
  const policy = String(headers['permissions-policy'] ?? '');
  expect(policy, where).toBe(PERMISSIONS_POLICY);
  for (const feature of DISABLED) expect(policy, `${feature} on ${where}`).toContain(`${feature}=()`);
}

describe('V3.4 browser security headers: Permissions-Policy on every answer', () => {
  it('on every page of the web app', async () => {
    const pages = SITE_PATH_PATTERNS.map((pattern) =>
      pattern.replace(':id', '1').replace(':givenId', '0001A').replace(':year', '2024'),
    );
    for (const page of pages) expectPermissionsPolicy((await t.app.inject({ method: 'GET', url: page })).headers, page);
  });

  it('on every API route, allowed or refused', async () => {
    for (const route of listApiRoutes(t.app)) {
      const row = ACCESS_MATRIX[route];
      const request = row ? await row.request(world, 'visitor') : { method: 'GET', url: '/api/health' };
      expectPermissionsPolicy((await t.app.inject(request as InjectOptions)).headers, route);
    }
  });

  it('on files, catalogs, unknown paths and requests refused before routing', async () => {
    const asset = existsSync(BUILT_ASSETS) ? readdirSync(BUILT_ASSETS).find((name) => name.endsWith('.js')) : undefined;
    const urls = [
      '/icon-192.png',
      '/robots.txt',
      '/locales/en/accounts.json',
      '/assets/not-there.js',
      '/api/not-there',
      '/api/%zz',
      ...(asset ? [`/assets/${asset}`] : []),
    ];
    for (const url of urls) expectPermissionsPolicy((await t.app.inject({ method: 'GET', url })).headers, url);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expectPermissionsPolicy(broken.headers, 'a body that is no JSON');
  });
});
