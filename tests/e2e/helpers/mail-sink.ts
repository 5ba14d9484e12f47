import { expect } from '@playwright/test';
import { E2E_HOST, E2E_MAIL_HTTP_PORT } from './test-env.ts';

export type TSinkMail = { to: string[]; subject: string; text: string; html: string; receivedAt: string };

async function receivedMails(): Promise<TSinkMail[]> {
  const response = await fetch(`http://${E2E_HOST}:${E2E_MAIL_HTTP_PORT}/messages`);
  return (await response.json()) as TSinkMail[];
}

/** Waits until a mail to `to` (whose subject or text matches `matching`, if given) reaches the SMTP sink. */
export async function waitForMail(to: string, matching?: RegExp, timeoutMs = 20_000): Promise<TSinkMail> {
  let found: TSinkMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await receivedMails();
        found = mails.find(
          (mail) =>
            mail.to.includes(to.toLowerCase()) &&
            (!matching || matching.test(mail.subject) || matching.test(mail.text)),
        );
        return Boolean(found);
      },
      // The server polls its outbox every 200 ms in this suite; looking as often finds a mail as it lands.
      {
        timeout: timeoutMs,
        intervals: [100, 200],
        message: `a mail to ${to}${matching ? ` matching ${matching}` : ''}`,
      },
    )
    .toBe(true);
  return found!;
}

/** Every mail the sink received for `to`, oldest first. */
export async function mailsTo(to: string): Promise<TSinkMail[]> {
  return (await receivedMails()).filter((mail) => mail.to.includes(to.toLowerCase()));
}
