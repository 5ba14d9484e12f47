import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { ZAdminData } from '../../../shared/admin.schema.ts';
import { memberships, type TUser } from '../../db/schema.ts';
import { personnummer, registrationPayload, spousePayload } from '../../testing/registration.fixtures.ts';

let t: TTestApp;
let admin: TUser;
let renewing: TUser;
let adminToken: string;
// 10 May 2025: financial year 2025; tests that cross 1 April move it and put it back.
let now = new Date(2025, 4, 10, 12);
const pending = registrationPayload({
  self: { ...registrationPayload().self, firstName: '=1+2', lastName: '@SUM(A1)' },
});

beforeAll(async () => {
  t = await buildTestApp({ clock: () => now, env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' } });
  admin = await createTestUser(t.db, {
    familyNumber: 100,
    role: 'Admin',
    firstName: 'Chair',
    lastName: 'Person',
    personalNumber: personnummer('19650315', '777'),
    phoneNumber: '+46 70 123 45 67',
  });
  renewing = await createTestUser(t.db, { familyNumber: 5, personalNumber: personnummer('19900101', '888') });
  adminToken = await tokenFor(admin);
  await t.db.insert(memberships).values([
    { userId: admin.id, year: 2024, status: 'Approved' },
    { userId: admin.id, year: 2025, status: 'Approved' },
    { userId: renewing.id, year: 2024, status: 'Approved' },
    { userId: renewing.id, year: 2025, status: 'Pending', amountSek: 100 },
  ]);
  pending.spouse = spousePayload(`spouse.${pending.self.email}`);
  const response = await t.app.inject({ method: 'POST', url: '/api/membership/register', payload: pending });
  expect(response.statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: { authorization: `Bearer ${adminToken}` } });

const FULL_PERSONNUMMER = /\d{8}-\d{4}/;

describe('GET /api/admin/all', () => {
  it('answers the four tables of the financial year, personnummers masked', async () => {
    const response = await get('/all');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(FULL_PERSONNUMMER);
    const data = ZAdminData.parse(response.json());
    expect(data.financialYear).toBe(2025);

    expect(data.allMembers.map((member) => member.givenId)).toEqual(['0005A', '0100A', '0101A', '0101B']);
    expect(data.allMembers.find((member) => member.givenId === '0100A')).toMatchObject({
      familyNumber: '0100',
      personalNumber: '19650315-****',
      role: 'Admin',
      status: 'approved',
      isRegistrant: true,
    });
    expect(data.approvedMembers.map((member) => member.givenId)).toEqual(['0005A', '0100A']);
    expect(data.pendingMembers.map((member) => [member.givenId, member.isRegistrant])).toEqual([
      ['0101A', true],
      ['0101B', false],
    ]);
    // A new family's Pending rows are not renewal requests: they wait for Approve on the family.
    expect(data.pendingMembership).toEqual([
      expect.objectContaining({ givenId: '0005A', year: 2025, status: 'Pending', amountSek: 100, approvedAt: null }),
    ]);
    expect(data.currentMembership.map((row) => [row.givenId, row.year])).toEqual([['0100A', 2025]]);
  });

  it('reads the financial year from the clock of each request (31 March vs 1 April)', async () => {
    now = new Date(2026, 2, 31, 23, 59);
    const march = ZAdminData.parse((await get('/all')).json());
    now = new Date(2026, 3, 1, 0, 1);
    const april = ZAdminData.parse((await get('/all')).json());
    now = new Date(2025, 4, 10, 12);
    expect([march.financialYear, march.currentMembership.length]).toEqual([2025, 1]);
    expect([april.financialYear, april.currentMembership.length]).toEqual([2026, 0]);
  });
});

describe('GET /api/admin/members.csv', () => {
  it('is a UTF-8 CSV attachment with a BOM, a header, birth dates and no whole personnummer', async () => {
    const response = await get('/members.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="members-2025-05-10.csv"');
    const body = response.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body).not.toMatch(FULL_PERSONNUMMER);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Given ID,Family number,First name,Last name,E-mail,Phone,Birth date,Gender,Role,Status,Member FY 2025',
    );
    expect(lines).toHaveLength(5);
    expect(lines).toContain(`0100A,0100,Chair,Person,${admin.email},'+46 70 123 45 67,1965-03-15,,Admin,approved,yes`);
    expect(lines).toContain(`0005A,0005,Test,Person,${renewing.email},,1990-01-01,,Member,approved,no`);
  });

  it('defuses cells a spreadsheet would run as formulas', async () => {
    const body = (await get('/members.csv')).rawPayload.toString('utf8');
    const row = body.split('\r\n').find((line) => line.startsWith('0101A,'));
    expect(row).toBe(`0101A,0101,'=1+2,'@SUM(A1),${pending.self.email},0701234567,1980-01-01,female,Member,pending,no`);
  });
});
