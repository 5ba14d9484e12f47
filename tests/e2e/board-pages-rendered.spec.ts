import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminAccessToken } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { uniqueWord } from './helpers/people.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import { createPublishedEvent, familyWithAccount, openSignup, bookEveryone } from './helpers/signup-data.ts';
import { acceptCookies, useLanguage } from './helpers/storage.ts';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_BASE_URL, LANGUAGE_COOKIE } from './helpers/test-env.ts';

// The board's pages are rendered on the server for the session the refresh cookie carries: each
// shows its first table in the page itself, and the app, once there, asks for none of it again.

/** The admin's refresh cookie, as a browser keeps it after signing in. */
async function adminRefreshCookie(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const cookie = /refresh_token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1];
  if (!cookie) throw new Error('the sign-in set no refresh cookie');
  return cookie;
}

/** A draft post only the board's list shows; its Tamil title. */
async function draftNewsPost(request: APIRequestContext, word: string): Promise<string> {
  const title = `Draft ${word}`;
  const response = await request.post('/api/admin/news', {
    headers: { authorization: `Bearer ${await adminAccessToken()}` },
    data: { texts: { ta: { title, body: `Body ${word}` } }, publishAt: new Date().toISOString(), draft: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  return title;
}

/** A family books the event through the member API; the booker's name as the board's list shows it. */
async function bookedFamily(request: APIRequestContext, eventId: number): Promise<string> {
  const family = await familyWithAccount(request, 0);
  await bookEveryone(request, eventId, family);
  return family.people[0]!;
}

type TBoardPage = {
  path: string;
  /** The page's first table (or list) with the row the test made. */
  first: (page: Page) => Locator;
  /** A text of that table the server's HTML must hold. */
  text: string;
  /** The API call that would fill the table in the browser. */
  call: string;
};

test('[BOARD] the money, events and content sections and an event’s bookings and check-in pages come with their first table from the server, and the app asks for none of it again', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const eventName = `Pongal ${word}`;
  const eventId = await createPublishedEvent(request, eventName);
  await openSignup(request, eventId, { places: 20, openToNonMembers: false });
  const booker = await bookedFamily(request, eventId);
  const newsTitle = await draftNewsPost(request, word);

  const pages: TBoardPage[] = [
    {
      path: '/admindashboard/money',
      first: (p) => p.getByRole('tabpanel').getByRole('table'),
      text: '<table',
      call: '/api/admin/finance',
    },
    {
      path: '/admindashboard/events',
      first: (p) => p.locator('.admin-events__list').getByText(eventName),
      text: eventName,
      call: '/api/events/all',
    },
    {
      path: '/admindashboard/content',
      first: (p) => p.locator('.admin-news__table').getByText(newsTitle),
      text: newsTitle,
      call: '/api/admin/news',
    },
    {
      path: `/adminevents/${eventId}/bookings`,
      first: (p) => p.getByTestId('booking-row').filter({ hasText: booker }),
      text: booker,
      call: `/api/admin/events/${eventId}/bookings`,
    },
    {
      path: `/adminevents/${eventId}/checkin`,
      first: (p) => p.getByText(booker).first(),
      text: booker,
      call: `/api/admin/events/${eventId}/bookings`,
    },
  ];

  await useLanguage(page, 'en');
  await acceptCookies(page);
  await context.addCookies([
    { name: LANGUAGE_COOKIE, value: 'en', url: E2E_BASE_URL },
    {
      name: 'refresh_token',
      value: await adminRefreshCookie(request),
      url: E2E_BASE_URL,
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    },
  ]);
  const asked: { path: string; at: number }[] = [];
  page.on('request', (sent) => asked.push({ path: new URL(sent.url()).pathname, at: Date.now() }));

  for (const boardPage of pages) {
    // The page the server sends (the browser's own cookie with it) holds the table's row already.
    const html = await (await context.request.get(boardPage.path)).text();
    expect(html, `${boardPage.path} as the server sends it`).toContain(boardPage.text);

    asked.length = 0;
    await page.goto(boardPage.path);
    await expect(boardPage.first(page)).toBeVisible();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const hydratedAt = Date.now();
    // Hydrated and quiet: the session refreshed from the cookie, and the table's data never asked for.
    // (The check-in page reloads its list every 5 seconds while open, which is not asking again.)
    await waitForPageSettled(page);
    const early = asked.filter((call) => call.at < hydratedAt + 4_000).map((call) => call.path);
    expect(early, `what ${boardPage.path} asked for`).not.toContain(boardPage.call);
  }
});
