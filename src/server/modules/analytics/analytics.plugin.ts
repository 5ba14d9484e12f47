import type { FastifyInstance } from 'fastify';
import { analyticsAdminRoutes } from './analytics.admin-routes.ts';
import { createAnalyticsRepo } from './analytics.repo.ts';
import { analyticsRoutes } from './analytics.routes.ts';

type TAnalyticsOptions = { clock: () => Date; purgeEveryMs?: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Own, anonymous page-view counting (no third party): the public report, the board's chart, and a
 * daily deletion of views older than the retention the privacy policy promises. Register after the
 * rate-limit plugin, which limits the report per address.
 */
export async function analyticsPlugin(app: FastifyInstance, { clock, purgeEveryMs = DAY_MS }: TAnalyticsOptions) {
  await app.register(analyticsRoutes, { prefix: '/api/analytics', clock });
  await app.register(analyticsAdminRoutes, { prefix: '/api/admin/analytics', clock });

  const repo = createAnalyticsRepo(app.db);
  const purge = () =>
    repo
      .deleteExpired(clock())
      .then((deleted) => {
        if (deleted > 0) app.log.info({ deleted }, 'expired page views deleted');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'deleting expired page views failed'));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    // Tests call deleteExpired themselves, on a database they control.
    if (app.config.nodeEnv === 'test') return;
    running = purge();
    timer = setInterval(() => {
      running = purge();
    }, purgeEveryMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
