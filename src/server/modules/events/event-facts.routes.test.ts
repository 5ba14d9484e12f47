import { describe, expect, it } from 'vitest';
import type { TEventSummary } from '../../../shared/events.ts';
import {
  auth,
  baseFields,
  countEvents,
  createJson,
  createMultipart,
  newEvent,
  setUpEventsApp,
  t,
} from './events.test-setup.ts';

// When, where and what: an event's times, place and descriptions, from the editor to every reader.

setUpEventsApp();

const facts = {
  startTime: '18:30',
  endTime: '22:00',
  place: 'Folkets hus, Storgatan 1',
  description: 'Lamps, sweets and dance.\n\nBring the family.',
  descriptionTamil: 'விளக்குகள், இனிப்புகள், நடனம்.',
};

describe('an event’s time, place and description', () => {
  it('are stored from a multipart form and answered in the list', async () => {
    const response = await createMultipart(baseFields({ name: 'Facts by form', ...facts }));
    expect(response.statusCode, response.body).toBe(200);
    const event = response.json<TEventSummary[]>().find((entry) => entry.name === 'Facts by form');
    expect(event).toMatchObject(facts);
  });

  it('answer a new event’s address in the Location header, for the editor to stay on it', async () => {
    const response = await createJson(baseFields({ name: 'Located' }));
    const created = response.json<TEventSummary[]>().find((entry) => entry.name === 'Located');
    expect(response.headers.location).toBe(`/api/events/${created?.eventId}`);
  });

  it('are optional: an event without them is all-day, nowhere in particular and undescribed', async () => {
    const event = await newEvent();
    expect(event).toMatchObject({ startTime: null, endTime: null, place: '', description: '', descriptionTamil: '' });
  });

  it('reach a visitor on the event’s page, without its notes', async () => {
    const event = await newEvent(facts);
    const response = await t.app.inject({ method: 'GET', url: `/api/events/${event.eventId}` });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ event: Record<string, unknown> }>();
    expect(answer.event).toMatchObject({ ...facts, startDate: '2025-01-14', endDate: '2025-01-15' });
    expect(answer).not.toHaveProperty('eventDetail');
  });

  it('are changed by an update, and a start time removed takes the end time with it', async () => {
    const event = await newEvent(facts);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/events/updateEvent',
      headers: auth('admin'),
      payload: { ...baseFields({ name: event.name, place: 'Online' }), eventId: event.eventId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json<TEventSummary[]>().find((entry) => entry.eventId === event.eventId);
    expect(changed).toMatchObject({ startTime: null, endTime: null, place: 'Online', description: '' });
  });

  it('go into the calendar file', async () => {
    const event = await newEvent(facts);
    const response = await t.app.inject({ method: 'GET', url: `/api/events/${event.eventId}/calendar.ics` });
    const text = response.body.replace(/\r\n /g, '');
    expect(text).toContain('DTSTART;TZID=Europe/Stockholm:20250114T183000\r\n');
    expect(text).toContain('DTEND;TZID=Europe/Stockholm:20250115T220000\r\n');
    expect(text).toContain('LOCATION:Folkets hus\\, Storgatan 1\r\n');
  });

  it.each([
    [{ startTime: '25:00' }, { startTime: 'timeInvalid' }],
    [{ startTime: '7pm' }, { startTime: 'timeInvalid' }],
    [{ endTime: '20:00' }, { startTime: 'mandatory' }],
    [{ endDate: '', startTime: '20:00', endTime: '19:00' }, { endTime: 'endBeforeStart' }],
    [{ startDate: '2025-02-30' }, { startDate: 'dateInvalid' }],
    [{ place: 'x'.repeat(201) }, { place: 'tooLong' }],
    [{ description: 'x'.repeat(4001) }, { description: 'tooLong' }],
    [{ place: 'Hall\u0007' }, { place: 'invisibleCharacters' }],
  ])('refuses %j with its own reason and stores nothing', async (fields, expected) => {
    const before = await countEvents();
    const response = await createJson(baseFields(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation', fields: expected });
    expect(await countEvents()).toBe(before);
  });

  it('takes an end time earlier in the day when the event ends on a later day', async () => {
    const response = await createJson(baseFields({ name: 'Overnight', startTime: '20:00', endTime: '02:00' }));
    expect(response.statusCode, response.body).toBe(200);
  });
});
