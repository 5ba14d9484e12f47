import { load, type TLoadResult } from './load.ts';
import type { TMember } from './accounts.ts';
import { registrationBody } from './people.ts';

/**
 * The worst inputs known for the site's patterns: a long run of digits and a trailing letter, the
 * string that made the old postal-code pattern backtrack quadratically, sent to every field a
 * pattern or rule checks on the public and member routes, at 100 KB and at just under the 1 MB body
 * limit. While they arrive, /api/health is measured: one request must never stall the others.
 */
export const WORST_INPUT_GOAL_P99_MS = 50;
const SIZES = [100_000, 1_000_000 - 1_000];

/** A route's own body limit where it is below the site's 1 MB: larger bodies are refused before any rule. */
const BODY_LIMITS: Record<string, number> = { '/api/membership/register': 64 * 1024, '/api/contactus/save': 32 * 1024 };
const ROOM_FOR_THE_REST = 2_000;

type TTarget = { path: string; auth: boolean; body: (value: string) => unknown };

/** The sizes sent to a route: 100 KB and nearly 1 MB, or as much as its body limit lets reach the rules. */
function sizesFor(target: TTarget): number[] {
  const limit = BODY_LIMITS[target.path];
  return limit === undefined ? SIZES : [limit - ROOM_FOR_THE_REST];
}

function targets(member: TMember): TTarget[] {
  const registration = () => JSON.parse(registrationBody('worst').body) as { self: Record<string, unknown> };
  const withSelf = (field: string) => (value: string) => {
    const body = registration();
    return { ...body, self: { ...body.self, [field]: value } };
  };
  const self = (extra: Record<string, unknown>) => (field: string) => (value: string) => ({
    self: { ...extra, [field]: value },
  });
  const address = self({ streetAddress: 'Benchgatan 2', city: 'Lasttad', postalCode: '123 45', country: 'Sweden' });
  const profile = self({ ...member.self });
  const contact = { fullName: 'Selvi Kannan', email: 'selvi@example.org', subject: 'Hej', message: 'Hej' };
  const account = { email: 'worst@example.org', password: 'Tiger-Lantern-31', confirmpassword: 'Tiger-Lantern-31' };
  const fields = (names: string[], make: (field: string) => (value: string) => unknown, path: string, auth = false) =>
    names.map((name) => ({ path, auth, body: make(name) }));
  return [
    ...fields(
      ['postalCode', 'phoneNumber', 'email', 'personalNumber', 'firstName', 'city'],
      withSelf,
      '/api/membership/register',
    ),
    ...fields(['postalCode', 'streetAddress'], address, '/api/member/updateaddress', true),
    ...fields(['phoneNumber', 'email', 'personalNumber', 'firstName'], profile, '/api/member/update', true),
    ...fields(['fullName', 'email'], (field) => (value) => ({ ...contact, [field]: value }), '/api/contactus/save'),
    ...fields(['email', 'password'], (field) => (value) => ({ ...account, [field]: value }), '/api/member/signup'),
    ...fields(['email'], () => (value) => ({ email: value }), '/api/auth/forgot'),
    ...fields(['email', 'password'], (field) => (value) => ({ ...account, [field]: value }), '/api/auth/login'),
  ];
}

let attacker = 0;
/** Each attack request from an address of its own (the app trusts X-Forwarded-For, as behind nginx): rate limits do not hide the cost. */
function nextAddress(): string {
  attacker += 1;
  return `172.${16 + ((attacker >> 16) & 15)}.${(attacker >> 8) & 255}.${attacker & 255}`;
}

function requestOf(target: TTarget, value: string, member: TMember) {
  return {
    method: 'POST',
    path: target.path,
    headers: {
      'content-type': 'application/json',
      ...(target.auth ? { authorization: `Bearer ${member.token}` } : {}),
    },
    body: JSON.stringify(target.body(value)),
  };
}

/** One request of each size to the two routes of the outside test, timed alone: what one attack request costs now. */
export async function timeSingleAttacks(base: string, member: TMember): Promise<string[]> {
  const lines: string[] = [];
  const cases = [
    {
      name: 'updateaddress postalCode',
      target: targets(member).find((entry) => entry.path.endsWith('updateaddress'))!,
    },
    { name: 'register postalCode', target: targets(member)[0]! },
  ];
  for (const size of [128 * 1024, ...SIZES.slice(1)]) {
    for (const { name, target } of cases) {
      const limit = BODY_LIMITS[target.path];
      const length = limit === undefined ? size : Math.min(size, limit - ROOM_FOR_THE_REST);
      const value = `${'1'.repeat(length)}x`;
      const request = requestOf(target, value, member);
      const started = performance.now();
      const response = await fetch(base + request.path, {
        method: 'POST',
        headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
        body: request.body,
      });
      await response.text();
      lines.push(
        `${name}, ${(length / 1024).toFixed(0)} KB: ${response.status} in ${(performance.now() - started).toFixed(1)} ms`,
      );
    }
  }
  return lines;
}

/** The attack (4 connections cycling through every field and size) and /api/health measured beside it. */
export async function worstInputRound(
  base: string,
  member: TMember,
  durationS: number,
): Promise<{ health: TLoadResult; attack: TLoadResult }> {
  const bodies = targets(member).flatMap((target) =>
    sizesFor(target).map((size) => requestOf(target, `${'1'.repeat(size)}x`, member)),
  );
  let next = 0;
  const attackStep = {
    method: 'POST',
    setupRequest: () => {
      const request = bodies[next % bodies.length]!;
      next += 1;
      return { ...request, headers: { ...request.headers, 'x-forwarded-for': nextAddress() } };
    },
  };
  const [health, attack] = await Promise.all([
    load('GET /api/health under worst inputs', { url: `${base}/api/health`, connections: 10, duration: durationS }),
    load('worst inputs (100 KB / 1 MB digits + x)', {
      url: base,
      connections: 4,
      duration: durationS,
      requests: [attackStep],
    }),
  ]);
  return { health, attack };
}
