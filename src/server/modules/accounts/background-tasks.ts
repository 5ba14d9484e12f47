import type { FastifyBaseLogger } from 'fastify';

export type TBackgroundTasks = ReturnType<typeof createBackgroundTasks>;

/**
 * Work that runs after the answer went out (so its time is not part of the answer). A failure is
 * logged; settled() lets shutdown and tests wait for what is still running.
 */
export function createBackgroundTasks(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<unknown>) {
      const task: Promise<void> = Promise.resolve()
        .then(work)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `${what} failed`),
        )
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
