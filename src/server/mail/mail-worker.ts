import type { TDatabase } from '../db/client.ts';
import type { TMailTransport } from './mail-transport.ts';
import { createOutboxRepo } from './outbox.repo.ts';

type TLog = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type TMailWorkerOptions = {
  db: TDatabase;
  transport: TMailTransport;
  log: TLog;
  pollIntervalMs: number;
  /** First retry after this long, then twice as long each time. */
  retryBaseMs?: number;
  maxAttempts?: number;
  /** How long a claimed mail stays hidden from other workers; longer than the worst SMTP timeout. */
  leaseMs?: number;
  batchSize?: number;
};

export type TMailWorker = {
  start(): void;
  /** Stops polling and waits for the mail in hand to be sent or given back. */
  stop(): Promise<void>;
  /** Sends every mail that is due now, then resolves (tests await it). */
  drain(): Promise<void>;
};

export const MAIL_RETRY_BASE_MS = 60_000;
export const MAIL_MAX_ATTEMPTS = 8;
export const MAIL_LEASE_MS = 5 * 60_000;

/** Polls the outbox and sends what is due; several instances may run on one database. */
export function createMailWorker(options: TMailWorkerOptions): TMailWorker {
  const outboxRepo = createOutboxRepo(options.db);
  const policy = {
    retryBaseMs: options.retryBaseMs ?? MAIL_RETRY_BASE_MS,
    maxAttempts: options.maxAttempts ?? MAIL_MAX_ATTEMPTS,
  };
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  const batchSize = options.batchSize ?? 10;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  // One batch at a time in this process: the timer and drain() queue behind each other.
  let running: Promise<number> = Promise.resolve(0);

  async function sendBatch(): Promise<number> {
    const mails = await outboxRepo.claimDue(batchSize, leaseMs);
    for (const mail of mails) {
      try {
        await options.transport.send(mail);
        await outboxRepo.markSent(mail.id);
        // The id finds the recipient in the outbox; the log itself keeps no e-mail address.
        options.log.info({ mailId: mail.id, kind: mail.kind }, 'mail sent');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await outboxRepo.markFailed(mail.id, message, policy);
        const final = mail.attempts >= policy.maxAttempts;
        const details = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, err: message };
        if (final) options.log.error(details, 'mail failed for good');
        else options.log.warn(details, 'mail failed; will retry');
      }
    }
    return mails.length;
  }

  function runOnce(): Promise<number> {
    running = running.then(sendBatch).catch((error: unknown) => {
      // The database may be briefly away; the next poll tries again.
      options.log.error({ err: error instanceof Error ? error.message : String(error) }, 'mail poll failed');
      return 0;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, options.pollIntervalMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      options.transport.close();
    },
    async drain() {
      while ((await runOnce()) > 0);
    },
  };
}
