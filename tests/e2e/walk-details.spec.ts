import { expect } from '@playwright/test';
import { adminAccessToken } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle } from './helpers/page.ts';
import { uniqueWord } from './helpers/people.ts';
import { showAPersonIsThere } from './helpers/settle.ts';
import { createPublishedEvent, dayFromToday, familyWithAccount } from './helpers/signup-data.ts';
import { acceptCookies, seedLocalStorage, useLanguage } from './helpers/storage.ts';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from './helpers/test-env.ts';

// What a person met on a walk through the site: the price of a booking with a guest and how to pay
// it on the phone, a double-barrelled name in the contact form, and the way to the About us page.

test.describe.configure({ timeout: 120_000 });

test('[EVENTS][SIGNUP] a family sees member and guest prices, the amount part by part, and Open in Swish after booking', async ({
  page,
  request,
}) => {
  const lng = 'en';
  const b = (key: string, values?: Record<string, string | number>) => t(lng, `bookings:${key}`, values);
  const name = `Price Evening ${uniqueWord()}`;
  const eventId = await createPublishedEvent(request, name);
  const settings = await request.put(`/api/admin/events/${eventId}/signup`, {
    headers: { authorization: `Bearer ${await adminAccessToken()}` },
    data: {
      places: null,
      openToNonMembers: false,
      signupClosesOn: dayFromToday(29),
      memberAdult: 150,
      memberChild: 50,
      nonMemberAdult: 250,
      nonMemberChild: 100,
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const family = await familyWithAccount(request, 0);
  await useLanguage(page, lng);
  await acceptCookies(page);
  await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: family.token });
  await page.goto(`/events/${eventId}`);

  const section = page.getByTestId('signup-section');
  await expect(section.getByTestId('signup-prices')).toContainText(b('status.guestPrices', { adult: 250, child: 100 }));
  for (const person of family.people)
    await section.getByRole('checkbox', { name: new RegExp(`^${person} \\(`) }).check();
  await section.getByLabel(b('form.guestAdults'), { exact: true }).fill('1');
  const parts = `${b('price.memberAdult_other', { count: 2, price: 150 })} + ${b('price.guestAdult_one', { count: 1, price: 250 })}`;
  await expect(section.getByTestId('price-breakdown')).toHaveText(
    `${b('price.heading')}: ${b('price.total', { parts, total: 550 })}`,
  );
  await section.getByRole('button', { name: b('form.submit'), exact: true }).click();
  await expect(page.getByTestId('my-booking')).toContainText(b('booking.amount', { amount: 550 }));
  const swish = page.getByRole('link', { name: b('payment.openSwish'), exact: true });
  await expect(swish).toHaveAttribute('href', /^swish:\/\/payment\?data=/);
});

test('[CONTACT] a name with a hyphen or an apostrophe is taken, and a refused name says what is wrong', async ({
  page,
}) => {
  const lng = 'sv';
  const word = uniqueWord();
  const field = (name: string) => page.getByLabel(t(lng, `contact:fields.${name}`), { exact: true });
  await useLanguage(page, lng);
  await acceptCookies(page);
  await page.goto('/contactus');
  await expectPageTitle(page, lng, 'contact');
  await showAPersonIsThere(page);
  await field('fullName').fill('Anna2 Lund');
  await field('email').fill(`anna.${word}@e2e.test`);
  await field('subject').fill(`Namn ${word}`);
  await field('message').fill(`Hej ${word}`);
  await page.getByRole('button', { name: t(lng, 'contact:send') }).click();
  await expect(page.getByText(t(lng, 'validation:nameCharacters'), { exact: true })).toBeVisible();
  await expect(page.getByText(t(lng, 'validation:valueInvalid'), { exact: true })).toHaveCount(0);

  await field('fullName').fill("Anna Lund-Berg O'Brien");
  await page.getByRole('button', { name: t(lng, 'contact:send') }).click();
  await expect(page.getByRole('status').filter({ hasText: t(lng, 'contact:success') })).toBeVisible();
});

test('[FRAME] every page links to About us from its footer', async ({ page }) => {
  const lng = 'ta';
  await useLanguage(page, lng);
  await acceptCookies(page);
  await page.goto('/events');
  const about = page.getByRole('contentinfo').getByRole('link', { name: t(lng, 'common:footer.about'), exact: true });
  await expect(about).toHaveAttribute('href', '/aboutus');
  await about.click();
  await expectPageTitle(page, lng, 'about');
});

test('[I18N] a visitor whose stored language is English but whose cookie is gone gets English without touching the page', async ({
  page,
}) => {
  await acceptCookies(page);
  await seedLocalStorage(page, { [STORAGE_KEYS.language]: 'en' });
  await page.goto('/');
  // Nobody moves, touches or types: the page turns English by itself.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectPageTitle(page, 'en', 'home');
  const cookie = (await page.context().cookies()).find((entry) => entry.name === LANGUAGE_COOKIE);
  expect(cookie?.value).toBe('en');
  // The next page comes from the server in English.
  const html = await (await page.request.get('/events')).text();
  expect(html).toMatch(/<html[^>]*\slang="en"/);
});

test("[EVENTS] a visitor reads an event's time, place and description on its page, in the page's language", async ({
  page,
  request,
}) => {
  const lng = 'ta';
  const word = uniqueWord();
  const name = `Deepavali ${word}`;
  const created = await request.post('/api/events/createEvent', {
    headers: { authorization: `Bearer ${await adminAccessToken()}` },
    data: {
      name,
      nameTamil: `தீபாவளி ${word}`,
      startDate: dayFromToday(30),
      startTime: '17:00',
      endTime: '21:30',
      place: `Folkets hus ${word}`,
      description: `Dinner and dance ${word}`,
      descriptionTamil: `இரவு உணவும் நடனமும் ${word}`,
      published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const eventId = ((await created.json()) as { eventId: number; name: string }[]).find(
    (event) => event.name === name,
  )?.eventId;
  await useLanguage(page, lng);
  await acceptCookies(page);
  await page.goto(`/events/${eventId}`);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: `தீபாவளி ${word}` })).toBeVisible();
  await expect(main.getByText(`${t(lng, 'events:list.time')} 17:00`)).toBeVisible();
  await expect(main.getByText(`${t(lng, 'events:list.place')} Folkets hus ${word}`)).toBeVisible();
  await expect(main.getByText(`இரவு உணவும் நடனமும் ${word}`, { exact: true })).toBeVisible();
  await expect(main.getByText(`Dinner and dance ${word}`)).toHaveCount(0);
});
