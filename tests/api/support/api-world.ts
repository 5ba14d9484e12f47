import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { givenIdFor } from '../../../src/shared/given-id.ts';
import {
  activities,
  activityEnrolments,
  auditLog,
  boardMembers,
  bookingPeople,
  bookings,
  eventSignups,
  newsPosts,
  contactMessages,
  eventDetails,
  events,
  financeReports,
  images,
  memberships,
  sliderImages,
} from '../../../src/server/db/schema.ts';
import { pngBytes } from '../../../src/server/testing/events.fixtures.ts';
import { addLeader, enrol, insertActivity } from '../../../src/server/modules/attendance/attendance.fixtures.ts';
import { processImage } from '../../../src/server/modules/images/image-pipeline.ts';
import type { TDatabase } from '../../../src/server/db/client.ts';
import type { TUser } from '../../../src/server/db/schema.ts';
import { personnummer } from '../../../src/server/testing/registration.fixtures.ts';
import { createTestUser, tokenFor, type TTestApp } from '../../../src/server/testing/build-test-app.ts';

export const MEMBER_PASSWORD = 'Matrix-member-pass-1';
/** The smallest file the finance PDF check takes for a PDF. */
export const MINIMAL_PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

/** The people and things the cross-cutting API tests act on: two families, an admin, an event, a message. */
export type TApiWorld = {
  admin: TUser;
  member: TUser;
  memberKid: TUser;
  other: TUser;
  otherKid: TUser;
  /** Registrants waiting for a decision: one to approve, one to reject. */
  pendingToApprove: TUser;
  pendingToReject: TUser;
  /** A published event with a comment by the member and one by the other family. */
  eventId: number;
  /** A second event for updateEvent. */
  spareEventId: number;
  /** An event far ahead, open for sign-up to everyone, with the other family's confirmed booking. */
  signupEventId: number;
  bookingId: number;
  memberCommentId: number;
  otherCommentId: number;
  pendingMembershipId: number;
  /**
   * Approved with its family's requests of its year by its own row: another year than the request
   * above, so the single approval finds that one still pending in any order.
   */
  familyPendingMembershipId: number;
  contactMessageId: number;
  /** A stored picture, shown as a slide. */
  imageHash: string;
  slideId: number;
  /** Deleted by its own row, so the rows that change a slide find theirs in any order. */
  spareSlideId: number;
  boardMemberId: number;
  /** Likewise for the board member. */
  spareBoardMemberId: number;
  /** A published news post, and a second one its delete row removes. */
  newsPostId: number;
  spareNewsPostId: number;
  /** A published activity for everyone with the kids of both families, the admin and a spare member enrolled. */
  activityId: number;
  /** Deleted by its own row. */
  spareActivityId: number;
  /** A Saturday activity the member leads (their kid enrolled), and one the other family's adult leads. */
  attendance: { activityId: number; otherActivityId: number; day: string };
  /** The seeded first version of the Swedish about-us page (restored by its own row). */
  sitePageVersionId: number;
  tokens: { admin: string; member: string; other: string };
  /**
   * The refresh cookies of the member's and the admin's sessions: a form sent without the app is
   * signed in by it (with the site's Origin), not by the access token.
   */
  sessionCookies: { admin: string; member: string };
  /** Members whose sessions a test may end (log out everywhere) without touching the tokens above. */
  sessionEnders: { member: TUser; admin: TUser };
};

let nextFamily = 7100;

async function family(db: TDatabase, values: Partial<TUser> = {}, password?: string) {
  const number = nextFamily++;
  const self = await createTestUser(db, {
    familyNumber: number,
    email: `matrix.${number}.${process.pid}@example.org`,
    personalNumber: personnummer('19800101'),
    ...values,
    ...(password ? { password } : {}),
  });
  const kid = await createTestUser(db, {
    familyNumber: number,
    givenId: givenIdFor(number, 'kid', 1),
    firstName: 'Kid',
    email: null,
    personalNumber: personnummer('20150101', '234'),
    status: self.status,
  });
  return { self, kid };
}

/** A session as the sign-in starts it: its refresh cookie, as a Cookie header's value. */
async function sessionCookieOf(t: TTestApp, user: TUser): Promise<string> {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: MEMBER_PASSWORD },
  });
  const cookie = login.cookies.find((entry) => entry.name === 'refresh_token' && entry.value !== '');
  if (!cookie) throw new Error(`no session for ${String(user.email)}: ${login.statusCode}`);
  return `refresh_token=${cookie.value}`;
}

export async function createApiWorld(t: TTestApp): Promise<TApiWorld> {
  const { db } = t;
  const admin = (await family(db, { role: 'Admin', firstName: 'Board' }, MEMBER_PASSWORD)).self;
  const mine = await family(db, { firstName: 'Kavitha' }, MEMBER_PASSWORD);
  const theirs = await family(db, { firstName: 'Arun' });
  const pendingToApprove = (await family(db, { status: 'pending', activatedAt: null })).self;
  const pendingToReject = (await family(db, { status: 'pending', activatedAt: null })).self;
  const sessionEnders = {
    member: (await family(db, { firstName: 'Leaving' })).self,
    admin: (await family(db, { firstName: 'Leaving', role: 'Admin' })).self,
  };

  const [event, spare] = await db
    .insert(events)
    .values([
      { name: 'Pongal', nameTamil: 'பொங்கல்', startDate: '2025-01-14', published: true, createdBy: admin.id },
      { name: 'Diwali', nameTamil: 'தீபாவளி', startDate: '2025-10-20', published: true, createdBy: admin.id },
    ])
    .returning();
  if (!event || !spare) throw new Error('events not created');
  const [signupEvent] = await db
    .insert(events)
    .values({ name: 'Thai Pongal', nameTamil: 'தைப் பொங்கல்', startDate: '2099-01-14', published: true })
    .returning();
  if (!signupEvent) throw new Error('sign-up event not created');
  await db
    .insert(eventSignups)
    .values({ eventId: signupEvent.id, places: 100, closesOn: '2099-01-10', openToNonMembers: true });
  const [booking] = await db
    .insert(bookings)
    .values({
      eventId: signupEvent.id,
      kind: 'member',
      familyId: theirs.self.familyId,
      bookedBy: theirs.self.id,
      status: 'confirmed',
      people: 2,
      guestAdults: 1,
    })
    .returning();
  if (!booking) throw new Error('booking not created');
  await db.insert(bookingPeople).values({ bookingId: booking.id, userId: theirs.self.id, ageGroup: 'adult' });
  const [memberComment, otherComment] = await db
    .insert(eventDetails)
    .values([
      { eventId: event.id, type: 'Comment', message: 'Mine', userId: mine.self.id, userName: 'Kavitha' },
      { eventId: event.id, type: 'Comment', message: 'Theirs', userId: theirs.self.id, userName: 'Arun' },
    ])
    .returning();
  const [membership] = await db
    .insert(memberships)
    .values({ userId: theirs.kid.id, year: 2020, status: 'Pending', amountSek: 100 })
    .returning();
  const [familyMembership] = await db
    .insert(memberships)
    .values({ userId: theirs.self.id, year: 2019, status: 'Pending', amountSek: 100 })
    .returning();
  const [message] = await db
    .insert(contactMessages)
    .values({ fullName: 'Visitor', email: 'visitor@example.org', subject: 'Hello', message: 'Hi' })
    .returning();
  // 2024 published with its PDF; 2021 to get and lose a PDF; 2020 to be deleted.
  await db.insert(financeReports).values([
    { year: 2024, incomeSek: 10, expenseSek: 5, resultSek: 5, pdf: Buffer.from(MINIMAL_PDF) },
    { year: 2021, incomeSek: 10, expenseSek: 5, resultSek: 5, published: false },
    { year: 2020, incomeSek: 10, expenseSek: 5, resultSek: 5, published: false },
  ]);
  const [boardMember, spareBoardMember] = await db
    .insert(boardMembers)
    .values([
      { financialYear: 2024, nameEn: 'Kumar', nameTa: 'குமார்', position: 'treasurer' },
      { financialYear: 2024, nameEn: 'Meena', nameTa: 'மீனா', position: 'secretary' },
    ])
    .returning();
  const { hash, width, height, data, smallWidth, smallHeight, smallData } = await processImage(await pngBytes(64, 48));
  const [image] = await db
    .insert(images)
    .values({ hash, width, height, data, smallWidth, smallHeight, smallData })
    .returning();
  const [slide, spareSlide] = await db
    .insert(sliderImages)
    .values([
      { imageId: image?.id ?? -1, altEn: 'Slide', altTa: 'படம்', altSv: 'Bild' },
      { imageId: image?.id ?? -1, altEn: 'Spare slide', altTa: 'படம்', altSv: 'Bild' },
    ])
    .returning();
  const newsText = { title: 'Pongal', body: 'Welcome.', bodyHtml: '<p>Welcome.</p>', pictureAlt: '' };
  const [newsPost, spareNewsPost] = await db
    .insert(newsPosts)
    .values([
      { slug: 'matrix-news', texts: { ta: newsText }, publishAt: new Date('2024-01-01'), draft: false },
      { slug: 'matrix-spare-news', texts: { ta: newsText }, publishAt: new Date('2024-01-01'), draft: false },
    ])
    .returning();
  const activityRow = {
    nameTa: 'நடனம்',
    nameEn: 'Dance',
    nameSv: 'Dans',
    place: 'Folkets hus',
    audience: 'everyone' as const,
    weekday: 6,
    startTime: '10:00',
    endTime: '11:00',
    startsOn: '2025-01-04',
    endsOn: '2025-06-14',
  };
  const [activity, spareActivity] = await db.insert(activities).values([activityRow, activityRow]).returning();
  if (!activity || !spareActivity) throw new Error('activities not created');
  await db.insert(activityEnrolments).values(
    [mine.kid, theirs.kid, admin, sessionEnders.member].map((person) => ({
      activityId: activity.id,
      userId: person.id,
    })),
  );
  const [seededAbout] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'page.seed'), eq(auditLog.target, 'page:about:sv')));
  if (
    !newsPost ||
    !spareNewsPost ||
    !seededAbout ||
    !memberComment ||
    !otherComment ||
    !membership ||
    !familyMembership ||
    !message ||
    !slide ||
    !spareSlide ||
    !boardMember ||
    !spareBoardMember
  ) {
    throw new Error('world not created');
  }

  const led = await insertActivity(db, { startsOn: '2025-01-04', endsOn: '2099-12-26' });
  const theirActivity = await insertActivity(db, { startsOn: '2025-01-04', endsOn: '2099-12-26' });
  await addLeader(db, led.id, mine.self.id);
  await addLeader(db, theirActivity.id, theirs.self.id);
  await enrol(db, led.id, [mine.kid.id]);
  await enrol(db, theirActivity.id, [theirs.kid.id]);

  return {
    admin,
    member: mine.self,
    memberKid: mine.kid,
    other: theirs.self,
    otherKid: theirs.kid,
    pendingToApprove,
    pendingToReject,
    eventId: event.id,
    spareEventId: spare.id,
    signupEventId: signupEvent.id,
    bookingId: booking.id,
    memberCommentId: memberComment.id,
    otherCommentId: otherComment.id,
    pendingMembershipId: membership.id,
    familyPendingMembershipId: familyMembership.id,
    contactMessageId: message.id,
    imageHash: hash,
    slideId: slide.id,
    spareSlideId: spareSlide.id,
    boardMemberId: boardMember.id,
    spareBoardMemberId: spareBoardMember.id,
    newsPostId: newsPost.id,
    spareNewsPostId: spareNewsPost.id,
    activityId: activity.id,
    spareActivityId: spareActivity.id,
    sitePageVersionId: seededAbout.id,
    sessionCookies: { admin: await sessionCookieOf(t, admin), member: await sessionCookieOf(t, mine.self) },
    attendance: { activityId: led.id, otherActivityId: theirActivity.id, day: '2025-03-01' },
    tokens: {
      admin: await tokenFor(admin),
      member: await tokenFor(mine.self),
      other: await tokenFor(theirs.self),
    },
    sessionEnders,
  };
}

// The mail worker marks outbox rows sent in the background: only which rows exist is stable.
const STABLE_COLUMN: Record<string, string> = { outbox: 'id' };
// The one write a refused request makes on purpose: at the hour's 10th wrong password the account's
// owner is mailed (a 401 like the others).
const LEFT_OUT: Record<string, ReturnType<typeof sql>> = { outbox: sql`where t.kind <> 'sign-in-alert'` };

const tableNamesOf = new WeakMap<TDatabase, Promise<string[]>>();

async function tableNames(db: TDatabase): Promise<string[]> {
  const known = tableNamesOf.get(db);
  if (known) return known;
  const names = db
    .execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
    .then((result) => rowsOf<{ name: string }>(result).map((row) => row.name));
  tableNamesOf.set(db, names);
  return names;
}

/**
 * Every table's row count and a digest of its rows, in one statement. Reading every row costs more
 * the more the tests have written, so it is read again only after a row may have changed (below).
 */
async function readFingerprint(db: TDatabase): Promise<Record<string, string>> {
  const perTable = (await tableNames(db)).map((name) => {
    const column = STABLE_COLUMN[name];
    const stable = column ? sql`t.${sql.identifier(column)}` : sql`t`;
    return sql`select ${name}::text as name, count(*)::int as count, md5(coalesce(string_agg(${stable}::text, '|' order by ${stable}::text), '')) as digest from ${sql.identifier(name)} t ${LEFT_OUT[name] ?? sql``}`;
  });
  const rows = rowsOf<{ name: string; count: number; digest: string | null }>(
    await db.execute(sql.join(perTable, sql` union all `)),
  );
  return Object.fromEntries(rows.map((row) => [row.name, `${row.count}:${row.digest ?? ''}`]));
}

/**
 * Triggers, made in the test's own database only, that count every row inserted, updated or
 * deleted and every table emptied, on every table. The count lives in a sequence: a sequence moves
 * even when the write is rolled back or not yet committed, so the count can move without a change
 * (the digest then decides) but never misses one.
 */
const watchOf = new WeakMap<TDatabase, Promise<void>>();

function watchWrites(db: TDatabase): Promise<void> {
  const known = watchOf.get(db);
  if (known) return known;
  const watching = (async () => {
    await db.execute(sql`create schema if not exists test_watch`);
    await db.execute(sql`create sequence if not exists test_watch.writes`);
    await db.execute(
      sql.raw(
        `create or replace function test_watch.count_write() returns trigger language plpgsql as $$ begin perform nextval('test_watch.writes'); return null; end $$`,
      ),
    );
    for (const name of await tableNames(db)) {
      const table = sql.identifier(name);
      await db.execute(
        sql`create or replace trigger test_watch_rows after insert or update or delete on ${table} for each row execute function test_watch.count_write()`,
      );
      await db.execute(
        sql`create or replace trigger test_watch_truncate after truncate on ${table} for each statement execute function test_watch.count_write()`,
      );
    }
  })();
  watchOf.set(db, watching);
  return watching;
}

async function writesSoFar(db: TDatabase): Promise<string> {
  const [row] = rowsOf<{ count: string; called: boolean }>(
    await db.execute(sql`select last_value::text as count, is_called as called from test_watch.writes`),
  );
  return `${row?.count ?? ''}:${String(row?.called)}`;
}

const lastReadOf = new WeakMap<TDatabase, { writes: string; fingerprint: Record<string, string> }>();

/**
 * Row count and content digest of every table: equal before and after means nothing changed. The
 * property tests take one after each of thousands of requests, nearly all refused and writing
 * nothing: while the write count stands still the last digest is the answer; once it has moved,
 * every table is read again.
 */
export async function databaseFingerprint(db: TDatabase): Promise<Record<string, string>> {
  await watchWrites(db);
  // Counted before reading: a write during the read moves the count past this, so it is read again.
  const writes = await writesSoFar(db);
  const last = lastReadOf.get(db);
  if (last?.writes === writes) return { ...last.fingerprint };
  const fingerprint = await readFingerprint(db);
  lastReadOf.set(db, { writes, fingerprint });
  return { ...fingerprint };
}

// Both drivers answer raw SQL with { rows }; the generic result type does not say so.
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export type TActor = 'visitor' | 'member' | 'cross' | 'admin';

/**
 * The request as the actor sends it: the member's token for 'cross' too (it targets the other family).
 * A row that brings its own token (one whose sessions it ends) keeps it.
 */
export function asActor(world: TApiWorld, actor: TActor, request: InjectOptions): InjectOptions {
  if (actor === 'visitor' || request.headers?.authorization) return request;
  const token = actor === 'admin' ? world.tokens.admin : world.tokens.member;
  return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
}
