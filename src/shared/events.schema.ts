import { z } from 'zod';

/** The answers of the events API, checked by the server on the way out and by the web in tests. */

export const ZEventSummary = z.object({
  eventId: z.number().int(),
  name: z.string(),
  nameTamil: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  place: z.string(),
  description: z.string(),
  descriptionTamil: z.string(),
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
/** A visitor's answer: what, when and where. Parsing through it drops anything else that might be there. */
export const ZEventVisitorAnswer = z.object({
  event: ZEventSummary.pick({
    eventId: true,
    name: true,
    nameTamil: true,
    startDate: true,
    endDate: true,
    startTime: true,
    endTime: true,
    place: true,
    description: true,
    descriptionTamil: true,
  }),
});
// The full form first: the visitor form would match a full answer too (and strip it).
export const ZEventAnswer = z.union([ZEventFullAnswer, ZEventVisitorAnswer]);
export const ZEventList = z.array(ZEventSummary);
