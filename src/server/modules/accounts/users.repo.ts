import { and, asc, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { users, type TNewUser, type TUser } from '../../db/schema.ts';
import type { TUserRole, TUserStatus } from '../../../shared/member-values.ts';

export type TUsersRepo = ReturnType<typeof createUsersRepo>;

/** Named queries on users; each takes an optional transaction to run inside. */
export function createUsersRepo(db: TDatabase) {
  return {
    async findById(id: number, tx: TExecutor = db): Promise<TUser | undefined> {
      const [user] = await tx.select().from(users).where(eq(users.id, id));
      return user;
    },

    async findByEmail(email: string, tx: TExecutor = db): Promise<TUser | undefined> {
      const [user] = await tx.select().from(users).where(eq(users.email, email.toLowerCase()));
      return user;
    },

    /** The users among these e-mail addresses (any status): an address belongs to one person only. */
    async findByEmails(emails: readonly string[], tx: TExecutor = db): Promise<TUser[]> {
      if (emails.length === 0) return [];
      const lowered = emails.map((email) => email.toLowerCase());
      return tx.select().from(users).where(inArray(users.email, lowered));
    },

    /** The users holding any of these personnummer (stored form YYYYMMDD-XXXX). */
    async findByPersonalNumbers(numbers: readonly string[], tx: TExecutor = db): Promise<TUser[]> {
      if (numbers.length === 0) return [];
      return tx
        .select()
        .from(users)
        .where(inArray(users.personalNumber, [...numbers]));
    },

    async findByGivenId(givenId: string, tx: TExecutor = db): Promise<TUser | undefined> {
      const [user] = await tx.select().from(users).where(eq(users.givenId, givenId));
      return user;
    },

    /** Locks one user's row until the transaction ends: checks made on the user's behalf run one at a time. */
    /** The row, locked until the transaction ends: an edit reads what it then writes over. */
    async lockById(id: number, tx: TExecutor): Promise<TUser | undefined> {
      const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return user;
    },

    /** Whoever else holds this e-mail address (any user when exceptUserId is null). */
    async findEmailHolder(email: string, exceptUserId: number | null, tx: TExecutor = db): Promise<number | undefined> {
      const condition =
        exceptUserId === null ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptUserId));
      const [holder] = await tx.select({ id: users.id }).from(users).where(condition);
      return holder?.id;
    },

    async update(id: number, values: Partial<TNewUser>, tx: TExecutor = db): Promise<void> {
      await tx.update(users).set(values).where(eq(users.id, id));
    },

    /** Sets when the user asked to close the account; answers the time stored. */
    async markClosureRequested(id: number, at: Date, tx: TExecutor = db): Promise<Date | null> {
      const [updated] = await tx
        .update(users)
        .set({ closureRequestedAt: at })
        .where(eq(users.id, id))
        .returning({ at: users.closureRequestedAt });
      return updated?.at ?? null;
    },

    /** The family's people in the order they were added (ties in a family's own order stay stable). */
    async listByFamilyInIdOrder(familyId: number, tx: TExecutor = db): Promise<TUser[]> {
      return tx.select().from(users).where(eq(users.familyId, familyId)).orderBy(asc(users.id));
    },

    /** Marks the account activated (the first time only) and sets the password when one is given. */
    async activate(id: number, passwordHash: string | null, tx: TExecutor = db): Promise<void> {
      await tx
        .update(users)
        .set({ activatedAt: sql`coalesce(${users.activatedAt}, now())`, ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(users.id, id));
    },

    async lock(id: number, tx: TExecutor): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    },

    /** Several users' rows locked in one order (by id), so two transactions locking overlapping sets cannot deadlock. */
    async lockAll(ids: readonly number[], tx: TExecutor): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [...ids]))
        .orderBy(asc(users.id))
        .for('update');
    },

    /** The family's people, locked until the transaction ends, so a decision on a family is taken once. */
    async lockFamily(familyId: number, tx: TExecutor): Promise<TUser[]> {
      return tx.select().from(users).where(eq(users.familyId, familyId)).orderBy(asc(users.givenId)).for('update');
    },

    async setStatus(ids: readonly number[], status: TUserStatus, tx: TExecutor = db): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(users)
        .set({ status })
        .where(inArray(users.id, [...ids]));
    },

    /** Every admin, locked: the last-admin rule is checked against a list nobody changes meanwhile. */
    async lockAdmins(tx: TExecutor): Promise<TUser[]> {
      return tx.select().from(users).where(eq(users.role, 'Admin')).orderBy(asc(users.id)).for('update');
    },

    /** The board members who can be mailed: role Admin, an approved person with an e-mail, in id order. */
    async listMailableAdmins(tx: TExecutor = db): Promise<TUser[]> {
      return tx
        .select()
        .from(users)
        .where(and(eq(users.role, 'Admin'), eq(users.status, 'approved'), isNotNull(users.email)))
        .orderBy(asc(users.id));
    },

    async setRole(id: number, role: TUserRole, tx: TExecutor = db): Promise<void> {
      await tx.update(users).set({ role }).where(eq(users.id, id));
    },

    /**
     * Access tokens these users got before `at` stop counting. Never moves the time back: a later
     * revocation that another instance recorded first still holds.
     */
    async refuseTokensIssuedBefore(ids: readonly number[], at: Date, tx: TExecutor = db): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .update(users)
        .set({ sessionsValidAfter: sql`greatest(${users.sessionsValidAfter}, ${at.toISOString()}::timestamptz)` })
        .where(inArray(users.id, [...ids]));
    },

    async listByFamily(familyId: number, tx: TExecutor = db): Promise<TUser[]> {
      return tx.select().from(users).where(eq(users.familyId, familyId)).orderBy(asc(users.givenId));
    },

    async count(tx: TExecutor = db): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },

    async insert(values: TNewUser, tx: TExecutor = db): Promise<TUser> {
      const email = values.email?.toLowerCase() ?? null;
      const [user] = await tx
        .insert(users)
        .values({ ...values, email })
        .returning();
      if (!user) throw new Error('insert into users returned no row');
      return user;
    },

    /** Many people in one statement (a register import), in the order given. */
    async insertMany(values: readonly TNewUser[], tx: TExecutor = db): Promise<TUser[]> {
      if (values.length === 0) return [];
      const rows = values.map((value) => ({ ...value, email: value.email?.toLowerCase() ?? null }));
      const inserted = await tx.insert(users).values(rows).returning();
      const byGivenId = new Map(inserted.map((user) => [user.givenId, user]));
      return values.map((value) => byGivenId.get(value.givenId) as TUser);
    },

    /**
     * Sets last_login to now and returns the value it replaced, in one statement: the FROM side of a
     * self-joined UPDATE still sees the row as it was before.
     */
    async recordLogin(id: number, tx: TExecutor = db): Promise<{ previous: Date | null } | undefined> {
      const before = alias(users, 'before');
      const [row] = await tx
        .update(users)
        .set({ lastLogin: sql`now()` })
        .from(before)
        .where(and(eq(users.id, id), eq(before.id, users.id)))
        .returning({ previous: before.lastLogin });
      return row;
    },
  };
}
