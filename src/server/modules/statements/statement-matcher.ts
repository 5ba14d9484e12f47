import type { MATCH_REASONS, PAYMENT_KINDS } from '../../../shared/statements.schema.ts';
import { readPaymentMessage } from './payment-message.ts';

export type TOwedMembership = {
  membershipId: number;
  givenId: string;
  year: number;
  amountOre: number;
  status: 'Pending' | 'Approved' | 'Rejected';
};
export type TOwedFamily = {
  familyId: number;
  /** `0042` */
  number: string;
  /** Every family member's full name, for matching the payer's name. */
  people: string[];
  memberships: TOwedMembership[];
};
export type TOwedBooking = {
  bookingId: number;
  eventId: number;
  familyId: number | null;
  /** The booker's givenId (`0042A`) or null for a visitor's booking. */
  givenId: string | null;
  payerName: string;
  amountOre: number;
  paid: boolean;
};
export type TOwed = { families: TOwedFamily[]; bookings: TOwedBooking[] };

export type TMatchLine = { amountOre: number; text: string; payer: string; financialYear: number };

export type TMatch = {
  certainty: 'certain' | 'suggested' | 'unmatched';
  reason: (typeof MATCH_REASONS)[number];
  payment: (typeof PAYMENT_KINDS)[number] | null;
  kind: 'renewal' | 'booking' | null;
  familyIds: number[];
  /** The pending memberships a confirmation approves. */
  membershipIds: number[];
  bookingId: number | null;
  eventId: number | null;
  owedOre: number;
};

const unmatched = (reason: TMatch['reason'] = 'no_match'): TMatch => ({
  certainty: 'unmatched',
  reason,
  payment: null,
  kind: null,
  familyIds: [],
  membershipIds: [],
  bookingId: null,
  eventId: null,
  owedOre: 0,
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const familyNumberOf = (givenId: string) => givenId.slice(0, 4);
const words = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z\u0b80-\u0bff]+/)
    .filter((word) => word.length > 1);

function paymentKind(paid: number, owed: number): TMatch['payment'] {
  if (paid === owed) return 'exact';
  return paid < owed ? 'partial' : 'over';
}

function renewalMatch(line: TMatchLine, owed: TOwed, year: number | null, givenIds: string[]): TMatch | null {
  const numbers = new Set(givenIds.map(familyNumberOf));
  const families = owed.families.filter((family) => numbers.has(family.number));
  if (families.length === 0) return null;
  const forYear = (membership: TOwedMembership) => (year === null ? true : membership.year === year);
  const all = families.flatMap((family) => family.memberships.filter(forYear));
  const pendingAll = all.filter((membership) => membership.status === 'Pending');
  const named = all.filter((membership) => givenIds.includes(membership.givenId));
  const pendingNamed = named.filter((membership) => membership.status === 'Pending');
  const familyIds = families.map((family) => family.familyId);
  const result = (
    certainty: TMatch['certainty'],
    reason: TMatch['reason'],
    payment: TMatch['payment'],
    paidFor: TOwedMembership[],
  ): TMatch => ({
    certainty: year === null && certainty === 'certain' ? 'suggested' : certainty,
    reason: year === null ? 'renewal_no_year' : reason,
    payment,
    kind: 'renewal',
    familyIds,
    membershipIds: payment === 'partial' || payment === 'double' ? [] : paidFor.map((m) => m.membershipId),
    bookingId: null,
    eventId: null,
    owedOre: sum(paidFor.map((m) => m.amountOre)),
  });
  if (pendingAll.length === 0) {
    // Everyone named is approved already for that year: the family paid twice.
    return all.some((m) => m.status === 'Approved') ? result('suggested', 'renewal_message', 'double', []) : null;
  }
  const namedOre = sum(pendingNamed.map((m) => m.amountOre));
  const allOre = sum(pendingAll.map((m) => m.amountOre));
  if (pendingNamed.length > 0 && line.amountOre === namedOre)
    return result('certain', 'renewal_message', 'exact', pendingNamed);
  if (line.amountOre === allOre) {
    const reason = givenIds.length === 1 ? 'renewal_one_number' : 'renewal_some_members';
    return result('certain', reason, 'exact', pendingAll);
  }
  return result('suggested', 'renewal_message', paymentKind(line.amountOre, allOre), pendingAll);
}

function bookingMatch(
  line: TMatchLine,
  owed: TOwed,
  eventId: number,
  givenId: string | null,
  bookingId: number | null,
) {
  const booking = owed.bookings.find(
    (item) =>
      item.eventId === eventId &&
      (bookingId === null
        ? givenId !== null && item.givenId !== null && familyNumberOf(item.givenId) === familyNumberOf(givenId)
        : item.bookingId === bookingId),
  );
  if (!booking) return null;
  const payment = booking.paid ? 'double' : paymentKind(line.amountOre, booking.amountOre);
  return {
    certainty: payment === 'exact' ? 'certain' : 'suggested',
    reason: 'booking_message',
    payment,
    kind: 'booking',
    familyIds: booking.familyId === null ? [] : [booking.familyId],
    membershipIds: [],
    bookingId: booking.bookingId,
    eventId: booking.eventId,
    owedOre: booking.amountOre,
  } satisfies TMatch;
}

/** No usable message: a family or booking owing exactly this amount, the payer's name telling which. */
function amountMatch(line: TMatchLine, owed: TOwed): TMatch {
  const payerWords = new Set(words(line.payer));
  const nameFits = (names: string[]) => names.some((name) => words(name).some((word) => payerWords.has(word)));
  const renewals = owed.families
    .map((family) => ({
      family,
      pending: family.memberships.filter((m) => m.status === 'Pending' && m.year === line.financialYear),
    }))
    .filter(({ pending }) => pending.length > 0 && sum(pending.map((m) => m.amountOre)) === line.amountOre);
  const bookings = owed.bookings.filter((booking) => !booking.paid && booking.amountOre === line.amountOre);
  const candidates: (TMatch & { named: boolean })[] = [
    ...renewals.map(({ family, pending }) => ({
      ...unmatched(),
      kind: 'renewal' as const,
      familyIds: [family.familyId],
      membershipIds: pending.map((m) => m.membershipId),
      owedOre: line.amountOre,
      named: nameFits(family.people),
    })),
    ...bookings.map((booking) => ({
      ...unmatched(),
      kind: 'booking' as const,
      familyIds: booking.familyId === null ? [] : [booking.familyId],
      bookingId: booking.bookingId,
      eventId: booking.eventId,
      owedOre: line.amountOre,
      named: nameFits([booking.payerName]),
    })),
  ];
  const named = candidates.filter((candidate) => candidate.named);
  const pick = named.length === 1 ? named[0] : candidates.length === 1 ? candidates[0] : null;
  if (!pick) return unmatched();
  const { named: byName, ...match } = pick;
  return { ...match, certainty: 'suggested', reason: byName ? 'amount_and_name' : 'amount_only', payment: 'exact' };
}

/** One line against what is owed, on its own. */
export function matchLine(line: TMatchLine, owed: TOwed): TMatch {
  if (line.amountOre <= 0) return unmatched('outgoing');
  const message = readPaymentMessage(`${line.text}`);
  let match: TMatch | null = null;
  if (message.kind === 'booking') match = bookingMatch(line, owed, message.eventId, message.givenId, message.bookingId);
  if (message.kind === 'renewal' && message.givenIds.length > 0) {
    match = renewalMatch(line, owed, message.year, message.givenIds);
  }
  return match ?? amountMatch(line, owed);
}

/**
 * Every open line, in statement order: a membership or booking a line before already paid makes
 * the later line a double payment, with nothing left to approve.
 */
export function matchLines(lines: readonly TMatchLine[], owed: TOwed): TMatch[] {
  const claimedMemberships = new Set<number>();
  const claimedBookings = new Set<number>();
  return lines.map((line) => {
    const match = matchLine(line, owed);
    const taken =
      match.membershipIds.some((id) => claimedMemberships.has(id)) ||
      (match.bookingId !== null && match.payment !== 'double' && claimedBookings.has(match.bookingId));
    if (taken) return { ...match, certainty: 'suggested', payment: 'double', membershipIds: [] };
    match.membershipIds.forEach((id) => claimedMemberships.add(id));
    if (match.bookingId !== null) claimedBookings.add(match.bookingId);
    return match;
  });
}
