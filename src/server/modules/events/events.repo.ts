import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { eventDetails, events, images, users, type TEventDetail } from '../../db/schema.ts';
import type { TEventDetailType, TEventFacts } from '../../../shared/events.ts';

export type TEventsRepo = ReturnType<typeof createEventsRepo>;

/** What the board writes of an event; times HH:MM, or null for none. */
export type TEventValues = TEventFacts & { published: boolean; pictureId: number | null };

/** An event row with its picture's hash (null without a picture). */
export type TEventRow = TEventValues & {
  id: number;
  pictureHash: string | null;
  announcedAt: Date | null;
  updatedAt: Date;
};

const rowColumns = {
  id: events.id,
  name: events.name,
  nameTamil: events.nameTamil,
  startDate: events.startDate,
  endDate: events.endDate,
  // HH:MM: the column's type answers seconds too, which no event has.
  startTime: sql<string | null>`to_char(${events.startTime}, 'HH24:MI')`,
  endTime: sql<string | null>`to_char(${events.endTime}, 'HH24:MI')`,
  place: events.place,
  description: events.description,
  descriptionTamil: events.descriptionTamil,
  published: events.published,
  pictureId: events.pictureId,
  pictureHash: images.hash,
  announcedAt: events.announcedAt,
  updatedAt: events.updatedAt,
};

/** Named queries on events; newest first means by start date, the later one first. */
export function createEventsRepo(db: TDatabase) {
  const selectRows = (tx: TExecutor) =>
    tx.select(rowColumns).from(events).leftJoin(images, eq(images.id, events.pictureId));

  return {
    async list(options: { includeUnpublished: boolean }, tx: TExecutor = db): Promise<TEventRow[]> {
      return selectRows(tx)
        .where(options.includeUnpublished ? undefined : eq(events.published, true))
        .orderBy(desc(events.startDate), desc(events.id));
    },

    async findById(id: number, tx: TExecutor = db): Promise<TEventRow | undefined> {
      const [row] = await selectRows(tx).where(eq(events.id, id));
      return row;
    },

    /** Locks the event row for the rest of the transaction (two admins saving at once). */
    async lockById(id: number, tx: TExecutor): Promise<{ id: number } | undefined> {
      const [row] = await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).for('update');
      return row;
    },

    async insert(values: TEventValues & { createdBy: number }, tx: TExecutor = db): Promise<number> {
      const [row] = await tx.insert(events).values(values).returning({ id: events.id });
      if (!row) throw new Error('inserting an event returned no row');
      return row.id;
    },

    async update(id: number, values: Partial<TEventValues>, tx: TExecutor = db): Promise<void> {
      await tx
        .update(events)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(events.id, id));
    },

    /** Marks a published event announced; false when it was announced before (so nobody is told twice). */
    async markAnnounced(id: number, tx: TExecutor): Promise<boolean> {
      const rows = await tx
        .update(events)
        .set({ announcedAt: sql`now()` })
        .where(and(eq(events.id, id), eq(events.published, true), isNull(events.announcedAt)))
        .returning({ id: events.id });
      return rows.length > 0;
    },

    async countAll(tx: TExecutor = db): Promise<number> {
      return tx.$count(events);
    },
  };
}

export type TEventDetailsRepo = ReturnType<typeof createEventDetailsRepo>;

/** Named queries on the notes and comments of events. */
export function createEventDetailsRepo(db: TDatabase) {
  return {
    /** What these people wrote on any event (the data export), without the authors' names. */
    async listByUsers(userIds: readonly number[], tx: TExecutor = db) {
      if (userIds.length === 0) return [];
      return tx
        .select({
          id: eventDetails.id,
          eventId: eventDetails.eventId,
          type: eventDetails.type,
          message: eventDetails.message,
          userId: eventDetails.userId,
          createdAt: eventDetails.createdAt,
        })
        .from(eventDetails)
        .where(inArray(eventDetails.userId, [...userIds]));
    },

    /** Oldest first: a conversation reads from the top. */
    async listByEvent(eventId: number, tx: TExecutor = db): Promise<TEventDetail[]> {
      return tx
        .select()
        .from(eventDetails)
        .where(eq(eventDetails.eventId, eventId))
        .orderBy(asc(eventDetails.createdAt), asc(eventDetails.id));
    },

    async insert(
      values: { eventId: number; type: TEventDetailType; message: string; userId: number; userName: string },
      tx: TExecutor = db,
    ): Promise<number> {
      const [row] = await tx.insert(eventDetails).values(values).returning({ id: eventDetails.id });
      if (!row) throw new Error('inserting an event detail returned no row');
      return row.id;
    },

    async findInEvent(eventId: number, id: number, tx: TExecutor = db): Promise<TEventDetail | undefined> {
      const [row] = await tx
        .select()
        .from(eventDetails)
        .where(and(eq(eventDetails.eventId, eventId), eq(eventDetails.id, id)));
      return row;
    },

    async delete(id: number, tx: TExecutor = db): Promise<void> {
      await tx.delete(eventDetails).where(eq(eventDetails.id, id));
    },
  };
}

export type TAnnouncementRecipient = {
  id: number;
  firstName: string;
  email: string;
  language: string;
};

/** Who hears of a newly published event: approved members with an e-mail who did not turn announcements off. */
export async function listAnnouncementRecipients(tx: TExecutor): Promise<TAnnouncementRecipient[]> {
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.status, 'approved'), eq(users.announcementsEnabled, true), sql`${users.email} is not null`))
    .orderBy(asc(users.id));
  return rows.flatMap((row) => (row.email ? [{ ...row, email: row.email }] : []));
}

/** The full name comments are signed with. */
export async function findAuthor(
  tx: TExecutor,
  id: number,
): Promise<{ id: number; fullName: string; status: string; role: string } | undefined> {
  const [row] = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, id));
  return row && { id: row.id, fullName: `${row.firstName} ${row.lastName}`.trim(), status: row.status, role: row.role };
}
