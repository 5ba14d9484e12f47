import { randomBytes } from 'node:crypto';
import type { TConfig } from '../config.ts';
import { hashPassword } from '../modules/accounts/password.ts';
import { createUsersRepo } from '../modules/accounts/users.repo.ts';
import { feeForPersonnummer } from '../../shared/fees.ts';
import { financialYearOf } from '../../shared/financial-year.ts';
import { givenIdFor } from '../../shared/given-id.ts';
import { isValidPersonnummer } from '../../shared/personnummer.ts';
import { TERMS_VERSION } from '../../shared/registration-terms.ts';
import { createFamiliesRepo } from '../modules/members/families.repo.ts';
import { seedDemoActivities } from './demo-activities.ts';
import { seedDemoEvents } from './demo-events.ts';
import { seedDemoAttendance } from './attendance.ts';
import { seedDemoBoard } from './demo-board.ts';
import { seedDemoSlider } from './demo-slider.ts';
import { seedFinanceReports } from './finance-reports.ts';
import { seedDiwaliBanner } from '../modules/news/news-banner.service.ts';
import { createMembershipsRepo } from '../modules/members/memberships.repo.ts';
import type { TDatabase, TTransaction } from '../db/client.ts';
import type { TNewUser } from '../db/schema.ts';

export const DEMO_ADMIN_EMAIL = 'admin@example.org';

type TSeedLog = { info(message: string): void; warn(message: string): void };

/** Runs at every start after the migrations; each step checks first, so running it again changes nothing. */
export async function seedDatabase(db: TDatabase, config: Pick<TConfig, 'admin' | 'seedDemo'>, log: TSeedLog) {
  // Demo first: it only runs on an empty database, and the configured admin would make it non-empty.
  if (config.seedDemo) await seedDemo(db, log);
  if (config.admin) await seedAdmin(db, config.admin, log);
  // The association's published finance figures, always; the board only as demo data.
  await seedFinanceReports(db);
  // The home page's first banner, always (it kept the site's Diwali 2024 behaviour).
  await seedDiwaliBanner(db);
  if (config.seedDemo) await seedDemoBoard(db);
  if (config.seedDemo) await seedDemoSlider(db);
  // Last: the attendance lists of the demo activities seeded before it.
  if (config.seedDemo) await seedDemoAttendance(db);
}

async function seedAdmin(db: TDatabase, admin: { email: string; password: string }, log: TSeedLog) {
  const usersRepo = createUsersRepo(db);
  if (await usersRepo.findByEmail(admin.email)) return;
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    const familiesRepo = createFamiliesRepo(db);
    const number = await familiesRepo.nextNumber(tx);
    const family = await familiesRepo.insert(
      { number, streetAddress: '', city: '', postalCode: '', country: 'Sweden' },
      tx,
    );
    await usersRepo.insert(
      {
        familyId: family.id,
        givenId: givenIdFor(number, 'self'),
        firstName: 'Site',
        lastName: 'Admin',
        email: admin.email,
        role: 'Admin',
        status: 'approved',
        passwordHash,
        activatedAt: new Date(),
      },
      tx,
    );
  });
  log.info(`Created the admin account ${admin.email} (ADMIN_EMAIL)`);
}

async function seedDemo(db: TDatabase, log: TSeedLog) {
  const usersRepo = createUsersRepo(db);
  if ((await usersRepo.count()) > 0) return;
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const familiesRepo = createFamiliesRepo(db);
    const family =
      (await familiesRepo.findByNumber(1, tx)) ??
      (await familiesRepo.insert(
        { number: 1, streetAddress: 'Exempelgatan 1', city: 'Exempelstad', postalCode: '123 45', country: 'Sweden' },
        tx,
      ));
    const demoAdmin = await usersRepo.insert(
      {
        familyId: family.id,
        givenId: givenIdFor(1, 'self'),
        firstName: 'Demo',
        lastName: 'Admin',
        email: DEMO_ADMIN_EMAIL,
        role: 'Admin',
        status: 'approved',
        passwordHash,
        activatedAt: new Date(),
      },
      tx,
    );
    await seedDemoFamilies(db, tx, demoAdmin.id);
  });
  // Sample events (one past, one coming, one unpublished), each with a generated picture.
  const demoAdmin = await usersRepo.findByEmail(DEMO_ADMIN_EMAIL);
  if (demoAdmin) await seedDemoEvents(db, demoAdmin.id);
  // A Saturday Tamil class and a dance class with their leaders and a few enrolled kids.
  if (demoAdmin) await seedDemoActivities(db, demoAdmin.id);
  // The only place this password ever appears: it is random and stored hashed.
  log.warn(`Demo admin: ${DEMO_ADMIN_EMAIL} / ${password}`);
}

/** A personnummer that passes the Luhn check: of the ten possible last digits, exactly one does. */
function demoPersonnummer(birthDate: string, serial: string): string {
  const valid = [...'0123456789'].map((digit) => `${birthDate}-${serial}${digit}`).find(isValidPersonnummer);
  if (!valid) throw new Error(`no valid personnummer for ${birthDate}`);
  return valid;
}

type TDemoPerson = Pick<TNewUser, 'firstName' | 'lastName' | 'email' | 'gender'> & { born: string; serial: string };

/**
 * Two clearly fictional families so the admin page has rows in every table: family 2 approved last
 * year and asking to renew (spouse and a kid), family 3 a registration waiting for approval.
 */
async function seedDemoFamilies(db: TDatabase, tx: TTransaction, adminId: number) {
  const now = new Date();
  const year = financialYearOf(now);
  const usersRepo = createUsersRepo(db);
  const familiesRepo = createFamiliesRepo(db);
  const membershipsRepo = createMembershipsRepo(db);
  await membershipsRepo.insertMany([{ userId: adminId, year, status: 'Approved', approvedAt: now }], tx);

  const addFamily = async (number: number, status: 'approved' | 'pending', people: TDemoPerson[]) => {
    const address = { streetAddress: `Exempelgatan ${number}`, city: 'Exempelstad', postalCode: '123 45' };
    const family = await familiesRepo.insert(
      { number, ...address, country: 'Sweden', termsVersion: TERMS_VERSION, termsAcceptedAt: now },
      tx,
    );
    const roles = ['self', 'spouse', 'kid'] as const;
    const added = [];
    for (const [index, { born, serial, ...person }] of people.entries()) {
      const role = roles[Math.min(index, 2)]!;
      const givenId = givenIdFor(number, role, role === 'kid' ? index - 1 : undefined);
      const personalNumber = demoPersonnummer(born, serial);
      added.push(await usersRepo.insert({ ...person, familyId: family.id, givenId, personalNumber, status }, tx));
    }
    return added;
  };

  const approved = await addFamily(2, 'approved', [
    {
      firstName: 'Demo',
      lastName: 'Kumar',
      email: 'demo.kumar@example.org',
      gender: 'male',
      born: '19800412',
      serial: '123',
    },
    {
      firstName: 'Demo',
      lastName: 'Meena',
      email: 'demo.meena@example.org',
      gender: 'female',
      born: '19820923',
      serial: '246',
    },
    { firstName: 'Demo', lastName: 'Arun', email: null, gender: 'male', born: '20160105', serial: '357' },
  ]);
  const pending = await addFamily(3, 'pending', [
    {
      firstName: 'Demo',
      lastName: 'Selvi',
      email: 'demo.selvi@example.org',
      gender: 'female',
      born: '19910607',
      serial: '468',
    },
  ]);
  const fee = (personalNumber: string | null) => feeForPersonnummer(personalNumber ?? '', now);
  await membershipsRepo.insertMany(
    [
      ...approved.map((user) => ({ userId: user.id, year: year - 1, status: 'Approved' as const, approvedAt: now })),
      ...[...approved, ...pending].map((user) => ({ userId: user.id, year, amountSek: fee(user.personalNumber) })),
    ],
    tx,
  );
}
