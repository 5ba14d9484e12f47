import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { givenIdFor } from '../../../shared/given-id.ts';
import { auditLog, bookings, events, memberships, outbox, statementLines } from '../../db/schema.ts';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { multipartBody } from '../../testing/events.fixtures.ts';

let t: TTestApp;
let adminAuth: { authorization: string };
const FY = 2027;
const ids: Record<string, number> = {};

async function startApp() {
  t = await buildTestApp({ clock: () => new Date('2027-05-02T10:00:00+02:00') });
  const admin = await createTestUser(t.db, { email: 'stmt.admin@example.org', role: 'Admin', familyNumber: 9001 });
  adminAuth = { authorization: `Bearer ${await tokenFor(admin)}` };
}

/** The families and the event the statement's lines pay for. */
async function addPayers() {
  // Family 2: two adults and a kid ask to renew (250 kr); 3 and 5 one adult each; 4 booked event tickets.
  const self = await createTestUser(t.db, { familyNumber: 2, email: 'family2@example.org', language: 'sv' });
  const spouse = await createTestUser(t.db, {
    familyNumber: 2,
    givenId: givenIdFor(2, 'spouse'),
    email: 'spouse2@example.org',
  });
  const kid = await createTestUser(t.db, { familyNumber: 2, givenId: givenIdFor(2, 'kid', 1), email: null });
  const two = { self, spouse, kid };
  const rows = [
    { userId: two.self.id, year: FY, amountSek: 100 },
    { userId: two.spouse.id, year: FY, amountSek: 100 },
    { userId: two.kid.id, year: FY, amountSek: 50 },
  ];
  for (const number of [3, 5]) {
    const user = await createTestUser(t.db, {
      familyNumber: number,
      email: `family${number}@example.org`,
      firstName: `Person${number}`,
    });
    rows.push({ userId: user.id, year: FY, amountSek: 100 });
  }
  const inserted = await t.db.insert(memberships).values(rows).returning();
  inserted.forEach((row, index) => (ids[`m${index}`] = row.id));
  const four = await createTestUser(t.db, { familyNumber: 4, email: 'family4@example.org', language: 'ta' });
  const [event] = await t.db
    .insert(events)
    .values({ name: 'Pongal evening', nameTamil: 'பொங்கல் விழா', startDate: '2027-06-20', published: true })
    .returning();
  if (!event) throw new Error('no event');
  ids.event = event.id;
  const [booking] = await t.db
    .insert(bookings)
    .values({
      eventId: event.id,
      kind: 'member',
      familyId: four.familyId,
      bookedBy: four.id,
      status: 'confirmed',
      people: 1,
      amountOre: 15000,
    })
    .returning();
  ids.booking = booking!.id;
}

const statement = () =>
  [
    'Kontoutdrag',
    'Bokföringsdag;Belopp;Text;Avsändare',
    `2027-04-20;250,00;FY${FY} 0002A 0002B 0002K1;Kavitha`,
    `2027-04-21;200,00;fy ${FY} 3a 5 A;Arun`,
    `2027-04-22;150,00;EV${ids.event} 0004A;Selvi`,
    `2027-04-23;100,00;FU${FY} 0003A;Arun`,
    '2027-04-24;500,00;Gåva;Donor',
    '2027-04-25;-75,00;Bankavgift;',
  ].join('\n');

async function upload(bytes: Buffer | string, extra: Record<string, string> = {}, headers = adminAuth) {
  const body = await multipartBody(extra, {
    bytes: Buffer.from(bytes),
    name: 'statement.csv',
    type: 'text/csv',
    field: 'statement',
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/statements/import',
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
}
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/statements${url}`, headers: adminAuth, ...(payload ? { payload } : {}) });
const lines = async () =>
  (await call('GET', `/lines?year=${FY}`)).json().lines as {
    id: number;
    text: string;
    certainty: string;
    reason: string;
    payment: string | null;
    status: string;
  }[];
const lineCount = async () => (await t.db.select().from(statementLines)).length;

const importStatement = async () => expect((await upload(statement())).json()).toMatchObject({ added: 6 });
const confirmCertain = async () => expect((await call('POST', '/confirm-certain')).json()).toEqual({ confirmed: 3 });
const assignGift = async () => {
  const gift = (await lines()).find((line) => line.text === 'Gåva')!;
  expect((await call('POST', `/lines/${gift.id}/assign`, { category: 'donation' })).statusCode).toBe(204);
};

// Files that add no line to the year's statement, or lines of their own: one database for them all.
describe('[STATEMENTS] reading a file', () => {
  beforeAll(startApp);
  afterAll(() => t.close());

  it('refuses bad files with the reason and line and changes nothing', async () => {
    const before = await lineCount();
    const cases: [Buffer | string, number, string][] = [
      [Buffer.from([0x50, 0x4b, 3, 4, 0, 0, 0]), 400, 'binary'],
      ["Datum;Belopp;Text\n2027-04-20;100,00;=cmd|' /C calc'!A0\n", 400, 'formula'],
      [
        '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><Document>&b;</Document>',
        400,
        'xml_doctype',
      ],
      ['<Document><BkToCstmrStmt><Stmt><Ntry></Stmt>', 400, 'xml_broken'],
      ['Datum;Belopp;Text\n2027-04-20;100,00;ok\n2027-13-01;1;bad\n', 400, 'bad_date'],
      [Buffer.alloc(3 * 1024 * 1024, 0x41), 413, ''],
    ];
    for (const [bytes, status, reason] of cases) {
      const answer = await upload(bytes);
      expect(answer.statusCode, answer.body).toBe(status);
      if (reason) expect(answer.json().params.reason).toBe(reason);
    }
    expect((await upload('Datum;Belopp;Text\n2027-04-20;100,00;ok\n2027-13-01;1;bad\n')).json().params.line).toBe(3);
    expect(await lineCount()).toBe(before);
  });

  it('asks for the columns of an unknown CSV once and remembers the board’s choice', async () => {
    const file = 'When;Sum;Note\n2027-07-01;20,00;Kaffe\n';
    const first = await upload(file);
    expect(first.statusCode).toBe(422);
    expect(JSON.parse(first.json().params.headers)).toEqual(['When', 'Sum', 'Note']);
    const mapped = await upload(file, { mapping: JSON.stringify({ date: 0, amount: 1, text: [2], payer: null }) });
    expect(mapped.json()).toMatchObject({ added: 1 });
    expect((await upload('When;Sum;Note\n2027-07-02;30,00;Te\n')).json()).toMatchObject({ added: 1 });
  });
});

// Each test starts from its own database with the families and the event, and first does what it
// builds on (import, confirm, categorise): the year's figures and its closing are the whole database's.
describe("[STATEMENTS] a year's statement", () => {
  beforeEach(async () => {
    await startApp();
    await addPayers();
  });
  afterEach(() => t.close());

  it('imports a statement once: the same file again adds nothing', async () => {
    expect((await upload(statement())).json()).toEqual({ format: 'bank-csv', read: 6, added: 6 });
    expect((await upload(statement())).json()).toEqual({ format: 'bank-csv', read: 6, added: 0 });
    expect(await lineCount()).toBe(6);
  });

  it('matches each incoming line: certain, suggested with its reason, or unmatched', async () => {
    await importStatement();
    const open = (await lines()).map((line) => [line.text, line.certainty, line.reason, line.payment]);
    expect(open).toEqual([
      [`FY${FY} 0002A 0002B 0002K1`, 'certain', 'renewal_message', 'exact'],
      [`fy ${FY} 3a 5 A`, 'certain', 'renewal_message', 'exact'],
      [`EV${ids.event} 0004A`, 'certain', 'booking_message', 'exact'],
      // Family 3 paid on the line before: this one is named as a double payment.
      [`FU${FY} 0003A`, 'suggested', 'renewal_no_year', 'double'],
      ['Gåva', 'unmatched', 'no_match', null],
    ]);
  });

  it('confirms every certain line in one press: approvals, the booking paid, a mail per family', async () => {
    await importStatement();
    await confirmCertain();
    const approved = await t.db
      .select()
      .from(memberships)
      .where(inArray(memberships.id, Object.values(ids)));
    expect(approved.filter((row) => row.status === 'Approved')).toHaveLength(5);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, ids.booking!));
    expect(booking?.paidAt).not.toBeNull();
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, 'payment-received'));
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([
      'family2@example.org',
      'family3@example.org',
      'family4@example.org',
      'family5@example.org',
    ]);
    expect(mails.find((mail) => mail.recipient === 'family2@example.org')?.textBody).toContain(
      'Vi har tagit emot din betalning på 250 kr',
    );
    const renewalMails = await t.db.select().from(outbox).where(eq(outbox.kind, 'renewal-approved'));
    expect(renewalMails.length).toBeGreaterThanOrEqual(3);
  });

  it('puts a line on a category by hand, and takes a confirmation back until the year is closed', async () => {
    await importStatement();
    await confirmCertain();
    await assignGift();
    const figures = (await call('GET', `/years/${FY}`)).json();
    expect(figures).toMatchObject({ incomeOre: 110000, expenseOre: 7500, openLines: 1 });
    expect(figures.byCategory).toContainEqual({
      category: 'donation',
      eventId: null,
      eventTitle: null,
      amountOre: 50000,
    });
    expect(figures.byCategory).toContainEqual({
      category: 'tickets',
      eventId: ids.event,
      eventTitle: 'Pongal evening',
      amountOre: 15000,
    });

    const renewal = (await lines()).find((line) => line.text.startsWith(`FY${FY}`))!;
    expect((await call('POST', `/lines/${renewal.id}/undo`)).statusCode).toBe(204);
    const family2 = await t.db
      .select()
      .from(memberships)
      .where(inArray(memberships.id, [ids.m0!, ids.m1!, ids.m2!]));
    expect(family2.map((row) => row.status)).toEqual(['Pending', 'Pending', 'Pending']);
    expect((await call('POST', `/lines/${renewal.id}/confirm`)).json()).toEqual({ confirmed: 1 });

    expect((await call('POST', `/years/${FY}/close`)).statusCode).toBe(200);
    const undo = await call('POST', `/lines/${renewal.id}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().error).toBe('year_closed');
    const actions = (await t.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'statement.import',
        'statement.confirm',
        'statement.categorise',
        'statement.undo',
        'statement.close-year',
      ]),
    );
  });

  it('exports the year for the accountant; a file with a formula is refused first', async () => {
    await importStatement();
    await confirmCertain();
    await assignGift();
    await upload('Datum;Belopp;Text;Namn\n2027-06-01;10,00;Lotteri;+cmd(1)\n').then((answer) =>
      expect(answer.statusCode).toBe(400),
    );
    const csv = await call('GET', `/years/${FY}/lines.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`2027-04-24;500,00;donation;;confirmed;Gåva;Donor`);
    expect(csv.body).toContain('2027-04-25;-75,00;expense;;open;Bankavgift;');
  });

  it('starts the finance report draft from the year and sends reminders to families that owe', async () => {
    await importStatement();
    await confirmCertain();
    await assignGift();
    const draft = await call('POST', `/years/${FY}/finance-draft`);
    expect(draft.json()).toMatchObject({ year: FY, incomeSek: 1100, expenseSek: 75, resultSek: 1025 });
    expect((await call('POST', `/years/${FY}/reminders`)).json()).toEqual({ sent: 0 });
  });
});
