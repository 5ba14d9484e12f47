import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { financialYearLabel } from '../../src/shared/financial-year-label.ts';
import type { TLanguage } from '../../src/shared/languages.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle } from './helpers/page.ts';
import { uniqueWord } from './helpers/people.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';
import { openAdminTab as openSectionTab } from './helpers/admin-sections.ts';

/** A small PDF with the figures as text, written here: no binary files in the repository. */
function pdfBytes(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Amounts as the page writes them: Intl in the browser (spaces normalised). */
const sek = (value: number) => `${new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }).format(value)} kr`;

/** The outcome line of a tab (the table has a status line of its own: "Showing 1–2 of 2"). */
async function expectDone(panel: Locator, text: string) {
  await expect(panel.getByRole('status').filter({ hasText: text })).toHaveText(text);
}

async function openAdminTab(page: Page, lng: string, key: 'board' | 'finance'): Promise<Locator> {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  await expectPageTitle(page, lng, 'adminDashboard');
  const name = t(lng, `admin:${key}.tab`);
  // The finance reports are under the money section; the board is under the association's.
  return openSectionTab(page, lng, key === 'finance' ? 'money' : 'association', name);
}

/** The member's card on /boardmembers (FY 2025 is the tab shown first), in the language of the page. */
async function boardCard(page: Page, lng: TLanguage, name: string): Promise<Locator> {
  await chooseLanguage(page, lng);
  await page.goto('/boardmembers');
  await expectPageTitle(page, lng, 'board');
  const tab = page.getByRole('tab', { name: financialYearLabel(2025, lng, { standalone: true }) });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name });
}

test('[ADMIN][BOARD] an admin adds a FY 2025 member with a portrait, sees it on /boardmembers in Tamil and English, edits and deletes it', async ({
  page,
}) => {
  // Five page loads and an axe run: more than the default 30 s on a busy machine.
  test.slow();
  const lng = 'en';
  const word = uniqueWord();
  const nameEn = `Test Kavitha ${word}`;
  const nameTa = `சோதனை கவிதா ${word}`;
  const portrait = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();

  const panel = await openAdminTab(page, lng, 'board');
  const form = panel.locator('form');
  await form.getByLabel(t(lng, 'admin:board.fields.financialYear'), { exact: true }).fill('2025');
  await form.getByLabel(t(lng, 'admin:board.fields.position'), { exact: true }).selectOption('treasurer');
  await form.getByRole('button', { name: t(lng, 'admin:board.add'), exact: true }).click();
  // Names are missing: the shared schema's errors show at the fields, nothing is sent.
  await expect(form.getByText(t(lng, 'validation:mandatory'), { exact: true })).toHaveCount(2);

  await form.getByLabel(t(lng, 'admin:board.fields.nameEn'), { exact: true }).fill(nameEn);
  await form.getByLabel(t(lng, 'admin:board.fields.nameTa'), { exact: true }).fill(nameTa);
  await form.getByLabel(t(lng, 'admin:board.fields.sortOrder'), { exact: true }).fill('9');
  await form
    .getByLabel(t(lng, 'admin:board.fields.portrait'), { exact: true })
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: portrait });
  await expect(form.getByRole('img', { name: t(lng, 'admin:board.portraitPreview') })).toBeVisible();
  await form.getByRole('button', { name: t(lng, 'admin:board.add'), exact: true }).click();
  await expectDone(panel, t(lng, 'admin:board.done.created', { name: nameEn }));
  const row = panel.locator('tbody tr').filter({ hasText: nameEn });
  await expect(row).toContainText(t(lng, 'admin:board.positions.treasurer'));
  await expectNoAxeViolationsOnceSettled(page);

  for (const language of ['ta', 'en'] as const) {
    const card = await boardCard(page, language, language === 'ta' ? nameTa : nameEn);
    await expect(card).toContainText(t(language, 'board:positions.treasurer'));
    await expect(card.getByRole('img')).toHaveAttribute('src', /\.webp$/);
    await expect(card.getByRole('img')).toHaveJSProperty('complete', true);
    expect(await card.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }

  const edited = `${nameEn} Edited`;
  const board = await openAdminTab(page, lng, 'board');
  await board
    .getByRole('button', {
      name: t(lng, 'admin:board.editLabel', { name: nameEn, fy: financialYearLabel(2025, lng) }),
      exact: true,
    })
    .click();
  const editForm = board.locator('form');
  await expect(editForm.getByRole('heading', { name: t(lng, 'admin:board.editTitle') })).toBeVisible();
  await editForm.getByLabel(t(lng, 'admin:board.fields.nameEn'), { exact: true }).fill(edited);
  await editForm.getByLabel(t(lng, 'admin:board.fields.position'), { exact: true }).selectOption('secretary');
  await editForm.getByRole('button', { name: t(lng, 'admin:board.save'), exact: true }).click();
  await expectDone(board, t(lng, 'admin:board.done.updated', { name: edited }));

  const editedCard = await boardCard(page, lng, edited);
  await expect(editedCard).toContainText(t(lng, 'board:positions.secretary'));
  await expect(editedCard.getByRole('img')).toHaveAttribute('src', /\.webp$/); // the portrait stayed

  const again = await openAdminTab(page, lng, 'board');
  await again
    .getByRole('button', {
      name: t(lng, 'admin:board.deleteLabel', { name: edited, fy: financialYearLabel(2025, lng) }),
      exact: true,
    })
    .click();
  const dialog = page.getByRole('dialog', { name: t(lng, 'admin:board.confirmDelete.title'), exact: true });
  await dialog.getByRole('button', { name: t(lng, 'admin:board.confirmDelete.yes'), exact: true }).click();
  await expectDone(again, t(lng, 'admin:board.done.deleted', { name: edited }));
  await expect(again.locator('tbody tr').filter({ hasText: edited })).toHaveCount(0);
  await expect(await boardCard(page, lng, edited)).toHaveCount(0);
});

test('[ADMIN][FINANCE] an admin publishes the FY 2023 figures with a PDF: /finance-report/2023 shows figures, chart and a working download', async ({
  page,
}) => {
  test.slow();
  const lng = 'en';
  const figures = { incomeSek: 61250, expenseSek: 59400, resultSek: 1850 };
  const pdf = pdfBytes('FY 2023 income 61250 expense 59400 result 1850');

  const panel = await openAdminTab(page, lng, 'finance');
  const form = panel.locator('form');
  await form.getByLabel(t(lng, 'admin:finance.fields.year'), { exact: true }).fill('2023');
  for (const [field, value] of Object.entries(figures)) {
    await form.getByLabel(t(lng, `admin:finance.fields.${field}`), { exact: true }).fill(String(value));
  }
  await expect(form.getByLabel(t(lng, 'admin:finance.fields.published'), { exact: true })).toBeChecked();
  const pdfInput = form.getByLabel(t(lng, 'admin:finance.fields.pdf'), { exact: true });
  await pdfInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
  await form.getByRole('button', { name: t(lng, 'admin:finance.save'), exact: true }).click();
  await expect(form.getByText(t(lng, 'admin:finance.pdfRefused'), { exact: true })).toBeVisible();

  await pdfInput.setInputFiles({ name: 'finance-2023.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('button', { name: t(lng, 'admin:finance.save'), exact: true }).click();
  await expectDone(panel, t(lng, 'admin:finance.done.savedWithPdf', { fy: financialYearLabel(2023, lng) }));
  await expect(
    panel.locator('tbody tr').filter({ hasText: financialYearLabel(2023, lng, { standalone: true }) }),
  ).toContainText(sek(figures.incomeSek));
  await expectNoAxeViolationsOnceSettled(page);

  await page.goto('/finance-report/2023');
  await expectPageTitle(page, lng, 'financeReport');
  const table = page.getByRole('table');
  for (const [key, value] of [
    ['income', figures.incomeSek],
    ['expense', figures.expenseSek],
    ['result', figures.resultSek],
  ] as const) {
    const rowText = await table
      .getByRole('row')
      .filter({ hasText: t(lng, `finance:figures.${key}`) })
      .innerText();
    expect(rowText.replace(/\s+/g, ' ')).toContain(sek(value).replace(/\s+/g, ' '));
  }
  await expect(page.getByRole('img', { name: /61,250/ })).toBeVisible();
  const link = page.getByRole('link', { name: t(lng, 'finance:downloadPdf'), exact: true });
  await expect(link).toHaveAttribute('href', '/api/content/finance/2023/report.pdf');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('finance-report-FY2023.pdf');
  const saved = await download.path();
  expect((await readFile(saved)).equals(pdf)).toBe(true);
  await expectNoAxeViolationsOnceSettled(page);
});

test('[ADMIN][BOARD][FINANCE] both forms fit a 320 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  for (const key of ['board', 'finance'] as const) {
    const panel = await openAdminTab(page, 'ta', key);
    await expect(panel.locator('form')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${key} tab overflows the page sideways`).toBeLessThanOrEqual(0);
    const formBox = await panel.locator('form').boundingBox();
    expect(formBox && formBox.x + formBox.width).toBeLessThanOrEqual(320);
  }
});
