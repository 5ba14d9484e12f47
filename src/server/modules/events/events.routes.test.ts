import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { auditLog, eventDetails, events, images, outbox, type TUser } from '../../db/schema.ts';
import type { TEventFullAnswer, TEventSummary } from '../../../shared/events.ts';
import { dataUrl, jpegBytes, multipartBody, pngBytes, pngHeaderClaiming } from '../../testing/events.fixtures.ts';

let t: TTestApp;
let admin: TUser;
let member: TUser;
let otherMember: TUser;
const tokens: Record<'admin' | 'member' | 'other', string> = { admin: '', member: '', other: '' };
const auth = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://tamil.example.se' } });
  admin = await createTestUser(t.db, {
    firstName: 'Board',
    lastName: 'Admin',
    role: 'Admin',
    email: 'board@example.org',
  });
  member = await createTestUser(t.db, { firstName: 'Kavitha', lastName: 'Raman', email: 'kavitha@example.org' });
  otherMember = await createTestUser(t.db, { firstName: 'Arun', lastName: 'Kumar', email: 'arun@example.org' });
  tokens.admin = await tokenFor(admin);
  tokens.member = await tokenFor(member);
  tokens.other = await tokenFor(otherMember);
});
afterAll(() => t.close());

type TFields = Record<string, string>;
const baseFields = (overrides: TFields = {}): TFields => ({
  name: 'Pongal 2025',
  nameTamil: 'பொங்கல் 2025',
  startDate: '2025-01-14',
  endDate: '2025-01-15',
  published: 'true',
  ...overrides,
});

async function createMultipart(fields: TFields, picture?: Buffer, who: keyof typeof tokens = 'admin') {
  const body = await multipartBody(fields, picture && { bytes: picture, name: 'poster.png', type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: '/api/events/createEvent',
    headers: { ...body.headers, ...auth(who) },
    payload: body.payload,
  });
}

async function createJson(payload: Record<string, unknown>, who: keyof typeof tokens = 'admin') {
  return t.app.inject({ method: 'POST', url: '/api/events/createEvent', headers: auth(who), payload });
}

async function newEvent(fields: TFields = {}): Promise<TEventSummary> {
  const response = await createJson(baseFields({ name: `Event ${Math.random()}`, ...fields }));
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json<TEventSummary[]>();
  const created = list.reduce((latest, event) => (event.eventId > latest.eventId ? event : latest));
  return created;
}

const countEvents = () => t.db.$count(events);
const countDetails = () => t.db.$count(eventDetails);

describe('creating events', () => {
  it('takes a multipart form with a picture, stores the picture as WebP and answers the admin list', async () => {
    const response = await createMultipart(baseFields({ name: 'Diwali 2025' }), await pngBytes(2400, 1200));
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<TEventSummary[]>();
    const diwali = list.find((event) => event.name === 'Diwali 2025');
    expect(diwali).toMatchObject({
      nameTamil: 'பொங்கல் 2025',
      startDate: '2025-01-14',
      endDate: '2025-01-15',
      year: 2025,
      published: true,
      picture: expect.stringMatching(/^[0-9a-f]{64}\.webp$/),
    });
    const [stored] = await t.db
      .select()
      .from(images)
      .where(eq(images.hash, diwali!.picture!.slice(0, 64)));
    expect(stored).toMatchObject({ width: 1920, height: 960, smallWidth: 640, smallHeight: 320 });
  });

  it('takes JSON with the picture as a data URL, and the same picture twice is stored once', async () => {
    const picture = dataUrl(await jpegBytes(300, 200), 'image/jpeg');
    const first = await createJson(baseFields({ name: 'Data URL one', picture }));
    const second = await createJson(baseFields({ name: 'Data URL two', picture }));
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    const list = second.json<TEventSummary[]>();
    const one = list.find((event) => event.name === 'Data URL one');
    const two = list.find((event) => event.name === 'Data URL two');
    expect(one?.picture).toMatch(/\.webp$/);
    expect(two?.picture).toBe(one?.picture);
    expect(await t.db.$count(images, eq(images.hash, one!.picture!.slice(0, 64)))).toBe(1);
  });

  it('records who created and changed an event in the audit log', async () => {
    const event = await newEvent({ name: 'Audited event' });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/events/updateEvent',
      headers: auth('admin'),
      payload: { ...baseFields({ name: 'Audited event, renamed' }), eventId: event.eventId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `event:${event.eventId}`));
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['event.create', admin.id],
      ['event.update', admin.id],
    ]);
  });

  it('refuses an end date before the start date with a field error', async () => {
    const before = await countEvents();
    const response = await createMultipart(baseFields({ startDate: '2025-03-10', endDate: '2025-03-09' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', fields: { endDate: 'endBeforeStart' } });
    expect(await countEvents()).toBe(before);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a blank Tamil name', { nameTamil: '   ' }, 'nameTamil'],
    ['a number as the name', { name: 42 }, 'name'],
    ['an impossible date', { startDate: '2025-02-30' }, 'startDate'],
    ['a date in another format', { startDate: '14/01/2025' }, 'startDate'],
    ['published as a number', { published: 7 }, 'published'],
    ['a picture that is a number', { picture: 12 }, 'picture'],
  ])('answers 400 JSON for %s', async (_case, change, field) => {
    const before = await countEvents();
    const response = await createJson({ ...baseFields(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().fields).toHaveProperty(field);
    expect(await countEvents()).toBe(before);
  });

  it('answers 400 JSON for a body that is not an object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/createEvent',
      headers: { ...auth('admin'), 'content-type': 'application/json' },
      payload: '[1,2,3]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  });
});

describe('bad pictures change nothing', () => {
  it('refuses a text file renamed .jpg with 415', async () => {
    const before = await countEvents();
    const body = await multipartBody(baseFields(), {
      bytes: Buffer.from('this is not a picture at all, just words'),
      name: 'holiday.jpg',
      type: 'image/jpeg',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/events/createEvent',
      headers: { ...body.headers, ...auth('admin') },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'unsupported_image' });
    expect(await countEvents()).toBe(before);
  });

  it('refuses a 20 MB picture with 413', async () => {
    const before = await countEvents();
    const huge = Buffer.concat([await pngBytes(10, 10), Buffer.alloc(20 * 1024 * 1024, 7)]);
    const response = await createMultipart(baseFields(), huge);
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(await countEvents()).toBe(before);
  });

  it('refuses a 20 MB data URL with 413', async () => {
    const response = await createJson(baseFields({ picture: dataUrl(Buffer.alloc(20 * 1024 * 1024, 1)) }));
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses a 5.1 MB data URL (under the body limit, over the picture limit) with 413', async () => {
    const response = await createJson(baseFields({ picture: dataUrl(Buffer.alloc(5 * 1024 * 1024 + 100 * 1024, 1)) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'image_too_large' });
  });

  it('refuses a 10000×10000 picture with 400 before decoding it', async () => {
    const before = await countEvents();
    const response = await createMultipart(baseFields(), pngHeaderClaiming(10_000, 10_000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'image_too_many_pixels' });
    expect(await countEvents()).toBe(before);
  });

  it('refuses a broken PNG with 400', async () => {
    const png = await pngBytes(100, 100);
    const response = await createMultipart(baseFields(), png.subarray(0, 60));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_image' });
  });

  it('refuses a data URL that is not base64 with 400', async () => {
    const response = await createJson(baseFields({ picture: 'data:image/png,<svg onload=alert(1)>' }));
    expect(response.statusCode).toBe(400);
  });
});

describe('who may do what', () => {
  let published: TEventSummary;
  let unpublished: TEventSummary;
  beforeAll(async () => {
    published = await newEvent({ name: 'Open event' });
    unpublished = await newEvent({ name: 'Secret event', published: '' });
  });

  it('lists published events to visitors, members and a bad token, unpublished ones to admins only', async () => {
    for (const headers of [{}, auth('member'), auth('other'), { authorization: 'Bearer not.a.token' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/events/all', headers });
      expect(response.statusCode).toBe(200);
      const ids = response.json<TEventSummary[]>().map((event) => event.eventId);
      expect(ids).toContain(published.eventId);
      expect(ids).not.toContain(unpublished.eventId);
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/events/all', headers: auth('admin') });
    const secret = response.json<TEventSummary[]>().find((event) => event.eventId === unpublished.eventId);
    expect(secret).toMatchObject({ published: false, name: 'Secret event' });
  });

  it('lists newest first by start date', async () => {
    await newEvent({ name: 'Older', startDate: '2001-05-01', endDate: '' });
    await newEvent({ name: 'Newer', startDate: '2030-05-01', endDate: '' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/events/all' })).json<TEventSummary[]>();
    const starts = list.map((event) => event.startDate);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(list.find((event) => event.name === 'Older')).toMatchObject({ endDate: null, year: 2001 });
  });

  it('gives a visitor (no or a bad token) the title of a published event only', async () => {
    for (const headers of [{}, { authorization: 'Bearer not.a.token' }]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/events/${published.eventId}`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        event: { eventId: published.eventId, name: 'Open event', nameTamil: 'பொங்கல் 2025' },
      });
    }
  });

  it('gives members and admins the whole event', async () => {
    for (const who of ['member', 'other', 'admin'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/events/${published.eventId}`,
        headers: auth(who),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ event: published, eventDetail: [] });
    }
  });

  it('treats an unpublished event as missing for everyone but admins', async () => {
    for (const [who, headers] of [
      ['visitor', {}],
      ['member', auth('member')],
    ] as const) {
      const url = `/api/events/${unpublished.eventId}`;
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
      const comment = await t.app.inject({
        method: 'POST',
        url: `${url}/addComments`,
        headers,
        payload: { message: 'hello' },
      });
      expect(comment.statusCode).toBe(who === 'member' ? 404 : 401);
      expect((await t.app.inject({ method: 'GET', url: `${url}/calendar.ics` })).statusCode).toBe(404);
    }
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/events/${unpublished.eventId}`,
      headers: auth('admin'),
    });
    expect(response.json()).toMatchObject({ event: { published: false }, eventDetail: [] });
  });

  it.each(['999999', '0', 'abc', '1.5', '99999999999', '-1'])('answers 404 JSON for the event id %s', async (id) => {
    for (const url of [`/api/events/${id}`, `/api/events/${id}/calendar.ics`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: auth('admin') });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/events/${id}/addComments`,
      headers: auth('member'),
      payload: { message: 'hello' },
    });
    expect(comment.statusCode).toBe(404);
  });

  it('lets only admins create, update and add notes (403, nothing written)', async () => {
    const [eventsBefore, detailsBefore] = [await countEvents(), await countDetails()];
    const calls = [
      { method: 'POST' as const, url: '/api/events/createEvent', payload: baseFields() },
      {
        method: 'PUT' as const,
        url: '/api/events/updateEvent',
        payload: { ...baseFields(), eventId: published.eventId },
      },
      { method: 'POST' as const, url: `/api/events/${published.eventId}/addNotes`, payload: { message: 'a note' } },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.url} as visitor`).toBe(401);
      for (const who of ['member', 'other'] as const) {
        const response = await t.app.inject({ ...call, headers: auth(who) });
        expect(response.statusCode, `${call.url} as ${who}`).toBe(403);
        expect(response.json()).toMatchObject({ error: 'forbidden' });
      }
    }
    const multipart = await createMultipart(baseFields(), await pngBytes(50, 50), 'member');
    expect(multipart.statusCode).toBe(403);
    expect([await countEvents(), await countDetails()]).toEqual([eventsBefore, detailsBefore]);
    const [after] = await t.db.select().from(events).where(eq(events.id, published.eventId));
    expect(after?.name).toBe('Open event');
  });

  it('answers 404 when an admin updates an event that does not exist', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/events/updateEvent',
      headers: auth('admin'),
      payload: { ...baseFields(), eventId: 987654 },
    });
    expect(response.statusCode).toBe(404);
  });
});

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

describe('pictures', () => {
  let picture: string;
  beforeAll(async () => {
    const response = await createMultipart(baseFields({ name: 'Picture event' }), await pngBytes(1000, 500, '#884ea0'));
    picture = response.json<TEventSummary[]>().find((event) => event.name === 'Picture event')!.picture!;
  });

  it('serves the large WebP with a strong ETag and a year of caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/events/Image/${picture}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      etag: `"${picture.slice(0, 64)}"`,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('serves the 640 px version as <hash>-640.webp and as ?w=640', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: `/api/events/Image/${picture.replace('.webp', '-640.webp')}`,
    });
    const query = await t.app.inject({ method: 'GET', url: `/api/events/Image/${picture}?w=640` });
    expect(small.statusCode).toBe(200);
    expect(small.headers.etag).toBe(`"${picture.slice(0, 64)}-640"`);
    expect(query.rawPayload.equals(small.rawPayload)).toBe(true);
    const large = await t.app.inject({ method: 'GET', url: `/api/events/Image/${picture}` });
    expect(small.rawPayload.length).toBeLessThan(large.rawPayload.length);
  });

  it('serves a phone-sized version as <hash>-828.webp, made from the large one', async () => {
    const phone = await t.app.inject({
      method: 'GET',
      url: `/api/events/Image/${picture.replace('.webp', '-828.webp')}`,
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.headers.etag).toBe(`"${picture.slice(0, 64)}-828"`);
    expect(phone.headers['content-type']).toBe('image/webp');
    const { width } = await sharp(phone.rawPayload).metadata();
    expect(width).toBeLessThanOrEqual(828);
    const again = await t.app.inject({ method: 'GET', url: `/api/events/Image/${picture}?w=828` });
    expect(again.rawPayload.equals(phone.rawPayload)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/events/Image/${picture}`,
      headers: { 'if-none-match': `"${picture.slice(0, 64)}"` },
    });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
  });

  it('answers 404 JSON for a picture that does not exist or a name that is not a picture', async () => {
    for (const name of ['0'.repeat(64) + '.webp', 'poster.png', '../../etc/passwd', picture.replace('.webp', '.png')]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/events/Image/${encodeURIComponent(name)}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/events/Image/${'0'.repeat(64)}.webp`,
      headers: { 'if-none-match': `"${'0'.repeat(64)}"` },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the picture when an update sends none, and takes a new one when it does', async () => {
    const event = (await t.app.inject({ method: 'GET', url: '/api/events/all' }))
      .json<TEventSummary[]>()
      .find((entry) => entry.picture === picture)!;
    const keep = await t.app.inject({
      method: 'PUT',
      url: '/api/events/updateEvent',
      headers: auth('admin'),
      payload: { ...baseFields({ name: 'Picture event' }), eventId: event.eventId },
    });
    expect(keep.json<TEventSummary[]>().find((entry) => entry.eventId === event.eventId)?.picture).toBe(picture);

    const body = await multipartBody(
      { ...baseFields({ name: 'Picture event' }), eventId: String(event.eventId) },
      { bytes: await jpegBytes(320, 240), name: 'new.jpg', type: 'image/jpeg' },
    );
    const replaced = await t.app.inject({
      method: 'PUT',
      url: '/api/events/updateEvent',
      headers: { ...body.headers, ...auth('admin') },
      payload: body.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = replaced.json<TEventSummary[]>().find((entry) => entry.eventId === event.eventId);
    expect(after?.picture).toMatch(/\.webp$/);
    expect(after?.picture).not.toBe(picture);

    const removed = await t.app.inject({
      method: 'PUT',
      url: '/api/events/updateEvent',
      headers: auth('admin'),
      payload: { ...baseFields({ name: 'Picture event' }), eventId: event.eventId, picture: null },
    });
    expect(removed.json<TEventSummary[]>().find((entry) => entry.eventId === event.eventId)?.picture).toBeNull();
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

describe('the answer cache', () => {
  it('answers the list from the cache and drops it on every change', async () => {
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/events/all' })).json<TEventSummary[]>().map((e) => e.name);
    await list();
    // Written behind the API's back: the cached list does not know it yet.
    await t.db.insert(events).values({ name: 'Sneaked in', nameTamil: 'x', startDate: '2025-09-09', published: true });
    expect(await list()).not.toContain('Sneaked in');
    await newEvent({ name: 'Through the API' });
    const names = await list();
    expect(names).toEqual(expect.arrayContaining(['Sneaked in', 'Through the API']));
  });

  it('drops a cached event when a comment is added or deleted', async () => {
    const event = await newEvent({ name: 'Cached detail' });
    const read = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/events/${event.eventId}`, headers: auth('other') })
      ).json<TEventFullAnswer>().eventDetail;
    expect(await read()).toEqual([]);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.eventId}/addComments`,
      headers: auth('member'),
      payload: { message: 'Fresh' },
    });
    const id = added.json<TEventFullAnswer>().eventDetail[0]!.id;
    expect((await read()).map((entry) => entry.message)).toEqual(['Fresh']);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.eventId}/deleteComments/${id}`,
      headers: auth('member'),
    });
    expect(await read()).toEqual([]);
  });
});

describe('calendar', () => {
  it('answers one published event as iCalendar', async () => {
    const event = await newEvent({ name: 'Pongal, with friends', startDate: '2025-01-14', endDate: '2025-01-15' });
    const response = await t.app.inject({ method: 'GET', url: `/api/events/${event.eventId}/calendar.ics?lang=en` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain(`UID:event-${event.eventId}@tamil.example.se\r\n`);
    expect(text).toContain('DTSTART;VALUE=DATE:20250114\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20250116\r\n');
    expect(text).toContain('SUMMARY:Pongal\\, with friends\r\n');
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('answers all published events, and no unpublished one', async () => {
    const shown = [await newEvent({ name: 'In calendars' }), await newEvent({ name: 'Also in calendars' })];
    const hidden = await newEvent({ name: 'Hidden from calendars', published: '' });
    const response = await t.app.inject({ method: 'GET', url: '/api/events/calendar.ics?lang=ta' });
    expect(response.statusCode).toBe(200);
    for (const event of shown) expect(response.body).toContain(`UID:event-${event.eventId}@`);
    expect(response.body).not.toContain(`UID:event-${hidden.eventId}@`);
  });
});
