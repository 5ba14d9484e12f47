import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminAccessToken, signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolations, expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import { t } from './helpers/i18n.ts';
import { waitForMail } from './helpers/mail-sink.ts';
import { expectNothingPastTheEdges, expectWhollyInView } from './helpers/layout.ts';
import { expectPageTitle } from './helpers/page.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';
import { E2E_LANGUAGES } from './helpers/test-env.ts';
import { personnummer, uniqueWord } from './helpers/people.ts';
import { DASHBOARD_TAB_COUNT } from './helpers/routes.ts';
import { ADMIN_SECTIONS, openAdminSection, SECTION_TAB_COUNTS } from './helpers/admin-sections.ts';

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

/** The roles and the audit log are in the association's section; the member tables in the members'. */
async function openTab(page: Page, lng: string, key: string): Promise<Locator> {
  const section = key === 'boardRoles' || key === 'audit' ? 'association' : 'members';
  const shown = /\/admindashboard\/(\w+)$/.exec(new URL(page.url()).pathname)?.[1] ?? 'members';
  if (shown !== section) await openAdminSection(page, lng, section);
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
    const family = await registerFamily(request, { spouse: true, language: lng });
    await openDashboard(page, lng);
    // The whole page once; then only what each tab changes: the frame around it stays as scanned.
    await expectNoAxeViolationsOnceSettled(page);
    for (const key of ['currentMembers', 'pending', 'renewals', 'boardRoles', 'audit']) {
      const panel = await openTab(page, lng, key);
      await expect(panel).toBeVisible();
      if (key === 'pending') {
        await search(panel, lng, family.email);
        await expect(bodyRows(panel)).toHaveCount(1);
      }
      await waitForPageSettled(page);
      await expectNoAxeViolations(page, { include: ['[role="tablist"]', '[role="tabpanel"]:not([hidden])'] });
    }
  });
}

/** The registrant's row of a family among all pending ones (100 per page, so it is on the first). */
async function pendingRowOf(page: Page, lng: string, family: TFamily): Promise<Locator> {
  const pending = await openTab(page, lng, 'pending');
  await pending.getByLabel(t(lng, 'admin:table.rowsPerPage')).selectOption('100');
  const row = bodyRows(pending).filter({ hasText: family.email });
  await expect(row).toHaveCount(1);
  return row;
}

/** Approve and Reject of a registrant's row, by the names they give screen readers. */
async function actionsOf(row: Locator, lng: string, family: TFamily) {
  const givenId = ((await row.getByRole('rowheader').textContent()) ?? '').trim();
  const names = { name: family.name, givenId };
  const action = (key: string) =>
    row.getByRole('button', { name: t(lng, `admin:actions.${key}Label`, names), exact: true });
  return { names, approve: action('approve'), reject: action('reject') };
}

/** Every section's tabs, each section reached from the menu; back on the members' section at the end. */
async function expectAllTabsInSight(page: Page, lng: string, what: string) {
  let count = 0;
  for (const section of [...ADMIN_SECTIONS.filter((name) => name !== 'members'), 'members' as const]) {
    await openAdminSection(page, lng, section);
    const tabs = page.getByRole('tab');
    if (SECTION_TAB_COUNTS[section] > 0) await expect(tabs.first()).toBeVisible();
    count += await tabs.count();
    for (const tab of await tabs.all()) await expectWhollyInView(tab, `${what}: tab "${await tab.textContent()}"`);
  }
  expect(count).toBe(DASHBOARD_TAB_COUNT);
}

test('[ADMIN] on a 1280 px laptop Approve and Reject are in view without scrolling, also after an approval', async ({
  page,
  request,
}) => {
  const lng = 'ta';
  const first = await registerFamily(request, { spouse: true, kids: 2, language: lng });
  const second = await registerFamily(request, { spouse: true, language: lng });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDashboard(page, lng);
  await expectAllTabsInSight(page, lng, '1280 px');
  const { names, approve, reject } = await actionsOf(await pendingRowOf(page, lng, first), lng, first);
  await expectWhollyInView(approve, 'Approve');
  await expectWhollyInView(reject, 'Reject');
  await expectNothingPastTheEdges(page, 'pending table at 1280 px');

  await approve.click();
  await expect(page.getByRole('status').filter({ hasText: t(lng, 'admin:done.approved', names) })).toBeVisible();
  const pending = page.getByRole('tabpanel', { name: t(lng, 'admin:tabs.pending') });
  const next = await actionsOf(bodyRows(pending).filter({ hasText: second.email }), lng, second);
  await expectWhollyInView(next.approve, 'next Approve');
  await expectWhollyInView(next.reject, 'next Reject');
  const region = page.getByRole('region', { name: t(lng, 'admin:tabs.pending'), exact: true });
  expect(await region.evaluate((element) => element.scrollLeft)).toBe(0);
});

test('[ADMIN] on a phone each pending family is a card with its Approve and Reject in view', async ({
  page,
  request,
}) => {
  const lng = 'ta';
  const family = await registerFamily(request, { spouse: true, language: lng });
  await page.setViewportSize({ width: 320, height: 640 });
  await openDashboard(page, lng);
  await expectAllTabsInSight(page, lng, '320 px');
  const row = await pendingRowOf(page, lng, family);
  const { approve, reject } = await actionsOf(row, lng, family);
  await expectWhollyInView(approve, 'Approve');
  await expectWhollyInView(reject, 'Reject');
  // Every column's name stands beside its value in the card.
  await expect(row.getByRole('cell', { name: family.email, exact: true })).toContainText(t(lng, 'admin:columns.email'));
  await expectNothingPastTheEdges(page, 'pending cards at 320 px');
  await expectNoAxeViolations(page);
});
