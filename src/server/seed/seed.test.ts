import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TTestApp } from '../testing/build-test-app.ts';
import { createTestDatabase, type TTestDatabase } from '../testing/test-database.ts';
import { DEMO_ADMIN_EMAIL, seedDatabase } from './seed.ts';
import { isValidPersonnummer } from '../../shared/personnummer.ts';
import { activities, activityEnrolments, activityLeaders, families, memberships, users } from '../db/schema.ts';

// Seeding acts on an empty database only, so every test starts from one of its own.
let database: TTestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.destroy());

const ADMIN_ENV = { ADMIN_EMAIL: 'Chair@Example.org', ADMIN_PASSWORD: 'a-long-admin-password' };

function collectLog() {
  const lines: string[] = [];
  return { lines, log: { info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) } };
}

async function build(env: Record<string, string>): Promise<TTestApp> {
  return buildTestApp({ database, env });
}

describe('seeding', () => {
  it('creates the demo admin once on an empty database and prints its password once', async () => {
    const { db } = database.connection;
    const first = collectLog();
    await seedDatabase(db, { admin: undefined, seedDemo: true }, first.log);
    const second = collectLog();
    await seedDatabase(db, { admin: undefined, seedDemo: true }, second.log);

    expect(first.lines).toHaveLength(1);
    const match = /^Demo admin: admin@example\.org \/ (\S+)$/.exec(first.lines[0] ?? '');
    expect(match).not.toBeNull();
    expect(second.lines).toEqual([]);

    const rows = await db
      .select()
      .from(users)
      .innerJoin(families, eq(users.familyId, families.id))
      .where(eq(users.email, DEMO_ADMIN_EMAIL));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      users: {
        email: DEMO_ADMIN_EMAIL,
        givenId: '0001A',
        firstName: 'Demo',
        lastName: 'Admin',
        role: 'Admin',
        status: 'approved',
      },
      families: { number: 1 },
    });
    expect(rows[0]?.users.activatedAt).toBeInstanceOf(Date);

    // Two fictional families for the admin page: one approved (spouse and kid), one pending.
    const demo = await db.select().from(users).where(eq(users.firstName, 'Demo'));
    expect(demo.map((user) => [user.givenId, user.lastName, user.status]).sort()).toEqual([
      ['0001A', 'Admin', 'approved'],
      ['0002A', 'Kumar', 'approved'],
      ['0002B', 'Meena', 'approved'],
      ['0002K1', 'Arun', 'approved'],
      ['0003A', 'Selvi', 'pending'],
      ['0004A', 'Lakshmi', 'approved'],
      ['0004K1', 'Kavin', 'approved'],
      ['0004K2', 'Nila', 'approved'],
    ]);
    for (const user of demo.filter((person) => person.personalNumber !== null)) {
      expect(isValidPersonnummer(user.personalNumber!)).toBe(true);
    }
    expect(demo.every((user) => user.email === null || user.email.endsWith('@example.org'))).toBe(true);
    expect(demo.filter((user) => user.passwordHash !== null).map((user) => user.givenId)).toEqual(['0001A']);
    expect(await db.$count(memberships, eq(memberships.status, 'Pending'))).toBe(4);
    // A Saturday Tamil class and a dance class, each with a leader and enrolled kids.
    expect(await db.$count(activities)).toBe(2);
    expect(await db.$count(activityLeaders)).toBe(2);
    expect(await db.$count(activityEnrolments)).toBe(5);

    const t = await build({});
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_ADMIN_EMAIL, password: match?.[1] },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('creates the ADMIN_EMAIL admin once, however often the app starts', async () => {
    for (let start = 0; start < 2; start++) {
      const t = await build(ADMIN_ENV);
      await t.close();
    }
    const { db } = database.connection;
    const admins = await db.select().from(users).where(eq(users.email, 'chair@example.org'));
    expect(admins).toHaveLength(1);
    expect(admins[0]).toMatchObject({ role: 'Admin', status: 'approved', givenId: '0001A' });

    const t = await build(ADMIN_ENV);
    try {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'chair@example.org', password: ADMIN_ENV.ADMIN_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('leaves a database that has users without demo data', async () => {
    const { db } = database.connection;
    await createTestUser(db, { email: 'existing.member@example.org' });
    const log = collectLog();
    await seedDatabase(db, { admin: undefined, seedDemo: true }, log.log);
    expect(log.lines).toEqual([]);
    expect(await db.$count(users)).toBe(1);
  });
});
