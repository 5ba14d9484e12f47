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

export const isTooManyMailsToAddress = (error: unknown) =>
  error instanceof HttpError && error.code === 'tooManyMailsToAddress';

/**
 * Whether the address may get one more mail, in the transaction that will queue it: holds a lock on
 * the address until the transaction ends (two instances cannot both take the last place). With
 * `kinds`, only mails of those kinds count: the account forms count the mails anyone can ask for
 * (an activation, a reset link), not those the member's own membership brings.
 */
export async function recipientHasRoom(
  outbox: TOutboxRepo,
  tx: TExecutor,
  address: string,
  kinds?: readonly string[],
): Promise<boolean> {
  await outbox.lockRecipient(address, tx);
  const recent = await outbox.countRecentTo(address, tx, kinds);
  return recent.lastHour < RECIPIENT_CAP.perHour && recent.lastDay < RECIPIENT_CAP.perDay;
}

/** recipientHasRoom for many addresses at once (every mail counts): the addresses that may get one more. */
export async function recipientsWithRoom(
  outbox: TOutboxRepo,
  tx: TExecutor,
  addresses: readonly string[],
): Promise<Set<string>> {
  await outbox.lockRecipients(addresses, tx);
  const recent = await outbox.countRecentToMany(addresses, tx);
  return new Set(
    addresses.filter((address) => {
      const count = recent.get(address.toLowerCase());
      return !count || (count.lastHour < RECIPIENT_CAP.perHour && count.lastDay < RECIPIENT_CAP.perDay);
    }),
  );
}

/** As recipientHasRoom, counting every mail, and refusing with 429 when the address has had its share. */
export async function claimRecipientCap(outbox: TOutboxRepo, tx: TExecutor, address: string): Promise<void> {
  if (!(await recipientHasRoom(outbox, tx, address))) throw tooManyMailsToAddress();
}
