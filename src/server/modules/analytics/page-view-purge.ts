import type { FastifyInstance } from 'fastify';
import { purgeExpiredPageViews } from './analytics.service.ts';

type TPurgeOptions = { purgeEveryMs?: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Daily, in every instance: deletes the page views older than the retention the privacy policy
 * promises (the delete is the same whichever instance runs it first).
 */
export async function pageViewPurgeJob(app: FastifyInstance, { purgeEveryMs = DAY_MS }: TPurgeOptions) {
  const purge = () =>
    purgeExpiredPageViews(app.contexts.analytics)
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
