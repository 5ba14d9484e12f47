import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formatEventDate } from '../../src/shared/events.ts';
import { adminAccessToken, signInAsAdmin } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle, expectPath } from './helpers/page.ts';
import { PUBLIC_ROUTES } from './helpers/routes.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import { acceptCookies, readLocalStorage, seedLocalStorage, useLanguage } from './helpers/storage.ts';
import { STORAGE_KEYS } from './helpers/test-env.ts';

// Rules of the product that pages used to miss: each closed here with the browser (or the server)
// as a visitor meets it.

const privacyPopup = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('a[href="/privacypolicy"]') });
const footerPrivacyButton = (page: Page, lng: string) =>
  page.getByRole('contentinfo').getByRole('button', { name: t(lng, 'common:footer.privacyPolicy'), exact: true });

test('[COOKIES] [ROUTES] every page but the privacy policy offers the privacy popup, also once cookies are chosen', async ({
  page,
}) => {
  const lng = 'sv';
  await useLanguage(page, lng);
  // The choice is stored: the cookie notice, the popup's other way in, is gone.
  await acceptCookies(page);
  for (const route of PUBLIC_ROUTES.filter((entry) => entry.pageKey !== 'privacy')) {
    await page.goto(route.path);
    await expectPageTitle(page, lng, route.pageKey);
    await expect(footerPrivacyButton(page, lng), route.path).toBeVisible();
  }
  await page.goto('/contactus');
  await waitForPageSettled(page);
  await footerPrivacyButton(page, lng).click();
  await expect(privacyPopup(page)).toBeVisible();
  await privacyPopup(page).getByRole('link').click();
  await expectPath(page, '/privacypolicy');
  await expect(footerPrivacyButton(page, lng)).toHaveCount(0);
  await expect(privacyPopup(page)).toHaveCount(0);

  // The members' area too.
  await signInAsAdmin(page);
  await page.goto('/mypage');
  await expectPageTitle(page, lng, 'myPage');
  await expect(footerPrivacyButton(page, lng)).toBeVisible();
});

test('[ROUTES] [SSR] a trailing or doubled slash is not the page: the server sends it to /', async ({ request }) => {
  for (const path of ['/events/', '/events/1/', '/boardmembers/', '/memberregistration//', '/mypage/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()['location'], path).toBe('/');
  }
  // The exact paths still render.
  expect((await request.get('/events', { maxRedirects: 0 })).status()).toBe(200);
});

test('[EVENTS] the event editor writes its dates DD/MM/YYYY', async ({ page, request }) => {
  const lng = 'en';
  await useLanguage(page, lng);
  await acceptCookies(page);
  const token = await adminAccessToken();
  const events = (await (
    await request.get('/api/events/all', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { eventId: number; startDate: string }[];
  const event = events[0]!;
  await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: token });
  await page.goto(`/editevent/${event.eventId}`);
  const start = page.getByRole('textbox', { name: t(lng, 'events:form.startDate'), exact: true });
  await expect(start).toHaveValue(formatEventDate(event.startDate));
  await expect(start).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  const end = page.getByRole('textbox', { name: t(lng, 'events:form.endDate'), exact: true });
  await expect(end).toHaveAttribute('placeholder', `${t(lng, 'events:form.datePlaceholder')} ${t(lng, 'ui:optional')}`);
});

for (const lng of ['ta', 'sv'] as const) {
  test(`[SESSION] a malformed access token raises the invalid-token error and is removed (${lng})`, async ({
    page,
  }) => {
    await useLanguage(page, lng);
    await acceptCookies(page);
    await seedLocalStorage(page, {
      [STORAGE_KEYS.accessToken]: 'not-a-token',
      [STORAGE_KEYS.refreshToken]: 'http-only-cookie',
    });
    await page.goto('/events');
    await expectPath(page, '/error');
    await expect(page.getByText(t(lng, 'common:serverErrors.invalid_token'), { exact: true })).toBeVisible();
    expect(await readLocalStorage(page, STORAGE_KEYS.accessToken)).toBeNull();
    expect(await readLocalStorage(page, STORAGE_KEYS.refreshToken)).toBeNull();
  });
}
