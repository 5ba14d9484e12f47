import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export type TSunkMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  receivedAt: string;
};

export type TMailSink = { port: number; mails: TSunkMail[]; close(): Promise<void> };

/** An SMTP server on loopback keeping every mail in memory (the app's SMTP_URL points here). */
export function startMailSink(port: number, host = '127.0.0.1'): Promise<TMailSink> {
  const mails: TSunkMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) => {
          mails.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
            receivedAt: new Date().toISOString(),
          });
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  return new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, host, () =>
      resolve({ port, mails, close: () => new Promise<void>((done) => smtp.close(() => done())) }),
    );
  });
}
