import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, events, images } from '../../db/schema.ts';
import type { TEventSummary } from '../../../shared/events.ts';
import { dataUrl, jpegBytes, multipartBody, pngBytes, pngHeaderClaiming } from '../../testing/events.fixtures.ts';
import {
  t,
  admin,
  auth,
  baseFields,
  createMultipart,
  createJson,
  newEvent,
  countEvents,
  countDetails,
  setUpEventsApp,
} from './events.test-setup.ts';

setUpEventsApp();

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

  it('gives a visitor (no or a bad token) what, when and where of a published event, never its notes or comments', async () => {
    for (const headers of [{}, { authorization: 'Bearer not.a.token' }]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/events/${published.eventId}`, headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        event: {
          eventId: published.eventId,
          name: 'Open event',
          nameTamil: 'பொங்கல் 2025',
          startDate: published.startDate,
          endDate: published.endDate,
          startTime: null,
          endTime: null,
          place: '',
          description: '',
          descriptionTamil: '',
        },
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
