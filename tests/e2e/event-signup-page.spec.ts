import { expect } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectNothingPastTheEdges } from './helpers/layout.ts';
import { signInThroughApi } from './helpers/members.ts';
import { uniqueWord } from './helpers/people.ts';
import { createPublishedEvent, familyWithAccount, openSignup, familyBooking } from './helpers/signup-data.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import { acceptCookies, useLanguage } from './helpers/storage.ts';

test.describe('without scripts', () => {
  // A phone whose scripts never arrive: the event's page is one page for everyone, and the family
  // signs up on the sign-up's own page, rendered for the member's session.
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test('[EVENTS] [SIGNUP] [FORMS] a member signs the family up, changes nothing by mistake and cancels after being asked (en)', async ({
    page,
    request,
  }) => {
    // Nine page loads, each rendered for the session.
    test.slow();
    const lng = 'en';
    const b = (key: string) => t(lng, `bookings:${key}`);
    const eventId = await createPublishedEvent(request, `Kolam morning ${uniqueWord()}`);
    await openSignup(request, eventId, { places: 10, openToNonMembers: false });
    const family = await familyWithAccount(request, 1);
    const [anna, , kid] = family.people as [string, string, string];
    await signInThroughApi(page, request, family.email);
    await useLanguage(page, lng);
    await acceptCookies(page);
    await page.setViewportSize({ width: 320, height: 640 });

    // The event's page (one page for everyone) leads a member to the family's sign-up.
    await page.goto(`/events/${eventId}`);
    await page.getByRole('link', { name: b('form.memberSignup'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/signup$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lng, 'common:pages.eventSignup.title'));
    const form = page.getByRole('form', { name: b('form.heading') });
    await expectNothingPastTheEdges(page, 'the sign-up page at 320 px');

    // Nobody ticked: the page again, saying so, and nothing is booked.
    await form.getByRole('button', { name: b('form.submit'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: b('serverErrors.noPeople') })).toBeVisible();
    expect(await familyBooking(request, eventId, family)).toBeNull();

    // Two of the family and a guest: saved, and the page says so with the booking.
    await form.getByRole('checkbox', { name: new RegExp(`^${anna} \\(`) }).check();
    await form.getByRole('checkbox', { name: new RegExp(`^${kid} \\(`) }).check();
    await form.getByLabel(b('form.guestAdults'), { exact: true }).fill('1');
    await form.getByLabel(b('form.note'), { exact: true }).fill('We come by bus.');
    await form.getByRole('button', { name: b('form.submit'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/signup\\?sent=booking$`));
    await expect(page.getByRole('status').filter({ hasText: b('booking.saved') })).toBeVisible();
    await expect(page.getByTestId('signup-section')).toContainText(b('booking.confirmed'));
    await expect(page.getByLabel(b('form.note'), { exact: true })).toHaveValue('We come by bus.');
    expect(await familyBooking(request, eventId, family)).toEqual({ status: 'confirmed', people: 3 });

    // Cancel asks first; No leaves the booking as it was.
    const changed = page.getByRole('form', { name: b('booking.statusLabel') });
    await changed.getByRole('button', { name: b('booking.cancel'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/signup\\?confirm=cancel$`));
    const question = page.getByTestId('signup-cancel-confirmation');
    await expect(question).toContainText(b('booking.cancelConfirmText'));
    await question.getByRole('link', { name: b('booking.no'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/signup$`));
    expect(await familyBooking(request, eventId, family)).toEqual({ status: 'confirmed', people: 3 });

    // Yes cancels the whole booking, and the page says so with the form ready for a new one.
    await changed.getByRole('button', { name: b('booking.cancel'), exact: true }).click();
    await page
      .getByTestId('signup-cancel-confirmation')
      .getByRole('button', { name: b('booking.yes'), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/events/${eventId}/signup\\?sent=cancelled$`));
    await expect(page.getByRole('status').filter({ hasText: b('booking.cancelledNotice') })).toBeVisible();
    await expect(page.getByRole('form', { name: b('form.heading') })).toBeVisible();
    // The member API answers a cancelled booking as none.
    expect(await familyBooking(request, eventId, family)).toBeNull();
  });
});

test('[EVENTS] [SIGNUP] with the app, the sign-up page saves in place and its question at the address cancels in place (en)', async ({
  page,
  request,
}) => {
  const lng = 'en';
  const b = (key: string) => t(lng, `bookings:${key}`);
  const eventId = await createPublishedEvent(request, `Kolam evening ${uniqueWord()}`);
  await openSignup(request, eventId, { places: 10, openToNonMembers: false });
  const family = await familyWithAccount(request, 0);
  const [anna] = family.people as [string];
  await signInThroughApi(page, request, family.email);
  await useLanguage(page, lng);
  await acceptCookies(page);

  await page.goto(`/events/${eventId}/signup`);
  await waitForPageSettled(page);
  const form = page.getByRole('form', { name: b('form.heading') });
  await form.getByRole('checkbox', { name: new RegExp(`^${anna} \\(`) }).check();
  await form.getByRole('button', { name: b('form.submit'), exact: true }).click();
  await expect(page.getByRole('form', { name: b('booking.statusLabel') })).toBeVisible();
  await expect(page.getByTestId('signup-section')).toContainText(b('booking.confirmed'));
  // The app's own call: the page stays where it was.
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/signup$`));
  expect(await familyBooking(request, eventId, family)).toEqual({ status: 'confirmed', people: 1 });

  // The question's address (where the cancel button leads without the app), answered by the app.
  await page.goto(`/events/${eventId}/signup?confirm=cancel`);
  await waitForPageSettled(page);
  await page
    .getByTestId('signup-cancel-confirmation')
    .getByRole('button', { name: b('booking.yes'), exact: true })
    .click();
  await expect(page.getByRole('status').filter({ hasText: b('booking.cancelledNotice') })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${eventId}/signup$`));
  expect(await familyBooking(request, eventId, family)).toBeNull();
});
