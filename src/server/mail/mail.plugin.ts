import type { FastifyInstance } from 'fastify';
import type { TAssociation } from '../../shared/association.ts';
import type { TConfig } from '../config.ts';
import { createMailTransport } from './mail-transport.ts';
import { createMailWorker, type TMailWorker } from './mail-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends what the outbox holds; tests call drain() instead of waiting for a poll. */
    mailWorker: TMailWorker;
  }
}

type TMailPluginOptions = { config: TConfig; association: TAssociation };

/** MAIL_FROM, else the association's English name and address from association.json. */
export function mailFromOf(config: Pick<TConfig, 'mailFrom'>, association: TAssociation): string {
  if (config.mailFrom) return config.mailFrom;
  const name = association.name.en.replace(/["\\]/g, '');
  return `"${name}" <${association.email}>`;
}

async function mail(app: FastifyInstance, options: TMailPluginOptions) {
  const { config } = options;
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    // Read at each send: the board may change the association's name or address while the server runs.
    get from() {
      return mailFromOf(config, options.association);
    },
    log: app.log,
  });
  const worker = createMailWorker({ db: app.db, transport, log: app.log, pollIntervalMs: config.mailPollIntervalMs });
  app.decorate('mailWorker', worker);
  // Only a fully started app sends; closing waits for the mail in hand before the database goes.
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
}

// skip-override is what fastify-plugin sets: the decoration must be visible on the app itself.
export const mailPlugin = Object.assign(mail, { [Symbol.for('skip-override')]: true });
