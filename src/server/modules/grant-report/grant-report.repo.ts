import { and, asc, count, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import {
  activities,
  activityAttendance,
  activityLeaders,
  activitySessions,
  families,
  memberships,
  users,
} from '../../db/schema.ts';

/** The report's reads of activities, sessions and attendance, and the retention's delete. */
export type TGrantReportRepo = ReturnType<typeof createGrantReportRepo>;

/** A person's name as every read of the report shows it. */
const personName = { firstName: users.firstName, lastName: users.lastName };
/** What the counting needs of a member: the name, the personnummer (the age) and the gender. */
const personCounted = { ...personName, personalNumber: users.personalNumber, gender: users.gender };
const activityNames = { nameTa: activities.nameTa, nameEn: activities.nameEn, nameSv: activities.nameSv };

/** A read over a list of ids: an empty list asks the database nothing. */
async function forIds<T>(ids: readonly number[], read: (ids: number[]) => Promise<T[]>): Promise<T[]> {
  return ids.length === 0 ? [] : read([...ids]);
}

export function createGrantReportRepo(db: TDatabase) {
  return {
    /** Every session held within [from, to], with its activity's names and its leader. */
    async sessionsBetween(from: string, to: string, tx: TExecutor = db) {
      return tx
        .select({
          id: activitySessions.id,
          activityId: activitySessions.activityId,
          day: activitySessions.day,
          startTime: activitySessions.startTime,
          endTime: activitySessions.endTime,
          confirmedAt: activitySessions.confirmedAt,
          ...activityNames,
          leaderFirstName: users.firstName,
          leaderLastName: users.lastName,
          leaderPersonalNumber: users.personalNumber,
        })
        .from(activitySessions)
        .innerJoin(activities, eq(activities.id, activitySessions.activityId))
        .leftJoin(users, eq(users.id, activitySessions.leaderId))
        .where(and(gte(activitySessions.day, from), lte(activitySessions.day, to)))
        .orderBy(asc(activitySessions.day), asc(activitySessions.startTime), asc(activitySessions.id));
    },

    /** The people ticked present in these sessions: members with their personnummer, guests as entered. */
    async presentIn(sessionIds: readonly number[], tx: TExecutor = db) {
      return forIds(sessionIds, (ids) =>
        tx
          .select({
            sessionId: activityAttendance.sessionId,
            userId: activityAttendance.userId,
            guestKey: activityAttendance.guestKey,
            guestName: activityAttendance.guestName,
            guestBirthYear: activityAttendance.guestBirthYear,
            guestGender: activityAttendance.guestGender,
            ...personCounted,
          })
          .from(activityAttendance)
          .leftJoin(users, eq(users.id, activityAttendance.userId))
          .where(and(inArray(activityAttendance.sessionId, ids), eq(activityAttendance.present, true)))
          .orderBy(asc(activityAttendance.id)),
      );
    },

    /** The leaders named for these activities (the signature lines of the printed report). */
    async leadersOf(activityIds: readonly number[], tx: TExecutor = db) {
      return forIds(activityIds, (ids) =>
        tx
          .select({ activityId: activityLeaders.activityId, ...personName })
          .from(activityLeaders)
          .innerJoin(users, eq(users.id, activityLeaders.userId))
          .where(inArray(activityLeaders.activityId, ids))
          .orderBy(asc(users.firstName), asc(users.lastName)),
      );
    },

    /** The approved members of a financial year, with their family's town. */
    async membersOfYear(financialYear: number, tx: TExecutor = db) {
      return tx
        .selectDistinct({ id: users.id, ...personCounted, city: families.city })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .leftJoin(families, eq(families.id, users.familyId))
        .where(
          and(eq(memberships.year, financialYear), eq(memberships.status, 'Approved'), eq(users.status, 'approved')),
        )
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    },

    /** Deletes the sessions held before `day` and (by cascade) their attendance; answers how many of each. */
    async deleteSessionsBefore(day: string, tx: TExecutor = db): Promise<{ sessions: number; attendance: number }> {
      const [ticks] = await tx
        .select({ n: count() })
        .from(activityAttendance)
        .innerJoin(activitySessions, eq(activitySessions.id, activityAttendance.sessionId))
        .where(lt(activitySessions.day, day));
      const deleted = await tx
        .delete(activitySessions)
        .where(lt(activitySessions.day, day))
        .returning({ id: activitySessions.id });
      return { sessions: deleted.length, attendance: deleted.length === 0 ? 0 : (ticks?.n ?? 0) };
    },

    /** Every attendance entry of these members, for their own data export. */
    async attendanceOfUsers(userIds: readonly number[], tx: TExecutor = db) {
      return forIds(userIds, (ids) =>
        tx
          .select({
            userId: activityAttendance.userId,
            activityTa: activities.nameTa,
            activityEn: activities.nameEn,
            activitySv: activities.nameSv,
            day: activitySessions.day,
            present: activityAttendance.present,
          })
          .from(activityAttendance)
          .innerJoin(activitySessions, eq(activitySessions.id, activityAttendance.sessionId))
          .innerJoin(activities, eq(activities.id, activitySessions.activityId))
          .where(inArray(activityAttendance.userId, ids))
          .orderBy(asc(activitySessions.day), asc(activities.nameEn)),
      );
    },
  };
}
