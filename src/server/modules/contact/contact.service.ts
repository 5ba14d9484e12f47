import type { TAssociation } from '../../../shared/association.ts';
import type { TContactMessage } from '../../../shared/contact.schema.ts';
import { DEFAULT_LANGUAGE } from '../../../shared/languages.ts';
import type { TDatabase } from '../../db/client.ts';
import { createOutboxRepo } from '../../mail/outbox.repo.ts';
import { contactMessageMail } from './contact-message.template.ts';
import { createContactRepo } from './contact.repo.ts';

type TContactContext = { db: TDatabase; association: TAssociation; publicUrl: string };

/** Stores the message and queues the mail to the association in one transaction. */
export async function saveContactMessage(input: TContactMessage, context: TContactContext): Promise<number> {
  const { db, association } = context;
  const { fullName, email, subject, message } = input;
  return db.transaction(async (tx) => {
    const id = await createContactRepo(db).insert({ fullName, email, subject, message }, tx);
    await createOutboxRepo(db).enqueue(
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
