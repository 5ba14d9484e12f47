import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { givenIdFor } from '../../../src/shared/given-id.ts';
import {
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
  /** The seeded first version of the Swedish about-us page (restored by its own row). */
  sitePageVersionId: number;
  tokens: { admin: string; member: string; other: string };
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

export async function createApiWorld(t: TTestApp): Promise<TApiWorld> {
  const { db } = t;
  const admin = (await family(db, { role: 'Admin', firstName: 'Board' })).self;
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
    !message ||
    !slide ||
    !spareSlide ||
    !boardMember ||
    !spareBoardMember
  ) {
    throw new Error('world not created');
  }

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
    contactMessageId: message.id,
    imageHash: hash,
    slideId: slide.id,
    spareSlideId: spareSlide.id,
    boardMemberId: boardMember.id,
    spareBoardMemberId: spareBoardMember.id,
    newsPostId: newsPost.id,
    spareNewsPostId: spareNewsPost.id,
    sitePageVersionId: seededAbout.id,
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

/** Row count and content checksum of every table: equal before and after means nothing changed. */
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
 * Every table's row count and a digest of its rows, in one statement: the property tests take one
 * after each refused request, so a query per table would be most of their run time.
 */
export async function databaseFingerprint(db: TDatabase): Promise<Record<string, string>> {
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
