import type { TExecutor } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import type { TOutboxRepo } from './outbox.repo.ts';

/**
 * Mail a stranger can make the association send (a visitor's confirm link, and any other mail to an
 * address that has not proved itself) is capped per recipient as well as per sender: an address
 * gets at most this many of the association's mails an hour and a day, however many senders ask.
 * Counted from the outbox, so every instance sees the same count.
 */
export const RECIPIENT_CAP = { perHour: 3, perDay: 6 } as const;

export const tooManyMailsToAddress = () =>
  new HttpError(429, 'tooManyMailsToAddress', 'This address has had enough mail from us for now. Please try later.');

/**
 * Call in the transaction that will queue the mail, before changing anything: it holds a lock on
 * the address until the transaction ends (two instances cannot both take the last place) and
 * refuses with 429 when the address has had its share.
 */
export async function claimRecipientCap(outbox: TOutboxRepo, tx: TExecutor, address: string): Promise<void> {
  await outbox.lockRecipient(address, tx);
  const recent = await outbox.countRecentTo(address, tx);
  if (recent.lastHour >= RECIPIENT_CAP.perHour || recent.lastDay >= RECIPIENT_CAP.perDay) throw tooManyMailsToAddress();
}
