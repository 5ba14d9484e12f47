import { z } from 'zod';
import { CONTACT_LIMITS } from './contact.ts';
import { zRule } from './validation/zod-rules.ts';

/**
 * POST /api/contactus/save, validated alike by the form and the server.
 * `website` is a honeypot: people never see it, bots fill it in; the server then stores nothing.
 */
export const ZContactMessage = z.object({
  fullName: zRule(['mandatory', 'alphabetical'], CONTACT_LIMITS.fullName).pipe(
    z.string().trim().max(CONTACT_LIMITS.fullName, 'tooLong'),
  ),
  email: zRule(['mandatory', 'email'], CONTACT_LIMITS.email).pipe(
    z.string().trim().max(CONTACT_LIMITS.email, 'tooLong'),
  ),
  subject: zRule(['mandatory'], CONTACT_LIMITS.subject).pipe(z.string().trim().max(CONTACT_LIMITS.subject, 'tooLong')),
  message: zRule(['mandatory'], CONTACT_LIMITS.message).pipe(z.string().trim().max(CONTACT_LIMITS.message, 'tooLong')),
  website: z.string({ error: 'valueInvalid' }).max(0, 'valueInvalid').optional(),
});

/** What the route accepts: the honeypot may hold anything, so a bot gets the same answer as a person. */
export const ZContactRequest = ZContactMessage.extend({
  website: z.string({ error: 'valueInvalid' }).max(1000, 'valueInvalid').optional(),
});

export type TContactMessage = z.infer<typeof ZContactMessage>;
export type TContactRequest = z.infer<typeof ZContactRequest>;
export type TContactField = Exclude<keyof TContactMessage, 'website'>;

/** One message in the board's inbox (GET /api/admin/contact-messages). */
export const ZContactInboxEntry = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
});
export type TContactInboxEntry = z.infer<typeof ZContactInboxEntry>;
export const ZContactInbox = z.array(ZContactInboxEntry);
