import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { TOutboxMail } from '../db/schema.ts';

/** Hands one outbox mail to the world; throws when it could not (the worker retries). */
export type TMailTransport = {
  send(mail: TOutboxMail): Promise<void>;
  close(): void;
};

type TLog = { info(details: object, message: string): void };

export type TMailTransportOptions = {
  /** smtp:// or smtps://; unset: .eml files under DATA_DIR/mail/. */
  smtpUrl: string | undefined;
  dataDir: string;
  /** `"Name" <address>` or a bare address. */
  from: string;
  log: TLog;
};

// A refused connection fails at once; these bound a server that accepts and then stalls.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * A plain smtp:// URL without credentials is a relay on a trusted network (or a test sink) that may
 * offer STARTTLS with a certificate we cannot check, so TLS is not attempted. With credentials,
 * STARTTLS is required: a password never crosses the wire in clear. smtps:// is TLS from the start.
 */
function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const plain = url.protocol === 'smtp:';
  const hasCredentials = url.username !== '';
  return { url: smtpUrl, ...SMTP_TIMEOUTS, ignoreTLS: plain && !hasCredentials, requireTLS: plain && hasCredentials };
}

/** A stable Message-ID per outbox row, so a mail sent twice after a crash is recognisably the same. */
function messageIdFor(mail: TOutboxMail, from: string): string {
  // The part after the last @, up to a space or the closing >; read by index, as no pattern needs to scan for it.
  const afterAt = from.lastIndexOf('@') < 0 ? '' : from.slice(from.lastIndexOf('@') + 1);
  const domain = /^[^\s>]+/.exec(afterAt)?.[0] ?? 'localhost';
  return `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`;
}

function messageOf(mail: TOutboxMail, from: string) {
  return {
    from,
    to: mail.recipient,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody ?? undefined,
    messageId: messageIdFor(mail, from),
    date: mail.createdAt,
    attachments: (mail.attachments ?? []).map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content: file.content,
    })),
  };
}

export function createMailTransport(options: TMailTransportOptions): TMailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(smtpOptions(options.smtpUrl));
    return {
      async send(mail) {
        await transporter.sendMail(messageOf(mail, options.from));
      },
      close: () => transporter.close(),
    };
  }

  // Without SMTP (development, a fresh install) every mail is kept as a file one can open.
  const directory = path.resolve(options.dataDir, 'mail');
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail(messageOf(mail, options.from));
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(directory, `${stamp}-${mail.id}-${mail.kind}.eml`);
      await writeFile(file, info.message as Buffer);
      // No recipient, subject or body: they carry e-mail addresses and names (the outbox row has them).
      options.log.info({ mailId: mail.id, kind: mail.kind, file }, 'mail written to file');
    },
    close: () => transporter.close(),
  };
}
