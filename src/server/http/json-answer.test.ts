import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sendJsonAnswer, toJsonAnswer } from './json-answer.ts';

const ZAnswer = z.object({ name: z.string() });

async function appAnswering(value: { name: string; secret?: string }) {
  const app = Fastify();
  const answer = toJsonAnswer(ZAnswer, value);
  app.get('/', async (request, reply) => sendJsonAnswer(request, reply, answer));
  await app.ready();
  return app;
}

describe('json answers', () => {
  it('sends what the schema keeps, as UTF-8 JSON with an ETag', async () => {
    const app = await appAnswering({ name: 'தமிழ்', secret: 'not for visitors' });
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ name: 'தமிழ்' });
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    await app.close();
  });

  it('answers 304 without a body to a client that has it', async () => {
    const app = await appAnswering({ name: 'x' });
    const { etag } = (await app.inject({ method: 'GET', url: '/' })).headers;
    const again = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': `W/${etag}, "other"` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await app.close();
  });
});
