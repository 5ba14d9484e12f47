import Fastify from 'fastify';

// The yardsticks: the least a Fastify server on this Node and machine does per request, and the
// least it does to send a page: the page's own bytes, stored once (PUT) and sent as HTML. The page's
// own bytes and not a filler of its size: the load client reads HTML (multi-byte Tamil text, many
// lines) several times slower than a run of one letter, and that cost is the client's, not ours.
const app = Fastify({ logger: false, bodyLimit: 4 * 1024 * 1024 });
app.get('/', async () => ({ hello: 'world' }));

app.addContentTypeParser('text/html', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
const pages = new Map<string, Buffer>();
app.put<{ Params: { name: string }; Body: Buffer }>('/bytes/:name', (request, reply) => {
  pages.set(request.params.name, request.body);
  return reply.code(204).send();
});
app.get<{ Params: { name: string } }>('/bytes/:name', (request, reply) => {
  const body = pages.get(request.params.name);
  if (!body) return reply.code(404).send();
  return reply.type('text/html; charset=utf-8').send(body);
});

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
