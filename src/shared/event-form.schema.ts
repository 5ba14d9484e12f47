import { z } from 'zod';
import { hasControlCharacters } from './booking-fields.ts';
import { ZSignupSettings } from './bookings.ts';
import { EVENT_DESCRIPTION_MAX, EVENT_NAME_MAX, EVENT_PLACE_MAX, isClockTime, isIsoDay } from './events.ts';
import { MAX_ROW_ID } from './row-id.ts';
import { zBoundedString } from './validation/bounded-string.ts';

/*
 * The board's event editor, checked alike by the form and by POST /api/events/createEvent and
 * PUT /api/events/updateEvent. Each issue's message is a validation key the form translates.
 */

/** A one-line text: mandatory, no control characters. */
const zText = (max: number) =>
  zBoundedString(max, { tooLong: 'tooLong' })
    .trim()
    .min(1, 'mandatory')
    .refine((text) => !hasControlCharacters(text), 'invisibleCharacters');

/** An optional text ('' when not written); tabs and line breaks are kept for a description's paragraphs. */
const zOptionalText = (max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    zBoundedString(max, { tooLong: 'tooLong' })
      .trim()
      .refine((text) => !hasControlCharacters(text), 'invisibleCharacters')
      // A form post sends its line breaks as CRLF; stored text breaks its lines one way.
      .transform((text) => text.replace(/\r\n?/g, '\n')),
  );

// YYYY-MM-DD, with room for stray spaces.
const zDay = zBoundedString(20, { notText: 'mandatory', tooLong: 'dateInvalid' })
  .trim()
  .min(1, 'mandatory')
  .refine(isIsoDay, 'dateInvalid')
  .refine((day) => day >= '1900-01-01' && day <= '2199-12-31', 'dateInvalid');

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const zOptionalDay = z.preprocess(emptyToNull, zDay.nullable());

/** HH:MM on a 24-hour clock; empty is none. */
const zOptionalTime = z.preprocess(
  emptyToNull,
  zBoundedString(10, { tooLong: 'timeInvalid' }).trim().refine(isClockTime, 'timeInvalid').nullable(),
);

/** A checkbox as JSON true/false, or as the form's string ('true' ticked, '' not). */
const zFlag = z.preprocess(
  (value) => {
    if (value === 'true' || value === 'on' || value === '1') return true;
    if (value === '' || value === 'false' || value === '0' || value === undefined || value === null) return false;
    return value;
  },
  z.boolean({ error: 'valueInvalid' }),
);

const zId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z.number({ error: 'mandatory' }).int('valueInvalid').min(1, 'valueInvalid').max(MAX_ROW_ID, 'valueInvalid'),
);

const eventShape = {
  name: zText(EVENT_NAME_MAX),
  nameTamil: zText(EVENT_NAME_MAX),
  startDate: zDay,
  endDate: zOptionalDay,
  startTime: zOptionalTime,
  endTime: zOptionalTime,
  place: zOptionalText(EVENT_PLACE_MAX),
  description: zOptionalText(EVENT_DESCRIPTION_MAX),
  descriptionTamil: zOptionalText(EVENT_DESCRIPTION_MAX),
  published: zFlag,
  notifyMembers: zFlag,
  /**
   * JSON only: a data URL uploads a new picture; the current file name or undefined keeps the
   * picture; null removes it. (Multipart sends the file as the part `picture` instead.)
   */
  picture: z.string({ error: 'valueInvalid' }).nullable().optional(),
};

type TEventShape = { startDate: string; endDate: string | null; startTime: string | null; endTime: string | null };

/** The end comes after the start: a later day, or on the same day a later time; an end time needs a start time. */
function checkOrder(event: TEventShape, context: z.RefinementCtx) {
  if (event.endDate && event.endDate < event.startDate) {
    context.addIssue({ code: 'custom', path: ['endDate'], message: 'endBeforeStart' });
  }
  if (event.endTime && !event.startTime) {
    context.addIssue({ code: 'custom', path: ['startTime'], message: 'mandatory' });
  }
  const sameDay = !event.endDate || event.endDate === event.startDate;
  if (sameDay && event.startTime && event.endTime && event.endTime <= event.startTime) {
    context.addIssue({ code: 'custom', path: ['endTime'], message: 'endBeforeStart' });
  }
}

/** POST /api/events/createEvent. */
export const ZEventFields = z.object(eventShape).superRefine(checkOrder);

/** PUT /api/events/updateEvent: as createEvent, plus the event's id. */
export const ZEventUpdateFields = z.object({ ...eventShape, eventId: zId }).superRefine(checkOrder);

/**
 * The board's event editor as one form: the event and its sign-up settings (null: no sign-up),
 * saved by one press. The event goes to createEvent/updateEvent, the settings to the event's
 * sign-up (PUT /api/admin/events/{id}/signup), each checked there again by its own schema.
 */
export const ZEventEditorForm = z.object({ ...eventShape, signup: ZSignupSettings.nullable() }).superRefine(checkOrder);

export type TEventFields = z.infer<typeof ZEventFields>;
export type TEventEditorForm = z.infer<typeof ZEventEditorForm>;
export type TEventUpdateFields = z.infer<typeof ZEventUpdateFields>;
