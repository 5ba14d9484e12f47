// A real SMTP server on loopback for the browser tests: the app sends its mail here (SMTP_URL), and
// specs read what arrived over HTTP (GET /messages), as a member would find it in their inbox.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { E2E_HOST, E2E_MAIL_HTTP_PORT, E2E_SMTP_PORT } from '../helpers/test-env.ts';

type TReceivedMail = { to: string[]; subject: string; text: string; html: string; receivedAt: string };
const received: TReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    simpleParser(stream)
      .then((mail) => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          receivedAt: new Date().toISOString(),
        });
        done();
      })
      .catch((error: Error) => done(error));
  },
});
smtp.listen(E2E_SMTP_PORT, E2E_HOST);

createServer((request, response) => {
  const body = request.url === '/health' ? { ok: true } : request.url === '/messages' ? received : null;
  response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body ?? { error: 'not_found' }));
}).listen(E2E_MAIL_HTTP_PORT, E2E_HOST);
