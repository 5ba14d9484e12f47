import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema.ts';
import type { TEventFullAnswer, TEventSummary } from '../../../shared/events.ts';
import { jpegBytes, multipartBody, pngBytes } from '../../testing/events.fixtures.ts';
import { t, auth, baseFields, createMultipart, newEvent, setUpEventsApp } from './events.test-setup.ts';

setUpEventsApp();

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

  it('serves the small version as AVIF at <hash>-640.avif, under the WebP in bytes', async () => {
    const avif = await t.app.inject({
      method: 'GET',
      url: `/api/events/Image/${picture.replace('.webp', '-640.avif')}`,
    });
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.etag).toBe(`"${picture.slice(0, 64)}-640-avif"`);
    const { format, width } = await sharp(avif.rawPayload).metadata();
    expect(format).toBe('heif');
    expect(width).toBeLessThanOrEqual(640);
    const webp = await t.app.inject({ method: 'GET', url: `/api/events/Image/${picture}?w=640` });
    expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length);
    const cached = await t.app.inject({
      method: 'GET',
      url: `/api/events/Image/${picture.replace('.webp', '-640.avif')}`,
      headers: { 'if-none-match': avif.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
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
