import { z } from 'zod';
import { zBoundedString } from '../../../shared/validation/bounded-string.ts';
import { EVENT_MESSAGE_MAX, EVENT_NAME_MAX, isIsoDay } from '../../../shared/events.ts';
import { MAX_ROW_ID } from '../../../shared/row-id.ts';

// The answers live in src/shared, where the web checks its answers against the same schemas.
export {
  ZEventAnswer,
  ZEventDetailEntry,
  ZEventFullAnswer,
  ZEventList,
  ZEventSummary,
  ZEventVisitorAnswer,
} from '../../../shared/events.schema.ts';

/** Control characters other than tab and line breaks have no place in a name or a message. */
function hasControlCharacters(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

/** Field problems are answered as keys (mandatory, valueInvalid, ...) the form translates. */
const zText = (max: number) =>
  zBoundedString(max, { tooLong: 'tooLong' })
    .trim()
    .min(1, 'mandatory')
    .refine((text) => !hasControlCharacters(text), 'valueInvalid');

export const ZMessageBody = z.object({ message: zText(EVENT_MESSAGE_MAX) });

// YYYY-MM-DD, with room for stray spaces.
const zDay = zBoundedString(20, { notText: 'mandatory' })
  .trim()
  .min(1, 'mandatory')
  .refine(isIsoDay, 'valueInvalid')
  .refine((day) => day >= '1900-01-01' && day <= '2199-12-31', 'valueInvalid');

const zOptionalDay = z.preprocess((value) => (value === '' ? null : value), zDay.nullable().optional());

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

export const ZEventFields = z
  .object({
    name: zText(EVENT_NAME_MAX),
    nameTamil: zText(EVENT_NAME_MAX),
    startDate: zDay,
    endDate: zOptionalDay,
    published: zFlag,
    notifyMembers: zFlag,
    /**
     * JSON only: a data URL uploads a new picture; the current file name or undefined keeps the
     * picture; null removes it. (Multipart sends the file as the part `picture` instead.)
     */
    picture: z.string({ error: 'valueInvalid' }).nullable().optional(),
  })
  .superRefine((event, context) => {
    if (event.endDate && event.endDate < event.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'endBeforeStart' });
    }
  });

export const ZEventUpdateFields = z.intersection(ZEventFields, z.object({ eventId: zId }));

export type TEventFields = z.infer<typeof ZEventFields>;
export type TEventUpdateFields = z.infer<typeof ZEventUpdateFields>;
