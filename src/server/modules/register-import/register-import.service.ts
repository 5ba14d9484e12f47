import type {
  TRegisterImportChoice,
  TRegisterImportResult,
  TRegisterMapping,
  TRegisterPreview,
} from '../../../shared/register-import.schema.ts';
import type { TExecutor } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { guessMapping, headerSignature, isComplete, type TPartialMapping } from './register-columns.ts';
import { readRegisterFile, type TRegisterTable } from './register-file.ts';
import { writeFamilies } from './register-families.ts';
import type { TRegisterImportContext } from './register-import.context.ts';
import { judgeRegister, type TExisting, type TJudgedRow } from './register-rows.ts';

export type TRegisterUpload = { name: string; bytes: Buffer };

const badMapping = () => new HttpError(400, 'bad_mapping', 'The column mapping names a column the file does not have.');

/** The board's mapping when sent, else the one kept for this header, else the columns found by name. */
async function mappingFor(
  context: TRegisterImportContext,
  table: TRegisterTable,
  given: TRegisterMapping | null,
  tx?: TExecutor,
): Promise<TPartialMapping> {
  if (given) {
    if (!isComplete(given, table.headers.length)) throw badMapping();
    return given;
  }
  const saved = await context.repos.registerImports.mappingFor(headerSignature(table.headers), tx);
  if (saved && isComplete(saved, table.headers.length)) return saved;
  return guessMapping(table.headers);
}

async function existingPeople(
  context: TRegisterImportContext,
  rows: TRegisterTable,
  mapping: TRegisterMapping,
  tx?: TExecutor,
): Promise<TExisting> {
  const { users } = context.repos;
  // Judged once without the register to learn which numbers and addresses to look up.
  const { rows: judged } = judgeRegister(rows, mapping, context.clock(), {
    personalNumbers: new Set(),
    emails: new Set(),
  });
  const numbers = [...new Set(judged.filter((row) => row.kind !== 'unknown').map((row) => row.personalNumber))];
  const emails = [...new Set(judged.flatMap((row) => (row.email ? [row.email] : [])))];
  const [byNumber, byEmail] = [await users.findByPersonalNumbers(numbers, tx), await users.findByEmails(emails, tx)];
  return {
    personalNumbers: new Set(byNumber.flatMap((user) => (user.personalNumber ? [user.personalNumber] : []))),
    emails: new Set(byEmail.flatMap((user) => (user.email ? [user.email] : []))),
  };
}

const publicRow = ({ phone: _phone, street: _street, postalCode: _postalCode, city: _city, ...row }: TJudgedRow) => row;

/**
 * Reads the file and judges every row, writing nothing. A file whose required columns are not
 * all found answers its headers and the columns found (`mapped: false`) for the board to complete.
 */
export async function previewRegister(
  context: TRegisterImportContext,
  upload: TRegisterUpload,
  given: TRegisterMapping | null,
): Promise<TRegisterPreview> {
  const table = await readRegisterFile(upload.bytes);
  const mapping = await mappingFor(context, table, given);
  const empty = { good: 0, withProblems: 0 };
  if (!isComplete(mapping, table.headers.length)) {
    return { headers: table.headers, mapping, mapped: false, rows: [], households: empty, people: empty };
  }
  const existing = await existingPeople(context, table, mapping);
  const { rows, households } = judgeRegister(table, mapping, context.clock(), existing);
  const goodHouseholds = households.filter((household) => household.rows.every((row) => row.importable)).length;
  const goodPeople = rows.filter((row) => row.importable).length;
  return {
    headers: table.headers,
    mapping,
    mapped: true,
    rows: rows.map(publicRow),
    households: { good: goodHouseholds, withProblems: households.length - goodHouseholds },
    people: { good: goodPeople, withProblems: rows.length - goodPeople },
  };
}

/**
 * Imports the file's good households in one transaction, judged again inside it (the register may
 * have changed since the preview): families, people, Approved memberships for the chosen year and
 * the adults' invitations in the chosen language. Keeps the mapping for the next file with this
 * header. Audit-logged. A file with no good household changes nothing (409).
 */
export async function importRegister(
  context: TRegisterImportContext,
  actorId: number,
  upload: TRegisterUpload,
  given: TRegisterMapping | null,
  choice: TRegisterImportChoice,
): Promise<TRegisterImportResult> {
  const table = await readRegisterFile(upload.bytes);
  const { repos } = context;
  return context.db.transaction(async (tx) => {
    // Numbering first: its lock makes a registration arriving meanwhile wait, so it cannot take an e-mail we check.
    const firstNumber = await repos.families.nextNumber(tx);
    const mapping = await mappingFor(context, table, given, tx);
    if (!isComplete(mapping, table.headers.length)) {
      throw new HttpError(400, 'needs_mapping', 'Choose the columns for first name, last name and personnummer.');
    }
    const existing = await existingPeople(context, table, mapping, tx);
    const { households } = judgeRegister(table, mapping, context.clock(), existing);
    const good = households.filter((household) => household.rows.every((row) => row.importable));
    if (good.length === 0)
      throw new HttpError(409, 'nothing_to_import', 'No household in the file is free of problems.');
    const record = await repos.registerImports.insert(
      {
        fileName: upload.name.slice(0, 200),
        year: choice.year,
        importedBy: actorId,
        headerSignature: headerSignature(table.headers),
        columnMapping: mapping,
      },
      tx,
    );
    const written = await writeFamilies(
      context,
      { importId: record.id, firstNumber, households: good, year: choice.year, language: choice.language, actorId },
      tx,
    );
    await repos.registerImports.setCounts(record.id, written.families, written.people, tx);
    await repos.audit.record(
      {
        actorId,
        action: 'register.import',
        target: `register-import:${record.id}`,
        details: {
          fileName: record.fileName,
          year: choice.year,
          language: choice.language,
          families: written.families,
          people: written.people,
          invitations: written.invitations,
          skippedHouseholds: households.length - good.length,
        },
      },
      tx,
    );
    return {
      importId: record.id,
      families: written.families,
      people: written.people,
      invitations: written.invitations,
      invitationsHeld: written.invitationsHeld,
    };
  });
}
