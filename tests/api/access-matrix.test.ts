import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../src/server/testing/build-test-app.ts';
import { ACCESS_MATRIX, FORM_POST_STATES, matches } from './support/access-table.ts';
import { listApiRoutes } from './support/api-routes.ts';
import { asActor, createApiWorld, databaseFingerprint, type TActor, type TApiWorld } from './support/api-world.ts';

// The table and its legend are in support/access-table.ts (the bad-input test mutates its requests).
let t: TTestApp;
let world: TApiWorld;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://tamil.example.se' } });
  world = await createApiWorld(t);
});
afterAll(() => t?.close());

describe('access matrix', () => {
  it('has one row for every API route, and no row for a route that is gone', () => {
    const routes = listApiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(40);
    expect({ missingRows: routes.filter((route) => !(route in ACCESS_MATRIX)) }).toEqual({ missingRows: [] });
    expect({ staleRows: Object.keys(ACCESS_MATRIX).filter((route) => !routes.includes(route)) }).toEqual({
      staleRows: [],
    });
  });

  it('has its page states only on form posts the app has', () => {
    const routes = listApiRoutes(t.app);
    const states = Object.keys(FORM_POST_STATES);
    expect(states.filter((state) => !routes.includes(state.split('?')[0] ?? ''))).toEqual([]);
  });

  const actors: TActor[] = ['visitor', 'member', 'cross', 'admin'];
  // Visitors and members first: their refusals must come before the admin changes anything.
  for (const [route, row] of Object.entries({ ...ACCESS_MATRIX, ...FORM_POST_STATES })) {
    it(`${route}: ${actors.map((actor, index) => `${actor} ${row.expect[index]}`).join(', ')}`, async () => {
      for (const [index, actor] of actors.entries()) {
        const expected = row.expect[index] ?? 'n/a';
        if (expected === 'n/a') continue;
        await row.arrange?.(world, t);
        const refusal = expected === '401' || expected === '403' || expected === 'denied';
        const before = refusal ? await databaseFingerprint(t.db) : undefined;
        const response = await t.app.inject(asActor(world, actor, await row.request(world, actor)));
        expect(
          matches(expected, response.statusCode),
          `${actor}: ${response.statusCode} ${response.body.slice(0, 300)}`,
        ).toBe(true);
        if (before) expect(await databaseFingerprint(t.db), `${actor} changed the database`).toEqual(before);
      }
      // A refused form post renders its page again, the first one after loading the built web app.
    }, 60_000);
  }
});
