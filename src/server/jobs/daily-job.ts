import type { FastifyInstance } from 'fastify';

const CHECK_EVERY_MS = 60 * 60 * 1000;

export type TDailyJobOptions = {
  /** Named in the log line when a run fails. */
  name: string;
  clock: () => Date;
  /** The calendar day a moment belongs to, YYYY-MM-DD: the job runs at most once per such day. */
  dayOf: (now: Date) => string;
  /** One run; answers how many things it did. */
  run: (now: Date) => Promise<number>;
  checkEveryMs?: number;
};

/**
 * Schedules a daily job on the app: checked every hour (outside tests), run at most once per day in
 * this process and never twice at the same time; the app waits for a running job when it closes.
 * Across instances the job itself must be idempotent. Answers `runIfDue`, which tests call directly.
 */
export function scheduleDailyJob(app: FastifyInstance, options: TDailyJobOptions): () => Promise<number> {
  let lastRunDay: string | null = null;
  let running: Promise<number> | null = null;
  const runIfDue = async (): Promise<number> => {
    const now = options.clock();
    const day = options.dayOf(now);
    if (day === lastRunDay || running) return 0;
    running = options.run(now);
    try {
      const done = await running;
      lastRunDay = day;
      return done;
    } finally {
      running = null;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (app.config.nodeEnv === 'test') return;
    timer = setInterval(() => {
      runIfDue().catch((error: unknown) => app.log.error({ err: error }, `${options.name} failed`));
    }, options.checkEveryMs ?? CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running?.catch(() => undefined);
  });
  return runIfDue;
}
