import { expect } from '@playwright/test';
import { adminAccessToken, signInWithoutScripts } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectNothingPastTheEdges } from './helpers/layout.ts';
import { uniqueWord } from './helpers/people.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import {
  bookEveryone,
  createPublishedEvent,
  dayFromToday,
  familyBooking,
  familyWithAccount,
  openSignup,
} from './helpers/signup-data.ts';
import { acceptCookies, seedLocalStorage, useLanguage } from './helpers/storage.ts';
import { STORAGE_KEYS } from './helpers/test-env.ts';

test.describe('without scripts', () => {
  // A board member whose scripts never arrive still puts a booking right: the change button leads to
  // the bookings page with the change in it, whose forms post there, signed in by the session cookie.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test('[EVENTS] [ADMIN] [FORMS] without scripts, the board makes a booking smaller, moves one and cancels one after being asked (en)', async ({
    page,
    request,
  }) => {
    // A sign-in and about ten page loads, each rendered for the session.
    test.slow();
    const lng = 'en';
    const b = (key: string, values?: Record<string, string | number>) => t(lng, `bookings:${key}`, values);
    const eventId = await createPublishedEvent(request, `Thai Pongal ${uniqueWord()}`);
    const laterName = `Thai Pongal later ${uniqueWord()}`;
    const laterId = await createPublishedEvent(request, laterName);
    await openSignup(request, eventId, { places: 20, openToNonMembers: false });
    await openSignup(request, laterId, { places: 20, openToNonMembers: false });
    const big = await familyWithAccount(request, 2);
    const small = await familyWithAccount(request, 0);
    await bookEveryone(request, eventId, big);
    await bookEveryone(request, eventId, small);
    await signInWithoutScripts(page, lng);
    await page.setViewportSize({ width: 390, height: 844 });

    // Fewer people: the big family keeps its two adults.
    await page.goto(`/adminevents/${eventId}/bookings`);
    const bigRow = page.getByTestId('booking-row').filter({ hasText: big.people[0]! });
    await bigRow.getByTestId('booking-change').click();
    await expect(page).toHaveURL(/\?change=\d+/);
    const change = page.getByRole('region', { name: b('admin.changeTitle', { name: big.people[0]! }) });
    await expect(change).toBeVisible();
    await expectNothingPastTheEdges(page, 'the change in the page at 390 px');
    for (const kid of big.people.slice(2))
      await change.getByRole('checkbox', { name: b('admin.keep', { name: kid }) }).uncheck();
    await change.getByRole('button', { name: b('admin.shrink'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/adminevents/${eventId}/bookings\\?sent=shrunk$`));
    await expect(page.getByTestId('booking-changed')).toHaveText(b('admin.shrunk'));
    expect(await familyBooking(request, eventId, big)).toEqual({ status: 'confirmed', people: 2 });

    // Another event: no event chosen is refused on the page; then the later evening.
    const smallRow = page.getByTestId('booking-row').filter({ hasText: small.people[0]! });
    await smallRow.getByTestId('booking-change').click();
    const move = page.getByRole('region', { name: b('admin.changeTitle', { name: small.people[0]! }) });
    await move.getByRole('button', { name: b('admin.move'), exact: true }).click();
    await expect(move.getByLabel(b('admin.moveTo'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
    const [year, month, day] = dayFromToday(30).split('-');
    await move.getByLabel(b('admin.moveTo'), { exact: true }).selectOption({
      label: b('admin.moveOption_other', { name: `${laterName} ${day}/${month}/${year}`, count: 20 }),
    });
    await move.getByRole('button', { name: b('admin.move'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/adminevents/${eventId}/bookings\\?sent=moved$`));
    await expect(page.getByTestId('booking-changed')).toHaveText(b('admin.moved'));
    expect(await familyBooking(request, laterId, small)).toEqual({ status: 'confirmed', people: 2 });

    // Cancelled, after the page asked; No first leaves it as it was.
    await page.getByTestId('booking-row').filter({ hasText: big.people[0]! }).getByTestId('booking-change').click();
    const cancel = page.getByRole('region', { name: b('admin.changeTitle', { name: big.people[0]! }) });
    await cancel.getByRole('button', { name: b('admin.cancel'), exact: true }).click();
    await expect(page).toHaveURL(/&confirm=cancel$/);
    await expect(cancel).toContainText(b('admin.cancelConfirm'));
    await cancel.getByRole('link', { name: b('booking.no'), exact: true }).click();
    await expect(cancel).not.toContainText(b('admin.cancelConfirm'));
    expect(await familyBooking(request, eventId, big)).toEqual({ status: 'confirmed', people: 2 });
    await cancel.getByRole('button', { name: b('admin.cancel'), exact: true }).click();
    await cancel.getByRole('button', { name: b('admin.cancelYes'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/adminevents/${eventId}/bookings\\?sent=cancelled$`));
    await expect(page.getByTestId('booking-changed')).toHaveText(b('admin.cancelled'));
    expect(await familyBooking(request, eventId, big)).toBeNull();
  });
});

test('[EVENTS] [ADMIN] with the app, the change at its address stands in the page and makes the booking smaller in place (en)', async ({
  page,
  request,
}) => {
  const lng = 'en';
  const b = (key: string, values?: Record<string, string | number>) => t(lng, `bookings:${key}`, values);
  const eventId = await createPublishedEvent(request, `Thai Pongal ${uniqueWord()}`);
  await openSignup(request, eventId, { places: 20, openToNonMembers: false });
  const family = await familyWithAccount(request, 1);
  await bookEveryone(request, eventId, family);
  const bookings = await request.get(`/api/admin/events/${eventId}/bookings`, {
    headers: { authorization: `Bearer ${await adminAccessToken()}` },
  });
  const [booking] = ((await bookings.json()) as { bookings: { bookingId: number }[] }).bookings;
  await useLanguage(page, lng);
  await acceptCookies(page);
  await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: await adminAccessToken() });

  await page.goto(`/adminevents/${eventId}/bookings?change=${booking!.bookingId}`);
  await waitForPageSettled(page);
  const change = page.getByRole('region', { name: b('admin.changeTitle', { name: family.people[0]! }) });
  await change.getByRole('checkbox', { name: b('admin.keep', { name: family.people[2]! }) }).uncheck();
  await change.getByRole('button', { name: b('admin.shrink'), exact: true }).click();
  await expect(page.getByTestId('booking-changed')).toHaveText(b('admin.shrunk'));
  await expect(change).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/adminevents/${eventId}/bookings$`));
  expect(await familyBooking(request, eventId, family)).toEqual({ status: 'confirmed', people: 2 });
});
