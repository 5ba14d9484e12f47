import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminAccessToken } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectNothingPastTheEdges } from './helpers/layout.ts';
import { waitForMail } from './helpers/mail-sink.ts';
import { uniqueWord } from './helpers/people.ts';
import {
  createPublishedEvent,
  dayFromToday,
  familyWithAccount,
  openSignup,
  type TSignupFamily,
  bookEveryone,
} from './helpers/signup-data.ts';
import { acceptCookies, seedLocalStorage, useLanguage } from './helpers/storage.ts';
import { STORAGE_KEYS } from './helpers/test-env.ts';

const lng = 'en';
const b = (key: string, values?: Record<string, string | number>) => t(lng, `bookings:${key}`, values);
const button = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

async function statusOf(request: APIRequestContext, eventId: number, family: TSignupFamily) {
  const response = await request.get(`/api/events/${eventId}/booking`, {
    headers: { authorization: `Bearer ${family.token}` },
  });
  return ((await response.json()) as { booking: { status: string } | null }).booking?.status ?? null;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`[EVENTS][BOARD] at ${viewport.width} px the board makes a booking smaller from the list, moves one and cancels one from the check-in page; families are mailed and the waiting list moves up`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const word = uniqueWord();
    const eventId = await createPublishedEvent(request, `Vasantham ${word}`);
    const otherName = `Vasantham later ${word}`;
    const otherId = await createPublishedEvent(request, otherName);
    await openSignup(request, eventId, { places: 5, openToNonMembers: false });
    await openSignup(request, otherId, { places: 20, openToNonMembers: false });
    const big = await familyWithAccount(request, 2);
    const waiting = await familyWithAccount(request, 1);
    expect(await bookEveryone(request, eventId, big)).toBe('confirmed');
    expect(await bookEveryone(request, eventId, waiting)).toBe('waiting');

    await page.setViewportSize(viewport);
    await useLanguage(page, lng);
    await acceptCookies(page);
    await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: await adminAccessToken() });

    // The list: the big family's booking loses its two children; the waiting family moves up.
    await page.goto(`/adminevents/${eventId}/bookings`);
    const bigRow = page.getByTestId('booking-row').filter({ hasText: big.people[0]! });
    await bigRow.getByTestId('booking-change').click();
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expectNothingPastTheEdges(page, `the change popup at ${viewport.width} px`);
    for (const kid of big.people.slice(2))
      await popup.getByRole('checkbox', { name: b('admin.keep', { name: kid }) }).uncheck();
    await button(popup, b('admin.shrink')).click();
    await expect(page.getByTestId('booking-changed')).toHaveText(b('admin.shrunk'));
    await expect(bigRow).toContainText(t(lng, 'bookings:booking.people_other', { count: 2 }));
    await expect.poll(() => statusOf(request, eventId, waiting)).toBe('confirmed');
    expect((await waitForMail(big.email, /your booking has been changed/)).text).toContain('it is now for 2');
    await waitForMail(waiting.email, /a place has opened for you/);
    await expectNothingPastTheEdges(page, `the booking list at ${viewport.width} px`);

    // At the door: the family that moved up goes to the later evening instead.
    await page.goto(`/adminevents/${eventId}/checkin`);
    const waitingCard = page.getByTestId('checkin-card').filter({ hasText: waiting.people[0]! });
    await waitingCard.getByTestId('booking-change').click();
    const [year, month, day] = dayFromToday(30).split('-');
    const option = b('admin.moveOption_other', { name: `${otherName} ${day}/${month}/${year}`, count: 20 });
    await popup.getByLabel(b('admin.moveTo'), { exact: true }).selectOption({ label: option });
    await button(popup, b('admin.move')).click();
    await expect(page.getByTestId('booking-changed')).toHaveText(b('admin.moved'));
    await expect(waitingCard).toHaveCount(0);
    await expect.poll(() => statusOf(request, otherId, waiting)).toBe('confirmed');
    expect((await waitForMail(waiting.email, /has been moved to this event/)).subject).toContain(otherName);

    // And the big family's booking is cancelled, after a second question.
    const bigCard = page.getByTestId('checkin-card').filter({ hasText: big.people[0]! });
    await bigCard.getByTestId('booking-change').click();
    await button(popup, b('admin.cancel')).click();
    await expect(popup).toContainText(b('admin.cancelConfirm'));
    await expectNothingPastTheEdges(page, `the cancel question at ${viewport.width} px`);
    await button(popup, b('admin.cancelYes')).click();
    await expect(page.getByTestId('booking-changed')).toHaveText(b('admin.cancelled'));
    await expect(bigCard).toHaveCount(0);
    await expect.poll(() => statusOf(request, eventId, big)).toBe(null);
    await waitForMail(big.email, /your booking is cancelled/);
  });
}
