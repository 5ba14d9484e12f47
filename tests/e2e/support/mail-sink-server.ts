// A real SMTP server on loopback for the browser tests: the app sends its mail here (SMTP_URL), and
// specs read what arrived over HTTP (GET /messages), as a member would find it in their inbox.
import { createServer } from 'node:http';
import { startMailSink } from '../../../scripts/support/mail-sink.ts';
import { E2E_HOST, E2E_MAIL_HTTP_PORT, E2E_SMTP_PORT } from '../helpers/test-env.ts';

const sink = await startMailSink(E2E_SMTP_PORT, E2E_HOST);
const received = () =>
  sink.mails.map(({ to, subject, text, html, receivedAt }) => ({ to, subject, text, html, receivedAt }));

createServer((request, response) => {
  const body = request.url === '/health' ? { ok: true } : request.url === '/messages' ? received() : null;
  response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body ?? { error: 'not_found' }));
}).listen(E2E_MAIL_HTTP_PORT, E2E_HOST);
