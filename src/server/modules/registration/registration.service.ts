import { feeForPersonnummer } from '../../../shared/fees.ts';
import { financialYearOf } from '../../../shared/financial-year.ts';
import { givenIdFor } from '../../../shared/given-id.ts';
import { DEFAULT_LANGUAGE } from '../../../shared/languages.ts';
import type { TRegistration } from '../../../shared/registration.schema.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TAppBasics } from '../../app-basics.ts';
import type { TNewUser } from '../../db/schema.ts';
import type { TOutboxRepo } from '../../mail/outbox.repo.ts';
import { registrationNoticeMail } from '../../mail/registration-notice.template.ts';
import { registrationReceivedMail } from '../../mail/registration-received.template.ts';
import { boardRecipients, type createUsersRepo } from '../accounts/index.ts';
import type { createFamiliesRepo, createMembershipsRepo } from '../members/index.ts';

export type TEmailField = 'self.email' | 'spouse.email';
export type TDuplicateEmail = { field: TEmailField; email: string };

export type TRegistrationOutcome =
  { ok: true; familyNumber: number; givenIds: string[] } | { ok: false; duplicates: TDuplicateEmail[] };

/** Made once per app; the clock's time of the request decides the financial year and each person's fee. */
export type TRegistrationContext = TAppBasics & {
  repos: {
    families: ReturnType<typeof createFamiliesRepo>;
    users: ReturnType<typeof createUsersRepo>;
    memberships: ReturnType<typeof createMembershipsRepo>;
    outbox: TOutboxRepo;
  };
};

function emailsOf(registration: TRegistration): TDuplicateEmail[] {
  const emails: TDuplicateEmail[] = [{ field: 'self.email', email: registration.self.email }];
  if (registration.spouse) emails.push({ field: 'spouse.email', email: registration.spouse.email });
  return emails;
}

async function findDuplicates({ repos }: TRegistrationContext, registration: TRegistration, tx?: TExecutor) {
  const emails = emailsOf(registration);
  const found = await repos.users.findByEmails(
    emails.map((entry) => entry.email),
    tx,
  );
  const taken = new Set(found.map((user) => user.email));
  return emails.filter((entry) => taken.has(entry.email));
}

// The unique index on users.email is the last word when two requests race past the check.
function isEmailTaken(error: unknown): boolean {
  let cause: unknown = error;
  while (typeof cause === 'object' && cause !== null) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'users_email_unique') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

const blankToNull = (value: string | undefined) => (value ? value : null);

/**
 * One transaction: family, its people (pending), their Pending memberships for the financial year
 * of `now`, and the two mails. An e-mail already on file writes nothing and names the field.
 */
export async function registerFamily(
  context: TRegistrationContext,
  registration: TRegistration,
): Promise<TRegistrationOutcome> {
  const { db, association } = context;
  const now = context.clock();
  const { families: familiesRepo, users: usersRepo, memberships: membershipsRepo, outbox: outboxRepo } = context.repos;
  const language = registration.language ?? DEFAULT_LANGUAGE;
  const financialYear = financialYearOf(now);
  const { self, spouse, kids = [] } = registration;

  try {
    return await db.transaction(async (tx): Promise<TRegistrationOutcome> => {
      // Numbering first: its lock also makes a concurrent registration of the same e-mail wait and see it.
      const number = await familiesRepo.nextNumber(tx);
      const duplicates = await findDuplicates(context, registration, tx);
      if (duplicates.length > 0) return { ok: false, duplicates };

      const family = await familiesRepo.insert(
        {
          number,
          streetAddress: blankToNull(self.streetAddress),
          city: blankToNull(self.city),
          postalCode: blankToNull(self.postalCode),
          country: blankToNull(self.country),
          termsVersion: self.accept,
          termsAcceptedAt: now,
        },
        tx,
      );
      const common = { familyId: family.id, status: 'pending', language } as const;
      const people: TNewUser[] = [
        {
          ...common,
          givenId: givenIdFor(number, 'self'),
          firstName: self.firstName,
          lastName: self.lastName,
          email: self.email,
          personalNumber: self.personalNumber,
          gender: self.gender ?? null,
          phoneNumber: blankToNull(self.phoneNumber),
        },
      ];
      if (spouse) {
        people.push({
          ...common,
          givenId: givenIdFor(number, 'spouse'),
          firstName: spouse.firstName,
          lastName: spouse.lastName,
          email: spouse.email,
          personalNumber: spouse.personalNumber,
          phoneNumber: blankToNull(spouse.phoneNumber),
        });
      }
      kids.forEach((kid, index) =>
        people.push({
          ...common,
          givenId: givenIdFor(number, 'kid', index + 1),
          firstName: kid.firstName,
          lastName: kid.lastName,
          personalNumber: kid.personalNumber,
        }),
      );
      const users = [];
      for (const person of people) users.push(await usersRepo.insert(person, tx));
      const fees = users.map((user) => ({ user, feeSek: feeForPersonnummer(user.personalNumber ?? '', now) }));
      await membershipsRepo.insertMany(
        fees.map(({ user, feeSek }) => ({
          userId: user.id,
          year: financialYear,
          status: 'Pending',
          amountSek: feeSek,
        })),
        tx,
      );

      const feeLines = fees.map(({ user, feeSek }) => ({
        givenId: user.givenId,
        firstName: user.firstName,
        lastName: user.lastName,
        feeSek,
      }));
      const registrant = givenIdFor(number, 'self');
      await outboxRepo.enqueue(
        {
          to: self.email,
          kind: 'registration-received',
          dedupeKey: `registration-received:${family.id}`,
          ...registrationReceivedMail(
            { association, firstName: self.firstName, givenId: registrant, financialYear, people: feeLines },
            language,
          ),
        },
        tx,
      );
      for (const board of await boardRecipients(usersRepo, association, tx)) {
        await outboxRepo.enqueue(
          {
            to: board.to,
            kind: 'registration-notice',
            dedupeKey: `registration-notice:${family.id}:${board.to}`,
            ...registrationNoticeMail(
              {
                association,
                financialYear,
                people: users.map(({ givenId, firstName, lastName, email }) => ({
                  givenId,
                  firstName,
                  lastName,
                  email,
                })),
                totalSek: fees.reduce((sum, { feeSek }) => sum + feeSek, 0),
                dashboardUrl: `${context.publicUrl}/admindashboard`,
              },
              board.language,
            ),
          },
          tx,
        );
      }
      return { ok: true, familyNumber: number, givenIds: users.map((user) => user.givenId) };
    });
  } catch (error) {
    if (!isEmailTaken(error)) throw error;
    const duplicates = await findDuplicates(context, registration);
    return { ok: false, duplicates: duplicates.length > 0 ? duplicates : emailsOf(registration).slice(0, 1) };
  }
}
