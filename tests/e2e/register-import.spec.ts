import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectNothingPastTheEdges } from './helpers/layout.ts';
import { waitForMail } from './helpers/mail-sink.ts';
import { registerApprovedMember } from './helpers/members.ts';
import { openAdminTab } from './helpers/admin-sections.ts';
import { luhnDigit, uniqueWord } from './helpers/people.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';

const GOOD_FAMILIES = 36;
const random = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));

/** A valid personnummer born in one of the years, on a random day with a random serial: unlike any other spec's. */
function randomPersonnummer(fromYear: number, toYear: number): string {
  const ymd = `${random(fromYear, toYear)}${String(random(1, 12)).padStart(2, '0')}${String(random(1, 28)).padStart(2, '0')}`;
  const serial = String(random(0, 999)).padStart(3, '0');
  return `${ymd}-${serial}${luhnDigit(ymd.slice(2) + serial)}`;
}
const adultNumber = () => randomPersonnummer(1931, 1969);
const kidNumber = () => randomPersonnummer(2012, 2020);
const wrongCheckDigit = (value: string) => value.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));

/**
 * The register as the board keeps it in Excel: 36 families of two adults and a kid at their own
 * address, then one family of each problem: a wrong check digit, an adult without e-mail, a kid
 * alone, two rows with one e-mail, an existing member's e-mail, a missing first name.
 */
async function registerWorkbook(word: string, memberEmail: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Medlemmar');
  sheet.addRow(['Förnamn', 'Efternamn', 'Personnummer', 'E-post', 'Telefon', 'Adress', 'Postnummer', 'Ort']);
  const person = (first: string, last: string, number: string, email: string, street: string) =>
    sheet.addRow([first, last, number, email, '0701234567', street, '352 30', 'Växjö']);
  for (let index = 0; index < GOOD_FAMILIES; index++) {
    const last = `Ragu${word}${String.fromCharCode(97 + (index % 26))}${String.fromCharCode(97 + Math.floor(index / 26))}`;
    const street = `${last}vägen ${index + 1}`;
    person('Anbu', last, adultNumber(), `imp.${word}.${index}.a@e2e.test`, street);
    person('Malar', last, adultNumber(), `imp.${word}.${index}.b@e2e.test`, street);
    person('Kavin', last, kidNumber(), '', street);
  }
  person('Check', `Siffra${word}`, wrongCheckDigit(adultNumber()), `imp.${word}.check@e2e.test`, `Fel ${word} 1`);
  person('Vuxen', `Utanmejl${word}`, adultNumber(), '', `Fel ${word} 2`);
  person('Ensam', `Barn${word}`, kidNumber(), '', `Fel ${word} 3`);
  person('Samma', `Mejl${word}`, adultNumber(), `imp.${word}.same@e2e.test`, `Fel ${word} 4`);
  person('Samma', `Mejlen${word}`, adultNumber(), `imp.${word}.same@e2e.test`, `Fel ${word} 5`);
  person('Redan', `Medlem${word}`, adultNumber(), memberEmail, `Fel ${word} 6`);
  person('', `Utannamn${word}`, adultNumber(), `imp.${word}.noname@e2e.test`, `Fel ${word} 7`);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A tab of the members section, already open; the table tabs' names carry their row count. */
async function showTab(page: Page, name: string): Promise<Locator> {
  await page.getByRole('tab', { name }).click();
  return page.getByRole('tabpanel', { name });
}

async function openImport(page: Page, lng: string): Promise<Locator> {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  return openAdminTab(page, lng, 'members', t(lng, 'admin:registerImport.tab'));
}

for (const { lng, width, invitations } of [
  { lng: 'en', width: 1280, invitations: 'sv' },
  { lng: 'ta', width: 320, invitations: 'en' },
]) {
  test(`[ADMIN][IMPORT] at ${width} px in ${lng}: the board checks an Excel register, sees each problem, imports the good families, they are invited and the import is undone`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const word = uniqueWord();
    const memberEmail = await registerApprovedMember(request, lng);
    const fileName = `medlemmar-${word}.xlsx`;
    const panel = await openImport(page, lng);

    await panel.getByLabel(t(lng, 'admin:registerImport.upload.label')).setInputFiles({
      name: fileName,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await registerWorkbook(word, memberEmail),
    });
    await panel.getByRole('button', { name: t(lng, 'admin:registerImport.upload.submit'), exact: true }).click();
    const preview = panel.getByRole('region', {
      name: t(lng, 'admin:registerImport.preview.title', { file: fileName }),
    });
    await expect(
      preview.getByText(
        t(lng, 'admin:registerImport.preview.good_other', { count: GOOD_FAMILIES, people: GOOD_FAMILIES * 3 }),
        { exact: false },
      ),
    ).toBeVisible({ timeout: 30_000 });
    const held = preview.getByRole('table', { name: t(lng, 'admin:registerImport.preview.heldRows') });
    for (const problem of [
      'personnummerCheckDigit',
      'adultWithoutEmail',
      'householdNoAdult',
      'rowEmail',
      'memberEmail',
      'nameMissing',
    ]) {
      await expect(held.getByText(t(lng, `admin:registerImport.problems.${problem}`)).first()).toBeVisible();
    }
    await expectNoAxeViolations(page, { include: ['[role="tabpanel"]:not([hidden])'] });
    await expectNothingPastTheEdges(page, `the register import's preview at ${width} px`);

    await preview.getByLabel(t(lng, 'admin:registerImport.choice.language')).selectOption(invitations);
    await preview
      .getByRole('button', { name: t(lng, 'admin:registerImport.choice.submit_other', { count: GOOD_FAMILIES }) })
      .click();
    await expect(
      panel.getByRole('status').filter({
        hasText: t(lng, 'admin:registerImport.imported_other', { count: GOOD_FAMILIES, people: GOOD_FAMILIES * 3 }),
      }),
    ).toBeVisible({ timeout: 30_000 });
    const subject = { sv: /Välkommen till medlemssidorna/, en: /You are invited to the members' area/ }[invitations];
    const mail = await waitForMail(`imp.${word}.0.a@e2e.test`, subject);
    expect(mail.text).toMatch(/\/activateaccount\?email=/);

    // The family is in the members table.
    const all = await showTab(page, t(lng, 'admin:tabs.allMembers'));
    await all
      .getByRole('searchbox', { name: t(lng, 'admin:table.search'), exact: true })
      .fill(`imp.${word}.0.a@e2e.test`);
    await expect(all.getByRole('row').filter({ hasText: `imp.${word}.0.a@e2e.test` })).toBeVisible();

    // Nobody has signed in yet: the whole import is taken back.
    const tab = await showTab(page, t(lng, 'admin:registerImport.tab'));
    await tab.getByRole('button', { name: t(lng, 'admin:registerImport.undoOf', { file: fileName }) }).click();
    await page
      .getByRole('dialog', { name: t(lng, 'admin:registerImport.confirmUndo.title') })
      .getByRole('button', { name: t(lng, 'admin:registerImport.undo'), exact: true })
      .click();
    await expect(
      tab.getByRole('status').filter({
        hasText: t(lng, 'admin:registerImport.undone_other', { file: fileName, count: GOOD_FAMILIES }),
      }),
    ).toBeVisible({ timeout: 30_000 });
    const allAgain = await showTab(page, t(lng, 'admin:tabs.allMembers'));
    await allAgain
      .getByRole('searchbox', { name: t(lng, 'admin:table.search'), exact: true })
      .fill(`imp.${word}.0.a@e2e.test`);
    await expect(allAgain.getByRole('row').filter({ hasText: `imp.${word}.0.a@e2e.test` })).toHaveCount(0);
  });
}
