import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import {
  activities,
  activityDaysOff,
  activityEnrolments,
  activityLeaders,
  users,
  type TActivity,
  type TNewActivity,
} from '../../db/schema.ts';

export type TActivitiesRepo = ReturnType<typeof createActivitiesRepo>;

/** The columns the board writes (everything but the id and the stamps). */
export type TActivityColumns = Omit<TNewActivity, 'id' | 'createdAt' | 'updatedAt' | 'createdBy'>;

/** A member as activities show them; the personal number only to work out the age. */
export type TActivityPersonRow = {
  userId: number;
  givenId: string;
  firstName: string;
  lastName: string;
  personalNumber: string | null;
  familyId: number | null;
};

const personColumns = {
  userId: users.id,
  givenId: users.givenId,
  firstName: users.firstName,
  lastName: users.lastName,
  personalNumber: users.personalNumber,
  familyId: users.familyId,
};

const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)];

/** Wildcards of LIKE taken as the letters they are. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Named queries on the activity tables, their days off, leaders and enrolments. */
export function createActivitiesRepo(db: TDatabase) {
  return {
    async list(onlyPublished: boolean, tx: TExecutor = db): Promise<TActivity[]> {
      return tx
        .select()
        .from(activities)
        .where(onlyPublished ? eq(activities.published, true) : undefined)
        .orderBy(asc(activities.weekday), asc(activities.startTime), asc(activities.id));
    },

    async findById(id: number, tx: TExecutor = db): Promise<TActivity | undefined> {
      const [row] = await tx.select().from(activities).where(eq(activities.id, id));
      return row;
    },

    async insert(values: TActivityColumns, createdBy: number, tx: TExecutor = db): Promise<number> {
      const [row] = await tx
        .insert(activities)
        .values({ ...values, createdBy })
        .returning({ id: activities.id });
      if (!row) throw new Error('activity insert returned nothing');
      return row.id;
    },

    async update(id: number, values: TActivityColumns, tx: TExecutor = db): Promise<void> {
      await tx
        .update(activities)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(activities.id, id));
    },

    async remove(id: number, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx.delete(activities).where(eq(activities.id, id)).returning({ id: activities.id });
      return rows.length > 0;
    },

    /** Days off by activity, in order. */
    async daysOff(activityIds: number[], tx: TExecutor = db): Promise<Map<number, string[]>> {
      const result = new Map<number, string[]>();
      if (activityIds.length === 0) return result;
      const rows = await tx
        .select()
        .from(activityDaysOff)
        .where(inArray(activityDaysOff.activityId, activityIds))
        .orderBy(asc(activityDaysOff.day));
      for (const row of rows) result.set(row.activityId, [...(result.get(row.activityId) ?? []), row.day]);
      return result;
    },

    async replaceDaysOff(activityId: number, days: string[], tx: TExecutor = db): Promise<void> {
      await tx.delete(activityDaysOff).where(eq(activityDaysOff.activityId, activityId));
      if (days.length > 0) await tx.insert(activityDaysOff).values(days.map((day) => ({ activityId, day })));
    },

    async leaders(activityIds: number[], tx: TExecutor = db) {
      if (activityIds.length === 0) return [];
      return tx
        .select({ activityId: activityLeaders.activityId, ...personColumns })
        .from(activityLeaders)
        .innerJoin(users, eq(users.id, activityLeaders.userId))
        .where(inArray(activityLeaders.activityId, activityIds))
        .orderBy(...byName);
    },

    async replaceLeaders(activityId: number, userIds: number[], tx: TExecutor = db): Promise<void> {
      await tx.delete(activityLeaders).where(eq(activityLeaders.activityId, activityId));
      if (userIds.length > 0) {
        await tx.insert(activityLeaders).values(userIds.map((userId) => ({ activityId, userId })));
      }
    },

    async isLeader(activityId: number, userId: number, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .select({ userId: activityLeaders.userId })
        .from(activityLeaders)
        .where(and(eq(activityLeaders.activityId, activityId), eq(activityLeaders.userId, userId)));
      return rows.length > 0;
    },

    async ledBy(userId: number, tx: TExecutor = db): Promise<number[]> {
      const rows = await tx
        .select({ activityId: activityLeaders.activityId })
        .from(activityLeaders)
        .where(eq(activityLeaders.userId, userId));
      return rows.map((row) => row.activityId);
    },

    async enrolled(activityIds: number[], tx: TExecutor = db) {
      if (activityIds.length === 0) return [];
      return tx
        .select({ activityId: activityEnrolments.activityId, ...personColumns })
        .from(activityEnrolments)
        .innerJoin(users, eq(users.id, activityEnrolments.userId))
        .where(inArray(activityEnrolments.activityId, activityIds))
        .orderBy(...byName);
    },

    /** Enrols the member; false when they were enrolled already. */
    async enrol(activityId: number, userId: number, enrolledBy: number, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .insert(activityEnrolments)
        .values({ activityId, userId, enrolledBy })
        .onConflictDoNothing()
        .returning({ userId: activityEnrolments.userId });
      return rows.length > 0;
    },

    /** Takes the member off; false when they were not enrolled. */
    async unenrol(activityId: number, userId: number, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(activityEnrolments)
        .where(and(eq(activityEnrolments.activityId, activityId), eq(activityEnrolments.userId, userId)))
        .returning({ userId: activityEnrolments.userId });
      return rows.length > 0;
    },

    /** The approved member with this id, or undefined. */
    async approvedMember(userId: number, tx: TExecutor = db): Promise<TActivityPersonRow | undefined> {
      const [row] = await tx
        .select(personColumns)
        .from(users)
        .where(and(eq(users.id, userId), eq(users.status, 'approved')));
      return row;
    },

    async approvedMembers(userIds: number[], tx: TExecutor = db): Promise<TActivityPersonRow[]> {
      if (userIds.length === 0) return [];
      return tx
        .select(personColumns)
        .from(users)
        .where(and(inArray(users.id, userIds), eq(users.status, 'approved')));
    },

    /** Approved members whose first name, last name or member number holds the text. */
    async searchApproved(text: string, limit: number, tx: TExecutor = db): Promise<TActivityPersonRow[]> {
      const like = likeText(text);
      const fullName = sql`${users.firstName} || ' ' || ${users.lastName}`;
      return tx
        .select(personColumns)
        .from(users)
        .where(
          and(
            eq(users.status, 'approved'),
            or(
              ilike(users.firstName, like),
              ilike(users.lastName, like),
              ilike(users.givenId, like),
              sql`${fullName} ilike ${like}`,
            ),
          ),
        )
        .orderBy(...byName)
        .limit(limit);
    },

    /** The approved members of a family, in order. */
    async familyMembers(familyId: number, tx: TExecutor = db): Promise<TActivityPersonRow[]> {
      return tx
        .select(personColumns)
        .from(users)
        .where(and(eq(users.familyId, familyId), eq(users.status, 'approved')))
        .orderBy(...byName);
    },

    /** The family a user belongs to (null without one). */
    async familyOf(userId: number, tx: TExecutor = db): Promise<number | null> {
      const [row] = await tx.select({ familyId: users.familyId }).from(users).where(eq(users.id, userId));
      return row?.familyId ?? null;
    },
  };
}
