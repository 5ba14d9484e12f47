import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, families, memberships, outbox, users } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { multipartBody } from '../../testing/events.fixtures.ts';
import { csvOf, householdRows, personnummer, REGISTER_HEADER } from './register-samples.fixtures.ts';

let t: TTestApp;
let adminAuth: { authorization: string };
const YEAR = 2027;

beforeAll(async () => {
  t = await buildTestApp({ clock: () => new Date('2027-05-02T10:00:00+02:00') });
  const admin = await createTestUser(t.db, { email: 'register.admin@example.org', role: 'Admin', familyNumber: 9101 });
  adminAuth = { authorization: `Bearer ${await tokenFor(admin)}` };
  await createTestUser(t.db, {
    familyNumber: 9102,
    email: 'already@example.org',
    personalNumber: personnummer('19750505', 500),
  });
});
afterAll(() => t.close());

async function send(path: string, bytes: Buffer | string, fields: Record<string, string> = {}, name = 'register.csv') {
  const body = await multipartBody(fields, { bytes: Buffer.from(bytes), name, type: 'text/csv', field: 'register' });
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/register-imports${path}`,
    headers: { ...body.headers, ...adminAuth },
    payload: body.payload,
  });
}

/**
 * Two good households named by the tag, then: an existing member's personnummer, a taken e-mail, a
 * household of only a kid. Each test that imports reads a register of its own tag and serials, so no
 * test finds another's members in its file, or its file already imported.
 */
const registerOf = (tag: string, firstSerial: number) =>
  csvOf([
    REGISTER_HEADER,
    ...householdRows(2, tag, firstSerial),
    ['Known', 'Person', personnummer('19750505', 500), 'known@example.org', '', 'Gamla 1', '', ''],
    ['Taken', 'Mail', personnummer('19760606', 501), 'already@example.org', '', 'Gamla 2', '', ''],
    ['Lone', 'Kid', personnummer('20160707', 502), '', '', 'Gamla 3', '', ''],
  ]);
// Only previewed, never imported.
const register = registerOf('Good', 100);

describe('importing the register', () => {
  it('previews every row with its problems and writes nothing', async () => {
    const familiesBefore = await t.db.select().from(families).orderBy(families.id);
    const answer = await send('/preview', register);
    expect(answer.statusCode).toBe(200);
    const preview = answer.json();
    expect(preview.mapped).toBe(true);
    expect(preview.households).toEqual({ good: 2, withProblems: 3 });
    expect(preview.rows.slice(6).map((row: { problems: string[] }) => row.problems)).toEqual([
      ['memberPersonnummer'],
      ['memberEmail'],
      ['householdNoAdult'],
    ]);
    expect(await t.db.select().from(families).orderBy(families.id)).toEqual(familiesBefore);
    expect(await t.db.select().from(users).where(eq(users.email, 'good.0.a@example.org'))).toEqual([]);
  });

  it('asks for the columns it cannot find, and reads the file with the ones the board chose', async () => {
    const odd = csvOf([
      ['Namn1', 'Namn2', 'Id'],
      ['Anbu', 'Raj', personnummer('19800101', 300)],
    ]);
    const first = (await send('/preview', odd)).json();
    expect(first).toMatchObject({ mapped: false, headers: ['Namn1', 'Namn2', 'Id'], rows: [] });
    const mapping = { ...first.mapping, firstName: 0, lastName: 1, personalNumber: 2 };
    const mapped = (await send('/preview', odd, { mapping: JSON.stringify(mapping) })).json();
    expect(mapped.rows[0]).toMatchObject({ firstName: 'Anbu', kind: 'adult', problems: ['adultWithoutEmail'] });
    expect((await send('/preview', odd, { mapping: JSON.stringify({ ...mapping, city: 9 }) })).statusCode).toBe(400);
    expect((await send('/preview', odd, { mapping: '{"firstName":0}' })).json().error).toBe('bad_mapping');
  });

  it('imports the good households, approved for the year, and invites the adults in the chosen language', async () => {
    const answer = await send('', registerOf('Imported', 700), { year: String(YEAR), language: 'en' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ families: 2, people: 6, invitations: 4, invitationsHeld: 0 });
    const made = await t.db.select().from(families).where(eq(families.importId, answer.json().importId));
    expect(made.map((family) => family.streetAddress).sort()).toEqual(['Importedvägen 1', 'Importedvägen 2']);
    const people = await t.db
      .select()
      .from(users)
      .where(
        inArray(
          users.familyId,
          made.map((family) => family.id),
        ),
      );
    expect(people.map((person) => person.givenId.slice(4)).sort()).toEqual(['A', 'A', 'B', 'B', 'K1', 'K1']);
    expect(people.find((person) => person.givenId.endsWith('K1'))?.email).toBeNull();
    const rows = await t.db
      .select()
      .from(memberships)
      .where(
        inArray(
          memberships.userId,
          people.map((p) => p.id),
        ),
      );
    expect(rows.every((row) => row.status === 'Approved' && row.year === YEAR)).toBe(true);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'imported.0.a@example.org'));
    expect(mail?.subject).toContain("You are invited to the members' area");
    const link = /\/activateaccount\?email=([^&\s]+)&code=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '');
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/member/activate/preview',
      payload: { email: decodeURIComponent(link?.[1] ?? ''), code: link?.[2] ?? '' },
    });
    expect(preview.json()).toMatchObject({ state: 'ready', hasSignupPassword: false });
    // This import's entry: other tests of the file import too.
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `register-import:${answer.json().importId}`));
    expect(entry?.details).toMatchObject({ families: 2, people: 6, skippedHouseholds: 3 });
  });

  it('finds the same file a duplicate once imported, and keeps the chosen columns for the next file with that header', async () => {
    const twice = registerOf('Twice', 800);
    expect((await send('', twice, { year: String(YEAR), language: 'en' })).statusCode).toBe(200);
    expect((await send('', twice, { year: String(YEAR), language: 'en' })).statusCode).toBe(409);
    const odd = csvOf([
      ['Namn1', 'Namn2', 'Id', 'Mejl'],
      ['Selvi', 'Raj', personnummer('19800101', 301), 'selvi@example.org'],
    ]);
    const mapping = {
      firstName: 0,
      lastName: 1,
      personalNumber: 2,
      email: 3,
      phone: null,
      street: null,
      postalCode: null,
      city: null,
      household: null,
    };
    const imported = await send('', odd, { year: String(YEAR), language: 'sv', mapping: JSON.stringify(mapping) });
    expect(imported.statusCode).toBe(200);
    expect((await send('/preview', odd)).json()).toMatchObject({ mapped: true, mapping });
  });

  it('reads an .xlsx file', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Medlemmar');
    sheet.addRow(REGISTER_HEADER);
    for (const row of householdRows(1, 'Excel', 400)) sheet.addRow(row);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = (await send('/preview', bytes, {}, 'register.xlsx')).json();
    expect(preview.households).toEqual({ good: 1, withProblems: 0 });
    expect(preview.rows[0]).toMatchObject({ firstName: 'Anbu', email: 'excel.0.a@example.org' });
  });

  it('refuses what it cannot read with a clear reason', async () => {
    expect((await send('/preview', '')).json().error).toBe('register_missing');
    expect((await send('/preview', Buffer.from([0x41, 0x00, 0x42]))).json().params.reason).toBe('binary');
    expect((await send('/preview', Buffer.from('PK\x03\x04 not a workbook'))).json().params.reason).toBe(
      'xlsx_unreadable',
    );
    expect((await send('', register, { year: 'next', language: 'en' })).statusCode).toBe(400);
  });

  // Apart from the small refusals: packing 64 MB takes seconds of CPU on a busy machine.
  it('refuses a file past the upload limit, and a zip bomb before exceljs unpacks it', async () => {
    expect((await send('/preview', Buffer.alloc(2 * 1024 * 1024 + 10, 'a'))).statusCode).toBe(413);
    // A zip bomb: well under the upload limit, 64 MB unpacked.
    const bomb = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(64 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect((await send('/preview', bomb, {}, 'register.xlsx')).json().params.reason).toBe('xlsx_too_big');
  });

  it('undoes an import while nobody signed in, and refuses once someone has', async () => {
    const good = csvOf([REGISTER_HEADER, ...householdRows(2, 'Undo', 600)]);
    const { importId } = (await send('', good, { year: String(YEAR), language: 'ta' })).json();
    const undo = (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/admin/register-imports/${id}/undo`, headers: adminAuth });
    expect((await undo(importId)).statusCode).toBe(204);
    expect(await t.db.select().from(families).where(eq(families.importId, importId))).toEqual([]);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, 'undo.0.a@example.org'))).toEqual([]);
    expect((await undo(importId)).json().error).toBe('import_undone');

    const again = (await send('', good, { year: String(YEAR), language: 'ta' })).json();
    await t.db.update(users).set({ lastLogin: new Date() }).where(eq(users.email, 'undo.1.b@example.org'));
    const refused = await undo(again.importId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'import_in_use', params: { count: 1 } });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/register-imports', headers: adminAuth });
    expect(list.json().imports.slice(0, 2)).toMatchObject([
      { id: again.importId, canUndo: false, undoneAt: null },
      { id: importId, canUndo: false, familyCount: 2, personCount: 6 },
    ]);
    expect((await undo(999_999)).statusCode).toBe(404);
  });
});
