import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import type { TUser } from '../../db/schema.ts';
import { createAuditRepo } from './audit.repo.ts';

let t: TTestApp;
let admin: TUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createTestUser(t.db, { role: 'Admin' });
});
afterAll(() => t.close());

// Found by tests/api/bad-input.property.test.ts: an event named "\ud800" answered 500.
describe('audit details with ill-formed Unicode', () => {
  it('stores a lone surrogate as U+FFFD instead of failing the jsonb insert', async () => {
    const repo = createAuditRepo(t.db);
    await repo.record({ actorId: admin.id, action: 'test.unicode', target: 'x', details: { name: 'a\ud800b\udc00' } });
    const [row] = await repo.listLatest(1);
    expect(row?.details).toEqual({ name: 'a\ufffdb\ufffd' });
  });

  it('keeps well-formed text, surrogate pairs included, as it is', async () => {
    const repo = createAuditRepo(t.db);
    await repo.record({ actorId: admin.id, action: 'test.unicode', target: 'y', details: { name: 'தமிழ் 😀' } });
    const [row] = await repo.listLatest(1);
    expect(row?.details).toEqual({ name: 'தமிழ் 😀' });
  });

  it('lets an admin create an event named with a lone surrogate (no 500)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/createEvent',
      headers: { authorization: `Bearer ${await tokenFor(admin)}`, 'content-type': 'application/json' },
      payload: '{"name":"\\ud800","nameTamil":"வெசாக்","startDate":"2025-05-12","published":"true"}',
    });
    expect(response.statusCode).toBe(200);
  });
});
