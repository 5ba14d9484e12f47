import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminAccessToken, signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolations } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectNothingPastTheEdges, expectWrappedButtonsRoomy } from './helpers/layout.ts';
import { registerApprovedMember, signedInMember } from './helpers/members.ts';
import { expectPageTitle } from './helpers/page.ts';
import { waitForContentSettled } from './helpers/settle.ts';
import { personnummer, uniqueWord } from './helpers/people.ts';
import { acceptCookies, seedLocalStorage, useLanguage } from './helpers/storage.ts';
import { E2E_LANGUAGES, STORAGE_KEYS } from './helpers/test-env.ts';
import { DASHBOARD_TAB_COUNT } from './helpers/routes.ts';
import { ADMIN_SECTIONS, openAdminSection, SECTION_TAB_COUNTS } from './helpers/admin-sections.ts';

// The members' area and the board's pages on the smallest phone the site is made for, signed in,
// in every language: every page, tab, edit form and dialog fits 320 px with nothing past an edge.
const NARROW = { width: 320, height: 640 };

// A long address, as some families have: it must wrap rather than widen the page.
const longEmail = () => `kavitha.sivasubramaniam.${uniqueWord()}@a-rather-long-family-domain.example.org`;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A member whose spouse (long e-mail) and kid joined after the approval: the family can renew. */
async function memberWithNewcomers(request: APIRequestContext, lng: string) {
  const { accessToken } = await signedInMember(request, lng);
  const spouse = await request.post('/api/member/updatespouse', {
    headers: bearer(accessToken),
    data: {
      self: {
        firstName: 'Arunachalam',
        lastName: 'Sivasubramaniam',
        personalNumber: personnummer(42),
        email: longEmail(),
      },
    },
  });
  expect(await spouse.text()).toBe('Updated.');
  const kid = await request.post('/api/member/updatekid', {
    headers: bearer(accessToken),
    data: { self: { firstName: 'Yazhini', lastName: 'Sivasubramaniam', personalNumber: personnummer(9) } },
  });
  expect(await kid.text()).toBe('Updated.');
  return accessToken;
}

const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
}

/** Opens an edit form by its button, checks the page, and leaves it with Cancel. */
async function checkEditForm(page: Page, lng: string, opener: Locator, formName: string, what: string) {
  await opener.click();
  const form = page.getByRole('form', { name: formName, exact: true });
  await expect(form).toBeVisible();
  await expectNothingPastTheEdges(page, what);
  await button(form, t(lng, 'mypage:cancel')).click();
  await expect(form).toBeHidden();
}

async function checkEventPages(page: Page, lng: string) {
  await page.goto('/events/1');
  await expectPageTitle(page, lng, 'eventDetail');
  await waitForContentSettled(page);
  await expectNothingPastTheEdges(page, '/events/1 signed in');
}

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize(NARROW);
  await acceptCookies(page);
});

for (const lng of E2E_LANGUAGES) {
  test(`[MYPAGE][320PX] my page, its edit forms and the renewal dialog fit 320 px (${lng})`, async ({
    page,
    request,
  }) => {
    await useLanguage(page, lng);
    const accessToken = await memberWithNewcomers(request, lng);
    await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: accessToken });
    await page.goto('/mypage');
    await expect(page.getByRole('tab', { name: t(lng, 'mypage:tabs.about'), exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expectNothingPastTheEdges(page, 'about tab');
    // Tamil letters reach far above and below the line: its wrapped buttons (renew) need the room.
    if (lng === 'ta') expect(await expectWrappedButtonsRoomy(page.getByRole('main'), 'about tab')).toBeGreaterThan(0);
    await checkEditForm(page, lng, button(page, t(lng, 'mypage:editSelf')), t(lng, 'mypage:editSelf'), 'edit self');
    const editAddress = t(lng, 'mypage:editAddress');
    await checkEditForm(page, lng, button(page, editAddress), editAddress, 'edit address');

    await openTab(page, t(lng, 'mypage:tabs.family'));
    await expectNothingPastTheEdges(page, 'family tab');
    await expectNoAxeViolations(page);
    const editSpouse = t(lng, 'mypage:editSpouse');
    await checkEditForm(page, lng, button(page, editSpouse), editSpouse, 'edit spouse');
    const addKid = t(lng, 'mypage:addKid');
    await checkEditForm(page, lng, button(page, addKid), addKid, 'add kid');

    await openTab(page, t(lng, 'mypage:tabs.about'));
    // The renew button names whom it renews: the spouse and the kid who joined after the approval.
    await page.getByRole('button').filter({ hasText: 'Yazhini' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(button(dialog, t(lng, 'mypage:renewal.proceed'))).toBeVisible();
    await expectNothingPastTheEdges(page, 'renewal dialog, choosing');
    await button(dialog, t(lng, 'mypage:renewal.proceed')).click();
    await expect(dialog.getByRole('img', { name: t(lng, 'mypage:renewal.qrAlt') })).toBeVisible();
    await expectNothingPastTheEdges(page, 'renewal dialog, paying');
    await expectNoAxeViolations(page);
    await button(dialog, t(lng, 'mypage:renewal.paymentCompleted')).click();
    await expect(page.getByTestId('renewal-pending')).toBeFocused();
    await expectNothingPastTheEdges(page, 'renewal pending');

    await checkEventPages(page, lng);
  });

  test(`[ADMIN][320PX] the dashboard's tabs, a family's page and the event editor fit 320 px (${lng})`, async ({
    page,
    request,
  }) => {
    test.slow();
    await useLanguage(page, lng);
    const email = await registerApprovedMember(request, lng);
    const all = await request.get('/api/admin/all', { headers: bearer(await adminAccessToken()) });
    const { allMembers } = (await all.json()) as { allMembers: { givenId: string; email: string | null }[] };
    const givenId = allMembers.find((row) => row.email === email)?.givenId;
    if (!givenId) throw new Error(`no member with e-mail ${email}`);
    // The Visits tab lists the most read pages: the longest path of the site must fit there too.
    const visit = await request.post('/api/analytics/page-view', { data: { path: '/adminevents/1/bookings' } });
    expect(visit.status()).toBe(204);
    await signInAsAdmin(page);

    await page.goto('/admindashboard');
    await expectPageTitle(page, lng, 'adminDashboard');
    await expect(page.getByRole('tab').first()).toBeVisible({ timeout: 15_000 });
    // Every section from the menu, and every tab of each.
    let count = 0;
    for (const section of ADMIN_SECTIONS) {
      await openAdminSection(page, lng, section);
      await waitForContentSettled(page);
      await expectNothingPastTheEdges(page, `dashboard section ${section}`);
      const tabs = page.getByRole('tab');
      if (SECTION_TAB_COUNTS[section] > 0) await expect(tabs.first()).toBeVisible();
      const inSection = await tabs.count();
      count += inSection;
      for (let index = 0; index < inSection; index++) {
        const tab = tabs.nth(index);
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await waitForContentSettled(page);
        await expectNothingPastTheEdges(page, `dashboard ${section} tab ${index + 1} "${await tab.textContent()}"`);
      }
    }
    expect(count).toBe(DASHBOARD_TAB_COUNT);

    await page.goto(`/adminfamily/${givenId}`);
    await expectPageTitle(page, lng, 'adminFamily');
    await expect(page.getByRole('tab', { name: t(lng, 'mypage:tabs.about'), exact: true })).toBeVisible();
    await expectNothingPastTheEdges(page, 'family, about tab');
    const editAddress = t(lng, 'mypage:editAddress');
    await checkEditForm(page, lng, button(page, editAddress), editAddress, 'family, edit address');
    await openTab(page, t(lng, 'mypage:tabs.family'));
    await expectNothingPastTheEdges(page, 'family, family tab');
    const addSpouse = t(lng, 'mypage:addSpouse');
    await checkEditForm(page, lng, button(page, addSpouse), addSpouse, 'family, add spouse');

    await checkEventPages(page, lng);

    await page.goto('/editevent/new');
    await expectPageTitle(page, lng, 'editEvent');
    const openCalendar = page.getByRole('button', {
      name: t(lng, 'ui:openCalendar', { label: t(lng, 'events:form.startDate') }),
    });
    await expect(openCalendar).toBeVisible();
    await expectNothingPastTheEdges(page, 'event editor');
    await openCalendar.click();
    await expect(page.getByRole('grid')).toBeVisible();
    await expectNothingPastTheEdges(page, 'event editor, calendar');
  });
}
