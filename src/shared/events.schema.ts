import { z } from 'zod';

/** The answers of the events API, checked by the server on the way out and by the web in tests. */

export const ZEventSummary = z.object({
  eventId: z.number().int(),
  name: z.string(),
  nameTamil: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  year: z.number().int(),
  picture: z.string().nullable(),
  published: z.boolean(),
});

export const ZEventDetailEntry = z.object({
  id: z.number().int(),
  type: z.enum(['Notes', 'Comment']),
  message: z.string(),
  user: z.string(),
  userId: z.number().int().nullable(),
  createdTime: z.string(),
});

export const ZEventFullAnswer = z.object({ event: ZEventSummary, eventDetail: z.array(ZEventDetailEntry) });
/** A visitor's answer: the title only. Parsing through it drops anything else that might be there. */
export const ZEventVisitorAnswer = z.object({
  event: z.object({ eventId: z.number().int(), name: z.string(), nameTamil: z.string() }),
});
// The full form first: the visitor form would match a full answer too (and strip it).
export const ZEventAnswer = z.union([ZEventFullAnswer, ZEventVisitorAnswer]);
export const ZEventList = z.array(ZEventSummary);
