import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.ts';

const tokens = createTokenService('a-test-secret-of-at-least-32-characters');

describe('access tokens', () => {
  it('round-trips the user id and role', async () => {
    const token = await tokens.signAccessToken({ id: 7, role: 'Admin' });
    expect(await tokens.verifyAccessToken(token)).toEqual({ userId: 7, role: 'Admin' });
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'role', 'sub']);
    expect(claims.exp! - claims.iat!).toBe(900);
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
