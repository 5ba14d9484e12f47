import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './testing/build-test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['DELETE', '/api/health'],
    ['PUT', '/api/auth/login'],
    ['GET', '/api'],
    ['POST', '/api/a/b/c?x=1'],
  ] as const)('%s %s answers a JSON 404', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'not_found', message: expect.stringContaining(method) });
  });
});

describe('OpenAPI', () => {
  it('lists the API routes with their schemas at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/content/association', '/api/auth/login', '/api/member/login']),
    );
    expect(
      document.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    expect(Object.keys(document.paths).every((path: string) => path.startsWith('/api/'))).toBe(true);
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the other headers on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';object-src 'none';base-uri 'none';form-action 'self';frame-ancestors 'none'",
    );
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('sends a page the CSP of everything it may load, and the headers only a page needs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/privacypolicy' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;font-src 'self';" +
        "connect-src 'self';object-src 'none';base-uri 'none';form-action 'self';frame-ancestors 'none'",
    );
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends them on 404s too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/missing' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('request ids', () => {
  it('echoes a sane incoming x-request-id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123.x' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123.x');
  });

  it('replaces a missing or unsafe one with a UUID', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const missing = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(missing.headers['x-request-id']).toMatch(uuid);
    const unsafe = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(uuid);
    const long = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a'.repeat(500) },
    });
    expect(long.headers['x-request-id']).toMatch(uuid);
  });
});

describe('bad request bodies', () => {
  it('answers malformed JSON with a JSON 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.org", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_json', message: expect.any(String) });
  });

  it('answers an empty JSON body and a prototype-poisoning body with a JSON 400', async () => {
    for (const payload of ['', '{"__proto__": {"admin": true}, "email": "a@example.org", "password": "x"}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error, payload).toMatch(/^(invalid_json|bad_request)$/);
    }
  });

  it('answers a 2 MB body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large', message: expect.any(String) });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('unsupported_media_type');
  });

  it('names each invalid field on a validation failure', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 5 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ error: 'validation', message: expect.any(String) });
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'password']);
  });

  it('refuses a body that is not an object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('validation');
  });

  it('answers an undecodable URL with a JSON 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('bad_request');
  });
});
