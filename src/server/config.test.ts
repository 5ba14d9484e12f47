import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has working defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      jwtSecret: undefined,
      smtpUrl: undefined,
      mailFrom: undefined,
      mailPollIntervalMs: 2000,
      admin: undefined,
      seedDemo: true,
      oidcProviders: [],
      trustProxy: false,
      rateLimitRedisUrl: undefined,
      rateLimitIpFactor: 1,
      logLevel: 'info',
    });
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://db/site',
      JWT_SECRET: 's'.repeat(32),
      PUBLIC_URL: 'https://example.org/',
      ADMIN_EMAIL: 'Chair@Example.org',
      ADMIN_PASSWORD: 'long-enough',
      TRUST_PROXY: 'true',
      OIDC_PROVIDERS: 'google',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'id',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://example.org',
      admin: { email: 'chair@example.org', password: 'long-enough' },
      seedDemo: false,
      trustProxy: true,
      oidcProviders: [
        { name: 'google', issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 'secret' },
      ],
    });
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/site' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'chair@example.org' }],
    ['JWT_SECRET', { NODE_ENV: 'production' }],
    [
      'OIDC_GOOGLE_CLIENT_ID',
      { OIDC_PROVIDERS: 'google', OIDC_GOOGLE_ISSUER: 'https://a.example', OIDC_GOOGLE_CLIENT_SECRET: 's' },
    ],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
  ])('refuses a bad %s with a message naming it', (name, env) => {
    const problems = problemsOf(env);
    expect(problems.some((problem) => problem.includes(name))).toBe(true);
  });

  it('reports every bad variable at once', () => {
    const problems = problemsOf({ PORT: '99999', SMTP_URL: 'http://mail', JWT_SECRET: 'short' });
    expect(problems).toHaveLength(3);
    for (const name of ['PORT', 'SMTP_URL', 'JWT_SECRET']) expect(problems.join('\n')).toContain(name);
  });
});
