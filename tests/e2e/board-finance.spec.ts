import { expect } from '@playwright/test';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import { test } from './helpers/fixtures.ts';
import { financialYearLabel } from '../../src/shared/financial-year-label.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle } from './helpers/page.ts';
import { acceptCookies, useLanguage } from './helpers/storage.ts';
import { E2E_LANGUAGES, LANGUAGE_COOKIE } from './helpers/test-env.ts';

type TBoard = {
  years: { financialYear: number; members: { nameEn: string; nameTa: string; position: string }[] }[];
};

/** Amounts as the page writes them: Intl in the browser (spaces normalised). */
const LOCALES: Record<string, string> = { ta: 'ta-IN', en: 'en-GB', sv: 'sv-SE' };
const sek = (value: number, lng: string) =>
  `${new Intl.NumberFormat(LOCALES[lng], { maximumFractionDigits: 0 }).format(value)} kr`;

for (const lng of E2E_LANGUAGES) {
  test(`[BOARD] ${lng}: year tabs FY 2025 down to FY 2021 switch the members, names and positions in the language`, async ({
    page,
    request,
  }) => {
    const board = (await (await request.get('/api/content/board')).json()) as TBoard;
    await useLanguage(page, lng);
    await acceptCookies(page);
    await page.goto('/boardmembers');
    await expectPageTitle(page, lng, 'board');
    // The server's HTML shows the year tabs at once, but they switch only once the page has hydrated.
    await waitForPageSettled(page);
    const tabs = page.getByRole('tab');
    const tabLabel = (year: number) => financialYearLabel(year, lng, { standalone: true });
    await expect(tabs).toHaveText([2025, 2024, 2023, 2022, 2021].map(tabLabel));
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    for (const year of [board.years[0]!, board.years[4]!]) {
      // The seeded sample members only: board-finance-admin.spec.ts adds and removes its own meanwhile.
      const seeded = year.members.filter((member) => member.nameEn.startsWith('Demo '));
      expect(seeded.length).toBeGreaterThan(0);
      await page.getByRole('tab', { name: tabLabel(year.financialYear) }).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel).toHaveCount(1);
      for (const member of seeded) {
        const name = lng === 'ta' ? member.nameTa : member.nameEn;
        const card = panel.getByRole('listitem').filter({ hasText: name }).first();
        await expect(card).toContainText(t(lng, `board:positions.${member.position}`));
        await expect(card.getByRole('img')).toHaveAttribute('width', '160');
      }
    }
    await expectNoAxeViolationsOnceSettled(page);
  });

  test(`[FINANCE] ${lng}: FY 2022 shows income, expense and result as figures and as a chart`, async ({ page }) => {
    await useLanguage(page, lng);
    await acceptCookies(page);
    await page.goto('/finance-report/2022');
    await expectPageTitle(page, lng, 'financeReport');
    const table = page.getByRole('table');
    for (const [key, value] of [
      ['income', 58591],
      ['expense', 67817],
      ['result', -9225],
    ] as const) {
      const row = table.getByRole('row').filter({ hasText: t(lng, `finance:figures.${key}`) });
      const text = (await row.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain(sek(value, lng).replace(/\s+/g, ' '));
    }
    const chart = page.getByRole('img', { name: /58/ });
    await expect(chart).toBeVisible();
    await expectNoAxeViolationsOnceSettled(page);
  });

  // FY 2021, not 2023: board-finance-admin.spec.ts publishes FY 2023 in the same run.
  test(`[FINANCE] ${lng}: FY 2021 is not available`, async ({ page }) => {
    await useLanguage(page, lng);
    await acceptCookies(page);
    await page.goto('/finance-report/2021');
    await expect(page.getByText(t(lng, 'finance:notAvailable'))).toBeVisible();
    await expectNoAxeViolationsOnceSettled(page);
  });
}

test('[BOARD] [FINANCE] the pages arrive with their data in the server HTML', async ({ request }) => {
  const board = await (await request.get('/boardmembers', { headers: { cookie: `${LANGUAGE_COOKIE}=en` } })).text();
  expect(board).toContain('"queryKey":["content","board"]');
  expect(board).toContain('>FY 2025</button>');
  const finance = await (
    await request.get('/finance-report/2022', { headers: { cookie: `${LANGUAGE_COOKIE}=en` } })
  ).text();
  expect(finance).toContain('role="img"');
  expect(finance).toContain(t('en', 'finance:figures.income'));
  const missing = await (
    await request.get('/finance-report/2021', { headers: { cookie: `${LANGUAGE_COOKIE}=en` } })
  ).text();
  expect(missing).toContain('The report you are looking for is not available. Please contact the board members.');
});
