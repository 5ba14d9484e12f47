import type { FastifyInstance } from 'fastify';

const SWEEP_EVERY_MS = 200;

/**
 * A clean stop behind a proxy that keeps connections open (nginx's upstream keepalive). Node's
 * server.close() closes the connections idle at that moment only: one still busy then stays open
 * after its answer until the keep-alive timeout (72 s), far beyond the shutdown's time limit. So
 * once closing, every answer says `Connection: close` (the proxy will not send on it again), and
 * connections that go idle anyway are closed as they do.
 */
async function drain(app: FastifyInstance) {
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    sweep = setInterval(() => app.server.closeIdleConnections(), SWEEP_EVERY_MS);
    sweep.unref();
  });
  // Callback style: an async hook would cost every answer a promise (npm run bench).
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (sweep) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
  });
}

// skip-override is what fastify-plugin sets: the hooks must cover every route of the app.
export const drainPlugin = Object.assign(drain, { [Symbol.for('skip-override')]: true });
