import { and, asc, desc, eq } from 'drizzle-orm';
import type { TMembershipStatus } from '../../../shared/member-values.ts';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { families, memberships, users, type TMembership, type TUser } from '../../db/schema.ts';

export type TMemberRow = TUser & { familyNumber: number | null };
export type TMembershipRow = TMembership &
  Pick<TUser, 'givenId' | 'firstName' | 'lastName' | 'email'> & { userStatus: TUser['status'] };

export type TAdminRepo = ReturnType<typeof createAdminRepo>;

/** The board's views across families: every member, and membership rows with their member. */
export function createAdminRepo(db: TDatabase) {
  const membershipRows = (tx: TExecutor) =>
    tx
      .select({
        membership: memberships,
        givenId: users.givenId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        userStatus: users.status,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId));

  return {
    /** Ordered by givenId, which keeps each family together (the numbers are zero-padded). */
    async listMembers(tx: TExecutor = db): Promise<TMemberRow[]> {
      const rows = await tx
        .select({ user: users, familyNumber: families.number })
        .from(users)
        .leftJoin(families, eq(families.id, users.familyId))
        .orderBy(asc(users.givenId));
      return rows.map(({ user, familyNumber }) => ({ ...user, familyNumber }));
    },

    /** Membership rows in one status, optionally of one year only, newest request first. */
    async listMemberships(
      filter: { status: TMembershipStatus; year?: number },
      tx: TExecutor = db,
    ): Promise<TMembershipRow[]> {
      const rows = await membershipRows(tx)
        .where(
          and(
            eq(memberships.status, filter.status),
            filter.year === undefined ? undefined : eq(memberships.year, filter.year),
          ),
        )
        .orderBy(desc(memberships.year), desc(memberships.createdAt), asc(users.givenId));
      return rows.map(({ membership, ...member }) => ({ ...membership, ...member }));
    },
  };
}
