import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, events, outbox } from '../../db/schema.ts';
import type { TEventFullAnswer, TEventSummary } from '../../../shared/events.ts';
import { createTestUser, tokenFor } from '../../testing/build-test-app.ts';
import {
  t,
  admin,
  member,
  type tokens,
  auth,
  baseFields,
  newEvent,
  countDetails,
  setUpEventsApp,
} from './events.test-setup.ts';

setUpEventsApp();

describe('notes and comments', () => {
  let event: TEventSummary;
  beforeAll(async () => {
    event = await newEvent({ name: 'Talk event' });
  });
  const post = (
    kind: 'addNotes' | 'addComments',
    who: keyof typeof tokens,
    message: unknown,
    eventId = event.eventId,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/${kind}`,
      headers: auth(who),
      payload: { message },
    });
  const remove = (id: number, who: keyof typeof tokens) =>
    t.app.inject({ method: 'DELETE', url: `/api/events/${event.eventId}/deleteComments/${id}`, headers: auth(who) });

  it('adds an admin note and a member comment, each answering the refreshed event', async () => {
    // An event of its own: the other tests add comments to the shared one in any order.
    const own = await newEvent({ name: 'Note event' });
    const note = await post('addNotes', 'admin', '  Bring a plate to share.  ', own.eventId);
    expect(note.statusCode, note.body).toBe(200);
    const comment = await post('addComments', 'member', 'We will come!', own.eventId);
    expect(comment.statusCode).toBe(200);
    const answer = comment.json<TEventFullAnswer>();
    expect(answer.event.eventId).toBe(own.eventId);
    expect(answer.eventDetail).toEqual([
      {
        id: expect.any(Number),
        type: 'Notes',
        message: 'Bring a plate to share.',
        user: 'Board Admin',
        userId: admin.id,
        createdTime: expect.any(String),
      },
      expect.objectContaining({ type: 'Comment', message: 'We will come!', user: 'Kavitha Raman', userId: member.id }),
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'event.note'));
    expect(audit.some((entry) => entry.target === `event:${own.eventId}`)).toBe(true);
  });

  it('lets admins add comments too, but members not notes', async () => {
    expect((await post('addComments', 'admin', 'Admin comment')).statusCode).toBe(200);
    expect((await post('addNotes', 'member', 'Member note')).statusCode).toBe(403);
  });

  it.each([
    ['an empty message', ''],
    ['a blank message', '   \n '],
    ['a missing message', undefined],
    ['a number', 5],
    ['a message of 2001 characters', 'x'.repeat(2001)],
  ])('refuses %s with 400 and writes nothing', async (_case, message) => {
    const before = await countDetails();
    const response = await post('addComments', 'member', message);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', fields: { message: expect.any(String) } });
    expect(await countDetails()).toBe(before);
  });

  it('refuses a comment of 100 KB with a 4xx JSON answer', async () => {
    const before = await countDetails();
    const response = await post('addComments', 'member', 'x'.repeat(100 * 1024));
    expect([400, 413]).toContain(response.statusCode);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(await countDetails()).toBe(before);
  });

  it('keeps a comment of exactly 2000 characters', async () => {
    const response = await post('addComments', 'member', 'y'.repeat(2000));
    expect(response.statusCode).toBe(200);
  });

  it('stores HTML in a comment as the text it is', async () => {
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const response = await post('addComments', 'member', html);
    expect(response.statusCode).toBe(200);
    const stored = response.json<TEventFullAnswer>().eventDetail.at(-1);
    expect(stored?.message).toBe(html);
  });

  it('lets the author delete their comment, not another member', async () => {
    const answer = (await post('addComments', 'member', 'Mine to delete')).json<TEventFullAnswer>();
    const mine = answer.eventDetail.at(-1)!;
    const before = await countDetails();
    const refused = await remove(mine.id, 'other');
    expect(refused.statusCode).toBe(403);
    expect(await countDetails()).toBe(before);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/events/${event.eventId}/deleteComments/${mine.id}` }))
        .statusCode,
    ).toBe(401);

    const deleted = await remove(mine.id, 'member');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<TEventFullAnswer>().eventDetail.map((entry) => entry.id)).not.toContain(mine.id);
    expect(await countDetails()).toBe(before - 1);
  });

  it('decides "own" by user id, not by name: a namesake cannot delete', async () => {
    const namesake = await createTestUser(t.db, { firstName: 'Kavitha', lastName: 'Raman', email: 'twin@example.org' });
    const comment = (await post('addComments', 'member', 'By the first Kavitha')).json<TEventFullAnswer>();
    const id = comment.eventDetail.at(-1)!.id;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.eventId}/deleteComments/${id}`,
      headers: { authorization: `Bearer ${await tokenFor(namesake)}` },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets an admin delete any comment and a note; a member cannot delete a note', async () => {
    expect((await post('addNotes', 'admin', 'A note to remove')).statusCode).toBe(200);
    const answer = (await post('addComments', 'other', 'Arun says hi')).json<TEventFullAnswer>();
    const comment = answer.eventDetail.at(-1)!;
    const note = answer.eventDetail.find((entry) => entry.message === 'A note to remove')!;
    expect((await remove(note.id, 'member')).statusCode).toBe(403);
    expect((await remove(comment.id, 'admin')).statusCode).toBe(200);
    expect((await remove(note.id, 'admin')).statusCode).toBe(200);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `event:${event.eventId}`));
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['event.comment.delete', 'event.note.delete']),
    );
  });

  it('answers 404 for a comment id of another event or one that does not exist', async () => {
    const otherEvent = await newEvent({ name: 'Another' });
    const answer = (
      await t.app.inject({
        method: 'POST',
        url: `/api/events/${otherEvent.eventId}/addComments`,
        headers: auth('member'),
        payload: { message: 'elsewhere' },
      })
    ).json<TEventFullAnswer>();
    const elsewhere = answer.eventDetail.at(-1)!.id;
    expect((await remove(elsewhere, 'member')).statusCode).toBe(404);
    expect((await remove(99999999, 'admin')).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.eventId}/deleteComments/abc`,
      headers: auth('admin'),
    });
    expect(bad.statusCode).toBe(404);
  });
});

describe('announcements', () => {
  it('queues one mail per approved member with e-mail and announcements on, once per event', async () => {
    const quiet = await createTestUser(t.db, { email: 'quiet@example.org', announcementsEnabled: false });
    const pending = await createTestUser(t.db, { email: 'pending@example.org', status: 'pending' });
    const tamil = await createTestUser(t.db, { email: 'tamil@example.org', firstName: 'Meena', language: 'ta' });
    const english = await createTestUser(t.db, { email: 'english@example.org', language: 'en' });

    const event = await newEvent({ name: 'Sports Day', nameTamil: 'விளையாட்டு நாள்', published: '' });
    const mails = () => t.db.select().from(outbox).where(eq(outbox.kind, 'event-announcement'));
    expect(await mails()).toEqual([]);

    const publish = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/events/updateEvent',
        headers: auth('admin'),
        payload: {
          ...baseFields({ name: 'Sports Day', nameTamil: 'விளையாட்டு நாள்', startDate: '2025-06-07', endDate: '' }),
          eventId: event.eventId,
          notifyMembers: true,
        },
      });
    expect((await publish()).statusCode).toBe(200);
    const queued = await mails();
    const recipients = queued.map((mail) => mail.recipient).sort();
    expect(recipients).toContain(member.email);
    expect(recipients).toContain(tamil.email);
    expect(recipients).not.toContain(quiet.email);
    expect(recipients).not.toContain(pending.email);
    expect(new Set(recipients).size).toBe(recipients.length);

    const toTamil = queued.find((mail) => mail.recipient === tamil.email)!;
    expect(toTamil.subject).toContain('விளையாட்டு நாள்');
    expect(toTamil.textBody).toContain('07/06/2025');
    expect(toTamil.textBody).toContain(`https://tamil.example.se/events/${event.eventId}`);
    const toEnglish = queued.find((mail) => mail.recipient === english.email)!;
    expect(toEnglish.subject).toBe('STTA: New event: Sports Day');
    expect(toEnglish.dedupeKey).toBe(`event-announcement:${event.eventId}:${english.id}`);

    // Saved and published again: nobody is told twice.
    expect((await publish()).statusCode).toBe(200);
    expect(await mails()).toHaveLength(queued.length);
    const [row] = await t.db.select().from(events).where(eq(events.id, event.eventId));
    expect(row?.announcedAt).toBeInstanceOf(Date);
  });

  it('tells nobody about an unpublished event, even when asked to', async () => {
    const before = await t.db.$count(outbox);
    await newEvent({ name: 'Draft', published: '', notifyMembers: 'true' });
    expect(await t.db.$count(outbox)).toBe(before);
  });
});
