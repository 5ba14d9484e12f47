import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { adminAccessToken } from './helpers/auth.ts';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectNothingPastTheEdges } from './helpers/layout.ts';
import { waitForMail } from './helpers/mail-sink.ts';
import { uniqueWord } from './helpers/people.ts';
import { expectPageTitle } from './helpers/page.ts';
import { createPublishedEvent, familyWithAccount, openSignup } from './helpers/signup-data.ts';
import { acceptCookies, seedLocalStorage, useLanguage } from './helpers/storage.ts';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from './helpers/test-env.ts';

const PHONE = { width: 360, height: 740 };

/** Whose page this is from now on: the token the app reads from local storage (none: a visitor). */
async function actAs(page: Page, token: string | null) {
  await page.evaluate(
    ({ key, value }) => (value ? window.localStorage.setItem(key, value) : window.localStorage.removeItem(key)),
    { key: STORAGE_KEYS.accessToken, value: token },
  );
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** i18next's plural forms are keys of their own; the specs' t() reads keys as written. */
const plural = (lng: string, key: string, count: number) =>
  t(lng, `bookings:${key}_${count === 1 ? 'one' : 'other'}`, { count });

/** The family's booking as the member API tells it. */
async function bookingStatus(page: Page, eventId: number, token: string): Promise<string | null> {
  const response = await page.request.get(`/api/events/${eventId}/booking`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const answer = (await response.json()) as { booking: { status: string } | null };
  return answer.booking?.status ?? null;
}

/** On the event page of a signed-in family: ticks who comes (a name not listed is left unticked). */
async function tickFamily(page: Page, coming: readonly string[], all: readonly string[]) {
  const section = page.getByTestId('signup-section');
  for (const person of all) {
    const box = section.getByRole('checkbox', { name: new RegExp(`^${person} \\(`) });
    if (coming.includes(person)) await box.check();
    else await box.uncheck();
  }
}

test('[EVENTS][SIGNUP] EVIDENCE: the board opens sign-up with 6 places, a family of 4 signs up, a family of 3 waits, the first cancels one person, the second moves up and gets the mail, the board checks them in on a phone and downloads the CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const lng = 'en';
  const b = (key: string, values?: Record<string, string | number>) => t(lng, `bookings:${key}`, values);
  const adminToken = await adminAccessToken();
  const name = `Pongal Evening ${uniqueWord()}`;
  const eventId = await createPublishedEvent(request, name);
  const first = await familyWithAccount(request, 2);
  const second = await familyWithAccount(request, 1);
  await useLanguage(page, lng);
  await acceptCookies(page);
  await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: adminToken });

  // The board opens sign-up in the event editor: 6 places, the last day the event's first day.
  await page.goto(`/editevent/${eventId}`);
  await page.getByRole('checkbox', { name: b('settings.enabled'), exact: true }).check();
  await page.getByLabel(b('settings.places'), { exact: true }).fill('6');
  await button(page, t(lng, 'events:form.save')).click();
  await expect(page.getByRole('status').filter({ hasText: t(lng, 'events:form.saved') })).toBeVisible();

  // The first family signs up all four.
  await actAs(page, first.token);
  await page.goto(`/events/${eventId}`);
  const section = page.getByTestId('signup-section');
  await expect(section).toContainText(plural(lng, 'status.placesLeft', 6));
  await tickFamily(page, first.people, first.people);
  await page.getByLabel(b('form.note'), { exact: true }).fill('One of us is allergic to nuts.');
  await expect(section).toContainText(b('form.noteCounter', { typed: 30, max: 500 }));
  await button(page, b('form.submit')).click();
  await expect(page.getByTestId('my-booking')).toHaveAttribute('data-status', 'confirmed');
  await expect(section).toContainText(plural(lng, 'status.placesLeft', 2));

  // The second family's three do not fit: the whole booking waits, first in line.
  await actAs(page, second.token);
  await page.goto(`/events/${eventId}`);
  await tickFamily(page, second.people, second.people);
  await button(page, b('form.submit')).click();
  await expect(page.getByTestId('my-booking')).toHaveAttribute('data-status', 'waiting');
  await expect(page.getByTestId('my-booking')).toContainText(b('booking.waiting', { position: 1 }));
  await page.goto('/mypage');
  await expect(page.getByTestId('my-bookings')).toContainText(b('statusName.waiting'));

  // The first family leaves one kid at home: three places are free, and the second family moves up.
  await actAs(page, first.token);
  await page.goto(`/events/${eventId}`);
  await tickFamily(page, first.people.slice(0, 3), first.people);
  await button(page, b('booking.change')).click();
  await expect(page.getByTestId('my-booking')).toContainText(plural(lng, 'booking.people', 3));
  await expect.poll(() => bookingStatus(page, eventId, second.token)).toBe('confirmed');
  const moved = await waitForMail(second.email, /a place has opened for you/);
  expect(moved.subject).toContain(name);

  // At the door, on a phone: the board finds the second family by name and ticks who arrived.
  await page.setViewportSize(PHONE);
  await actAs(page, adminToken);
  await page.goto(`/adminevents/${eventId}/checkin`);
  await expectPageTitle(page, lng, 'eventCheckin');
  const totals = page.getByTestId('checkin-totals');
  await expect(totals).toHaveText(b('admin.liveTotals', { arrived: 0, expected: 6 }));
  await page.getByLabel(b('admin.search'), { exact: true }).fill(second.lastName);
  await expect(page.getByTestId('checkin-card')).toHaveCount(1);
  for (const person of second.people) {
    const tick = button(page, b('admin.arrived', { name: person }));
    await tick.click();
    await expect(tick).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(totals).toHaveText(b('admin.liveTotals', { arrived: 3, expected: 6 }));
  await expectNothingPastTheEdges(page, 'check-in at 360 px');
  // The ticks are stored: a fresh load shows them.
  await page.reload();
  await expect(page.getByTestId('checkin-totals')).toHaveText(b('admin.liveTotals', { arrived: 3, expected: 6 }));

  // The list for the door, and its CSV.
  await page.goto(`/adminevents/${eventId}/bookings`);
  await expect(page.getByTestId('booking-row')).toHaveCount(2);
  await expect(page.getByTestId('booking-totals')).toContainText(b('admin.checkedIn'));
  await expect(page.getByText('One of us is allergic to nuts.')).toBeVisible();
  const download = page.waitForEvent('download');
  await button(page, b('admin.csv')).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  expect(csv).toContain(first.lastName);
  expect(csv).toContain(second.lastName);
});

test('[EVENTS][SIGNUP] a new event saved once with sign-up ticked is open for sign-up, and the editor stays on it with what was saved', async ({
  page,
  request,
}) => {
  const lng = 'en';
  const b = (key: string) => t(lng, `bookings:${key}`);
  const e = (key: string) => t(lng, `events:${key}`);
  const name = `Thai Pongal ${uniqueWord()}`;
  const family = await familyWithAccount(request, 1);
  await useLanguage(page, lng);
  await acceptCookies(page);
  await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: await adminAccessToken() });

  await page.goto('/editevent/new');
  await page.getByLabel(e('form.name'), { exact: true }).fill(name);
  await page.getByLabel(e('form.nameTamil'), { exact: true }).fill(`தைப்பொங்கல் ${uniqueWord()}`);
  await page.getByLabel(e('form.startDate'), { exact: true }).fill('14/01/2032');
  await page.getByLabel(e('form.startTime'), { exact: true }).fill('17:30');
  await page.getByLabel(e('form.place'), { exact: true }).fill('Folkets hus');
  await page.getByLabel(e('form.published'), { exact: true }).check();
  await page.getByRole('checkbox', { name: b('settings.enabled'), exact: true }).check();
  // A new sign-up closes on the event's first day unless the board picks another.
  const closesOn = page.getByRole('textbox', { name: b('settings.closesOn'), exact: true });
  await expect(closesOn).toHaveValue('14/01/2032');
  await page.getByLabel(b('settings.places'), { exact: true }).fill('8');
  await button(page, e('form.save')).click();

  await expect(page.getByRole('status').filter({ hasText: e('form.saved') })).toBeVisible();
  await expect(page).toHaveURL(/\/editevent\/\d+$/);
  const eventId = Number(/\/editevent\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
  await expect(page.getByLabel(e('form.name'), { exact: true })).toHaveValue(name);
  await expect(page.getByLabel(e('form.startTime'), { exact: true })).toHaveValue('17:30');
  await expect(page.getByLabel(e('form.place'), { exact: true })).toHaveValue('Folkets hus');
  await expect(page.getByRole('checkbox', { name: b('settings.enabled'), exact: true })).toBeChecked();
  await expect(page.getByLabel(b('settings.places'), { exact: true })).toHaveValue('8');
  await expect(page.getByRole('link', { name: b('settings.bookings'), exact: true })).toHaveAttribute(
    'href',
    `/adminevents/${eventId}/bookings`,
  );
  // A fresh load of the editor reads the same back from the server.
  await page.reload();
  await expect(page.getByLabel(e('form.name'), { exact: true })).toHaveValue(name);
  await expect(page.getByLabel(b('settings.places'), { exact: true })).toHaveValue('8');
  await expect(page.getByRole('textbox', { name: b('settings.closesOn'), exact: true })).toHaveValue('14/01/2032');

  // The event's public page offers sign-up to a member's family.
  await actAs(page, family.token);
  await page.goto(`/events/${eventId}`);
  const section = page.getByTestId('signup-section');
  await expect(section).toContainText(plural(lng, 'status.placesLeft', 8));
  await expect(button(page, b('form.submit'))).toBeVisible();
});

test('[EVENTS][SIGNUP] a visitor signs up when non-members may, confirms by the mail link and cancels by the link in the confirmation', async ({
  page,
  request,
}) => {
  const lng = 'en';
  const b = (key: string, values?: Record<string, string | number>) => t(lng, `bookings:${key}`, values);
  const name = `Diwali Night ${uniqueWord()}`;
  const eventId = await createPublishedEvent(request, name);
  await openSignup(request, eventId, { places: 10, openToNonMembers: true });
  const email = `visitor.${uniqueWord()}@e2e.test`;
  await useLanguage(page, lng);
  await acceptCookies(page);

  // Places left are in the server's HTML of the event page and of the list, before any script runs.
  for (const path of [`/events/${eventId}`, '/events']) {
    const html = await (await request.get(path, { headers: { cookie: `${LANGUAGE_COOKIE}=${lng}` } })).text();
    expect(html, path).toContain(plural(lng, path === '/events' ? 'list.placesLeft' : 'status.placesLeft', 10));
  }

  await page.goto(`/events/${eventId}`);
  await page.getByLabel(b('form.name'), { exact: true }).fill('Meena Visitor');
  await page.getByLabel(b('form.email'), { exact: true }).fill(email);
  await page.getByLabel(b('form.phone'), { exact: true }).fill('0701234567');
  await page.getByLabel(b('form.adults'), { exact: true }).fill('2');
  await page.getByLabel(b('form.children'), { exact: true }).fill('1');
  await button(page, b('form.submit')).click();
  await expect(page.getByTestId('visitor-booking-sent')).toBeVisible();
  // Nothing counts before the link is opened.
  await page.reload();
  await expect(page.getByTestId('signup-section')).toContainText(plural(lng, 'status.placesLeft', 10));

  const confirmMail = await waitForMail(email, /\/bookings\/confirm\?token=/);
  const confirmLink = /https?:\/\/\S+\/bookings\/confirm\?token=[^\s"<>]+/.exec(confirmMail.text)?.[0];
  expect(confirmLink, confirmMail.text).toBeTruthy();
  await page.goto(new URL(confirmLink!).pathname + new URL(confirmLink!).search);
  await expectPageTitle(page, lng, 'bookingConfirm');
  await button(page, b('confirm.button')).click();
  await expect(page.getByText(b('confirm.confirmed'), { exact: true })).toBeVisible();
  await page.goto(`/events/${eventId}`);
  await expect(page.getByTestId('signup-section')).toContainText(plural(lng, 'status.placesLeft', 7));

  const cancelMail = await waitForMail(email, /\/bookings\/cancel\?token=/);
  const cancelLink = /https?:\/\/\S+\/bookings\/cancel\?token=[^\s"<>]+/.exec(cancelMail.text)?.[0];
  expect(cancelLink, cancelMail.text).toBeTruthy();
  await page.goto(new URL(cancelLink!).pathname + new URL(cancelLink!).search);
  await button(page, b('cancelPage.button')).click();
  await expect(page.getByText(b('cancelPage.done'), { exact: true })).toBeVisible();
  await page.goto(`/events/${eventId}`);
  await expect(page.getByTestId('signup-section')).toContainText(plural(lng, 'status.placesLeft', 10));
});

test('[EVENTS][SIGNUP] every sign-up page is axe clean at 360 px in Swedish', async ({ page, request }) => {
  test.setTimeout(120_000);
  const lng = 'sv';
  const name = `Tamil New Year ${uniqueWord()}`;
  const eventId = await createPublishedEvent(request, name);
  await openSignup(request, eventId, { places: 20, openToNonMembers: true });
  const family = await familyWithAccount(request, 1, lng);
  await page.setViewportSize(PHONE);
  await useLanguage(page, lng);
  await acceptCookies(page);

  // A visitor: the event page with the visitor's form, and the two link pages.
  for (const path of [
    `/events/${eventId}`,
    '/bookings/confirm?token=unused',
    '/bookings/cancel?token=unused',
    '/events',
  ]) {
    await page.goto(path);
    await expectNoAxeViolationsOnceSettled(page);
    await expectNothingPastTheEdges(page, path);
  }
  await expect(page.getByText(plural(lng, 'list.placesLeft', 20)).first()).toBeVisible();

  // The family: the event page with its form (signed up, so the booking shows too), and /mypage.
  await actAs(page, family.token);
  await page.goto(`/events/${eventId}`);
  await tickFamily(page, family.people, family.people);
  await button(page, t(lng, 'bookings:form.submit')).click();
  await expect(page.getByTestId('my-booking')).toHaveAttribute('data-status', 'confirmed');
  await expectNoAxeViolationsOnceSettled(page);
  await page.goto('/mypage');
  await expect(page.getByTestId('my-bookings')).toContainText(t(lng, 'bookings:statusName.confirmed'));
  await expectNoAxeViolationsOnceSettled(page);

  // The board: the editor's sign-up settings, the list and the check-in.
  await actAs(page, await adminAccessToken());
  for (const path of [`/editevent/${eventId}`, `/adminevents/${eventId}/bookings`, `/adminevents/${eventId}/checkin`]) {
    await page.goto(path);
    await expectNoAxeViolationsOnceSettled(page);
    await expectNothingPastTheEdges(page, path);
  }
});
