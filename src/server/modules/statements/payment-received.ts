import { toLanguage } from '../../../shared/languages.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TStatementLineRow } from '../../db/schema.ts';
import { paymentReceivedMail, type TPaidFor } from './payment-mails.template.ts';
import type { TMatch } from './statement-matcher.ts';
import type { TStatementsContext } from './statements.context.ts';
import { familyRecipient, type TOwedView } from './statements-owed.ts';

/** "We have received your payment of 250 kr", to each family the line paid for, in its language. */
export async function mailPayer(
  context: TStatementsContext,
  tx: TExecutor,
  line: TStatementLineRow,
  match: TMatch,
  owed: TOwedView,
) {
  const booking = match.bookingId === null ? undefined : owed.bookingInfo.get(match.bookingId);
  const recipients: { email: string; firstName: string; language: string; key: string; paidFor: TPaidFor }[] = [];
  if (booking && booking.familyId === null && booking.email) {
    const paidFor = { renewal: null, eventName: booking.eventName };
    recipients.push({
      email: booking.email,
      firstName: booking.payerName,
      language: booking.language,
      key: `booking:${booking.bookingId}`,
      paidFor,
    });
  }
  for (const familyId of match.familyIds) {
    const people = owed.familyInfo.get(familyId)?.people ?? [];
    const recipient = familyRecipient(people);
    if (!recipient?.email) continue;
    const givenIds = match.membershipIds
      .map((id) => owed.membershipOwner.get(id))
      .filter((owner) => owner && people.includes(owner))
      .map((owner) => owner!.givenId);
    const year = owed.families
      .find((family) => family.familyId === familyId)
      ?.memberships.find((m) => givenIds.includes(m.givenId))?.year;
    const paidFor: TPaidFor = {
      renewal: year === undefined ? null : { year, givenIds },
      eventName: booking && booking.familyId === familyId ? booking.eventName : null,
    };
    recipients.push({
      email: recipient.email,
      firstName: recipient.firstName,
      language: recipient.language,
      key: `family:${familyId}`,
      paidFor,
    });
  }
  for (const recipient of recipients) {
    const language = toLanguage(recipient.language);
    const content = paymentReceivedMail(
      {
        association: context.association,
        firstName: recipient.firstName,
        amountOre: line.amountOre,
        paidFor: recipient.paidFor,
      },
      language,
    );
    const dedupeKey = `payment-received:${line.id}:${recipient.key}`;
    await context.repos.outbox.enqueue({ to: recipient.email, kind: 'payment-received', dedupeKey, ...content }, tx);
  }
}
