import type { TLanguage } from '../../shared/languages.ts';
import type { TMailAttachment } from '../db/schema.ts';

/** What a template produces: the same message as plain text and as simple HTML. */
export type TMailContent = { subject: string; text: string; html: string };

/** A template: a small function of its data and the recipient's language. */
export type TMailTemplate<TData> = (data: TData, language: TLanguage) => TMailContent;

/** A mail as another module queues it (outbox.repo.ts, enqueue). */
export type TMail = TMailContent & {
  to: string;
  /** What the mail is about (registration-received, ...): shows in logs and the outbox. */
  kind: string;
  /** Set it when the same cause could run twice (a retried request): the second enqueue is ignored. */
  dedupeKey?: string;
  /** Small text files sent with it (an event's .ics). */
  attachments?: TMailAttachment[];
};
