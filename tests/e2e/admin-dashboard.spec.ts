import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminAccessToken, signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolations, expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { waitForMail } from './helpers/mail-sink.ts';
import { expectPageTitle } from './helpers/page.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';
import { E2E_LANGUAGES } from './helpers/test-env.ts';
import { personnummer, uniqueWord } from './helpers/people.ts';

// ---------- Test data: families registered through the API, each with its own names ----------

type TFamily = { email: string; firstName: string; lastName: string; name: string };

/** Registers a family through the API (as the form would); `kids` kids and optionally a spouse. */
async function registerFamily(
  request: APIRequestContext,
  { lastName = `Raman${uniqueWord()}`, spouse = false, kids = 0, language = 'en' } = {},
): Promise<TFamily> {
  const word = uniqueWord();
  const self = { firstName: 'Anna', lastName, personalNumber: personnummer(40), email: `anna.${word}@e2e.test` };
  const response = await request.post('/api/membership/register', {
    data: {
      self: { ...self, accept: 'v1.0.0' },
      ...(spouse
        ? {
            spouse: {
              firstName: 'Kumar',
              lastName,
              personalNumber: personnummer(42),
              email: `kumar.${word}@e2e.test`,
            },
          }
        : {}),
      ...(kids > 0
        ? {
            kids: Array.from({ length: kids }, (_, index) => ({
              firstName: `Kid${String.fromCharCode(65 + index)}`,
              lastName,
              personalNumber: personnummer(3 + index * 3),
            })),
          }
        : {}),
      language,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email: self.email, firstName: self.firstName, lastName, name: `${self.firstName} ${lastName}` };
}

type TMemberRow = { givenId: string; email: string | null; status: string; role: string };

async function adminMember(request: APIRequestContext, email: string): Promise<TMemberRow> {
  const response = await request.get('/api/admin/all', {
    headers: { authorization: `Bearer ${await adminAccessToken()}` },
  });
  expect(response.status()).toBe(200);
  const data = (await response.json()) as { allMembers: TMemberRow[] };
  const member = data.allMembers.find((row) => row.email === email);
  if (!member) throw new Error(`no member with e-mail ${email}`);
  return member;
}

// ---------- Page helpers ----------

async function openDashboard(page: Page, lng: string) {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  await expectPageTitle(page, lng, 'adminDashboard');
  await expect(page.getByRole('tab', { name: t(lng, 'admin:tabs.allMembers') })).toBeVisible();
}

async function openTab(page: Page, lng: string, key: string): Promise<Locator> {
  await page.getByRole('tab', { name: t(lng, `admin:tabs.${key}`) }).click();
  return page.getByRole('tabpanel', { name: t(lng, `admin:tabs.${key}`) });
}

async function search(panel: Locator, lng: string, text: string) {
  await panel.getByRole('searchbox', { name: t(lng, 'admin:table.search'), exact: true }).fill(text);
}

const bodyRows = (panel: Locator) => panel.locator('tbody tr');

// ---------- Tests ----------

test('[ADMIN] reject asks for confirmation, then removes the family from Pending for Approval', async ({
  page,
  request,
}) => {
  const lng = 'en';
  const family = await registerFamily(request, { spouse: true, kids: 1 });
  await openDashboard(page, lng);
  const pending = await openTab(page, lng, 'pending');
  await search(pending, lng, family.email);
  const row = bodyRows(pending);
  await expect(row).toHaveCount(1);
  const givenId = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
  const names = { name: family.name, givenId };

  const reject = pending.getByRole('button', { name: t(lng, 'admin:actions.rejectLabel', names), exact: true });
  await reject.click();
  const dialog = page.getByRole('dialog', { name: t(lng, 'admin:confirmReject.title'), exact: true });
  await expect(dialog).toContainText(t(lng, 'admin:confirmReject.text', names));
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: t(lng, 'admin:confirmReject.no'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  await reject.click();
  await dialog.getByRole('button', { name: t(lng, 'admin:confirmReject.yes'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: t(lng, 'admin:done.rejected', names) })).toBeVisible();
  await expect(pending.getByText(t(lng, 'admin:table.noRecords'), { exact: true })).toBeVisible();

  const all = await openTab(page, lng, 'allMembers');
  await search(all, lng, family.lastName);
  await expect(bodyRows(all)).toHaveCount(3);
  await expect(all.getByRole('cell', { name: t(lng, 'admin:status.rejected'), exact: true })).toHaveCount(3);
  await waitForMail(family.email, /About your membership registration/);

  const audit = await openTab(page, lng, 'audit');
  await search(audit, lng, givenId);
  await expect(bodyRows(audit).first()).toContainText(t(lng, 'admin:audit.actions.registrationReject'));
});

test('[ADMIN] tables page through the rows, 10 per page by default, and the rows per page can change', async ({
  page,
  request,
}) => {
  const lng = 'sv';
  const lastName = `Paging${uniqueWord()}`;
  // Two families of seven: fourteen rows to page through.
  await registerFamily(request, { lastName, spouse: true, kids: 5 });
  await registerFamily(request, { lastName, spouse: true, kids: 5 });
  await openDashboard(page, lng);
  const all = page.getByRole('tabpanel', { name: t(lng, 'admin:tabs.allMembers') });
  await search(all, lng, lastName.toUpperCase());

  const pageOf = (pageNumber: number, pages: number) =>
    all.getByText(t(lng, 'admin:table.pageOf', { page: pageNumber, pages }), { exact: true });
  await expect(all.getByLabel(t(lng, 'admin:table.rowsPerPage'), { exact: true })).toHaveValue('10');
  await expect(bodyRows(all)).toHaveCount(10);
  await expect(pageOf(1, 2)).toBeVisible();
  await expect(all.getByText(t(lng, 'admin:table.showing', { from: 1, to: 10, total: 14 }))).toBeVisible();
  const previous = all.getByRole('button', { name: t(lng, 'admin:table.previous'), exact: true });
  const next = all.getByRole('button', { name: t(lng, 'admin:table.next'), exact: true });
  await expect(previous).toBeDisabled();

  await next.click();
  await expect(pageOf(2, 2)).toBeVisible();
  await expect(bodyRows(all)).toHaveCount(4);
  await expect(next).toBeDisabled();
  await expect(previous).toBeFocused();
  await previous.click();
  await expect(pageOf(1, 2)).toBeVisible();

  await all.getByLabel(t(lng, 'admin:table.rowsPerPage'), { exact: true }).selectOption('20');
  await expect(bodyRows(all)).toHaveCount(14);
  await expect(pageOf(1, 1)).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(previous).toBeDisabled();

  await search(all, lng, `${lastName}nobody`);
  await expect(all.getByText(t(lng, 'admin:table.noRecords'), { exact: true })).toBeVisible();
  await expect(all.getByRole('table')).toHaveCount(0);
});

test('[ADMIN] the member list downloads as CSV with the Bearer token', async ({ page, request }) => {
  const lng = 'en';
  const family = await registerFamily(request);
  await openDashboard(page, lng);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t(lng, 'admin:actions.downloadCsv'), exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const path = await download.path();
  const csv = await readFile(path, 'utf8');
  expect(csv).toContain(family.email);
});

test('[ADMIN] an approved member can be made admin and back, and the audit log shows it', async ({ page, request }) => {
  const lng = 'ta';
  const family = await registerFamily(request, { language: lng });
  const { givenId } = await adminMember(request, family.email);
  const approved = await request.post('/api/admin/approve', {
    headers: { authorization: `Bearer ${await adminAccessToken()}` },
    data: { id: givenId },
  });
  expect(approved.status(), await approved.text()).toBeLessThan(300);

  await openDashboard(page, lng);
  const roles = await openTab(page, lng, 'boardRoles');
  await search(roles, lng, family.email);
  const names = { name: family.name, givenId };
  await roles.getByRole('button', { name: t(lng, 'admin:actions.makeAdminLabel', names), exact: true }).click();
  await expect(page.getByText(t(lng, 'admin:done.madeAdmin', names), { exact: true })).toBeVisible();
  await expect(bodyRows(roles)).toContainText(t(lng, 'admin:role.Admin'));
  expect((await adminMember(request, family.email)).role).toBe('Admin');

  await roles.getByRole('button', { name: t(lng, 'admin:actions.withdrawAdminLabel', names), exact: true }).click();
  await expect(page.getByText(t(lng, 'admin:done.withdrewAdmin', names), { exact: true })).toBeVisible();
  await expect(bodyRows(roles)).toContainText(t(lng, 'admin:role.Member'));

  const audit = await openTab(page, lng, 'audit');
  await search(audit, lng, givenId);
  await expect(bodyRows(audit).filter({ hasText: t(lng, 'admin:audit.actions.roleChange') })).toHaveCount(2);
  await expect(bodyRows(audit).filter({ hasText: t(lng, 'admin:audit.actions.registrationApprove') })).toHaveCount(1);
});

for (const lng of E2E_LANGUAGES) {
  test(`[ADMIN] [A11Y] the dashboard and its tabs have no axe violations (${lng})`, async ({ page, request }) => {
    // Six axe scans: on a busy machine that takes longer than one ordinary test.
    test.slow();
    const family = await registerFamily(request, { spouse: true, language: lng });
    await openDashboard(page, lng);
    await expectNoAxeViolationsOnceSettled(page);
    for (const key of ['currentMembers', 'pending', 'renewals', 'boardRoles', 'audit']) {
      const panel = await openTab(page, lng, key);
      await expect(panel).toBeVisible();
      if (key === 'pending') {
        await search(panel, lng, family.email);
        await expect(bodyRows(panel)).toHaveCount(1);
      }
      await expectNoAxeViolationsOnceSettled(page);
    }
  });
}

test('[ADMIN] on a phone the tables scroll inside their own region, not the page', async ({ page, request }) => {
  const lng = 'ta';
  await registerFamily(request, { spouse: true });
  await page.setViewportSize({ width: 320, height: 640 });
  await openDashboard(page, lng);
  const all = page.getByRole('tabpanel', { name: t(lng, 'admin:tabs.allMembers') });
  const region = all.getByRole('region', { name: t(lng, 'admin:tabs.allMembers'), exact: true });
  await expect(region).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(scrolls).toBe(true);
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});
