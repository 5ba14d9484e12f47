import { feeForPersonnummer } from '../../../shared/fees.ts';
import { givenIdFor } from '../../../shared/given-id.ts';
import { genderOfPersonnummer } from '../../../shared/personnummer.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import { INVITATION_TTL_DAYS } from '../../../shared/register-import.schema.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TNewFamily, TNewUser } from '../../db/schema.ts';
import { recipientsWithRoom } from '../../mail/recipient-cap.ts';
import { invitationMail } from './invitation.template.ts';
import type { TRegisterImportContext } from './register-import.context.ts';
import type { THousehold, TJudgedRow } from './register-rows.ts';

const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

export type TWriteInput = {
  importId: number;
  firstNumber: number;
  households: readonly THousehold[];
  year: number;
  language: TLanguage;
  actorId: number;
};

// The family's address is the first adult's, else the first the household gives.
function addressOf(rows: readonly TJudgedRow[]): Pick<TNewFamily, 'streetAddress' | 'postalCode' | 'city'> {
  const row = rows.find((person) => person.kind === 'adult' && person.street) ?? rows.find((person) => person.street);
  return { streetAddress: row?.street || null, postalCode: row?.postalCode || null, city: row?.city || null };
}

// As registration numbers people: the adults A and B in the file's order, the kids K1.. after them.
function peopleOf(household: THousehold, familyNumber: number): { row: TJudgedRow; givenId: string }[] {
  const [self, spouse] = household.rows.filter((row) => row.kind === 'adult');
  const kids = household.rows.filter((row) => row.kind === 'kid');
  const people = self ? [{ row: self, givenId: givenIdFor(familyNumber, 'self') }] : [];
  if (spouse) people.push({ row: spouse, givenId: givenIdFor(familyNumber, 'spouse') });
  kids.forEach((row, index) => people.push({ row, givenId: givenIdFor(familyNumber, 'kid', index + 1) }));
  return people;
}

/**
 * Writes the good households in the caller's transaction: families numbered on from firstNumber,
 * their people (approved), each one's Approved membership for the year at the fee their age
 * brings, and each adult's invitation (a single-use activation code without a password, so the
 * activation page asks them to choose one). An address that has had its share of our mail gets no
 * invitation now; it is counted, not refused.
 */
export async function writeFamilies(context: TRegisterImportContext, input: TWriteInput, tx: TExecutor) {
  const { repos, association, publicUrl } = context;
  const now = context.clock();
  const numbered = input.households.map((household, index) => ({
    number: input.firstNumber + index,
    household,
  }));
  const families = await repos.families.insertMany(
    numbered.map(({ number, household }) => ({ number, importId: input.importId, ...addressOf(household.rows) })),
    tx,
  );
  const people: TNewUser[] = [];
  numbered.forEach(({ number, household }, index) => {
    for (const { row, givenId } of peopleOf(household, number)) {
      people.push({
        familyId: families[index]?.id,
        givenId,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        personalNumber: row.personalNumber,
        gender: genderOfPersonnummer(row.personalNumber),
        phoneNumber: row.phone,
        status: 'approved',
        language: input.language,
      });
    }
  });
  const users = await repos.users.insertMany(people, tx);
  await repos.memberships.insertMany(
    users.map((user) => ({
      userId: user.id,
      year: input.year,
      status: 'Approved' as const,
      amountSek: feeForPersonnummer(user.personalNumber ?? '', now),
      approvedAt: now,
      approvedBy: input.actorId,
    })),
    tx,
  );
  const adults = users.filter((user): user is typeof user & { email: string } => Boolean(user.email));
  const withRoom = await recipientsWithRoom(
    repos.outbox,
    tx,
    adults.map((user) => user.email),
  );
  const invited = adults.filter((user) => withRoom.has(user.email));
  const codes = await repos.accountTokens.issueMany(
    invited.map((user) => ({ userId: user.id, kind: 'activation' as const, ttlMs: INVITATION_TTL_MS })),
    tx,
  );
  const invitations = await repos.outbox.enqueueMany(
    invited.map((user, index) => {
      const code = encodeURIComponent(codes[index] ?? '');
      const link = `${publicUrl}/activateaccount?email=${encodeURIComponent(user.email)}&code=${code}`;
      return {
        to: user.email,
        kind: 'register-invitation',
        dedupeKey: `register-import:${input.importId}:${user.id}`,
        ...invitationMail(
          { association, firstName: user.firstName, givenId: user.givenId, financialYear: input.year, link },
          input.language,
        ),
      };
    }),
    tx,
  );
  const invitationsHeld = adults.length - invited.length;
  return { families: families.length, people: users.length, invitations, invitationsHeld };
}
