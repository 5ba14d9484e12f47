import { z } from 'zod';
import { zBoundedString } from '../../../shared/validation/bounded-string.ts';
import { EVENT_MESSAGE_MAX } from '../../../shared/events.ts';

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

// The editor's fields are shared with the form that sends them.
export {
  ZEventFields,
  ZEventUpdateFields,
  type TEventFields,
  type TEventUpdateFields,
} from '../../../shared/event-form.schema.ts';
