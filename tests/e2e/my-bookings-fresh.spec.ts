import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { menuEntry } from './helpers/page.ts';
import { uniqueWord } from './helpers/people.ts';
import { createPublishedEvent, familyWithAccount, openSignup } from './helpers/signup-data.ts';
import { acceptCookies, seedLocalStorage, useLanguage } from './helpers/storage.ts';
import { STORAGE_KEYS } from './helpers/test-env.ts';

test.describe.configure({ timeout: 120_000 });

const lng = 'en';
const b = (key: string, values?: Record<string, string | number>) => t(lng, `bookings:${key}`, values);
const people = (count: number) => t(lng, `bookings:booking.people_${count === 1 ? 'one' : 'other'}`, { count });

/** Ticks the first `count` of the family on the event page's sign-up. */
async function tickFirst(page: Page, count: number, all: readonly string[]) {
  const section = page.getByTestId('signup-section');
  for (const [index, person] of all.entries()) {
    const box = section.getByRole('checkbox', { name: new RegExp(`^${person} \\(`) });
    if (index < count) await box.check();
    else await box.uncheck();
  }
}

test('[MYPAGE][SIGNUP] My bookings shows a new booking and a changed one at once, without a reload', async ({
  page,
  request,
}) => {
  const name = `Fresh Evening ${uniqueWord()}`;
  const eventId = await createPublishedEvent(request, name);
  await openSignup(request, eventId, { places: null, openToNonMembers: false });
  const family = await familyWithAccount(request, 4);
  await useLanguage(page, lng);
  await acceptCookies(page);
  await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: family.token });

  // My page is read first, so the list is already in the app's memory when the booking is made.
  await page.goto('/mypage');
  const mine = page.getByTestId('my-bookings');
  await expect(mine).toContainText(b('mine.empty'));

  // Book five of six on the event's page, reached inside the app.
  await menuEntry(page, lng, 'events').first().click();
  await page.getByRole('link', { name, exact: true }).first().click();
  await tickFirst(page, 5, family.people);
  await page.getByRole('button', { name: b('form.submit'), exact: true }).click();
  await expect(page.getByTestId('my-booking')).toHaveAttribute('data-status', 'confirmed');

  await menuEntry(page, lng, 'myPage').first().click();
  await expect(mine).toContainText(name);
  await expect(mine).toContainText(people(5));

  // Change to six people and come back: My page says six.
  await mine.getByRole('link', { name: b('mine.open'), exact: true }).click();
  await tickFirst(page, 6, family.people);
  await page.getByRole('button', { name: b('booking.change'), exact: true }).click();
  await expect(page.getByTestId('my-booking')).toContainText(people(6));
  await menuEntry(page, lng, 'myPage').first().click();
  await expect(mine).toContainText(people(6));
  await expect(mine).not.toContainText(people(5));
});
