import { and, asc, eq, gt, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import {
  bookingPeople,
  bookings,
  bookingTokens,
  events,
  eventSignups,
  users,
  type TBooking,
  type TEvent,
  type TEventSignup,
} from '../../db/schema.ts';

export type TBookingsRepo = ReturnType<typeof createBookingsRepo>;
export type TNewBooking = PgInsertValue<typeof bookings>;
export type TBookingChange = PgUpdateSetSource<typeof bookings>;
export type TSignupValues = typeof eventSignups.$inferInsert;
export type TBookingPersonRow = {
  bookingId: number;
  userId: number;
  givenId: string;
  firstName: string;
  lastName: string;
  ageGroup: 'adult' | 'child' | 'under6';
  arrivedAt: Date | null;
};
export type TEventCounts = { eventId: number; confirmed: number; waiting: number };

/** Every query of the sign-up tables; each takes the transaction it belongs to. */
export function createBookingsRepo(db: TDatabase) {
  return {
    /**
     * Locks the event's row for the rest of the transaction: every change to its bookings takes this
     * lock first, so two sign-ups of one event are placed one after the other and never oversell.
     */
    async lockEvent(eventId: number, tx: TExecutor = db): Promise<TEvent | undefined> {
      const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
      return row;
    },

    async findEvent(eventId: number, tx: TExecutor = db): Promise<TEvent | undefined> {
      const [row] = await tx.select().from(events).where(eq(events.id, eventId));
      return row;
    },

    async findSettings(eventId: number, tx: TExecutor = db): Promise<TEventSignup | undefined> {
      const [row] = await tx.select().from(eventSignups).where(eq(eventSignups.eventId, eventId));
      return row;
    },

    async upsertSettings(values: TSignupValues, tx: TExecutor = db): Promise<TEventSignup> {
      const { eventId, ...rest } = values;
      const [row] = await tx
        .insert(eventSignups)
        .values(values)
        .onConflictDoUpdate({ target: eventSignups.eventId, set: { ...rest, updatedAt: sql`now()` } })
        .returning();
      if (!row) throw new Error(`Sign-up settings of event ${eventId} were not saved`);
      return row;
    },

    async deleteSettings(eventId: number, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .delete(eventSignups)
        .where(eq(eventSignups.eventId, eventId))
        .returning({ id: eventSignups.eventId });
      return rows.length > 0;
    },

    /** Settings of published events whose sign-up is still open on `today`. */
    async listOpenSettings(today: string, tx: TExecutor = db): Promise<TEventSignup[]> {
      return tx
        .select({ signup: eventSignups })
        .from(eventSignups)
        .innerJoin(events, eq(events.id, eventSignups.eventId))
        .where(and(eq(events.published, true), sql`${eventSignups.closesOn} >= ${today}`))
        .orderBy(asc(eventSignups.eventId))
        .then((rows) => rows.map((row) => row.signup));
    },

    /** Events with sign-up whose first day is on or after `fromDay`, soonest first, with their settings. */
    async listSignupEventsFrom(fromDay: string, tx: TExecutor = db) {
      return tx
        .select({ event: events, signup: eventSignups })
        .from(eventSignups)
        .innerJoin(events, eq(events.id, eventSignups.eventId))
        .where(sql`${events.startDate} >= ${fromDay}`)
        .orderBy(asc(events.startDate), asc(events.id));
    },

    /** People in confirmed bookings and in waiting ones, per event. */
    async countsByEvent(eventIds: readonly number[], tx: TExecutor = db): Promise<TEventCounts[]> {
      if (eventIds.length === 0) return [];
      const rows = await tx
        .select({
          eventId: bookings.eventId,
          confirmed: sql<number>`coalesce(sum(${bookings.people}) filter (where ${bookings.status} = 'confirmed'), 0)::int`,
          waiting: sql<number>`coalesce(sum(${bookings.people}) filter (where ${bookings.status} = 'waiting'), 0)::int`,
        })
        .from(bookings)
        .where(inArray(bookings.eventId, [...eventIds]))
        .groupBy(bookings.eventId);
      return eventIds.map(
        (eventId) => rows.find((row) => row.eventId === eventId) ?? { eventId, confirmed: 0, waiting: 0 },
      );
    },

    async findBooking(bookingId: number, tx: TExecutor = db): Promise<TBooking | undefined> {
      const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId));
      return row;
    },

    async findFamilyBooking(eventId: number, familyId: number, tx: TExecutor = db): Promise<TBooking | undefined> {
      const [row] = await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.eventId, eventId), eq(bookings.familyId, familyId)));
      return row;
    },

    async insertBooking(values: TNewBooking, tx: TExecutor = db): Promise<TBooking> {
      const [row] = await tx.insert(bookings).values(values).returning();
      if (!row) throw new Error('The booking was not stored');
      return row;
    },

    async updateBooking(bookingId: number, values: TBookingChange, tx: TExecutor = db): Promise<TBooking> {
      const [row] = await tx
        .update(bookings)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(bookings.id, bookingId))
        .returning();
      if (!row) throw new Error(`Booking ${bookingId} is gone`);
      return row;
    },

    /** The waiting list in arrival order. */
    async listWaiting(eventId: number, tx: TExecutor = db): Promise<TBooking[]> {
      return tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.eventId, eventId), eq(bookings.status, 'waiting')))
        .orderBy(asc(bookings.queuedAt), asc(bookings.id));
    },

    /** Every booking of the event but unconfirmed visitors', in arrival order. */
    async listEventBookings(eventId: number, tx: TExecutor = db): Promise<TBooking[]> {
      return tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.eventId, eventId), ne(bookings.status, 'pending_email')))
        .orderBy(asc(bookings.queuedAt), asc(bookings.id));
    },

    /** A family's bookings that are not cancelled, with their events, soonest first. */
    async listFamilyBookings(familyId: number, tx: TExecutor = db) {
      return tx
        .select({ booking: bookings, event: events })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .where(and(eq(bookings.familyId, familyId), ne(bookings.status, 'cancelled')))
        .orderBy(asc(events.startDate), asc(bookings.id));
    },

    async replacePeople(
      bookingId: number,
      people: readonly { userId: number; ageGroup: 'adult' | 'child' | 'under6' }[],
      tx: TExecutor = db,
    ): Promise<void> {
      const keep = people.map((person) => person.userId);
      await tx
        .delete(bookingPeople)
        .where(
          and(
            eq(bookingPeople.bookingId, bookingId),
            keep.length > 0 ? notInArray(bookingPeople.userId, keep) : undefined,
          ),
        );
      if (people.length === 0) return;
      await tx
        .insert(bookingPeople)
        .values(people.map((person) => ({ bookingId, ...person })))
        .onConflictDoUpdate({
          target: [bookingPeople.bookingId, bookingPeople.userId],
          set: { ageGroup: sql`excluded.age_group` },
        });
    },

    async listPeople(bookingIds: readonly number[], tx: TExecutor = db): Promise<TBookingPersonRow[]> {
      if (bookingIds.length === 0) return [];
      return tx
        .select({
          bookingId: bookingPeople.bookingId,
          userId: bookingPeople.userId,
          givenId: users.givenId,
          firstName: users.firstName,
          lastName: users.lastName,
          ageGroup: bookingPeople.ageGroup,
          arrivedAt: bookingPeople.arrivedAt,
        })
        .from(bookingPeople)
        .innerJoin(users, eq(users.id, bookingPeople.userId))
        .where(inArray(bookingPeople.bookingId, [...bookingIds]))
        .orderBy(asc(bookingPeople.bookingId), asc(users.givenId));
    },

    /** Ticks exactly these people of the booking as arrived (keeping the first arrival time), unticks the rest. */
    async setArrived(bookingId: number, userIds: readonly number[], tx: TExecutor = db): Promise<void> {
      await tx
        .update(bookingPeople)
        .set({
          arrivedAt:
            userIds.length > 0
              ? sql`case when ${inArray(bookingPeople.userId, [...userIds])} then coalesce(${bookingPeople.arrivedAt}, now()) else null end`
              : null,
        })
        .where(eq(bookingPeople.bookingId, bookingId));
    },

    async findUsers(userIds: readonly number[], tx: TExecutor = db) {
      if (userIds.length === 0) return [];
      return tx
        .select()
        .from(users)
        .where(inArray(users.id, [...userIds]));
    },

    async findUser(userId: number, tx: TExecutor = db) {
      const [row] = await tx.select().from(users).where(eq(users.id, userId));
      return row;
    },

    async insertToken(
      values: { bookingId: number; purpose: 'confirm' | 'cancel'; tokenHash: string; expiresAt: Date },
      tx: TExecutor = db,
    ): Promise<void> {
      await tx.insert(bookingTokens).values(values);
    },

    /** Uses a link code once: the booking it names, or undefined when unknown, used or expired at `now`. */
    async useToken(
      tokenHash: string,
      purpose: 'confirm' | 'cancel',
      now: Date,
      tx: TExecutor = db,
    ): Promise<number | undefined> {
      const [row] = await tx
        .update(bookingTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(bookingTokens.tokenHash, tokenHash),
            eq(bookingTokens.purpose, purpose),
            isNull(bookingTokens.usedAt),
            gt(bookingTokens.expiresAt, now),
          ),
        )
        .returning({ bookingId: bookingTokens.bookingId });
      return row?.bookingId;
    },

    /** Confirmed bookings of events starting on `startDate` whose reminder nobody has queued yet. */
    async listDueReminders(startDate: string, tx: TExecutor = db) {
      return tx
        .select({ booking: bookings, event: events })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .where(and(eq(events.startDate, startDate), eq(bookings.status, 'confirmed'), isNull(bookings.remindedAt)));
    },

    /** Claims the booking's reminder: true for the one caller (of any instance) that gets it. */
    async claimReminder(bookingId: number, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .update(bookings)
        .set({ remindedAt: sql`now()` })
        .where(and(eq(bookings.id, bookingId), isNull(bookings.remindedAt)))
        .returning({ id: bookings.id });
      return rows.length > 0;
    },
  };
}
