import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export type TSunkMail = { to: string[]; subject: string; text: string; messageId: string };

export type TMailSink = { port: number; mails: TSunkMail[]; close(): Promise<void> };

/** An SMTP server on loopback keeping every mail in memory (the app's SMTP_URL points here). */
export function startMailSink(port: number): Promise<TMailSink> {
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
            messageId: mail.messageId ?? '',
          });
          done();
        })
        .catch((error: Error) => done(error));
    },
  });
  return new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', () =>
      resolve({ port, mails, close: () => new Promise<void>((done) => smtp.close(() => done())) }),
    );
  });
}
