import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, TEST_JWT_SECRET, tokenFor, type TTestApp } from '../testing/build-test-app.ts';
import type { TUser } from '../db/schema.ts';
import { createTokenUserLoader } from '../modules/accounts/token-user.ts';
import { createTokenService } from '../modules/accounts/tokens.ts';
import { authPlugin, requireAdmin, requireUser } from './auth.ts';

let t: TTestApp;
let guarded: FastifyInstance;
let member: TUser;
let admin: TUser;

beforeAll(async () => {
  t = await buildTestApp();
  member = await createTestUser(t.db);
  admin = await createTestUser(t.db, { role: 'Admin' });
  // A bare app with just the plugin, so requireAdmin can be tried before any admin route exists.
  guarded = Fastify();
  await guarded.register(authPlugin, {
    userForToken: createTokenUserLoader(t.db, createTokenService(TEST_JWT_SECRET)),
  });
  guarded.get('/member', { preHandler: requireUser }, async (request) => request.user);
  guarded.get('/admin', { preHandler: requireAdmin }, async (request) => request.user);
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await t.close();
});

const key = new TextEncoder().encode(TEST_JWT_SECRET);
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function call(url: string, token: string | undefined) {
  return guarded.inject({
    method: 'GET',
    url,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
}

describe('requireUser', () => {
  it('lets a valid token through and sets request.user from the database', async () => {
    const response = await call('/member', await tokenFor(member));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: member.id, role: 'Member' });
  });

  it('refuses tampered, expired, unsigned and foreign tokens', async () => {
    const valid = await tokenFor(member);
    const [header, , signature] = valid.split('.');
    const claims = { sub: String(admin.id), role: 'Admin', iat: now(), exp: now() + 600 };
    const tokens = {
      tampered: `${header}.${base64url(claims)}.${signature}`,
      expired: await new SignJWT({ role: 'Member' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(member.id))
        .setIssuedAt(now() - 3600)
        .setExpirationTime(now() - 1800)
        .sign(key),
      algNone: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
      otherAlgorithm: await new SignJWT({ role: 'Member' })
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject(String(member.id))
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key),
      otherSecret: await createTokenService('another-secret-of-at-least-32-characters!!').signAccessToken(member),
      hugeId: await new SignJWT({ role: 'Member' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('99999999999999')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key),
      garbage: 'not-a-token',
    };
    for (const [kind, token] of Object.entries(tokens)) {
      const response = await call('/member', token);
      expect(response.statusCode, kind).toBe(401);
      expect(response.json(), kind).toEqual({ error: 'unauthorized', message: expect.any(String) });
    }
    // And the real routes do the same.
    const real = await t.app.inject({
      method: 'GET',
      url: '/api/member/login',
      headers: { authorization: `Bearer ${tokens.algNone}` },
    });
    expect(real.statusCode).toBe(401);
  });

  it('refuses a missing header and other schemes', async () => {
    expect((await call('/member', undefined)).statusCode).toBe(401);
    const basic = await guarded.inject({
      method: 'GET',
      url: '/member',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.statusCode).toBe(401);
  });
});

describe('requireAdmin', () => {
  it('lets an admin through', async () => {
    const response = await call('/admin', await tokenFor(admin));
    expect(response.statusCode).toBe(200);
  });

  it('answers 403 for a member, even with a token that says Admin', async () => {
    const response = await call('/admin', await tokenFor({ id: member.id, role: 'Admin' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'forbidden', message: expect.any(String) });
  });

  it('answers 401 without a valid token', async () => {
    expect((await call('/admin', 'nope')).statusCode).toBe(401);
  });
});
