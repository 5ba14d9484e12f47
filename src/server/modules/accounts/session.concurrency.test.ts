import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type TUser } from '../../db/schema.ts';
import { buildTestApp, createTestUser, type TTestApp } from '../../testing/build-test-app.ts';
import { createTestDatabase, type TTestDatabase } from '../../testing/test-database.ts';
import type { TAccountsStore } from './accounts-store.ts';
import { endAllSessions, refuseEarlierAccessTokens } from './session-revocation.ts';
import { createSessionService, type TIssuedSession } from './session.service.ts';

/*
 * A refresh or a sign-in writes its new token while a logout, a new password or a new role ends the
 * user's sessions on another connection. Whatever the order, once the revocation is done nothing
 * made by the other may still work. The token's write is held until the revocation has either
 * finished or is waiting for a lock: the moment a revocation that does not wait for the user's row
 * would miss the new token.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a session change racing a revocation on PostgreSQL', () => {
  let database: TTestDatabase;
  let apps: TTestApp[];
  let people = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
    apps = [await buildTestApp({ database }), await buildTestApp({ database })];
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await database?.destroy();
  });

  const appOne = () => apps[0] as TTestApp;
  const appTwo = () => apps[1] as TTestApp;
  const storeOf = (test: TTestApp): TAccountsStore => test.app.contexts.accounts;

  /** Whether some connection to this database waits for a lock another one holds. */
  async function someoneWaitsForALock(): Promise<boolean> {
    const answer = (await appOne().db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { waiting: number }[] };
    return (answer.rows[0]?.waiting ?? 0) > 0;
  }

  async function until(condition: () => Promise<boolean> | boolean, what: string) {
    const deadline = Date.now() + 10_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /**
   * Runs change (on app one) and, once change is about to write its refresh token, revoke (on app
   * two); the write goes on when revoke has finished or waits for a lock.
   */
  async function race<T>(
    change: (sessions: ReturnType<typeof createSessionService>) => Promise<T>,
    revoke: () => Promise<unknown>,
  ): Promise<T> {
    const one = storeOf(appOne());
    let writing!: () => void;
    const aboutToWrite = new Promise<void>((resolve) => (writing = resolve));
    let revoking = false;
    let revoked = false;
    const refreshTokens = {
      ...one.repos.refreshTokens,
      insert: async (...args: Parameters<typeof one.repos.refreshTokens.insert>) => {
        writing();
        await until(
          async () => revoking && (revoked || (await someoneWaitsForALock())),
          'the revocation finished or waits',
        );
        return one.repos.refreshTokens.insert(...args);
      },
    };
    const sessions = createSessionService({ ...one, repos: { ...one.repos, refreshTokens } }, appOne().app.tokens);
    const changed = change(sessions);
    await aboutToWrite;
    revoking = true;
    const [result] = await Promise.all([changed, revoke().then(() => (revoked = true))]);
    return result;
  }

  async function person(): Promise<TUser> {
    people += 1;
    return createTestUser(appOne().db, { familyNumber: 4100 + people, email: `racing${people}@example.org` });
  }
  async function signIn(user: TUser): Promise<TIssuedSession> {
    const session = await createSessionService(storeOf(appOne()), appOne().app.tokens).start(user);
    if (!session) throw new Error('the sign-in was refused');
    return session;
  }
  const current = async (id: number) => (await appOne().db.select().from(users).where(eq(users.id, id)))[0] as TUser;
  const signedInAs = (accessToken: string) =>
    appTwo().app.inject({
      method: 'GET',
      url: '/api/member/login',
      headers: { authorization: `Bearer ${accessToken}` },
    });
  const refreshed = (session: TIssuedSession) =>
    createSessionService(storeOf(appTwo()), appTwo().app.tokens).rotate(session.refreshToken);

  /** Nothing the change made still works: neither its access token nor its refresh token. */
  async function expectEnded(session: TIssuedSession | null) {
    if (!session) return;
    expect((await signedInAs(session.accessToken)).statusCode).toBe(401);
    expect((await refreshed(session)).ok).toBe(false);
  }

  const revocations = {
    'a logout everywhere': (userId: number) => () =>
      createSessionService(storeOf(appTwo()), appTwo().app.tokens).endEverywhere(userId),
    'a new password (every session ends)': (userId: number) => () =>
      appTwo().db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash: 'replaced' }).where(eq(users.id, userId));
        await endAllSessions(storeOf(appTwo()), [userId], tx);
      }),
  };

  for (const [name, revocation] of Object.entries(revocations)) {
    it(`a refresh at the moment of ${name} leaves no working token`, async () => {
      const user = await person();
      const first = await signIn(user);
      const rotated = await race((sessions) => sessions.rotate(first.refreshToken), revocation(user.id));
      expect(rotated.ok).toBe(true);
      await expectEnded(rotated.ok ? rotated : null);
      await expectEnded(first);
    });

    it(`a sign-in at the moment of ${name} leaves no working token`, async () => {
      const user = await person();
      const session = await race((sessions) => sessions.start(user), revocation(user.id));
      expect(session).not.toBeNull();
      await expectEnded(session);
    });
  }

  it('the logout of the very chain a refresh is renewing ends the renewed token too', async () => {
    const user = await person();
    const first = await signIn(user);
    const logout = () => createSessionService(storeOf(appTwo()), appTwo().app.tokens).end(first.refreshToken);
    const rotated = await race((sessions) => sessions.rotate(first.refreshToken), logout);
    await expectEnded(rotated.ok ? rotated : null);
  });

  it('a new role given during a refresh refuses the access token made with the old one', async () => {
    const user = await person();
    const first = await signIn(user);
    const newRole = () =>
      appTwo().db.transaction(async (tx) => {
        await tx.update(users).set({ role: 'Admin' }).where(eq(users.id, user.id));
        await refuseEarlierAccessTokens(storeOf(appTwo()), [user.id], tx);
      });
    const rotated = await race((sessions) => sessions.rotate(first.refreshToken), newRole);
    expect(rotated.ok).toBe(true);
    if (!rotated.ok) return;
    expect((await signedInAs(rotated.accessToken)).statusCode).toBe(401);
    // The session itself goes on, with the new role.
    const again = await refreshed(rotated);
    expect(again.ok).toBe(true);
    expect((await current(user.id)).role).toBe('Admin');
    if (again.ok) expect((await signedInAs(again.accessToken)).statusCode).toBe(200);
  });
});
