import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService, isIssuedAfter } from './tokens.ts';

const tokens = createTokenService('a-test-secret-of-at-least-32-characters');

describe('access tokens', () => {
  it('round-trips the user id, role and the millisecond it was made', async () => {
    const before = Date.now();
    const token = await tokens.signAccessToken({ id: 7, role: 'Admin' });
    const verified = await tokens.verifyAccessToken(token);
    expect(verified).toMatchObject({ userId: 7, role: 'Admin' });
    expect(verified!.issuedAtMs).toBeGreaterThanOrEqual(before);
    expect(verified!.issuedAtMs).toBeLessThanOrEqual(Date.now());
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'iat_ms', 'role', 'sub']);
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(Math.floor(Number(claims.iat_ms) / 1000)).toBe(claims.iat);
  });

  it('is made after the user’s sessionsValidAfter, even in the same millisecond or with a clock behind', async () => {
    const validAfter = new Date(Date.now() + 5);
    const token = await tokens.signAccessToken({ id: 7, role: 'Member', sessionsValidAfter: validAfter });
    const { issuedAtMs } = (await tokens.verifyAccessToken(token))!;
    expect(issuedAtMs).toBeGreaterThan(validAfter.getTime());
    expect(isIssuedAfter(issuedAtMs, validAfter)).toBe(true);
  });

  it('isIssuedAfter: strictly later than the revocation, to the millisecond', () => {
    const at = new Date(1_800_000_000_123);
    expect(isIssuedAfter(1_800_000_000_124, at)).toBe(true);
    expect(isIssuedAfter(1_800_000_000_123, at)).toBe(false);
    expect(isIssuedAfter(1_800_000_000_000, at)).toBe(false);
    expect(isIssuedAfter(1, null)).toBe(true);
  });

  it('counts a token without iat_ms (or with one outside its iat second) from the start of its iat second', async () => {
    const key = new TextEncoder().encode('a-test-secret-of-at-least-32-characters');
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT({ role: 'Member', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('7')
        .setIssuedAt(1_800_000_000)
        .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
        .sign(key);
    expect((await tokens.verifyAccessToken(await sign({})))?.issuedAtMs).toBe(1_800_000_000_000);
    expect((await tokens.verifyAccessToken(await sign({ iat_ms: 1_800_000_000_999 })))?.issuedAtMs).toBe(
      1_800_000_000_999,
    );
    expect((await tokens.verifyAccessToken(await sign({ iat_ms: 1_900_000_000_000 })))?.issuedAtMs).toBe(
      1_800_000_000_000,
    );
    expect((await tokens.verifyAccessToken(await sign({ iat_ms: 'soon' })))?.issuedAtMs).toBe(1_800_000_000_000);
  });

  it('returns null for anything that is not a valid token', async () => {
    for (const token of ['', 'a.b.c', 'x'.repeat(5000), '{}.{}.{}']) {
      expect(await tokens.verifyAccessToken(token)).toBeNull();
    }
  });
});

describe('purpose tokens (the external sign-in flow state)', () => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('round-trips claims for their own purpose only', async () => {
    const token = await tokens.signPurposeToken('oidc-flow', { state: 's1', nonce: 'n1' }, 600);
    expect(await tokens.verifyPurposeToken('oidc-flow', token)).toMatchObject({ state: 's1', nonce: 'n1' });
    expect(await tokens.verifyPurposeToken('other', token)).toBeNull();
    // Neither kind passes for the other.
    expect(await tokens.verifyAccessToken(token)).toBeNull();
    expect(
      await tokens.verifyPurposeToken('oidc-flow', await tokens.signAccessToken({ id: 1, role: 'Admin' })),
    ).toBeNull();
  });

  it('refuses tampered, expired, unsigned and foreign-key tokens', async () => {
    const valid = await tokens.signPurposeToken('oidc-flow', { state: 's1' }, 600);
    const [header, payload, signature] = valid.split('.');
    const tampered = `${header}.${encode({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), state: 'x' })}.${signature}`;
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const expired = await tokens.signPurposeToken('oidc-flow', { state: 's1' }, -10);
    const foreign = await createTokenService('another-secret-of-at-least-32-characters!').signPurposeToken(
      'oidc-flow',
      { state: 's1' },
      600,
    );
    for (const token of [tampered, unsigned, expired, foreign, '', 'a.b.c']) {
      expect(await tokens.verifyPurposeToken('oidc-flow', token)).toBeNull();
    }
  });
});
