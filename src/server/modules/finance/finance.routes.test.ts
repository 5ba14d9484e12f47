import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { auditLog, financeReports } from '../../db/schema.ts';
import { seedFinanceReports } from '../../seed/finance-reports.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/content/finance/{year}', () => {
  it('answers the FY 2022 report, seeded always (not only as demo data)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content/finance/2022' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      year: 2022,
      incomeSek: 58591,
      expenseSek: 67817,
      resultSek: -9225,
      hasPdf: false,
    });
  });

  it('seeding again changes nothing', async () => {
    const before = await t.db.select().from(financeReports);
    await seedFinanceReports(t.db);
    expect(await t.db.select().from(financeReports)).toEqual(before);
    expect(before.filter((report) => report.year === 2022)).toHaveLength(1);
  });

  it.each(['2023', '2021', '1999', 'abc', '20222'])('answers 404 JSON for %s', async (year) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/content/finance/${year}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      message: 'The report you are looking for is not available. Please contact the board members.',
    });
  });

  it('does not answer an unpublished report', async () => {
    await t.db
      .insert(financeReports)
      .values({ year: 2020, incomeSek: 1, expenseSek: 1, resultSek: 0, published: false });
    const response = await t.app.inject({ method: 'GET', url: '/api/content/finance/2020' });
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /api/admin/finance/{year}', () => {
  const body = { incomeSek: 70000, expenseSek: 60000, resultSek: 10000 };

  it('refuses a visitor and a member, and changes nothing', async () => {
    const member = await createTestUser(t.db, { email: 'finance.member@example.org' });
    const visitor = await t.app.inject({ method: 'PUT', url: '/api/admin/finance/2019', payload: body });
    expect(visitor.statusCode).toBe(401);
    const asMember = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/finance/2019',
      headers: { authorization: `Bearer ${await tokenFor(member)}` },
      payload: body,
    });
    expect(asMember.statusCode).toBe(403);
    expect(await t.db.select().from(financeReports).where(eq(financeReports.year, 2019))).toHaveLength(0);
  });

  it('lets an admin publish a year, audit-logged, and the public answer follows at once', async () => {
    const admin = await createTestUser(t.db, { email: 'finance.admin@example.org', role: 'Admin' });
    const headers = { authorization: `Bearer ${await tokenFor(admin)}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/content/finance/2024' })).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/finance/2024',
      headers,
      payload: { ...body, incomeSek: 'a lot' },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/finance/2024', headers, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ year: 2024, ...body, hasPdf: false });
    const publicAnswer = await t.app.inject({ method: 'GET', url: '/api/content/finance/2024' });
    expect(publicAnswer.json()).toEqual({ year: 2024, ...body, hasPdf: false });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'finance.update'));
    expect(audit.filter((entry) => entry.target === 'finance:2024')).toMatchObject([{ actorId: admin.id }]);
  });
});
