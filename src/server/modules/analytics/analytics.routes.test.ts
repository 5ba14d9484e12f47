import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { pageViews } from '../../db/schema.ts';
import { createAnalyticsRepo } from './analytics.repo.ts';

let t: TTestApp;
let adminToken: string;
let memberToken: string;
// Wednesday of ISO week 47, 2026.
let now = new Date('2026-11-18T10:42:17Z');

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
  const [admin, member] = await Promise.all([createTestUser(t.db, { role: 'Admin' }), createTestUser(t.db)]);
  [adminToken, memberToken] = await Promise.all([tokenFor(admin), tokenFor(member)]);
});
afterAll(() => t.close());
beforeEach(async () => {
  now = new Date('2026-11-18T10:42:17Z');
  await t.db.delete(pageViews);
});

const view = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/analytics/page-view', payload: payload as object, headers });
const visits = (query = '', token: string | null = adminToken) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/analytics/visits${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const stored = () => t.db.select().from(pageViews);

type TReport = {
  weeks: { weekStart: string; isoYear: number; isoWeek: number; visits: number }[];
  topPages: { path: string; visits: number }[];
  total: number;
};

describe('POST /api/analytics/page-view', () => {
  it('keeps only the route pattern and the hour, sets no cookie and answers 204', async () => {
    const response = await view({ path: '/events/123' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['id', 'path', 'viewedAt']);
    expect(rows[0]).toMatchObject({ path: '/events/:id', viewedAt: new Date('2026-11-18T10:00:00Z') });
  });

  it('maps each path to its pattern, exactly and case-sensitively', async () => {
    for (const path of ['/', '/boardmembers', '/editevent/new', '/editevent/7', '/finance-report/2022', '/adminin']) {
      expect((await view({ path })).statusCode, path).toBe(204);
    }
    expect((await stored()).map((row) => row.path)).toEqual([
      '/',
      '/boardmembers',
      '/editevent/new',
      '/editevent/:id',
      '/finance-report/:year',
      '/adminin',
    ]);
  });

  it('refuses paths the site does not have and bad bodies with a 4xx JSON error, storing nothing', async () => {
    const refused = [
      { path: '/nope' },
      { path: '/Events' },
      { path: '/events/1/2' },
      { path: '/boardmembers/' },
      { path: 'events' },
      { path: '//' },
      { path: '/events?x=1' },
      { path: 'https://evil.example/' },
      { path: `/${'a'.repeat(400)}` },
      { path: 42 },
      { path: '' },
      {},
      [],
    ];
    for (const payload of refused) {
      const response = await view(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: '{"path":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/page-view',
      payload: '/events',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    const huge = await view({ path: '/', padding: 'x'.repeat(2000) });
    expect(huge.statusCode).toBe(413);
    expect(await stored()).toHaveLength(0);
  });

  it('stores nothing when the browser sends Sec-GPC: 1 or DNT: 1', async () => {
    expect((await view({ path: '/events' }, { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect((await view({ path: '/events' }, { dnt: '1' })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(0);
    expect((await view({ path: '/events' }, { 'sec-gpc': '0' })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(1);
  });

  it('is limited per client address', async () => {
    const response = await view({ path: '/' });
    expect(response.headers['x-ratelimit-limit']).toBe('600');
  });
});

describe('GET /api/admin/analytics/visits', () => {
  it('answers 401 to a visitor and 403 to a member', async () => {
    expect((await visits('', null)).statusCode).toBe(401);
    expect((await visits('', memberToken)).statusCode).toBe(403);
  });

  it('counts views per ISO week, zero-filled and oldest first, with the top pages', async () => {
    const repo = createAnalyticsRepo(t.db);
    const at = (iso: string) => new Date(iso);
    await repo.insert('/events', at('2026-11-16T08:00:00Z'));
    await repo.insert('/events', at('2026-11-18T10:00:00Z'));
    await repo.insert('/', at('2026-11-18T10:00:00Z'));
    // Sunday 23:30 UTC is already Monday in Stockholm: the week of the 16th, not the 9th.
    await repo.insert('/contactus', at('2026-11-15T23:30:00Z'));
    await repo.insert('/events/:id', at('2026-11-04T12:00:00Z'));
    // Before the 12 weeks asked for, and a future one: neither is counted.
    await repo.insert('/events', at('2026-08-01T12:00:00Z'));
    await repo.insert('/events', at('2026-11-23T12:00:00Z'));

    const response = await visits('');
    expect(response.statusCode).toBe(200);
    const report = response.json() as TReport;
    expect(report.weeks).toHaveLength(12);
    expect(report.weeks[0]).toEqual({ weekStart: '2026-08-31', isoYear: 2026, isoWeek: 36, visits: 0 });
    expect(report.weeks.at(-1)).toEqual({ weekStart: '2026-11-16', isoYear: 2026, isoWeek: 47, visits: 4 });
    expect(report.weeks.at(-2)?.visits).toBe(0);
    expect(report.weeks.at(-3)).toMatchObject({ weekStart: '2026-11-02', visits: 1 });
    expect(report.total).toBe(5);
    expect(report.topPages).toEqual([
      { path: '/events', visits: 2 },
      { path: '/', visits: 1 },
      { path: '/contactus', visits: 1 },
      { path: '/events/:id', visits: 1 },
    ]);

    const short = (await visits('?weeks=1')).json() as TReport;
    expect(short.weeks.map((week) => week.visits)).toEqual([4]);
    expect(short.topPages[0]).toEqual({ path: '/events', visits: 2 });
  });

  it('counts a view reported through the API in this week', async () => {
    const before = ((await visits('?weeks=1')).json() as TReport).total;
    await view({ path: '/aboutus' });
    await view({ path: '/aboutus' });
    expect(((await visits('?weeks=1')).json() as TReport).total).toBe(before + 2);
  });

  it('refuses a bad number of weeks with 400', async () => {
    for (const query of ['?weeks=0', '?weeks=109', '?weeks=abc', '?weeks=1.5']) {
      const response = await visits(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toHaveProperty('error', 'validation');
    }
  });
});

describe('retention', () => {
  it('deletes views older than 25 months and keeps the rest', async () => {
    const repo = createAnalyticsRepo(t.db);
    await repo.insert('/', new Date('2024-10-17T10:00:00Z'));
    await repo.insert('/events', new Date('2024-10-19T10:00:00Z'));
    await repo.insert('/contactus', new Date('2026-11-18T10:00:00Z'));
    expect(await repo.deleteExpired(now)).toBe(1);
    expect((await stored()).map((row) => row.path).sort()).toEqual(['/contactus', '/events']);
    expect(await repo.deleteExpired(now)).toBe(0);
  });

  it('runs when the server starts (outside tests), on its own clock', async () => {
    await createAnalyticsRepo(t.db).insert('/', new Date('2020-01-01T10:00:00Z'));
    const server = await buildTestApp({ database: t.database, env: { NODE_ENV: 'development' }, clock: () => now });
    // Closing waits for a deletion still running.
    await server.close();
    expect(await stored()).toHaveLength(0);
  });
});
