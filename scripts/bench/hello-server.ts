import Fastify from 'fastify';

// The yardsticks: the least a Fastify server on this Node and machine does per request, and the
// least it does to send a page's worth of bytes (a prebuilt buffer of the page's size, as HTML).
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const MAX_BYTES = 4 * 1024 * 1024;
const buffers = new Map<number, Buffer>();
app.get<{ Params: { size: string } }>('/bytes/:size', (request, reply) => {
  const size = Number(request.params.size);
  if (!Number.isInteger(size) || size < 0 || size > MAX_BYTES) return reply.code(400).send();
  let body = buffers.get(size);
  if (!body) {
    body = Buffer.alloc(size, 'x');
    buffers.set(size, body);
  }
  return reply.type('text/html; charset=utf-8').send(body);
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
