import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { drainPlugin } from './drain.ts';

let app: FastifyInstance | undefined;
const agent = new http.Agent({ keepAlive: true });
afterEach(async () => {
  agent.destroy();
  await app?.close();
});

/** A server whose /slow answers when the test lets it; requests go over kept-alive connections. */
async function slowServer(withDrain: boolean) {
  const server = Fastify({ logger: false });
  if (withDrain) await server.register(drainPlugin);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = 0;
  server.get('/slow', async () => {
    arrived += 1;
    await released;
    return { ok: true };
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.server.address() as { port: number };
  const get = () =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/slow', agent }, (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
          );
        })
        .on('error', reject);
    });
  return { server, get, release, arrived: () => arrived };
}

async function closeWhileBusy(withDrain: boolean) {
  const slow = await slowServer(withDrain);
  app = slow.server;
  const answers = [slow.get(), slow.get(), slow.get()];
  while (slow.arrived() < 3) await new Promise((resolve) => setTimeout(resolve, 5));
  const closed = slow.server.close().then(() => 'closed' as const);
  // The answers go out only after the server stopped listening, as with a slow page during a stop.
  while (slow.server.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
  slow.release();
  const results = await Promise.all(answers);
  const outcome = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve('open'), 1500))]);
  return { results, outcome };
}

describe('drain plugin', () => {
  it('finishes busy requests and closes their connections, so close() does not wait for the keep-alive timeout', async () => {
    const { results, outcome } = await closeWhileBusy(true);
    expect(results).toEqual(Array(3).fill({ status: 200, connection: 'close' }));
    expect(outcome).toBe('closed');
  });

  it('is needed: without it the kept-alive connections hold close() open', async () => {
    const { results, outcome } = await closeWhileBusy(false);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200]);
    expect(outcome).toBe('open');
    agent.destroy();
  });
});
