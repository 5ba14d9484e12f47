import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminAccessToken, signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { financialYearOf } from '../../src/shared/financial-year.ts';
import { financialYearLabel } from '../../src/shared/financial-year-label.ts';
import { t } from './helpers/i18n.ts';
import { registerApprovedMember } from './helpers/members.ts';
import { expectPageTitle, expectPath } from './helpers/page.ts';
import { personnummer } from './helpers/people.ts';
import { acceptCookies, useLanguage } from './helpers/storage.ts';

// The board helps a family: /adminfamily/:givenId, opened from the dashboard's All Members table,
// edits with the member's own forms and records renewals paid in cash.

type TRow = { givenId: string; email: string | null; firstName: string; lastName: string };
type TFamily = { members: { givenId: string; kind: string; firstName: string; lastName: string }[] };

const adminHeaders = async () => ({ authorization: `Bearer ${await adminAccessToken()}` });

/** An approved one-person family plus a kid added by the board (the kid has no membership yet). */
async function familyWithUnpaidKid(request: APIRequestContext) {
  const email = await registerApprovedMember(request);
  const all = await request.get('/api/admin/all', { headers: await adminHeaders() });
  const { allMembers } = (await all.json()) as { allMembers: TRow[] };
  const registrant = allMembers.find((row) => row.email === email);
  if (!registrant) throw new Error(`no member with e-mail ${email}`);
  const added = await request.post(`/api/admin/family/${registrant.givenId}/updatekid`, {
    headers: await adminHeaders(),
    data: { self: { firstName: 'Nila', lastName: registrant.lastName, personalNumber: personnummer(8) } },
  });
  expect(added.status(), await added.text()).toBe(200);
  const family = await request.get(`/api/admin/family/${registrant.givenId}`, { headers: await adminHeaders() });
  const { members } = (await family.json()) as TFamily;
  const kid = members.find((member) => member.kind === 'kid');
  if (!kid) throw new Error('the kid was not added');
  return { email, registrant, kid };
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe.configure({ timeout: 90_000 });

test('[ADMIN][MYPAGE] the board opens a family from the dashboard, corrects the address and records cash', async ({
  page,
  request,
}) => {
  const lng = 'en';
  const { email, registrant, kid } = await familyWithUnpaidKid(request);
  await useLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  await expectPageTitle(page, lng, 'adminDashboard');
  const all = page.getByRole('tabpanel', { name: t(lng, 'admin:tabs.allMembers') });
  await all.getByRole('searchbox', { name: t(lng, 'admin:table.search'), exact: true }).fill(email);
  await expect(all.locator('tbody tr')).toHaveCount(1);
  const names = { name: `${registrant.firstName} ${registrant.lastName}`, givenId: registrant.givenId };
  await all.getByRole('link', { name: t(lng, 'admin:actions.openFamilyLabel', names), exact: true }).click();

  await expectPath(page, `/adminfamily/${registrant.givenId}`);
  await expectPageTitle(page, lng, 'adminFamily');
  await expect(page.getByRole('tab', { name: t(lng, 'mypage:tabs.about'), exact: true })).toBeVisible({
    timeout: 15_000,
  });
  // The member-only parts stay on the member's own page.
  await expect(page.getByRole('button', { name: t(lng, 'mypage:exportData') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: t(lng, 'mypage:requestClosure') })).toHaveCount(0);

  // The same form and rules as /mypage.
  await button(page, t(lng, 'mypage:editAddress')).click();
  const form = page.getByRole('form', { name: t(lng, 'mypage:editAddress') });
  await form.getByLabel(t(lng, 'mypage:fields.streetAddress')).fill('Kungsgatan 12');
  await form.getByLabel(t(lng, 'mypage:fields.city')).fill('Lund');
  await form.getByLabel(t(lng, 'mypage:fields.postalCode')).fill('223 50');
  await form.getByLabel(t(lng, 'mypage:fields.country')).fill('Sweden');
  await button(page, t(lng, 'mypage:save')).click();
  await expect(page.getByTestId('mypage-address')).toHaveText('Kungsgatan 12, Lund, Sweden - 223 50');

  // Cash for the kid: the button names the financial year; afterwards the kid's year is approved.
  const cashButton = page.getByRole('button', { name: new RegExp(`\\(${kid.givenId}\\)$`) });
  const year = financialYearOf(new Date());
  const fy = financialYearLabel(year, lng);
  await expect(cashButton).toHaveAccessibleName(
    t(lng, 'mypage:admin.recordCashLabel', { fy, givenId: kid.givenId, name: `${kid.firstName} ${kid.lastName}` }),
  );
  await cashButton.click();
  await expect(cashButton).toHaveCount(0);
  await expect(page.getByText(t(lng, 'mypage:admin.allPaid'), { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: t(lng, 'mypage:tabs.family'), exact: true }).click();
  const kidRow = page.getByRole('row').filter({ hasText: kid.givenId });
  const approved = t(lng, 'mypage:approvedYear', { fy: financialYearLabel(year, lng, { standalone: true }) });
  await expect(kidRow.getByRole('cell', { name: approved, exact: true })).toBeVisible();

  // The saved address is the family's own: the server answers it too.
  const family = await request.get(`/api/admin/family/${registrant.givenId}`, { headers: await adminHeaders() });
  expect(((await family.json()) as { address: { city: string } }).address.city).toBe('Lund');
});

test('[ADMIN][MYPAGE] axe finds nothing on the board view of a family', async ({ page, request }) => {
  const lng = 'en';
  const { registrant } = await familyWithUnpaidKid(request);
  await useLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto(`/adminfamily/${registrant.givenId}`);
  await expect(page.getByRole('tab', { name: t(lng, 'mypage:tabs.about'), exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expectNoAxeViolationsOnceSettled(page);
  await page.getByRole('tab', { name: t(lng, 'mypage:tabs.family'), exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolationsOnceSettled(page);
});
