import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZLoginUser } from '../../../shared/login-user.schema.ts';
import { memberships, users } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/member/login', headers: { authorization: `Bearer ${token}` } });

describe('GET /api/member/login', () => {
  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/member/login' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
  });

  it('answers the caller with family and memberships, and records the login', async () => {
    const user = await createTestUser(t.db, {
      familyNumber: 42,
      firstName: 'Kavitha',
      lastName: 'Raman',
      email: 'kavitha@example.org',
      gender: 'female',
      language: 'sv',
    });
    const spouse = await createTestUser(t.db, { familyNumber: 42, givenId: '0042B', email: null, role: 'Admin' });
    await t.db.insert(memberships).values([
      { userId: user.id, year: 2024, status: 'Approved' },
      { userId: user.id, year: 2025, status: 'Pending' },
    ]);
    const token = await tokenFor(user);

    const first = await profile(token);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      id: user.id,
      givenId: '0042A',
      firstName: 'Kavitha',
      lastName: 'Raman',
      displayName: 'Kavitha Raman',
      email: 'kavitha@example.org',
      personalNumber: '19800101-1234',
      gender: 'female',
      phoneNumber: null,
      pic: null,
      lastLogin: null,
      role: 'Member',
      familyUsers: [
        { id: user.id, role: 'Member' },
        { id: spouse.id, role: 'Admin' },
      ],
      family: { streetAddress: 'Testgatan 1', city: 'Teststad', postalCode: '111 11', country: 'Sweden' },
      membership: [
        { id: expect.any(Number), userId: user.id, year: 2025, status: 'Pending' },
        { id: expect.any(Number), userId: user.id, year: 2024, status: 'Approved' },
      ],
      language: 'sv',
    });
    // The web app parses this answer with its own schema.
    expect(ZLoginUser.safeParse(body).success).toBe(true);

    const [stored] = await t.db.select({ lastLogin: users.lastLogin }).from(users).where(eq(users.id, user.id));
    expect(stored?.lastLogin).toBeInstanceOf(Date);

    // The next call shows the login before it.
    const second = await profile(token);
    expect(new Date(second.json().lastLogin).getTime()).toBe(stored?.lastLogin?.getTime());
  });

  it('answers 401 for a token of a user that no longer exists', async () => {
    const user = await createTestUser(t.db);
    const token = await tokenFor(user);
    await t.db.delete(users).where(eq(users.id, user.id));
    const response = await profile(token);
    expect(response.statusCode).toBe(401);
  });
});
