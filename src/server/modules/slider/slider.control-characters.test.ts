import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { sliderImages } from '../../db/schema.ts';
import { multipartBody, pngBytes } from '../../testing/events.fixtures.ts';

let t: TTestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  headers = { authorization: `Bearer ${await tokenFor(await createTestUser(t.db, { role: 'Admin' }))}` };
});
afterAll(() => t.close());

// Found by the bad-input sweep of tests/api: a NUL in an alternative text reached Postgres, which answered 500.
describe('slide alternative texts with control characters', () => {
  it('answer 400 for a NUL, in a new slide and in a change, and store nothing', async () => {
    const form = await multipartBody(
      { altEn: 'Dance\u0000', altTa: 'நடனம்', altSv: 'Dans' },
      { bytes: await pngBytes(320, 200), name: 'slide.png', type: 'image/png' },
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/slider',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(added.statusCode).toBe(400);
    expect(await t.db.$count(sliderImages)).toBe(0);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/slider/1',
      headers,
      payload: { altEn: 'a\u0000b', altTa: 'x', altSv: 'y', sortOrder: 1 },
    });
    expect(changed.statusCode).toBe(400);
  });
});
