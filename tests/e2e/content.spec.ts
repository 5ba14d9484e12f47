import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import { associationName, readAssociation, t } from './helpers/i18n.ts';
import { expectPageTitle } from './helpers/page.ts';
import { acceptCookies, useLanguage } from './helpers/storage.ts';
import { E2E_LANGUAGES } from './helpers/test-env.ts';

// The content pages: home (intro, community size, news, the Diwali banner), /diwali2024,
// /election2024 and /privacypolicy, in every language, with an axe scan.

/** The last minute the seeded Diwali banner showed (midnight in Stockholm, UTC+1 then, ended it). */
const BANNER_LAST_MINUTE = new Date('2024-11-09T23:59:00+01:00');

const DATE_LOCALES: Record<string, string> = { ta: 'ta-IN', en: 'en-GB', sv: 'sv-SE' };

/** A calendar day as the seeded election page writes it, e.g. "Friday 8 March 2024". */
function formatElectionDate(isoDate: string, lng: string, withWeekday = false): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[lng], {
    weekday: withWeekday ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

function h2(page: Page, lng: string, key: string): Locator {
  return page.getByRole('heading', { level: 2, name: t(lng, key), exact: true });
}

/** The home page's banner when it is the Diwali 2024 one (another spec may set a banner of its own). */
function diwaliBanner(page: Page): Locator {
  return page.getByTestId('home-banner').filter({ hasText: 'Diwali Celebration 2024' });
}

/** The cookie notice appears only after hydration: until then a link would load the page anew. */
async function waitForHydration(page: Page, lng: string) {
  await expect(page.getByRole('region', { name: t(lng, 'common:cookies.title'), exact: true })).toBeVisible();
}

/**
 * Goes home through the header's link, in the page (no new request for the HTML), so the home page
 * is rendered by the browser with its own clock, as after any client-side navigation.
 */
async function goHomeInThePage(page: Page, lng: string) {
  // Links navigate inside the app once it is there; it comes at a person's first move.
  await waitForPageSettled(page);
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));
  await page
    .getByRole('banner')
    .getByRole('link', { name: associationName(lng), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(t(lng, 'home:intro.community'), { exact: true })).toBeVisible();
  expect(await page.evaluate(() => 'e2eSameDocument' in window), 'the navigation stayed in the page').toBe(true);
}

for (const lng of E2E_LANGUAGES) {
  test(`[CONTENT] home shows the intro, the community size and the news links in ${lng}`, async ({ page }) => {
    await acceptCookies(page);
    await useLanguage(page, lng);
    await page.goto('/');
    await expectPageTitle(page, lng, 'home');

    await expect(
      page.getByText(t(lng, 'home:intro.p1', { name: associationName(lng) }), { exact: true }),
    ).toBeVisible();
    await expect(page.getByText(t(lng, 'home:intro.community'), { exact: true })).toBeVisible();
    await expect(h2(page, lng, 'home:activities.heading')).toBeVisible();
    await expect(page.getByText(t(lng, 'home:activities.items.tamilSchool'), { exact: true })).toBeVisible();

    await expect(h2(page, lng, 'home:news.heading')).toBeVisible();
    const main = page.getByRole('main');
    const election = main.getByRole('link', { name: t(lng, 'home:news.election.link'), exact: true });
    await expect(election).toHaveAttribute('href', '/election2024');
    await expect(main.getByRole('link', { name: t(lng, 'home:news.diwali.link'), exact: true })).toHaveAttribute(
      'href',
      '/diwali2024',
    );
    await expectNoAxeViolationsOnceSettled(page);

    await election.click();
    await expectPageTitle(page, lng, 'election');
  });
}

test('[CONTENT] the seeded Diwali 2024 banner is over: the home page no longer shows it, in its HTML or after hydration', async ({
  page,
}) => {
  // The server decides (its clock is long past 10 November 2024 in Stockholm) and embeds the
  // decision, so a browser whose clock is still before it shows no banner either.
  const lng = 'en';
  await useLanguage(page, lng);
  await page.clock.setFixedTime(BANNER_LAST_MINUTE);
  await page.goto('/');
  await waitForHydration(page, lng);
  await expect(page.getByText(t(lng, 'home:intro.community'), { exact: true })).toBeVisible();
  await expect(diwaliBanner(page)).toHaveCount(0);
  await goHomeInThePage(page, lng);
  await expect(diwaliBanner(page)).toHaveCount(0);
});

for (const lng of E2E_LANGUAGES) {
  test(`[CONTENT] /diwali2024 shows the event's details in ${lng}`, async ({ page }) => {
    await acceptCookies(page);
    await useLanguage(page, lng);
    await page.goto('/diwali2024');
    await expectPageTitle(page, lng, 'diwali');
    for (const key of ['details', 'programme', 'fee', 'signUp']) {
      await expect(h2(page, lng, `diwali:${key}.heading`), key).toBeVisible();
    }
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: t(lng, 'diwali:details.date') }),
    ).toBeVisible();
    await expect(page.getByText(t(lng, 'diwali:programme.items.lamps'), { exact: true })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: t(lng, 'diwali:signUp.link'), exact: true }),
    ).toHaveAttribute('href', '/contactus');
    await expectNoAxeViolationsOnceSettled(page);
  });

  test(`[CONTENT] /election2024 shows the positions, the rules and the dates in ${lng}`, async ({ page }) => {
    await acceptCookies(page);
    await useLanguage(page, lng);
    await page.goto('/election2024');
    await expectPageTitle(page, lng, 'election');
    for (const key of ['dates', 'positions', 'nomination', 'rules']) {
      await expect(h2(page, lng, `election:${key}.heading`), key).toBeVisible();
    }
    const main = page.getByRole('main');
    for (const [day, key] of [
      ['2024-03-08', 'opens'],
      ['2024-03-20', 'closes'],
      ['2024-03-23', 'withdrawal'],
      ['2024-03-25', 'election'],
    ] as const) {
      const item = main.getByRole('listitem').filter({ hasText: t(lng, `election:dates.${key}`) });
      await expect(item, key).toContainText(formatElectionDate(day, lng, true));
    }
    await expect(
      main.getByText(t(lng, 'election:positions.items.relationshipSecretary'), { exact: true }),
    ).toBeVisible();
    await expect(
      main.getByText(t(lng, 'election:rules.items.withdrawal', { date: formatElectionDate('2024-03-24', lng) }), {
        exact: true,
      }),
    ).toBeVisible();
    await expect(main.locator('a[href^="mailto:"]')).toBeVisible();
    await expectNoAxeViolationsOnceSettled(page);
  });

  test(`[CONTENT] /privacypolicy shows the whole policy in ${lng}`, async ({ page }) => {
    await acceptCookies(page);
    await useLanguage(page, lng);
    await page.goto('/privacypolicy');
    await expectPageTitle(page, lng, 'privacy');
    for (const key of ['controller', 'data', 'purposes', 'retention', 'access', 'rights', 'cookies', 'changes']) {
      await expect(h2(page, lng, `privacy:${key}.heading`), key).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { level: 3, name: t(lng, 'privacy:cookies.analytical.heading'), exact: true }),
    ).toBeVisible();
    await expect(page.locator('.policy__effective')).toContainText('2022');
    const main = page.getByRole('main');
    await expect(main.getByRole('listitem').filter({ hasText: readAssociation().name[lng] ?? '' })).toBeVisible();
    await expect(main.locator('a[href="https://www.imy.se/"]')).toBeVisible();
    await expectNoAxeViolationsOnceSettled(page);
  });
}
