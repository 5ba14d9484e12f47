import type { TRegisterImportList } from '../../../shared/register-import.schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { TRegisterImportContext } from './register-import.context.ts';

/** The imports, newest first, each with whether it can still be undone. */
export async function listImports(context: TRegisterImportContext): Promise<TRegisterImportList> {
  const rows = await context.repos.registerImports.list();
  return {
    imports: rows.map((row) => ({
      id: row.id,
      fileName: row.fileName,
      year: row.year,
      familyCount: row.familyCount,
      personCount: row.personCount,
      createdAt: row.createdAt.toISOString(),
      undoneAt: row.undoneAt ? row.undoneAt.toISOString() : null,
      canUndo: !row.undoneAt && !row.inUse,
    })),
  };
}

/**
 * Takes a whole import back (its families, people, memberships, invitation codes, and the
 * invitations not sent yet) while nobody it made has signed in or activated an account: after
 * that, the people are members using the site and each is the board's to handle one by one.
 * Audit-logged.
 */
export async function undoImport(context: TRegisterImportContext, actorId: number, importId: number): Promise<void> {
  const { repos } = context;
  await context.db.transaction(async (tx) => {
    const record = await repos.registerImports.lockById(importId, tx);
    if (!record) throw new HttpError(404, 'not_found', 'No such import.');
    if (record.undoneAt) throw new HttpError(409, 'import_undone', 'This import was undone already.');
    const people = await repos.registerImports.lockPeople(importId, tx);
    const signedIn = people.filter((person) => person.lastLogin || person.activatedAt);
    if (signedIn.length > 0) {
      throw new HttpError(
        409,
        'import_in_use',
        `${signedIn.length} of the people this import made have signed in; it can no longer be undone as a whole.`,
        {
          count: signedIn.length,
          givenIds: signedIn
            .slice(0, 5)
            .map((person) => person.givenId)
            .join(', '),
        },
      );
    }
    await repos.registerImports.deleteFamilies(importId, tx);
    const mailsTakenBack = await repos.outbox.dropPending(`register-import:${importId}:`, tx);
    await repos.registerImports.markUndone(importId, context.clock(), tx);
    await repos.audit.record(
      {
        actorId,
        action: 'register.import.undo',
        target: `register-import:${importId}`,
        details: { fileName: record.fileName, families: record.familyCount, people: people.length, mailsTakenBack },
      },
      tx,
    );
  });
}
