import type { FastifyBaseLogger } from 'fastify';
import type { TContactInboxEntry, TContactRequest } from '../../../shared/contact.schema.ts';
import { DEFAULT_LANGUAGE } from '../../../shared/languages.ts';
import type { TAppBasics } from '../../app-basics.ts';
import { HttpError } from '../../http/errors.ts';
import { controlCharacterFields, FieldValidationError } from '../../http/field-errors.ts';
import type { TOutboxRepo } from '../../mail/outbox.repo.ts';
import type { TAuditRepo } from '../audit/index.ts';
import { contactMessageMail } from './contact-message.template.ts';
import type { TContactRepo } from './contact.repo.ts';

/** What the contact form and the board's inbox run on, made once per app. */
export type TContactContext = TAppBasics & { repos: { contact: TContactRepo; outbox: TOutboxRepo; audit: TAuditRepo } };

const INBOX_LIMIT = 200;
// A message may hold line breaks and tabs; other control characters are refused.
const ALLOWED_IN_MESSAGE = /[\n\r\t]/g;

const noSuchMessage = () => new HttpError(404, 'not_found', 'No such contact message.');

/**
 * A visitor's message, checked by its schema already: a control character in a field is refused
 * with FieldValidationError; a filled honeypot is dropped with the same answer as a message kept.
 */
export async function sendContactMessage(
  context: TContactContext,
  request: TContactRequest,
  log: FastifyBaseLogger,
): Promise<void> {
  const { website, ...fields } = request;
  const controlFields = controlCharacterFields({ ...fields, message: fields.message.replace(ALLOWED_IN_MESSAGE, ' ') });
  if (Object.keys(controlFields).length > 0) throw new FieldValidationError(controlFields);
  // The honeypot: a person never sees the field, so whoever filled it is a bot. Same answer, nothing kept.
  if (website !== undefined && website !== '') {
    log.info('contact honeypot filled; message dropped');
    return;
  }
  const id = await saveContactMessage(context, fields);
  log.info({ contactMessageId: id }, 'contact message stored');
}

/** Stores the message and queues the mail to the association in one transaction. */
async function saveContactMessage(context: TContactContext, input: Omit<TContactRequest, 'website'>): Promise<number> {
  const { db, association, repos } = context;
  const { fullName, email, subject, message } = input;
  return db.transaction(async (tx) => {
    const id = await repos.contact.insert({ fullName, email, subject, message }, tx);
    await repos.outbox.enqueue(
      {
        to: association.email,
        kind: 'contact-message',
        dedupeKey: `contact-message:${id}`,
        ...contactMessageMail(
          { association, fullName, email, subject, message, dashboardUrl: `${context.publicUrl}/admindashboard` },
          DEFAULT_LANGUAGE,
        ),
      },
      tx,
    );
    return id;
  });
}

/** The board's inbox, newest first. */
export async function contactInbox({ repos }: TContactContext): Promise<TContactInboxEntry[]> {
  const rows = await repos.contact.listLatest(INBOX_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handled: row.handledAt !== null,
    handledAt: row.handledAt?.toISOString() ?? null,
  }));
}

/** Marks a message handled; marking twice (a double click) records only the first in the audit log. */
export async function markContactHandled(context: TContactContext, id: number | null, actorId: number): Promise<void> {
  if (id === null) throw noSuchMessage();
  const { db, repos } = context;
  await db.transaction(async (tx) => {
    if (!(await repos.contact.exists(id, tx))) throw noSuchMessage();
    if (await repos.contact.markHandled(id, actorId, tx)) {
      await repos.audit.record({ actorId, action: 'contact.handled', target: `contact:${id}` }, tx);
    }
  });
}
