import { formatFamilyNumber } from '../../../shared/given-id.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TOwed, TOwedBooking, TOwedFamily } from './statement-matcher.ts';
import type { TStatementsContext } from './statements.context.ts';

export type TFamilyPerson = {
  userId: number;
  givenId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  language: TLanguage;
  userStatus: string;
};
export type TOwedView = TOwed & {
  /** Per family id: its number and its people, registrant first. */
  familyInfo: Map<number, { number: string; people: TFamilyPerson[] }>;
  membershipOwner: Map<number, TFamilyPerson>;
  bookingInfo: Map<number, TOwedBooking & { eventName: string; email: string | null; language: TLanguage }>;
};

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** What families owe (and what they paid already) for the given years, and every payable booking. */
export async function loadOwed(context: TStatementsContext, years: number[], tx: TExecutor): Promise<TOwedView> {
  const repo = context.repos.statements;
  const { people, memberships } = await repo.familiesWithMemberships([...new Set(years)], tx);
  const familyInfo = new Map<number, { number: string; people: TFamilyPerson[] }>();
  const byUser = new Map<number, TFamilyPerson & { familyId: number }>();
  for (const person of people) {
    const entry = familyInfo.get(person.familyId) ?? { number: formatFamilyNumber(person.number), people: [] };
    entry.people.push(person);
    familyInfo.set(person.familyId, entry);
    byUser.set(person.userId, person);
  }
  const families = new Map<number, TOwedFamily>();
  const membershipOwner = new Map<number, TFamilyPerson>();
  for (const membership of memberships) {
    const owner = byUser.get(membership.userId);
    if (!owner) continue;
    membershipOwner.set(membership.id, owner);
    const info = familyInfo.get(owner.familyId);
    if (!info) continue;
    const family = families.get(owner.familyId) ?? {
      familyId: owner.familyId,
      number: info.number,
      people: info.people.map(fullName),
      memberships: [],
    };
    family.memberships.push({
      membershipId: membership.id,
      givenId: owner.givenId,
      year: membership.year,
      amountOre: (membership.amountSek ?? 0) * 100,
      status: membership.status,
    });
    families.set(owner.familyId, family);
  }
  const bookingInfo: TOwedView['bookingInfo'] = new Map();
  const bookings: TOwedBooking[] = (await repo.payableBookings(tx)).map((row) => {
    const booking = {
      bookingId: row.bookingId,
      eventId: row.eventId,
      familyId: row.familyId,
      givenId: row.familyId === null ? null : row.bookerGivenId,
      payerName:
        row.visitorName ??
        (row.bookerFirstName ? fullName({ firstName: row.bookerFirstName, lastName: row.bookerLastName ?? '' }) : ''),
      amountOre: row.amountOre,
      paid: Boolean(row.paid),
    };
    bookingInfo.set(row.bookingId, {
      ...booking,
      eventName: row.eventName,
      email: row.visitorEmail ?? row.bookerEmail,
      language: row.language,
    });
    return booking;
  });
  return { families: [...families.values()], bookings, familyInfo, membershipOwner, bookingInfo };
}

/** The family member mails about the family go to: the registrant, else the first with an address. */
export function familyRecipient(people: readonly TFamilyPerson[]): TFamilyPerson | undefined {
  return people.find((person) => person.givenId.endsWith('A') && person.email) ?? people.find((person) => person.email);
}

export function familyName(people: readonly TFamilyPerson[]): string {
  const registrant = people.find((person) => person.givenId.endsWith('A')) ?? people[0];
  return registrant ? fullName(registrant) : '';
}
