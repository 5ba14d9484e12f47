import type { TVisitsReport } from '../../../shared/analytics.schema.ts';
import { sitePathPattern } from '../../../shared/site-paths.ts';
import { HttpError } from '../../http/errors.ts';
import type { TAnalyticsRepo } from './analytics.repo.ts';
import { addDays, isoWeekOf, lastWeekStarts, startOfHour } from './analytics.weeks.ts';

/** Made once per app: the page views' queries and the clock that dates them. */
export type TAnalyticsContext = { clock: () => Date; repos: { analytics: TAnalyticsRepo } };

const TOP_PAGES = 10;

/**
 * Counts one view of a page of this site as its route pattern and the hour; nothing is stored when
 * the browser asked not to be counted.
 */
export async function countPageView({ clock, repos }: TAnalyticsContext, path: string, optedOut: boolean) {
  const pattern = sitePathPattern(path);
  if (!pattern) throw new HttpError(400, 'unknown_path', 'That is not a page of this site.');
  if (!optedOut) await repos.analytics.insert(pattern, startOfHour(clock()));
}

/** Page views per ISO week of the last `weekCount` weeks (zero-filled, oldest first) and the top pages. */
export async function visitsReport({ clock, repos }: TAnalyticsContext, weekCount: number): Promise<TVisitsReport> {
  const mondays = lastWeekStarts(clock(), weekCount);
  const from = mondays[0] ?? '';
  const to = addDays(mondays.at(-1) ?? from, 7);
  const [perWeek, topPages] = await Promise.all([
    repos.analytics.countPerWeek(from, to),
    repos.analytics.topPages(from, to, TOP_PAGES),
  ]);
  const weeks = mondays.map((weekStart) => ({
    weekStart,
    ...isoWeekOf(weekStart),
    visits: perWeek.get(weekStart) ?? 0,
  }));
  return { weeks, topPages, total: weeks.reduce((sum, week) => sum + week.visits, 0) };
}

/** Deletes the page views older than the retention the privacy policy promises; answers how many. */
export async function purgeExpiredPageViews({ clock, repos }: TAnalyticsContext): Promise<number> {
  return repos.analytics.deleteExpired(clock());
}
