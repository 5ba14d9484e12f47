import { Readable } from 'node:stream';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pngBytes, pngHeaderClaiming } from '../../src/server/testing/events.fixtures.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.ts';
import { personnummerAged } from '../../src/server/testing/registration.fixtures.ts';
import { buildTestApp, tokenFor, type TTestApp } from '../../src/server/testing/build-test-app.ts';
import { ACCESS_MATRIX, FORM_POST_STATES } from './support/access-table.ts';
import { isFormPost, listApiRoutes } from './support/api-routes.ts';
import { createApiWorld, databaseFingerprint, type TApiWorld } from './support/api-world.ts';
import {
  caller,
  CONTENT_TYPES,
  headerSet,
  jsonBody,
  leafPaths,
  mutate,
  param,
  query,
  rawBody,
  setAt,
  urlOf,
  type TCaller,
  type TRoute,
} from './support/bad-input-arbitraries.ts';

/**
 * Whatever a client sends, to whichever route: never a 5xx; every 4xx is JSON with a message; and a
 * refused request leaves every table as it was. Runs are few per property (2 shared cores); a
 * failure prints fast-check's seed and the shrunk request.
 */
let t: TTestApp;
let world: TApiWorld;
let routes: TRoute[];
/** The admin's valid request of each route (from the access table), to mutate. */
const samples = new Map<string, InjectOptions>();
let fingerprint: Record<string, string>;
let picture: Buffer;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://tamil.example.se', RATE_LIMIT_IP_FACTOR: '1000' } });
  world = await createApiWorld(t);
  routes = listApiRoutes(t.app).map((route) => {
    const [method = 'GET', url = '/'] = route.split(' ');
    return { method, url };
  });
  for (const [route, row] of Object.entries({ ...ACCESS_MATRIX, ...FORM_POST_STATES })) {
    samples.set(route, await row.request(world, 'admin'));
  }
  fingerprint = await databaseFingerprint(t.db);
  picture = await pngBytes(40, 30);
}, 120_000);
afterAll(() => t?.close());

/**
 * A token made now, after the user's last "valid after" time: a fuzzed call may end the caller's
 * sessions (log out everywhere), and the calls after it must still be the member's or the admin's.
 */
async function tokenOf(caller: TCaller): Promise<string | undefined> {
  if (caller === 'visitor') return undefined;
  const person = caller === 'admin' ? world.admin : world.member;
  const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
  return tokenFor({ ...person, sessionsValidAfter: row?.sessionsValidAfter ?? null });
}

function describeRequest(request: InjectOptions): string {
  const payload = typeof request.payload === 'string' ? request.payload.slice(0, 200) : typeof request.payload;
  return `${request.method} ${String(request.url).slice(0, 200)} ${JSON.stringify(request.headers ?? {}).slice(0, 300)} ${payload}`;
}

/** Sends one request and checks the three promises; throws with the request when one is broken. */
async function attempt(caller: TCaller, request: InjectOptions): Promise<void> {
  const token = await tokenOf(caller);
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...request.headers };
  const response = await t.app.inject({ ...request, headers });
  const status = response.statusCode;
  const where = `${caller} ${describeRequest(request)} -> ${status} ${response.body.slice(0, 300)}`;
  if (status >= 500) throw new Error(`server error: ${where}`);
  const now = await databaseFingerprint(t.db);
  // A form sent without the app is refused with its page again (400, HTML); anything else is JSON.
  const refusedPage =
    status === 400 &&
    isFormPost(String(request.method), String(request.url).split('?')[0] ?? '') &&
    String(response.headers['content-type']).startsWith('text/html');
  if (status >= 400 && !refusedPage) {
    let body: unknown;
    try {
      body = response.json();
    } catch {
      throw new Error(`4xx without JSON: ${where}`);
    }
    if (typeof (body as { message?: unknown }).message !== 'string') throw new Error(`4xx without message: ${where}`);
  }
  if (status >= 400) {
    const changed = Object.keys(now).filter((table) => now[table] !== fingerprint[table]);
    if (changed.length > 0) throw new Error(`refused but changed ${changed.join(', ')}: ${where}`);
  }
  // An accepted request may change things: the next refusal is compared with the state after it.
  fingerprint = now;
}

// ---- arbitraries that need the app ----------------------------------------------------------

const route = () => fc.constantFrom(...routes);

/** The route's valid URL from its sample (real ids), else the pattern with harmless values. */
function sampleUrl(target: TRoute): string {
  return String(samples.get(`${target.method} ${target.url}`)?.url ?? urlOf(target, ['1']));
}
function samplePayload(target: TRoute): unknown {
  const payload = samples.get(`${target.method} ${target.url}`)?.payload;
  return payload && typeof payload === 'object' && !Buffer.isBuffer(payload) ? payload : {};
}

/** Whether the access table lets a member in on the route (its own data or a public form). */
function memberLetIn(route: string): boolean {
  const member = ACCESS_MATRIX[route]?.expect[1];
  return member === 'ok' || member === 'allowed';
}

// ---- properties ------------------------------------------------------------------------------

const RUNS = { json: 250, raw: 200, url: 250, headers: 200, multipart: 100, urlencoded: 30 };

describe('bad input never breaks the API', () => {
  // After each test, whichever ran before it: no polluted prototype left behind.
  afterEach(() => {
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.isAdmin).toBeUndefined();
    expect(probe.role).toBeUndefined();
  });

  it('random and mutated JSON bodies, prototype pollution, huge and odd strings', async () => {
    await fc.assert(
      fc.asyncProperty(caller, route(), jsonBody, async (who, target, body) => {
        const payload =
          body.kind === 'raw'
            ? body.raw
            : JSON.stringify(body.kind === 'random' ? body.value : mutate(samplePayload(target), body.change));
        await attempt(who, {
          method: target.method as InjectOptions['method'],
          url: sampleUrl(target),
          headers: { 'content-type': 'application/json' },
          payload: payload ?? 'null',
        });
      }),
      { numRuns: RUNS.json },
    );
  });

  it('forms sent without the app: odd, repeated, missing and huge urlencoded fields, odd names', async () => {
    // Each state of a page that posts several forms at one path is a form of its own.
    const states = Object.keys(FORM_POST_STATES).map((state) => ({ method: 'POST', url: state.slice('POST '.length) }));
    const forms = [...routes.filter((target) => isFormPost(target.method, target.url)), ...states];
    expect(forms.length).toBeGreaterThanOrEqual(3);
    const names = (target: TRoute) => [
      ...new URLSearchParams(String(samples.get(`${target.method} ${target.url}`)?.payload ?? '')).keys(),
      '__proto__',
      'constructor',
      'token',
    ];
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.constant('x'.repeat(20_000)),
      // What a tick sends: a field whose name carries its meaning (`renew-0042A`) is taken at once.
      fc.constant('true'),
    );
    // A field's name as the page wrote it, or with a line break, a space or a NUL put into it: a
    // name may carry a value (a member's id), which must not reach a header or a page unchecked.
    const nameChange = fc.tuple(fc.nat(), fc.constantFrom('', '', '', '\n', '\r\n', ' ', '\u0000', '%', '.'));
    const named = (name: string, [at, inserted]: [number, string]) => {
      const cut = at % (name.length + 1);
      return `${name.slice(0, cut)}${inserted}${name.slice(cut)}`;
    };
    await fc.assert(
      fc.asyncProperty(
        caller,
        fc.constantFrom(...forms),
        fc.array(fc.tuple(fc.nat(), value, nameChange), { maxLength: 8 }),
        async (who, target, pairs) => {
          const fields = names(target);
          const body = new URLSearchParams(
            pairs.map(([index, text, change]) => [named(fields[index % fields.length] ?? 'x', change), text]),
          );
          // A signed-in form's sample carries its session cookie and the site's Origin: the fields reach its checks.
          const sampleHeaders = samples.get(`${target.method} ${target.url}`)?.headers ?? {};
          await attempt(who, {
            method: 'POST',
            url: sampleUrl(target),
            headers: { ...sampleHeaders, 'content-type': 'application/x-www-form-urlencoded' },
            payload: body.toString(),
          });
        },
      ),
      { numRuns: RUNS.urlencoded },
    );
    // A refused form renders its whole page again: slower than a JSON refusal.
  }, 120_000);

  it('malformed bodies under wrong or odd content types', async () => {
    await fc.assert(
      fc.asyncProperty(
        caller,
        route(),
        rawBody,
        fc.constantFrom(...CONTENT_TYPES),
        async (who, target, payload, type) => {
          await attempt(who, {
            method: target.method as InjectOptions['method'],
            url: sampleUrl(target),
            headers: { 'content-type': type },
            payload,
          });
        },
      ),
      { numRuns: RUNS.raw },
    );
  });

  it('odd path parameters and query strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        caller,
        route(),
        fc.array(param, { minLength: 1, maxLength: 2 }),
        query,
        async (who, target, params, search) => {
          const withParams = target.url.includes(':');
          await attempt(who, {
            method: target.method as InjectOptions['method'],
            url: withParams ? urlOf(target, params, search) : `${sampleUrl(target).split('?')[0]}?${search}`,
            ...(target.method === 'GET' || target.method === 'DELETE'
              ? {}
              : { payload: samplePayload(target) as object }),
          });
        },
      ),
      { numRuns: RUNS.url },
    );
  });

  it('broken Authorization, Cookie and other headers; bodies without Content-Length', async () => {
    await fc.assert(
      fc.asyncProperty(route(), headerSet, fc.boolean(), async (target, headers, streamed) => {
        const body = JSON.stringify(samplePayload(target));
        const hasBody = target.method !== 'GET' && target.method !== 'DELETE';
        await attempt('visitor', {
          method: target.method as InjectOptions['method'],
          url: sampleUrl(target),
          headers,
          // A stream has no length: the body arrives chunked.
          ...(hasBody ? { payload: streamed ? Readable.from([Buffer.from(body)]) : body } : {}),
        });
      }),
      { numRuns: RUNS.headers },
    );
  });

  it('multipart uploads with random bytes, fake pictures and odd parts', async () => {
    const writes = routes.filter((target) => target.method === 'POST' || target.method === 'PUT');
    const file = fc.oneof(
      fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
      fc.uint8Array({ maxLength: 500 }).map((bytes) => Buffer.concat([picture.subarray(0, 40), Buffer.from(bytes)])),
      fc.constant(pngHeaderClaiming(100_000, 100_000)),
      fc.constant(Buffer.concat([picture, Buffer.from('<?php system($_GET["c"]); ?>')])),
      fc.constant(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF')),
      fc.constant(Buffer.from('PK\u0003\u0004not really a zip')),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<TCaller>('visitor', 'admin'),
        fc.constantFrom(...writes),
        fc.dictionary(
          fc.constantFrom(
            'name',
            'nameTamil',
            'startDate',
            'altEn',
            'altTa',
            'altSv',
            'eventId',
            'year',
            'picture',
            'mapping',
            'language',
            '__proto__',
          ),
          fc.string({ maxLength: 50 }),
          { maxKeys: 6 },
        ),
        file,
        fc.constantFrom('picture', 'file', 'pdf', 'portrait', 'statement', 'register', '__proto__'),
        fc.constantFrom('a.png', '../../../etc/passwd', 'x.php.png', '', 'bild.jpg\u0000.exe'),
        async (who, target, fields, bytes, field, name) => {
          const form = await multipartBody(fields, { bytes, name, type: 'image/png', field });
          await attempt(who, {
            method: target.method as InjectOptions['method'],
            url: sampleUrl(target),
            ...form,
          });
        },
      ),
      { numRuns: RUNS.multipart },
    );
  });

  it('bodies past the size limit, as visitor and as admin', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) });
    for (const target of routes.filter((entry) => entry.method === 'POST' || entry.method === 'PUT')) {
      for (const who of ['visitor', 'admin'] as const) {
        await attempt(who, {
          method: target.method as InjectOptions['method'],
          url: sampleUrl(target),
          headers: { 'content-type': 'application/json' },
          payload: big,
        });
      }
    }
  });

  it('every field of every valid body, one at a time: NUL, lone surrogate, wrong types', async () => {
    // 100 000 characters in every field is the next test's, which also asks for a 4xx.
    const odd: unknown[] = ['a\u0000b', '\ud800', 1e308, -1, 2_147_483_648, true, null, [], {}];
    for (const [route, sample] of samples) {
      const payload = sample.payload;
      if (!payload || typeof payload !== 'object' || Buffer.isBuffer(payload)) continue;
      const target = { method: route.split(' ')[0] ?? 'GET', url: route.split(' ')[1] ?? '/' };
      // The member only where a member is let in: elsewhere their call ends where the admin's does.
      const callers = memberLetIn(route) ? (['member', 'admin'] as const) : (['admin'] as const);
      for (const path of leafPaths(payload)) {
        for (const value of odd) {
          for (const who of callers) {
            await attempt(who, { ...sample, url: sampleUrl(target), payload: setAt(payload, path, value) as object });
          }
        }
      }
    }
    // Every field of every route, nine values, one request each: it grows with the site's forms.
  }, 300_000);

  it('every field of every valid body at 100 000 digits and an x (the worst input for a pattern): 4xx, at once', async () => {
    // A quadratic pattern takes seconds on this; a length check first takes a millisecond.
    const worst = `${'1'.repeat(100_000)}x`;
    const slow: string[] = [];
    const refused = new Set<string>();
    async function send(route: string, sample: InjectOptions, payload: unknown, what: string) {
      const target = { method: route.split(' ')[0] ?? 'GET', url: route.split(' ')[1] ?? '/' };
      const token = await tokenOf('admin');
      const started = performance.now();
      const response = await t.app.inject({
        ...sample,
        url: sampleUrl(target),
        headers: { authorization: `Bearer ${token}` },
        payload: payload as object,
      });
      const ms = performance.now() - started;
      const where = `${route} ${what}`;
      expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, where).toBeLessThan(500);
      if (ms > 1000) slow.push(`${where}: ${ms.toFixed(0)} ms`);
      return response;
    }
    for (const [route, sample] of samples) {
      const payload = sample.payload;
      if (!payload || typeof payload !== 'object' || Buffer.isBuffer(payload)) continue;
      const paths = leafPaths(payload);
      if (paths.length === 0) continue;
      // Every field at the worst in one request: the validation answer names each field it refused
      // (each checked on its own, all at once), so one request stands for all the fields it names.
      const all = await send(
        route,
        sample,
        paths.reduce<unknown>((body, path) => setAt(body, path, worst), payload),
        'all fields',
      );
      const named = Object.keys((all.json() as { fields?: Record<string, string> }).fields ?? {});
      // A field the answer does not name (refused for something else first) is sent alone.
      for (const path of paths) {
        const field = path.join('.');
        if (!named.includes(field)) await send(route, sample, setAt(payload, path, worst), field);
        refused.add(`${route} ${field}`);
      }
    }
    expect(slow).toEqual([]);
    expect(refused.size).toBeGreaterThan(50);
    fingerprint = await databaseFingerprint(t.db);
  }, 120_000);

  it('every personnummer of every valid body, against the format, check digit and age rules', async () => {
    const before = await databaseFingerprint(t.db);
    const valid = personnummerAged(30);
    const refusals = (kid: boolean): [string, string][] => [
      [`${valid.slice(0, -1)}${(Number(valid.at(-1)) + 1) % 10}`, 'personalNumberCheckDigit'],
      [valid.replace('-', '+'), 'personalNumberInvalid'],
      [personnummerAged(-1, 0), 'birthDateInFuture'],
      kid ? [valid, 'kidAgeTooHigh'] : [personnummerAged(17), 'adultAgeRequired'],
    ];
    let checked = 0;
    for (const [route, sample] of samples) {
      const payload = sample.payload;
      if (!payload || typeof payload !== 'object' || Buffer.isBuffer(payload)) continue;
      const target = { method: route.split(' ')[0] ?? 'GET', url: route.split(' ')[1] ?? '/' };
      for (const path of leafPaths(payload).filter((leaf) => leaf.at(-1) === 'personalNumber')) {
        const kid = target.url.endsWith('/updatekid') || path.includes('kids');
        for (const [value, key] of refusals(kid)) {
          const response = await t.app.inject({
            ...sample,
            url: sampleUrl(target),
            // Made now: an earlier fuzzed call may have ended the admin's sessions.
            headers: { authorization: `Bearer ${await tokenOf('admin')}` },
            payload: setAt(payload, path, value) as object,
          });
          const where = `${route} ${path.join('.')}=${value}`;
          expect(response.statusCode, where).toBe(400);
          expect(response.json().fields, where).toEqual({ [path.join('.')]: key });
          expect(await databaseFingerprint(t.db), where).toEqual(before);
          checked += 1;
        }
      }
    }
    // Registration (registrant, spouse?, kid?), own details, spouse and kid, for members and the board.
    expect(checked).toBeGreaterThanOrEqual(6 * 4);
  });
});
