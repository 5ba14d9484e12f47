import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TColumnMapping } from '../../../shared/statements.schema.ts';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import {
  bookings,
  events,
  families,
  financialYearClosures,
  memberships,
  statementImports,
  statementLines,
  statementMappings,
  users,
  type TStatementLineRow,
} from '../../db/schema.ts';

export type TNewStatementLine = {
  lineKey: string;
  bookedOn: string;
  amountOre: number;
  text: string;
  payer: string;
  financialYear: number;
};

export type TStatementsRepo = ReturnType<typeof createStatementsRepo>;

/** Named queries on imported statements, their lines, the remembered mappings and the closed years. */
export function createStatementsRepo(db: TDatabase) {
  return {
    async listMappings(tx: TExecutor = db): Promise<Map<string, TColumnMapping>> {
      const rows = await tx.select().from(statementMappings);
      return new Map(rows.map((row) => [row.headerSignature, row.mapping]));
    },

    async saveMapping(headerSignature: string, mapping: TColumnMapping, tx: TExecutor = db): Promise<void> {
      await tx
        .insert(statementMappings)
        .values({ headerSignature, mapping })
        .onConflictDoUpdate({ target: statementMappings.headerSignature, set: { mapping } });
    },

    /** Records the import and adds the lines not imported before; answers how many were added. */
    async importLines(
      values: { format: string; fileName: string; importedBy: number; lines: TNewStatementLine[] },
      tx: TExecutor = db,
    ): Promise<number> {
      const [created] = await tx
        .insert(statementImports)
        .values({
          format: values.format,
          fileName: values.fileName,
          importedBy: values.importedBy,
          lineCount: values.lines.length,
          addedCount: 0,
        })
        .returning({ id: statementImports.id });
      if (!created) throw new Error('the import was not recorded');
      let added = 0;
      // In slices: one insert of thousands of rows would pass PostgreSQL's parameter limit.
      for (let start = 0; start < values.lines.length; start += 500) {
        const slice = values.lines.slice(start, start + 500).map((line) => ({ ...line, importId: created.id }));
        const rows = await tx
          .insert(statementLines)
          .values(slice)
          .onConflictDoNothing({ target: statementLines.lineKey })
          .returning({ id: statementLines.id });
        added += rows.length;
      }
      if (added === 0) await tx.delete(statementImports).where(eq(statementImports.id, created.id));
      else await tx.update(statementImports).set({ addedCount: added }).where(eq(statementImports.id, created.id));
      return added;
    },

    /** Open lines of every year, and the confirmed lines of one year, in statement order. */
    async listLines(filter: { status: 'open' } | { year: number }, tx: TExecutor = db): Promise<TStatementLineRow[]> {
      const where =
        'status' in filter ? eq(statementLines.status, 'open') : eq(statementLines.financialYear, filter.year);
      return tx
        .select()
        .from(statementLines)
        .where(where)
        .orderBy(asc(statementLines.bookedOn), asc(statementLines.id));
    },

    async lockLine(id: number, tx: TExecutor): Promise<TStatementLineRow | undefined> {
      const [row] = await tx.select().from(statementLines).where(eq(statementLines.id, id)).for('update');
      return row;
    },

    async confirmLine(
      id: number,
      values: Pick<
        TStatementLineRow,
        'category' | 'familyId' | 'eventId' | 'approvedMembershipIds' | 'paidBookingId'
      > & {
        confirmedBy: number;
      },
      tx: TExecutor = db,
    ): Promise<void> {
      await tx
        .update(statementLines)
        .set({ ...values, status: 'confirmed', confirmedAt: sql`now()` })
        .where(eq(statementLines.id, id));
    },

    async reopenLine(id: number, tx: TExecutor = db): Promise<void> {
      await tx
        .update(statementLines)
        .set({
          status: 'open',
          category: null,
          familyId: null,
          eventId: null,
          approvedMembershipIds: [],
          paidBookingId: null,
          confirmedBy: null,
          confirmedAt: null,
        })
        .where(eq(statementLines.id, id));
    },

    /** Every family member with a family, and their memberships of the given years. */
    async familiesWithMemberships(years: readonly number[], tx: TExecutor = db) {
      const people = await tx
        .select({
          userId: users.id,
          familyId: families.id,
          number: families.number,
          givenId: users.givenId,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          language: users.language,
          userStatus: users.status,
        })
        .from(users)
        .innerJoin(families, eq(families.id, users.familyId))
        .orderBy(asc(users.givenId));
      const rows =
        years.length === 0
          ? []
          : await tx
              .select({
                id: memberships.id,
                userId: memberships.userId,
                year: memberships.year,
                status: memberships.status,
                amountSek: memberships.amountSek,
              })
              .from(memberships)
              .where(inArray(memberships.year, [...years]));
      return { people, memberships: rows };
    },

    /** Confirmed bookings with something to pay, paid or not, with who booked them. */
    async payableBookings(tx: TExecutor = db) {
      return tx
        .select({
          bookingId: bookings.id,
          eventId: bookings.eventId,
          eventName: events.name,
          familyId: bookings.familyId,
          visitorName: bookings.visitorName,
          visitorEmail: bookings.visitorEmail,
          language: bookings.language,
          bookerEmail: users.email,
          bookerGivenId: users.givenId,
          bookerFirstName: users.firstName,
          bookerLastName: users.lastName,
          amountOre: bookings.amountOre,
          paid: sql<boolean>`${bookings.paidAt} is not null`,
        })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .leftJoin(users, eq(users.id, bookings.bookedBy))
        .where(and(eq(bookings.status, 'confirmed'), gt(bookings.amountOre, 0)))
        .orderBy(asc(bookings.id));
    },

    async eventNames(ids: readonly number[], tx: TExecutor = db): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: events.id, name: events.name })
        .from(events)
        .where(inArray(events.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async findFamilyByNumber(number: number, tx: TExecutor = db): Promise<{ id: number } | undefined> {
      const [row] = await tx.select({ id: families.id }).from(families).where(eq(families.number, number));
      return row;
    },

    async isClosed(year: number, tx: TExecutor = db): Promise<boolean> {
      const [row] = await tx
        .select({ year: financialYearClosures.year })
        .from(financialYearClosures)
        .where(eq(financialYearClosures.year, year));
      return row !== undefined;
    },

    async closedYears(tx: TExecutor = db): Promise<Set<number>> {
      const rows = await tx.select({ year: financialYearClosures.year }).from(financialYearClosures);
      return new Set(rows.map((row) => row.year));
    },

    /** False when the year was closed before. */
    async closeYear(year: number, closedBy: number, tx: TExecutor = db): Promise<boolean> {
      const rows = await tx
        .insert(financialYearClosures)
        .values({ year, closedBy })
        .onConflictDoNothing()
        .returning({ year: financialYearClosures.year });
      return rows.length > 0;
    },
  };
}
