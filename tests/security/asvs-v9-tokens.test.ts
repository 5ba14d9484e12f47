import { createHmac, generateKeyPairSync } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../src/server/modules/accounts/tokens.ts';
import { buildTestApp, TEST_JWT_SECRET, tokenFor, type TTestApp } from '../../src/server/testing/build-test-app.ts';
import { createApiWorld, type TApiWorld } from '../api/support/api-world.ts';

/** OWASP ASVS 5.0 chapter V9, Self-contained tokens: the access token is checked, whatever is forged. */
let t: TTestApp;
let world: TApiWorld;
const key = new TextEncoder().encode(TEST_JWT_SECRET);

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://tamil.example.se' } });
  world = await createApiWorld(t);
});
afterAll(() => t?.close());

const inject = (options: InjectOptions) => t.app.inject(options);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('V9 self-contained tokens', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const adminClaims = () => ({ sub: String(world.admin.id), role: 'Admin', iat: now(), exp: now() + 600 });
  const adminAll = (token: string) => inject({ method: 'GET', url: '/api/admin/all', headers: bearer(token) });

  it('V9.2.1 refuses an expired access token (401)', async () => {
    const expired = await new SignJWT({ role: 'Admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(world.admin.id))
      .setIssuedAt(now() - 3600)
      .setExpirationTime(now() - 60)
      .sign(key);
    expect((await adminAll(expired)).statusCode).toBe(401);
    expect((await adminAll(await tokenFor(world.admin))).statusCode).toBe(200);
  });

  it("V9.1.2 refuses the 'none' algorithm", async () => {
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(adminClaims())}.`;
    expect((await adminAll(none)).statusCode).toBe(401);
  });

  it('V9.1.2 refuses HS512 even when signed with the right secret', async () => {
    const hs512 = await new SignJWT({ role: 'Admin' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(world.admin.id))
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    expect((await adminAll(hs512)).statusCode).toBe(401);
  });

  it('V9.1.2 refuses RS256 tokens, and HS256 tokens keyed with a public key (algorithm confusion)', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rs256 = await new SignJWT({ role: 'Admin' })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject(String(world.admin.id))
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await adminAll(rs256)).statusCode).toBe(401);
    const pem = publicKey.export({ type: 'spki', format: 'pem' });
    const confused = await new SignJWT({ role: 'Admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(world.admin.id))
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(String(pem)));
    expect((await adminAll(confused)).statusCode).toBe(401);
  });

  it('V9.1.3 ignores key material offered in the token header (jwk, jku)', async () => {
    // Built by hand: jose will not put a secret key into a header, an attacker would.
    const attacker = Buffer.from('attacker-secret-attacker-secret-0123');
    const header = b64({
      alg: 'HS256',
      jku: 'https://evil.example/keys.json',
      jwk: { kty: 'oct', k: attacker.toString('base64url') },
    });
    const body = `${header}.${b64(adminClaims())}`;
    const withJwk = `${body}.${createHmac('sha256', attacker).update(body).digest('base64url')}`;
    expect((await adminAll(withJwk)).statusCode).toBe(401);
  });

  it('V9.1.1 refuses a token whose claims were changed after signing', async () => {
    const memberToken = await tokenFor(world.member);
    const [header, , signature] = memberToken.split('.');
    const forged = `${header}.${b64({ sub: String(world.admin.id), role: 'Admin', iat: now(), exp: now() + 600 })}.${signature}`;
    expect((await adminAll(forged)).statusCode).toBe(401);
  });

  it('V8.3.1 takes the role from the database, not from a valid token that claims Admin', async () => {
    const claimsAdmin = await tokenFor({ id: world.member.id, role: 'Admin' });
    expect((await adminAll(claimsAdmin)).statusCode).toBe(403);
  });

  it('V9.2.2 refuses a token made for another purpose as an access token', async () => {
    const purpose = await createTokenService(TEST_JWT_SECRET).signPurposeToken(
      'oidc-state',
      { sub: String(world.admin.id), role: 'Admin' },
      300,
    );
    expect((await adminAll(purpose)).statusCode).toBe(401);
  });
});
