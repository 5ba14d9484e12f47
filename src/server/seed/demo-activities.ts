import { meetingDays } from '../../shared/activity-schedule.ts';
import { givenIdFor } from '../../shared/given-id.ts';
import { isValidPersonnummer } from '../../shared/personnummer.ts';
import type { TDatabase } from '../db/client.ts';
import { createUsersRepo } from '../modules/accounts/users.repo.ts';
import { createActivitiesRepo } from '../modules/activities/activities.repo.ts';
import { createFamiliesRepo } from '../modules/members/families.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function personnummer(birthDate: string, serial: string): string {
  const valid = [...'0123456789'].map((digit) => `${birthDate}-${serial}${digit}`).find(isValidPersonnummer);
  if (!valid) throw new Error(`no valid personnummer for ${birthDate}`);
  return valid;
}

/**
 * A Saturday Tamil class and a Sunday dance class running this term (eight weeks back to sixteen ahead),
 * each with a leader from the demo families, a day off, and a family of two kids enrolled with the
 * demo kid Arun; only while there is no activity yet.
 */
export async function seedDemoActivities(db: TDatabase, adminId: number, now = new Date()): Promise<void> {
  const activities = createActivitiesRepo(db);
  if ((await activities.list(false)).length > 0) return;
  const users = createUsersRepo(db);
  const families = createFamiliesRepo(db);
  const leader = await users.findByEmail('demo.meena@example.org');
  const danceLeader = await users.findByEmail('demo.kumar@example.org');
  const arun = await users.findByGivenId(givenIdFor(2, 'kid', 1));
  const family =
    (await families.findByNumber(4)) ??
    (await families.insert({
      number: 4,
      streetAddress: 'Exempelgatan 4',
      city: 'Exempelstad',
      postalCode: '123 45',
      country: 'Sweden',
    }));
  const person = (role: 'self' | 'kid', index: number | undefined, lastName: string, born: string, serial: string) =>
    users.insert({
      familyId: family.id,
      givenId: givenIdFor(4, role, index),
      firstName: 'Demo',
      lastName,
      email: role === 'self' ? 'demo.lakshmi@example.org' : null,
      personalNumber: personnummer(born, serial),
      status: 'approved',
    });
  await person('self', undefined, 'Lakshmi', '19850314', '579');
  const kids = [await person('kid', 1, 'Kavin', '20170521', '680'), await person('kid', 2, 'Nila', '20190802', '791')];

  const startsOn = isoDay(new Date(now.getTime() - 8 * 7 * DAY_MS));
  const endsOn = isoDay(new Date(now.getTime() + 16 * 7 * DAY_MS));
  const term = { startsOn, endsOn, published: true };
  const add = async (
    values: Parameters<typeof activities.insert>[0],
    leaderId: number | undefined,
    enrolled: (number | undefined)[],
  ) => {
    const id = await activities.insert(values, adminId);
    // The fifth meeting of the term is a holiday.
    const fifth = meetingDays({ weekday: values.weekday, startsOn, endsOn, daysOff: [] })[4];
    if (fifth) await activities.replaceDaysOff(id, [fifth]);
    if (leaderId !== undefined) await activities.replaceLeaders(id, [leaderId]);
    for (const userId of enrolled) if (userId !== undefined) await activities.enrol(id, userId, adminId);
  };
  await add(
    {
      ...term,
      nameTa: 'சனிக்கிழமை தமிழ் வகுப்பு',
      nameEn: 'Saturday Tamil class',
      nameSv: 'Tamilklass på lördagar',
      descriptionTa: 'பேச்சு, வாசிப்பு, எழுத்து: வயதுக்கேற்ற குழுக்களில்.',
      descriptionEn: 'Speaking, reading and writing Tamil, in groups by age.',
      descriptionSv: 'Tala, läsa och skriva tamil, i grupper efter ålder.',
      place: 'Exempelskolan, sal 3',
      audience: 'kids',
      minAge: 5,
      maxAge: 12,
      weekday: 6,
      startTime: '10:00',
      endTime: '12:00',
    },
    leader?.id,
    [arun?.id, ...kids.map((kid) => kid.id)],
  );
  await add(
    {
      ...term,
      nameTa: 'பரதநாட்டிய வகுப்பு',
      nameEn: 'Bharatanatyam dance class',
      nameSv: 'Dansklass i bharatanatyam',
      descriptionTa: 'தொடக்க நிலை பரதநாட்டியம்.',
      descriptionEn: 'Bharatanatyam for beginners.',
      descriptionSv: 'Bharatanatyam för nybörjare.',
      place: 'Exempelgården',
      audience: 'kids',
      minAge: 6,
      maxAge: 14,
      weekday: 7,
      startTime: '14:00',
      endTime: '15:30',
    },
    danceLeader?.id,
    [kids[0]?.id, arun?.id],
  );
}
