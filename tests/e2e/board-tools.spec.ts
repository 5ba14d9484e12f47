import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { adminAccessToken, signInAsAdmin } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { openNewsTab } from './helpers/news-admin.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle, expectPath } from './helpers/page.ts';
import { signedInMember } from './helpers/members.ts';
import { personnummer, uniqueWord } from './helpers/people.ts';
import { acceptCookies, seedLocalStorage, useLanguage as chooseLanguage } from './helpers/storage.ts';
import { STORAGE_KEYS } from './helpers/test-env.ts';

// The board's own tools as a board member uses them: what a press does is chosen and said plainly.

const lng = 'en';

test('[NEWS][ADMIN] a new post is kept as a draft or published by the button pressed, and the message says whether visitors see it', async ({
  page,
}) => {
  const panel = await openNewsTab(page, lng);
  const title = `Draft notes ${uniqueWord()}`;
  await panel.getByRole('button', { name: t(lng, 'news:admin.new'), exact: true }).click();
  const form = panel.locator('form.admin-news__form');
  const tamil = form.getByRole('tabpanel', { name: t(lng, 'news:admin.form.language.ta'), exact: true });
  await tamil.getByLabel(t(lng, 'news:admin.form.title'), { exact: true }).fill(title);
  await tamil.getByLabel(t(lng, 'news:admin.form.body'), { exact: true }).fill('இன்னும் முடியவில்லை.');
  await form.getByRole('button', { name: t(lng, 'news:admin.actions.saveDraft'), exact: true }).click();
  await expect(panel.getByRole('status').filter({ hasText: t(lng, 'news:admin.done.draft') })).toBeVisible();
  const row = panel.locator('tbody tr').filter({ hasText: title });
  await expect(row).toContainText(t(lng, 'news:admin.status.draft'));

  // Opened again, it says it is a draft; Publish shows it to visitors now.
  await row.getByRole('button', { name: t(lng, 'news:admin.actions.edit'), exact: true }).click();
  await expect(form).toContainText(
    t(lng, 'news:admin.form.currentStatus', { status: t(lng, 'news:admin.status.draft') }),
  );
  await form.getByRole('button', { name: t(lng, 'news:admin.actions.publish'), exact: true }).click();
  await expect(panel.getByRole('status').filter({ hasText: t(lng, 'news:admin.done.published') })).toBeVisible();
  await expect(row).toContainText(t(lng, 'news:admin.status.published'));
});

test('[EVENTS][ADMIN] the event editor takes dates typed on the keyboard and refuses one that is no date', async ({
  page,
}) => {
  const e = (key: string) => t(lng, `events:${key}`);
  const name = `Typed Dates ${uniqueWord()}`;
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: await adminAccessToken() });
  await page.goto('/editevent/new');
  await expectPageTitle(page, lng, 'editEvent');
  await page.getByLabel(e('form.name'), { exact: true }).fill(name);
  await page.getByLabel(e('form.nameTamil'), { exact: true }).fill(`தேதிகள் ${uniqueWord()}`);
  const start = page.getByLabel(e('form.startDate'), { exact: true });
  const end = page.getByLabel(e('form.endDate'), { exact: true });
  await start.pressSequentially('31/02/2031');
  await page.getByRole('button', { name: e('form.save'), exact: true }).click();
  await expect(page.getByText(t(lng, 'validation:dateInvalid'), { exact: true })).toBeVisible();
  await expectPath(page, '/editevent/new');

  await start.fill('24/12/2031');
  await end.fill('25.12.2031');
  await end.blur();
  await expect(end).toHaveValue('25/12/2031');
  await page.getByRole('button', { name: e('form.save'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: e('form.saved') })).toBeVisible();
  await expect(page).toHaveURL(/\/editevent\/\d+$/);
  await expect(start).toHaveValue('24/12/2031');
  await expect(end).toHaveValue('25/12/2031');
  await page.goto('/events');
  const card = page.locator('.event-card').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(card).toContainText('24/12/2031 – 25/12/2031');
});

/** A member whose spouse and kid joined after the family's approval and asked to renew together: its family number. */
async function familyRenewingTwo(request: APIRequestContext): Promise<string> {
  const { accessToken } = await signedInMember(request, lng);
  const headers = { authorization: `Bearer ${accessToken}` };
  const lastName = `Renewing${uniqueWord()}`;
  const spouse = await request.post('/api/member/updatespouse', {
    headers,
    data: { self: { firstName: 'Meena', lastName, personalNumber: personnummer(41), email: `${lastName}@e2e.test` } },
  });
  expect(await spouse.text()).toBe('Updated.');
  const kid = await request.post('/api/member/updatekid', {
    headers,
    data: { self: { firstName: 'Nila', lastName, personalNumber: personnummer(9) } },
  });
  expect(await kid.text()).toBe('Updated.');
  const family = await request.get('/api/member/family', { headers });
  const { familyNumber, members } = (await family.json()) as { familyNumber: string; members: { givenId: string }[] };
  const ids = members.map((member) => member.givenId).filter((givenId) => givenId !== `${familyNumber}A`);
  const renewal = await request.post(`/api/member/QRCode?ids=${ids.join(',')}`, { headers });
  expect(renewal.status(), await renewal.text()).toBe(200);
  return familyNumber;
}

test("[ADMIN][RENEWALS] one press approves every renewal of a family's payment", async ({ page, request }) => {
  const familyNumber = await familyRenewingTwo(request);
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  await expectPageTitle(page, lng, 'adminDashboard');
  await page.getByRole('tab', { name: t(lng, 'admin:tabs.renewals') }).click();
  const panel = page.getByRole('tabpanel', { name: t(lng, 'admin:tabs.renewals') });
  await panel.getByRole('searchbox', { name: t(lng, 'admin:table.search'), exact: true }).fill(familyNumber);
  const rows = panel.locator('tbody tr').filter({ hasText: familyNumber });
  await expect(rows).toHaveCount(2);
  await rows
    .first()
    .getByRole('button', {
      name: new RegExp(
        `^${t(lng, 'admin:actions.approveFamilyRenewals_other', { count: 2 }).replace(/[()]/g, '\\$&')}`,
      ),
    })
    .click();
  await expect(page.getByText(new RegExp(`^2 renewals of the family of ${familyNumber}`))).toBeVisible();
  await expect(rows).toHaveCount(0);
});
