import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import {
  activities,
  activityAttendance,
  activityDaysOff,
  activityEnrolments,
  activityLeaders,
  activitySessions,
  users,
  type TActivity,
  type TActivitySession,
} from '../../db/schema.ts';
import type { TGuestDetails } from '../../../shared/attendance.schema.ts';

// The activity tables belong to the activities module; attendance only reads them here (who leads,
// who is enrolled, which days are off) and writes its own sessions and ticks.

export type TAttendanceRepo = ReturnType<typeof createAttendanceRepo>;

export type TScheduledActivity = TActivity & { daysOff: string[] };

export type TListedPerson = {
  userId: number;
  firstName: string;
  lastName: string;
  personalNumber: string | null;
};

export type TTickRow = {
  userId: number | null;
  guestKey: string | null;
  guestName: string | null;
  guestBirthYear: number | null;
  guestGender: 'male' | 'female' | null;
  present: boolean;
  tickedAt: Date;
};

/** A member as the lists show them: the personnummer gives the age the leader sees. */
const listedPerson = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  personalNumber: users.personalNumber,
};

/** The one session an activity holds on a day (unique on activity and day). */
const sessionOn = (activityId: number, day: string) =>
  and(eq(activitySessions.activityId, activityId), eq(activitySessions.day, day));

/** Whether someone leads: any activity, or the one named. */
const leading = (userId: number, activityId?: number) =>
  activityId === undefined
    ? eq(activityLeaders.userId, userId)
    : and(eq(activityLeaders.activityId, activityId), eq(activityLeaders.userId, userId));

type TTickValues = { present: boolean; tickedAt: Date; tickedBy: number | null };

/** The later tick wins: a row is replaced only by a tick made at the same time or after it. */
const laterTickWins = sql`${activityAttendance.tickedAt} <= excluded.ticked_at`;
const tickUpdate = {
  present: sql`excluded.present`,
  tickedAt: sql`excluded.ticked_at`,
  tickedBy: sql`excluded.ticked_by`,
};

export function createAttendanceRepo(db: TDatabase) {
  async function daysOffOf(ids: number[], tx: TExecutor): Promise<Map<number, string[]>> {
    const byActivity = new Map<number, string[]>();
    if (ids.length === 0) return byActivity;
    const rows = await tx.select().from(activityDaysOff).where(inArray(activityDaysOff.activityId, ids));
    for (const row of rows) byActivity.set(row.activityId, [...(byActivity.get(row.activityId) ?? []), row.day]);
    return byActivity;
  }

  async function withDaysOff(rows: TActivity[], tx: TExecutor): Promise<TScheduledActivity[]> {
    const daysOff = await daysOffOf(
      rows.map((row) => row.id),
      tx,
    );
    return rows.map((row) => ({ ...row, daysOff: daysOff.get(row.id) ?? [] }));
  }

  async function leads(where: SQL | undefined, tx: TExecutor): Promise<boolean> {
    const [row] = await tx
      .select({ activityId: activityLeaders.activityId })
      .from(activityLeaders)
      .where(where)
      .limit(1);
    return row !== undefined;
  }

  async function sessionRow(activityId: number, day: string, tx: TExecutor): Promise<TActivitySession | undefined> {
    const [row] = await tx.select().from(activitySessions).where(sessionOn(activityId, day));
    return row;
  }

  return {
    async leadsAny(userId: number, tx: TExecutor = db): Promise<boolean> {
      return leads(leading(userId), tx);
    },

    async isLeader(activityId: number, userId: number, tx: TExecutor = db): Promise<boolean> {
      return leads(leading(userId, activityId), tx);
    },

    /** The activities a member leads, or every activity (leaderId null, the board), by name. */
    async listActivities(leaderId: number | null, tx: TExecutor = db): Promise<TScheduledActivity[]> {
      const rows =
        leaderId === null
          ? await tx.select().from(activities).orderBy(asc(activities.nameEn))
          : await tx
              .select({ activity: activities })
              .from(activities)
              .innerJoin(activityLeaders, eq(activityLeaders.activityId, activities.id))
              .where(eq(activityLeaders.userId, leaderId))
              .orderBy(asc(activities.nameEn))
              .then((joined) => joined.map((row) => row.activity));
      return withDaysOff(rows, tx);
    },

    async findActivity(activityId: number, tx: TExecutor = db): Promise<TScheduledActivity | undefined> {
      const rows = await tx.select().from(activities).where(eq(activities.id, activityId));
      return (await withDaysOff(rows, tx))[0];
    },

    /** The held sessions of these activities with how many were ticked present. */
    async sessionsOf(activityIds: number[], tx: TExecutor = db) {
      if (activityIds.length === 0) return [];
      return tx
        .select({
          activityId: activitySessions.activityId,
          day: activitySessions.day,
          confirmedAt: activitySessions.confirmedAt,
          present: sql<number>`count(${activityAttendance.id}) filter (where ${activityAttendance.present})`.mapWith(
            Number,
          ),
        })
        .from(activitySessions)
        .leftJoin(activityAttendance, eq(activityAttendance.sessionId, activitySessions.id))
        .where(inArray(activitySessions.activityId, activityIds))
        .groupBy(activitySessions.id);
    },

    async findSession(activityId: number, day: string, tx: TExecutor = db): Promise<TActivitySession | undefined> {
      return sessionRow(activityId, day, tx);
    },

    /** The day's session, made with the activity's times the first time anyone opens or ticks it. */
    async ensureSession(activity: TActivity, day: string, tx: TExecutor = db): Promise<TActivitySession> {
      await tx
        .insert(activitySessions)
        .values({ activityId: activity.id, day, startTime: activity.startTime, endTime: activity.endTime })
        .onConflictDoNothing({ target: [activitySessions.activityId, activitySessions.day] });
      const row = await sessionRow(activity.id, day, tx);
      if (!row) throw new Error('the session was not made');
      return row;
    },

    async setTimes(sessionId: number, startTime: string, endTime: string, tx: TExecutor = db) {
      await tx.update(activitySessions).set({ startTime, endTime }).where(eq(activitySessions.id, sessionId));
    },

    async confirm(sessionId: number, leaderId: number | null, at: Date, tx: TExecutor = db) {
      await tx.update(activitySessions).set({ confirmedAt: at, leaderId }).where(eq(activitySessions.id, sessionId));
    },

    async enrolled(activityId: number, tx: TExecutor = db): Promise<TListedPerson[]> {
      return tx
        .select(listedPerson)
        .from(activityEnrolments)
        .innerJoin(users, eq(users.id, activityEnrolments.userId))
        .where(eq(activityEnrolments.activityId, activityId))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    },

    /** Members ticked on this session (also any no longer enrolled, so no tick goes unseen). */
    async tickedMembers(sessionId: number, tx: TExecutor = db): Promise<TListedPerson[]> {
      return tx
        .select(listedPerson)
        .from(activityAttendance)
        .innerJoin(users, eq(users.id, activityAttendance.userId))
        .where(eq(activityAttendance.sessionId, sessionId));
    },

    async ticksOf(sessionId: number, tx: TExecutor = db): Promise<TTickRow[]> {
      return tx
        .select({
          userId: activityAttendance.userId,
          guestKey: activityAttendance.guestKey,
          guestName: activityAttendance.guestName,
          guestBirthYear: activityAttendance.guestBirthYear,
          guestGender: activityAttendance.guestGender,
          present: activityAttendance.present,
          tickedAt: activityAttendance.tickedAt,
        })
        .from(activityAttendance)
        .where(eq(activityAttendance.sessionId, sessionId))
        .orderBy(asc(activityAttendance.id));
    },

    async tickMember(sessionId: number, userId: number, tick: TTickValues, tx: TExecutor = db) {
      await tx
        .insert(activityAttendance)
        .values({ sessionId, userId, ...tick })
        .onConflictDoUpdate({
          target: [activityAttendance.sessionId, activityAttendance.userId],
          set: tickUpdate,
          setWhere: laterTickWins,
        });
    },

    /** A guest's details follow their latest tick too: the leader may correct a misspelt name. */
    async tickGuest(sessionId: number, guestKey: string, guest: TGuestDetails, tick: TTickValues, tx: TExecutor = db) {
      await tx
        .insert(activityAttendance)
        .values({
          sessionId,
          guestKey,
          guestName: guest.name,
          guestBirthYear: guest.birthYear,
          guestGender: guest.gender,
          ...tick,
        })
        .onConflictDoUpdate({
          target: [activityAttendance.sessionId, activityAttendance.guestKey],
          set: {
            ...tickUpdate,
            guestName: sql`excluded.guest_name`,
            guestBirthYear: sql`excluded.guest_birth_year`,
            guestGender: sql`excluded.guest_gender`,
          },
          setWhere: laterTickWins,
        });
    },

    async nameOf(userId: number, tx: TExecutor = db): Promise<string | null> {
      const [row] = await tx.select(listedPerson).from(users).where(eq(users.id, userId));
      return row ? `${row.firstName} ${row.lastName}` : null;
    },

    /** For the demo content: the seeded activities (no board member made them) no session was held of yet. */
    async activitiesWithoutSessions(tx: TExecutor = db): Promise<TScheduledActivity[]> {
      const rows = await tx
        .select({ activity: activities, sessions: count(activitySessions.id) })
        .from(activities)
        .leftJoin(activitySessions, eq(activitySessions.activityId, activities.id))
        .where(isNull(activities.createdBy))
        .groupBy(activities.id)
        .orderBy(asc(activities.id));
      return withDaysOff(
        rows.filter((row) => row.sessions === 0).map((row) => row.activity),
        tx,
      );
    },

    async leadersOf(activityId: number, tx: TExecutor = db): Promise<number[]> {
      const rows = await tx
        .select({ userId: activityLeaders.userId })
        .from(activityLeaders)
        .where(eq(activityLeaders.activityId, activityId));
      return rows.map((row) => row.userId);
    },
  };
}
