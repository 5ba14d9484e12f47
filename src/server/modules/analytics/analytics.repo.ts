import { and, count, desc, asc, gte, lt, sql } from 'drizzle-orm';
import type { TDatabase, TExecutor } from '../../db/client.ts';
import { pageViews } from '../../db/schema.ts';
import { ANALYTICS_TIME_ZONE } from './analytics.weeks.ts';

/** Rows older than this are deleted (the privacy policy says so). */
export const PAGE_VIEW_RETENTION_MONTHS = 25;

// Constants written into the SQL, not parameters: the GROUP BY must repeat the select's expression exactly.
const ZONE = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);
const RETENTION = sql.raw(`interval '${PAGE_VIEW_RETENTION_MONTHS} months'`);

/** A Stockholm calendar day (YYYY-MM-DD) as the instant its midnight falls on. */
const stockholmMidnight = (day: string) => sql`(${day}::timestamp at time zone ${ZONE})`;

export type TAnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;

/** Named queries on page_views: a route pattern and an hour, nothing about the visitor. */
export function createAnalyticsRepo(db: TDatabase) {
  const between = (fromDay: string, toDay: string) =>
    and(gte(pageViews.viewedAt, stockholmMidnight(fromDay)), lt(pageViews.viewedAt, stockholmMidnight(toDay)));

  return {
    async insert(path: string, viewedAt: Date, tx: TExecutor = db): Promise<void> {
      await tx.insert(pageViews).values({ path, viewedAt });
    },

    /** Views per week from fromDay (a Monday) up to toDay, keyed by the week's Monday (YYYY-MM-DD). */
    async countPerWeek(fromDay: string, toDay: string, tx: TExecutor = db): Promise<Map<string, number>> {
      const week = sql<string>`to_char(date_trunc('week', ${pageViews.viewedAt} at time zone ${ZONE}), 'YYYY-MM-DD')`;
      const rows = await tx
        .select({ week, visits: count() })
        .from(pageViews)
        .where(between(fromDay, toDay))
        .groupBy(week);
      return new Map(rows.map((row) => [row.week, row.visits]));
    },

    async topPages(fromDay: string, toDay: string, limit: number, tx: TExecutor = db) {
      const visits = count();
      return tx
        .select({ path: pageViews.path, visits })
        .from(pageViews)
        .where(between(fromDay, toDay))
        .groupBy(pageViews.path)
        .orderBy(desc(visits), asc(pageViews.path))
        .limit(limit);
    },

    /** Answers how many rows went. */
    async deleteExpired(now: Date, tx: TExecutor = db): Promise<number> {
      const cutoff = sql`(${now.toISOString()}::timestamptz - ${RETENTION})`;
      const gone = await tx.delete(pageViews).where(lt(pageViews.viewedAt, cutoff)).returning({ id: pageViews.id });
      return gone.length;
    },
  };
}
