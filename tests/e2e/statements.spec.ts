import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { financialYearOf } from '../../src/shared/financial-year.ts';
import { adminAccessToken, signInAsAdmin } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectNothingPastTheEdges } from './helpers/layout.ts';
import { waitForMail } from './helpers/mail-sink.ts';
import { signedInMember } from './helpers/members.ts';
import { openAdminTab } from './helpers/admin-sections.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { uniqueWord } from './helpers/people.ts';
import { createPublishedEvent, dayFromToday, familyWithAccount } from './helpers/signup-data.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';

const adminHeaders = async () => ({ authorization: `Bearer ${await adminAccessToken()}` });

type TFamily = { email: string; prefix: string };

/** An approved one-person family adds a spouse, who asks to renew through the Swish QR: 100 kr owed. */
async function familyRenewingSpouse(request: APIRequestContext, lng: string): Promise<TFamily> {
  const { email, accessToken } = await signedInMember(request, lng);
  const headers = { authorization: `Bearer ${accessToken}` };
  const word = uniqueWord();
  const spouse = await request.post('/api/member/updatespouse', {
    headers,
    data: {
      self: {
        firstName: 'Arun',
        lastName: `Kannan${word}`,
        personalNumber: '19820202-1005',
        email: `sp.${word}@e2e.test`,
      },
    },
  });
  expect(await spouse.text()).toBe('Updated.');
  const all = await request.get('/api/admin/all', { headers: await adminHeaders() });
  const { allMembers } = (await all.json()) as { allMembers: { givenId: string; email: string | null }[] };
  const prefix = allMembers.find((row) => row.email === email)?.givenId.slice(0, 4);
  if (!prefix) throw new Error(`no member with e-mail ${email}`);
  const qr = await request.post(`/api/member/QRCode?ids=${prefix}B`, { headers });
  expect(qr.status(), await qr.text()).toBe(200);
  return { email, prefix };
}

/** A family books an event that costs 100 kr for a member adult; the Swish message and amount it is asked for. */
async function familyWithBooking(request: APIRequestContext, lng: string) {
  const family = await familyWithAccount(request, 0, lng);
  const eventId = await createPublishedEvent(request, `Kolam evening ${uniqueWord()}`);
  const prices = { memberAdult: 100, memberChild: 50, nonMemberAdult: 150, nonMemberChild: 75 };
  const signup = await request.put(`/api/admin/events/${eventId}/signup`, {
    headers: await adminHeaders(),
    data: { places: 50, openToNonMembers: false, signupClosesOn: dayFromToday(29), ...prices },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const headers = { authorization: `Bearer ${family.token}` };
  const mine = (await (await request.get(`/api/events/${eventId}/booking`, { headers })).json()) as {
    family: { givenId: string }[];
  };
  const saved = await request.put(`/api/events/${eventId}/booking`, {
    headers,
    data: { attendees: [mine.family[0]?.givenId] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const { booking } = (await saved.json()) as { booking: { swish: { amount: string; message: string } | null } };
  if (!booking.swish) throw new Error('the booking asks for no payment');
  return { email: family.email, eventId, ...booking.swish };
}

/** The statement as Swedbank exports it: ISO-8859-1, a title line, commas, decimal points. */
function swedbankCsv(rows: { text: string; amount: string; payer: string }[]): Buffer {
  const today = dayFromToday(0);
  const lines = [
    `* Transaktioner Period ${dayFromToday(-30)} - ${today} Skapad ${today} 09:00 CEST`,
    'Radnummer,Clearingnummer,Kontonummer,Produkt,Valuta,Bokföringsdag,Transaktionsdag,Valutadag,Referens,Beskrivning,Belopp,Bokfört saldo',
    ...rows.map((row, index) =>
      [
        index + 1,
        '8327',
        '9123456789',
        'Föreningskonto',
        'SEK',
        today,
        today,
        today,
        row.text,
        row.payer,
        row.amount,
        '1000.00',
      ].join(','),
    ),
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}

const outcome = (panel: Locator, text: string) => panel.getByRole('status').filter({ hasText: text });
/** A catalog text with any count: other tests' lines may be waiting in the shared database too. */
const anyCount = (lng: string, key: string) =>
  new RegExp(
    t(lng, key, { count: 9999 })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('9999', '\\d+'),
  );
const card = (panel: Locator, text: string) => panel.locator('li.statements__line').filter({ hasText: text });

async function openStatements(page: Page, lng: string): Promise<Locator> {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  return openAdminTab(page, lng, 'money', t(lng, 'statements:tab'));
}

async function upload(panel: Locator, lng: string, file: Buffer) {
  await panel
    .getByLabel(t(lng, 'statements:upload.label'))
    .setInputFiles({ name: 'kontoutdrag.csv', mimeType: 'text/csv', buffer: file });
  await panel.getByRole('button', { name: t(lng, 'statements:upload.submit'), exact: true }).click();
}

test.describe("the treasurer's walk", () => {
  // "Confirm every certain payment" confirms the certain lines of any import: two walks at once would
  // confirm each other's, and find no button of their own. One after the other.
  test.describe.configure({ mode: 'serial' });
  for (const { lng, width } of [
    { lng: 'en', width: 1280 },
    { lng: 'ta', width: 390 },
  ]) {
    test(`[STATEMENTS] EVIDENCE at ${width} px in ${lng}: the treasurer imports the bank statement, confirms, the families are approved and mailed; the same file again adds nothing`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      const year = financialYearOf(new Date());
      const [typo, first, second] = [
        await familyRenewingSpouse(request, lng),
        await familyRenewingSpouse(request, lng),
        await familyRenewingSpouse(request, lng),
      ];
      const booking = await familyWithBooking(request, lng);
      const gift = `Gåva ${uniqueWord()}`;
      const typoText = `FU${year} ${typo?.prefix}B`;
      const statement = swedbankCsv([
        { text: typoText, amount: '100.00', payer: 'Swish från Selvi' },
        { text: `FY${year} ${first?.prefix}B ${second?.prefix}B`, amount: '200.00', payer: 'Swish från Arun' },
        { text: booking.message, amount: booking.amount.replace(',', '.'), payer: 'Swish från Anna' },
        { text: gift, amount: '537.00', payer: 'Tamil Kulturfond' },
      ]);

      const panel = await openStatements(page, lng);
      const started = Date.now();
      await upload(panel, lng, statement);
      const readText = `${t(lng, 'statements:upload.read_other', { count: 4 })} ${t(lng, 'statements:upload.added_other', { count: 4 })}`;
      await expect(outcome(panel, readText)).toBeVisible({ timeout: 30_000 });

      // The typo line is a suggestion with its reason; the line paying two families is certain.
      await expect(card(panel, typoText)).toContainText(t(lng, 'statements:reason.renewal_no_year'));
      await expect(card(panel, typoText)).toContainText(t(lng, 'statements:certainty.suggested'));
      await expect(card(panel, gift)).toContainText(t(lng, 'statements:certainty.unmatched'));
      // The panel with its upload, its lines and their choices is usable by a screen reader too.
      await expectNoAxeViolations(page, { include: ['[role="tabpanel"]:not([hidden])'] });

      await panel.getByRole('button', { name: anyCount(lng, 'statements:lines.confirmCertain_other') }).click();
      await expect(
        panel.getByRole('status').filter({ hasText: anyCount(lng, 'statements:done.confirmed_other') }),
      ).toBeVisible({ timeout: 30_000 });
      await card(panel, typoText)
        .getByRole('button', { name: t(lng, 'statements:lines.confirm'), exact: true })
        .click();
      await expect(outcome(panel, t(lng, 'statements:done.confirmed_one', { count: 1 }))).toBeVisible({
        timeout: 30_000,
      });
      const giftCard = card(panel, gift);
      await giftCard.getByLabel(t(lng, 'statements:lines.category')).selectOption('donation');
      await giftCard.getByRole('button', { name: t(lng, 'statements:lines.setCategory'), exact: true }).click();
      await expect(
        outcome(panel, t(lng, 'statements:done.categorised', { category: t(lng, 'statements:categories.donation') })),
      ).toBeVisible();
      const confirmedBadge = t(lng, 'statements:certainty.confirmed');
      for (const text of [typoText, `${first?.prefix}B ${second?.prefix}B`, booking.message, gift]) {
        await expect(card(panel, text)).toContainText(confirmedBadge);
      }
      const seconds = (Date.now() - started) / 1000;
      console.log(`[STATEMENTS] ${lng} ${width}px: from upload to all four lines confirmed ${seconds.toFixed(1)} s`);
      await expectNothingPastTheEdges(page, `the statements panel at ${width} px`);

      // Every family that paid is approved and mailed in its language.
      const admin = await adminHeaders();
      const data = (await (await request.get('/api/admin/all', { headers: admin })).json()) as {
        pendingMembership: { givenId: string }[];
        currentMembership: { givenId: string }[];
      };
      for (const family of [typo, first, second]) {
        expect(data.pendingMembership.map((row) => row.givenId)).not.toContain(`${family?.prefix}B`);
        expect(data.currentMembership.map((row) => row.givenId)).toContain(`${family?.prefix}B`);
      }
      // Each family is told the amount of the payment that paid for it: the shared line's 200 kr to both.
      const paid: [string | undefined, RegExp][] = [
        [typo?.email, /\b100 kr/],
        [first?.email, /\b200 kr/],
        [second?.email, /\b200 kr/],
        [booking.email, /\b100 kr/],
      ];
      for (const [email, amount] of paid) await waitForMail(email ?? '', amount);
      const figures = (await (await request.get(`/api/admin/statements/years/${year}`, { headers: admin })).json()) as {
        byCategory: { category: string; eventId: number | null; amountOre: number }[];
      };
      expect(figures.byCategory).toContainEqual(
        expect.objectContaining({ category: 'tickets', eventId: booking.eventId, amountOre: 10000 }),
      );

      // The same file again: every line is known, nothing is added. Only this file's lines are
      // counted (a line's text starts with the payment's message, each unique to this test): tests
      // running alongside import lines of their own into the same year.
      const texts = [typoText, `FY${year} ${first?.prefix}B ${second?.prefix}B`, booking.message, gift];
      const linesOfThisFile = async () => {
        const answer = await request.get(`/api/admin/statements/lines?year=${year}`, { headers: admin });
        const { lines } = (await answer.json()) as { lines: { id: number; text: string }[] };
        return lines.filter((line) => texts.some((text) => line.text.startsWith(text))).map((line) => line.id);
      };
      const before = await linesOfThisFile();
      expect(before).toHaveLength(4);
      await upload(panel, lng, statement);
      const again = `${t(lng, 'statements:upload.read_other', { count: 4 })} ${t(lng, 'statements:upload.added_other', { count: 0 })}`;
      await expect(outcome(panel, again)).toBeVisible();
      expect(await linesOfThisFile()).toEqual(before);
      console.log(`[STATEMENTS] ${lng}: a second import of the same file read 4 lines and added 0`);
    });
  }
});

// Every amount on the site is written "kr", in running text and in figures alike; the currency
// style of the number formatter would write "SEK 1,537.50" in Tamil and English.
for (const lng of ['ta', 'en']) {
  test(`[STATEMENTS] a statement line's amount reads in kr, with its öre (${lng})`, async ({ page }) => {
    const gift = `Gåva ${uniqueWord()}`;
    const panel = await openStatements(page, lng);
    await upload(panel, lng, swedbankCsv([{ text: gift, amount: '1537.50', payer: 'Tamil Kulturfond' }]));
    await expect(card(panel, gift).locator('.statements__amount')).toHaveText('1,537.50 kr', { timeout: 30_000 });
  });
}
