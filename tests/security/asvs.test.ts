import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../src/server/app.ts';
import { images, outbox, refreshTokens, users } from '../../src/server/db/schema.ts';
import { dataUrl, multipartBody, pngBytes, pngHeaderClaiming } from '../../src/server/testing/events.fixtures.ts';
import { personnummer, registrationPayload } from '../../src/server/testing/registration.fixtures.ts';
import { IMAGE_MAX_BYTES } from '../../src/shared/events.ts';
import { SITE_PATH_PATTERNS } from '../../src/shared/site-paths.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../src/server/testing/build-test-app.ts';
import { ACCESS_MATRIX } from '../api/support/access-table.ts';
import { listApiRoutes } from '../api/support/api-routes.ts';
import { createApiWorld, MEMBER_PASSWORD, type TApiWorld } from '../api/support/api-world.ts';

/**
 * The site against OWASP ASVS 5.0.0: each test is named by the requirement it shows. The access
 * rules themselves (V8) are tests/api/access-matrix.test.ts; input handling is the property test.
 */
let t: TTestApp;
let world: TApiWorld;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://tamil.example.se' } });
  world = await createApiWorld(t);
});
afterAll(() => t?.close());

const inject = (options: InjectOptions) => t.app.inject(options);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const refreshCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name === 'refresh_token')?.value ?? '';

async function login(email: string, password: string, remoteAddress = '127.0.0.1') {
  return inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
}
const refresh = (cookie: string) =>
  inject({ method: 'POST', url: '/api/auth/refresh', cookies: { refresh_token: cookie } });

describe('V11.4.2 passwords are stored with a computationally intensive KDF', () => {
  it('stores argon2id with at least m=19456 KiB, t=2, p=1 and a random salt', async () => {
    const email = `kdf.${process.pid}@example.org`;
    const one = await createTestUser(t.db, { email, password: 'Stored-pass-123' });
    const two = await createTestUser(t.db, { email: `kdf2.${process.pid}@example.org`, password: 'Stored-pass-123' });
    const [row] = await t.db.select().from(users).where(eq(users.id, one.id));
    const [other] = await t.db.select().from(users).where(eq(users.id, two.id));
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([^$]+)\$([^$]+)$/.exec(row?.passwordHash ?? '');
    expect(match, row?.passwordHash ?? 'no hash').not.toBeNull();
    const [, m, tCost, p] = match ?? [];
    expect(Number(m)).toBeGreaterThanOrEqual(19456);
    expect(Number(tCost)).toBeGreaterThanOrEqual(2);
    expect(Number(p)).toBeGreaterThanOrEqual(1);
    // Same password, different salt: no two hashes alike.
    expect(other?.passwordHash).not.toBe(row?.passwordHash);
    expect(row?.passwordHash).not.toContain('Stored-pass-123');
  });

  it('a member who signs in with a password has the same kind of hash', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.id, world.member.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('V2.4.1 anti-automation limits', () => {
  // V6.3.1 (failed password sign-ins) is in asvs-v6-authentication.test.ts.
  const limited: [string, number, () => InjectOptions][] = [
    ['forgot password', 10, () => ({ method: 'POST', url: '/api/auth/forgot', payload: { email: 'x@example.org' } })],
    [
      'sign-up',
      20,
      () => ({
        method: 'POST',
        url: '/api/member/signup',
        payload: { email: 'x@example.org', password: 'Long-enough-9x!', confirmpassword: 'Long-enough-9x!' },
      }),
    ],
    [
      'contact form',
      10,
      () => ({
        method: 'POST',
        url: '/api/contactus/save',
        payload: { fullName: 'Bot Person', email: 'bot@example.org', subject: 'Spam', message: 'Buy now' },
      }),
    ],
    ['registration', 20, () => ({ method: 'POST', url: '/api/membership/register', payload: registrationPayload() })],
  ];
  it.each(limited)('V2.4.1 limits the %s per address (%i an hour, then 429)', async (_name, max, request) => {
    const remoteAddress = `10.3.${max}.${_name.length}`;
    for (let index = 0; index < max; index++) {
      expect((await inject({ ...request(), remoteAddress })).statusCode).toBeLessThan(400);
    }
    const refused = await inject({ ...request(), remoteAddress });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    // Another address is not affected.
    expect((await inject({ ...request(), remoteAddress: '10.9.9.9' })).statusCode).toBeLessThan(400);
  });
});

// V9 (self-contained tokens) is in asvs-v9-tokens.test.ts.

describe('V7 sessions and V10.4.5 refresh tokens', () => {
  async function session(): Promise<string> {
    const response = await login(
      world.member.email ?? '',
      MEMBER_PASSWORD,
      `10.4.${Math.floor(Math.random() * 250)}.1`,
    );
    expect(response.statusCode).toBe(200);
    const cookie = refreshCookieOf(response);
    expect(cookie).not.toBe('');
    return cookie;
  }

  it('V7.4.1 logout ends the session: the refresh token no longer works', async () => {
    const cookie = await session();
    const out = await inject({ method: 'POST', url: '/api/auth/logout', cookies: { refresh_token: cookie } });
    expect(out.statusCode).toBe(204);
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('V10.4.5 rotates the refresh token on use; a reused one revokes the whole chain', async () => {
    const first = await session();
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const second = refreshCookieOf(rotated);
    expect(second).not.toBe(first);
    const third = refreshCookieOf(await refresh(second));
    // The thief (or the owner) replays the old token after the newer one was used: refused, and the
    // newest dies with it.
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await refresh(third)).statusCode).toBe(401);
  });

  it('V7.3.1 ends a session left unused past the idle limit', async () => {
    const cookie = await session();
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(refreshTokens.userId, world.member.id)));
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  it('V7.3.2 ends a session past its absolute lifetime (30 days), however often it was refreshed', async () => {
    const cookie = await session();
    const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await t.db.update(refreshTokens).set({ createdAt: longAgo }).where(eq(refreshTokens.userId, world.member.id));
    expect((await refresh(cookie)).statusCode).toBe(401);
  });

  // V3.3.1 also asks for a __Secure- name prefix, which the cookie does not have (yet).
  it('V3.3.2 V3.3.4 keeps the refresh token in a Secure, HttpOnly, SameSite=Strict cookie that only the site itself sends', async () => {
    const response = await login(world.member.email ?? '', MEMBER_PASSWORD, '10.5.0.1');
    const cookie = response.cookies.find((entry) => entry.name === 'refresh_token');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict', path: '/' });
  });
});

describe('V3.4 browser security headers on every page and API answer', () => {
  const PAGES = SITE_PATH_PATTERNS.map((pattern) =>
    pattern.replace(':id', '1').replace(':givenId', '0001A').replace(':year', '2024'),
  );

  function checkHeaders(headers: Record<string, unknown>, where: string) {
    const csp = String(headers['content-security-policy'] ?? '');
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
    );
    expect(directives.get('object-src'), `V3.4.3 object-src on ${where}`).toBe("'none'");
    expect(directives.get('base-uri'), `V3.4.3 base-uri on ${where}`).toBe("'none'");
    expect(directives.get('default-src'), `V3.4.3 default-src on ${where}`).toBe("'self'");
    expect(directives.get('script-src'), `V3.4.3 script-src on ${where}`).toBe("'self'");
    expect(directives.get('frame-ancestors'), `V3.4.6 frame-ancestors on ${where}`).toBe("'none'");
    expect(headers['x-content-type-options'], `V3.4.4 on ${where}`).toBe('nosniff');
    expect(headers['referrer-policy'], `V3.4.5 on ${where}`).toBe('strict-origin-when-cross-origin');
    expect(headers['access-control-allow-origin'], `V3.4.2 on ${where}`).toBeUndefined();
  }

  it('V3.4.3 V3.4.4 V3.4.5 V3.4.6 on every public page of the web app', async () => {
    for (const page of PAGES) {
      const response = await inject({ method: 'GET', url: page });
      // 503 is the answer of an unbuilt web app (npm run build); it must carry the headers too.
      expect(response.statusCode, page).not.toBe(500);
      checkHeaders(response.headers, page);
    }
  });

  it('V3.4.3 V3.4.4 V3.4.5 V3.4.6 V3.4.2 on every API route, allowed or refused', async () => {
    for (const route of listApiRoutes(t.app)) {
      const row = ACCESS_MATRIX[route];
      const request = row ? await row.request(world, 'visitor') : { method: route.split(' ')[0], url: '/api/health' };
      const response = await inject({
        ...(request as InjectOptions),
        headers: { ...(request as InjectOptions).headers, origin: 'https://evil.example' },
      });
      checkHeaders(response.headers, route);
    }
  });

  it('V3.4.1 sends HSTS for at least a year, with subdomains, in production', async () => {
    const production = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/health' });
      const hsts = String(response.headers['strict-transport-security'] ?? '');
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0)).toBeGreaterThanOrEqual(31_536_000);
      expect(hsts).toContain('includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    } finally {
      await production.close();
    }
  });
});

describe('V5.2 uploads', () => {
  const upload = async (bytes: Buffer, type = 'image/png', name = 'picture.png') => {
    const form = await multipartBody(
      { name: 'Upload test', nameTamil: 'பதிவேற்றம்', startDate: '2025-03-01', published: 'false' },
      { bytes, name, type },
    );
    return inject({
      method: 'POST',
      url: '/api/events/createEvent',
      headers: { ...form.headers, ...bearer(world.tokens.admin) },
      payload: form.payload,
    });
  };
  const imageCount = () => t.db.$count(images);

  it('V5.2.2 refuses a file that is not an image, whatever its name and declared type say (415)', async () => {
    const before = await imageCount();
    const script = Buffer.from('<script>alert(document.cookie)</script>');
    expect((await upload(script, 'image/png', 'cat.png')).statusCode).toBe(415);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await upload(svg, 'image/svg+xml', 'logo.svg')).statusCode).toBe(415);
    const gifHtml = Buffer.from('GIF89a/*<html><script>alert(1)</script>*/');
    expect((await upload(gifHtml, 'image/gif', 'x.gif')).statusCode).toBe(415);
    expect(await imageCount()).toBe(before);
  });

  it('V5.2.2 re-encodes a polyglot (PNG with a script appended): the stored picture has no trace of it', async () => {
    const polyglot = Buffer.concat([
      await pngBytes(60, 40),
      Buffer.from('<?php system($_GET["c"]); ?><script>x</script>'),
    ]);
    const response = await upload(polyglot);
    expect(response.statusCode).toBe(200);
    const stored = await t.db.select().from(images);
    expect(stored.length).toBeGreaterThan(0);
    for (const image of stored) {
      const bytes = Buffer.from(image.data);
      expect(bytes.includes('<?php')).toBe(false);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    }
  });

  it('V5.2.1 refuses a file over the size limit (413) before storing anything', async () => {
    const before = await imageCount();
    const oversize = Buffer.concat([await pngBytes(10, 10), Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect((await upload(oversize)).statusCode).toBe(413);
    const asDataUrl = await inject({
      method: 'POST',
      url: '/api/events/createEvent',
      headers: bearer(world.tokens.admin),
      payload: { name: 'Big', nameTamil: 'பெரிய', startDate: '2025-03-01', picture: dataUrl(oversize) },
    });
    expect(asDataUrl.statusCode).toBe(413);
    expect(await imageCount()).toBe(before);
  });

  it('V5.2.6 refuses a picture whose header claims too many pixels (pixel flood), before decoding it', async () => {
    const before = await imageCount();
    const response = await upload(pngHeaderClaiming(60_000, 60_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'image_too_many_pixels' });
    expect(await imageCount()).toBe(before);
  });
});

describe('V16.5.1 error answers hold no internals', () => {
  const INTERNALS =
    /\bat \w+.*\(|node_modules|\.ts:\d+|select |insert into|update "|pglite|postgres|stack|syntaxerror|unexpected token/i;

  it('client errors answer a generic JSON message', async () => {
    const answers = await Promise.all([
      inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      }),
      inject({ method: 'POST', url: '/api/auth/login', payload: { email: ['x'], password: { $ne: 1 } } }),
      inject({ method: 'GET', url: `/api/events/${'9'.repeat(30)}` }),
      inject({ method: 'GET', url: "/api/content/finance/2024' OR '1'='1" }),
      inject({ method: 'GET', url: '/api/%zz' }),
      inject({ method: 'GET', url: '/api/admin/audit?limit=abc', headers: bearer(world.tokens.admin) }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expect(answer.json()).toHaveProperty('message');
      expect(answer.body).not.toMatch(INTERNALS);
    }
  });

  it('a failing database answers 500 "Something went wrong." and nothing more', async () => {
    const broken = await buildTestApp();
    try {
      await broken.database.connection.close();
      for (const url of ['/api/events/all', '/api/content/finance/2024', '/api/content/board']) {
        const response = await broken.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(500);
        expect(response.json()).toEqual({ error: 'internal', message: 'Something went wrong.' });
        expect(response.body).not.toMatch(INTERNALS);
      }
    } finally {
      await broken.close();
    }
  });
});

describe('V16.2.5 no personal data or secrets in the logs', () => {
  let logged: TTestApp;
  let app: TApp;
  const lines: string[] = [];

  beforeAll(async () => {
    logged = await buildTestApp({ env: { PUBLIC_URL: 'https://site.example' }, logLines: lines });
    app = logged.app;
  });
  afterAll(() => logged?.close());

  it('a registration, approval, sign-up, activation, sign-in, profile edit, reset request and contact message log none of the member’s data', async () => {
    const password = 'Very-secret-pass-77';
    const registration = registrationPayload({ language: 'en' });
    const { email, personalNumber, phoneNumber = '' } = registration.self;
    const spouseNumber = personnummer('19790202', '456');
    const spouseEmail = `spouse.${process.pid}@example.org`;
    const post = (url: string, payload: object, token?: string) =>
      app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

    expect((await post('/api/membership/register', registration)).statusCode).toBe(200);
    const admin = await createTestUser(app.db, { role: 'Admin', email: `admin.${process.pid}@example.org` });
    const [registrant] = await app.db.select().from(users).where(eq(users.email, email));
    expect((await post('/api/admin/approve', { id: registrant?.givenId }, await tokenFor(admin))).statusCode).toBe(204);
    expect((await post('/api/member/signup', { email, password, confirmpassword: password })).statusCode).toBe(200);
    await app.mailWorker.drain();
    const [activation] = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'account-activation')));
    const code = /activateaccount\?[^\s]*code=([A-Za-z0-9_-]+)/.exec(activation?.textBody ?? '')?.[1] ?? '';
    expect(code, 'activation code').not.toBe('');
    expect((await post('/api/member/activate', { email, code, password })).statusCode).toBe(200);
    const signedIn = await post('/api/auth/login', { email, password });
    expect(signedIn.statusCode).toBe(200);
    const token = (signedIn.json() as { accessToken: string }).accessToken;
    expect((await app.inject({ method: 'GET', url: '/api/member/login', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const spouse = {
      firstName: 'Arun',
      lastName: 'Raman',
      personalNumber: spouseNumber,
      email: spouseEmail,
      phoneNumber: '0739876543',
    };
    expect((await post('/api/member/updatespouse', { self: spouse }, token)).statusCode).toBe(200);
    expect((await post('/api/auth/login', { email, password: `${password}-wrong` })).statusCode).toBe(401);
    expect((await post('/api/auth/forgot', { email })).statusCode).toBe(200);
    const contact = { fullName: 'Kavitha Raman', email, subject: 'Hello', message: `Call me on ${phoneNumber}` };
    expect((await post('/api/contactus/save', contact)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await app.mailWorker.drain();

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    const digits = (value: string) => value.replace(/\D/g, '');
    for (const secret of [
      email,
      spouseEmail,
      password,
      personalNumber,
      spouseNumber,
      digits(personalNumber),
      phoneNumber,
      '0739876543',
      code,
      token,
    ]) {
      expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
    }
    expect(log).not.toMatch(/[A-Za-z0-9._%+-]+@example\.org/);
    expect(log).not.toMatch(/refresh_token=/);
  });
});
