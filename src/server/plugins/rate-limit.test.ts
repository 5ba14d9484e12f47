import { Redis } from 'ioredis';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../testing/build-test-app.ts';
import { errorsPlugin } from './errors.ts';
import { rateLimitPlugin } from './rate-limit.ts';

const TOO_MANY = { error: 'too_many_requests', message: 'Too many Requests. Sorry! Please try again later.' };

// Password sign-in is limited by its failures instead: sign-in-throttle.test.ts.
let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('request limits by route', () => {
  it('limits sign-ups per address', async () => {
    const signup = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/member/signup',
        payload: { email: 'stranger@example.org', password: 'Kolam-Pattern-42', confirmpassword: 'Kolam-Pattern-42' },
        remoteAddress,
      });
    for (let i = 0; i < 20; i++) expect((await signup('192.0.2.20')).statusCode).toBe(200);
    const blocked = await signup('192.0.2.20');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect((await signup('192.0.2.21')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    const forgot = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: 'a@example.org' }, remoteAddress });
    for (let i = 0; i < 10; i++) expect((await forgot(`2001:db8:1:2::${i + 1}`)).statusCode).toBe(200);
    expect((await forgot('2001:db8:1:2::ffff')).statusCode).toBe(429);
    expect((await forgot('2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('limits a route added later by another module, by its path prefix (the contact form)', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(rateLimitPlugin, { config: { rateLimitRedisUrl: undefined, rateLimitIpFactor: 1 } });
    await app.register(
      async (contact) => {
        contact.post('/save', async () => 'Request Success.');
      },
      { prefix: '/api/contactus' },
    );
    app.get('/api/unlimited', async () => 'ok');
    await app.ready();
    try {
      for (let i = 0; i < 10; i++)
        expect((await app.inject({ method: 'POST', url: '/api/contactus/save' })).statusCode).toBe(200);
      const blocked = await app.inject({ method: 'POST', url: '/api/contactus/save' });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual(TOO_MANY);
      for (let i = 0; i < 15; i++)
        expect((await app.inject({ method: 'GET', url: '/api/unlimited' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('multiplies the per-address limits by RATE_LIMIT_IP_FACTOR', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(rateLimitPlugin, { config: { rateLimitRedisUrl: undefined, rateLimitIpFactor: 3 } });
    app.post('/api/contactus/save', async () => 'Request Success.');
    await app.ready();
    try {
      for (let i = 0; i < 30; i++)
        expect((await app.inject({ method: 'POST', url: '/api/contactus/save' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/contactus/save' })).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('counts across instances that share RATE_LIMIT_REDIS_URL', async () => {
    const redisUrl = process.env.TEST_REDIS_URL!;
    const cleaner = new Redis(redisUrl);
    const stale = await cleaner.keys('association-rate-limit:*contact*');
    if (stale.length > 0) await cleaner.del(...stale);
    const instances = await Promise.all(
      [1, 2].map(async () => {
        const app = Fastify({ logger: false });
        await app.register(errorsPlugin);
        await app.register(rateLimitPlugin, { config: { rateLimitRedisUrl: redisUrl, rateLimitIpFactor: 1 } });
        app.post('/api/contactus/save', async () => 'Request Success.');
        await app.ready();
        return app;
      }),
    );
    try {
      // Ten allowed in all: five through each instance, then both refuse.
      for (let i = 0; i < 10; i++) {
        const answer = await instances[i % 2]!.inject({ method: 'POST', url: '/api/contactus/save' });
        expect(answer.statusCode).toBe(200);
      }
      for (const app of instances) {
        expect((await app.inject({ method: 'POST', url: '/api/contactus/save' })).statusCode).toBe(429);
      }
    } finally {
      await Promise.all(instances.map((app) => app.close()));
      const keys = await cleaner.keys('association-rate-limit:*contact*');
      if (keys.length > 0) await cleaner.del(...keys);
      await cleaner.quit();
    }
  });
});
