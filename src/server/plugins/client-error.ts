import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** The answers for requests Node's HTTP parser refuses before Fastify sees them. */
const REFUSALS: Record<string, { status: number; error: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, error: 'headers_too_large', message: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, error: 'timeout', message: 'The request took too long.' },
};
const BAD_REQUEST = { status: 400, error: 'bad_request', message: 'The request is not valid.' };

/**
 * Fastify's clientErrorHandler: a request Node cannot parse (a broken request line, headers past the
 * limit) is answered on the raw socket, before any hook can add headers. It carries the API's
 * security headers all the same, so no answer of the site goes out without them.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection is gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = REFUSALS[error.code ?? ''] ?? BAD_REQUEST;
  this.log.debug({ err: { message: error.message, code: error.code } }, 'request refused by the HTTP parser');
  if (socket.writable) {
    const body = JSON.stringify({ error: refusal.error, message: refusal.message });
    const headers: Record<string, string> = {
      ...(this.hasDecorator('apiSecurityHeaders') ? this.apiSecurityHeaders : {}),
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n${lines.join('')}\r\n${body}`);
  }
  socket.destroy(error);
}
