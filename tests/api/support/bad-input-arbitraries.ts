import fc from 'fast-check';

/** What bad-input.property.test.ts throws at the API: odd values, bodies, parameters and headers. */
export type TCaller = 'visitor' | 'member' | 'admin';
export type TRoute = { method: string; url: string };

export const caller = fc.constantFrom<TCaller>('visitor', 'member', 'admin');
const printable = (max: number) => fc.string({ unit: 'binary-ascii', maxLength: max }).map(toPrintable);
function toPrintable(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, (character) => String.fromCharCode(33 + (character.charCodeAt(0) % 90)));
}

const POLLUTION = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"self":{"__proto__":{"role":"Admin"}}}',
  '{"__proto__":{"isAdmin":true},"email":"a@example.org","password":"x"}',
];
const NASTY_PARAMS = [
  '%',
  '%zz',
  '..',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
  '-1',
  '0',
  '99999999999999999999',
  '2147483648',
  '1e3',
  '0x10',
  '%201',
  "1'%20OR%20'1'%3D'1",
  '__proto__',
  'constructor',
  'A'.repeat(3000),
  '%F0%9F%98%80',
  '%E0%AE%A4%E0%AE%AE%E0%AE%BF%E0%AE%B4%E0%AF%8D',
];
export const param = fc.oneof(
  fc.constantFrom(...NASTY_PARAMS),
  fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent),
  fc.integer().map(String),
);
const NASTY_QUERIES = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'limit=-1',
  'limit=1e999',
  'limit=abc',
  'weeks=0',
  'weeks=99999',
  `ids=${'0001A,'.repeat(60)}`,
  'ids=%00',
  'lang=%00',
  'w=640&w=320',
  'ids[]=1&ids[]=2',
];
export const query = fc.oneof(
  fc.constantFrom(...NASTY_QUERIES),
  fc
    .array(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ unit: 'binary', maxLength: 30 })), { maxLength: 4 })
    .map((pairs) => pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')),
);

export function urlOf(target: TRoute, params: string[], queryString = ''): string {
  let index = 0;
  const path = target.url.replace(/:[A-Za-z]+/g, () => params[index++ % params.length] ?? '1');
  return queryString ? `${path}?${queryString}` : path;
}

/** A valid body with one field changed to something odd, or a key added. */
const mutation = fc.record({
  field: fc.nat(),
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    fc.integer({ min: 1_000, max: 300_000 }).map((length) => 'x'.repeat(length)),
    fc.integer({ min: 100, max: 20_000 }).map((length) => 'த'.repeat(length)),
    fc.constantFrom('\u0000', '\u202e', '\ud800', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd'),
  ),
  remove: fc.boolean(),
});
export function mutate(payload: unknown, change: { field: number; value: unknown; remove: boolean }): unknown {
  const walk = (value: unknown): unknown => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const copy = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    const key = keys[change.field % Math.max(keys.length, 1)] ?? 'extra';
    const inner = copy[key];
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) copy[key] = walk(inner);
    else if (change.remove) delete copy[key];
    else copy[key] = change.value;
    return copy;
  };
  return walk(payload);
}

export function leafPaths(value: unknown, path: string[] = []): string[][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [path];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...path, key]));
}
export function setAt(value: unknown, path: string[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const object = (value ?? {}) as Record<string, unknown>;
  return { ...object, [head]: setAt(object[head], rest, replacement) };
}

export const jsonBody = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => ({ kind: 'random' as const, value })), weight: 2 },
  { arbitrary: mutation.map((change) => ({ kind: 'mutated' as const, change })), weight: 3 },
  { arbitrary: fc.constantFrom(...POLLUTION).map((raw) => ({ kind: 'raw' as const, raw })), weight: 1 },
);

export const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=nothing-here',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'image/png',
  'application/octet-stream',
  ';;;',
  'application/json',
];
export const rawBody = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[]',
    'null',
    '0',
    '"string"',
    '\u0000',
    '\ufeff{}',
    '{"a":1}{"b":2}',
    '['.repeat(5000),
    `{"a":${'['.repeat(2000)}`,
    '{"email":"a@example.org","email":"b@example.org"}',
    'a=1&b=2',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ),
);

const authorization = fc.oneof(
  printable(120).map((value) => `Bearer ${value}`),
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer a.b.c',
    'Bearer ..',
    'bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6IkFkbWluIn0.',
    'Basic YWRtaW46YWRtaW4=',
    `Bearer ${'A'.repeat(8000)}.${'B'.repeat(8000)}.C`,
    'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI5OTk5OTk5OTk5OTk5Iiwicm9sZSI6IkFkbWluIn0.x',
  ),
  printable(200),
);
const cookie = fc.oneof(
  printable(250).map((value) => `refresh_token=${value}`),
  printable(250),
  fc.constantFrom(
    'refresh_token=',
    'refresh_token=%zz',
    'refresh_token="',
    `refresh_token=${'x'.repeat(5000)}`,
    '=;=;',
  ),
);
export const headerSet = fc.record(
  {
    authorization,
    cookie,
    'x-request-id': printable(300),
    accept: fc.constantFrom('application/xml', '*/*', 'text/html', '', 'application/json;q=0'),
    'accept-language': printable(100),
    'content-type': fc.constantFrom(...CONTENT_TYPES),
    'x-forwarded-for': fc.constantFrom('127.0.0.1, 10.0.0.1', 'not-an-ip', '::1'),
  },
  { requiredKeys: [] },
);
