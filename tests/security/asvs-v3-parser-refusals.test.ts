import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../src/server/testing/build-test-app.ts';

/**
 * OWASP ASVS 5.0 V3.4 (browser security headers on every answer): requests Node's HTTP parser refuses
 * never reach Fastify's hooks, and its default answer carried no header at all. A broken request line
 * and headers past the size limit are sent on a real socket here.
 */
let t: TTestApp;
let port = 0;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
}, 60_000);
afterAll(() => t?.close());

function rawExchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
  });
}

function headersOf(answer: string): Record<string, string> {
  const [head = ''] = answer.split('\r\n\r\n');
  return Object.fromEntries(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

describe('V3.4.3 V3.4.4 V3.4.5 V3.4.6 security headers on answers Node’s HTTP parser refuses', () => {
  it.each([
    ['a broken request line (400)', 'NOT A REQUEST\r\n\r\n', 400],
    [
      'headers past the limit (431)',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a bad header name (400)', 'GET / HTTP/1.1\r\nHost: x\r\nBad Header: 1\r\n\r\n', 400],
  ])('%s', async (_label, request, status) => {
    const answer = await rawExchange(request);
    expect(answer.split('\r\n')[0]).toBe(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
    );
    const headers = headersOf(answer);
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(JSON.parse(answer.split('\r\n\r\n')[1] ?? '')).toMatchObject({ message: expect.any(String) });
  });
});
