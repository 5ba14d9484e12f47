import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { adminAccessToken } from './helpers/auth.ts';
import { openAdminTab } from './helpers/admin-sections.ts';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { expectNothingPastTheEdges } from './helpers/layout.ts';
import { languagePicker } from './helpers/page.ts';
import { uniqueWord } from './helpers/people.ts';
import { dayFromToday, familyWithAccount } from './helpers/signup-data.ts';
import { acceptCookies, seedLocalStorage, useLanguage } from './helpers/storage.ts';
import { LANGUAGE_COOKIE, STORAGE_KEYS } from './helpers/test-env.ts';

// Weekly activities from end to end: the board makes one in its tab, a family enrols a kid from
// /mypage, and everyone reads it on the public pages, rendered on the server in each language.

const NARROW = { width: 320, height: 700 };

const a = (lng: string, key: string, values?: Record<string, string | number>) => t(lng, `activities:${key}`, values);
const button = (page: Page | Locator, name: string) => page.getByRole('button', { name, exact: true });
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Whose page this is from now on: the token the app reads from local storage. */
async function actAs(page: Page, token: string) {
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: STORAGE_KEYS.accessToken,
    value: token,
  });
}

/** The server's HTML of a page in a language, before any script runs. */
async function htmlOf(request: APIRequestContext, path: string, lng: string) {
  const response = await request.get(path, { headers: { cookie: `${LANGUAGE_COOKIE}=${lng}` } });
  return { status: response.status(), html: await response.text() };
}

/** "Kumar Family (123)": a member as the board's pickers name them, read from the board's search. */
async function pickerName(request: APIRequestContext, query: string, firstName: string): Promise<string> {
  const response = await request.get(`/api/admin/activities/people?q=${encodeURIComponent(query)}`, {
    headers: auth(await adminAccessToken()),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { people } = (await response.json()) as {
    people: { firstName: string; lastName: string; givenId: string }[];
  };
  const person = people.find((entry) => entry.firstName === firstName);
  if (!person) throw new Error(`the board's search for ${query} has no ${firstName}`);
  return `${person.firstName} ${person.lastName} (${person.givenId})`;
}

type TFamilyView = {
  activities: { id: number; members: { userId: number; firstName: string; enrolled: boolean }[] }[];
};

async function familyView(request: APIRequestContext, token: string): Promise<TFamilyView> {
  const response = await request.get('/api/member/activities', { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TFamilyView;
}

/** The first Saturday at least `days` from today, as YYYY-MM-DD. */
function saturdayFrom(days: number): string {
  for (let offset = days; ; offset++) {
    const day = dayFromToday(offset);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 6) return day;
  }
}

const dmy = (isoDay: string) => isoDay.split('-').reverse().join('/');

test('[ACTIVITIES] EVIDENCE: the board adds a Saturday class with a leader and a day off, a family enrols its kid from My page, the public pages show it in Swedish and Tamil, and another family cannot touch the kid', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const board = 'en';
  const word = uniqueWord();
  const names = { ta: `தமிழ் வகுப்பு ${word}`, en: `Tamil class ${word}`, sv: `Tamilskola ${word}` };
  const place = `Folkets hus, room ${word}`;
  const startsOn = dayFromToday(0);
  const endsOn = dayFromToday(120);
  const dayOff = saturdayFrom(21);
  const family = await familyWithAccount(request, 1, 'sv');
  const leader = await pickerName(request, family.lastName, 'Kumar');

  // The board, in its Activities tab of the events section, adds the class.
  await useLanguage(page, board);
  await acceptCookies(page);
  await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: await adminAccessToken() });
  await page.goto('/admindashboard');
  const tab = await openAdminTab(page, board, 'events', a(board, 'admin.tab'));
  await button(tab, a(board, 'admin.new')).click();
  const form = tab.locator('form.activity-form');
  await form.getByLabel(a(board, 'admin.form.nameTa'), { exact: true }).fill(names.ta);
  await form.getByLabel(a(board, 'admin.form.nameEn'), { exact: true }).fill(names.en);
  await form.getByLabel(a(board, 'admin.form.nameSv'), { exact: true }).fill(names.sv);
  await form.getByLabel(a(board, 'admin.form.descriptionSv'), { exact: true }).fill('Läsning och skrivning.');
  await form.getByLabel(a(board, 'admin.form.place'), { exact: true }).fill(place);
  await form.getByLabel(a(board, 'admin.form.minAge'), { exact: true }).fill('6');
  await form.getByLabel(a(board, 'admin.form.maxAge'), { exact: true }).fill('12');
  await form.getByLabel(a(board, 'admin.form.startsOn'), { exact: true }).fill(startsOn);
  await form.getByLabel(a(board, 'admin.form.endsOn'), { exact: true }).fill(endsOn);
  await form.getByLabel(a(board, 'admin.form.dayOff'), { exact: true }).fill(dayOff);
  await button(form, a(board, 'admin.form.addDayOff')).click();
  await expect(button(form, a(board, 'admin.form.removeDayOff', { day: dmy(dayOff) }))).toBeVisible();
  // The leader, found by name.
  await form.getByLabel(a(board, 'admin.form.findLeader'), { exact: true }).pressSequentially(family.lastName);
  await button(form, a(board, 'admin.form.addLeader', { name: leader })).click();
  await expect(button(form, a(board, 'admin.form.removeLeader', { name: leader }))).toBeVisible();
  await expectNoAxeViolationsOnceSettled(page);
  await button(form, a(board, 'admin.form.save')).click();
  await expect(tab.getByText(a(board, 'admin.done.created'), { exact: true })).toBeVisible();
  const card = tab
    .locator('.activity-card')
    .filter({ has: page.getByRole('heading', { name: names.en, exact: true }) });
  await expect(card).toContainText(a(board, 'admin.leaders', { names: leader }));
  await expect(card).toContainText(a(board, 'audience.kidsBetween', { min: 6, max: 12 }));

  // What the board saved, through its API.
  const admin = await request.get('/api/admin/activities', { headers: auth(await adminAccessToken()) });
  const saved = (
    (await admin.json()) as { activities: { id: number; nameEn: string; daysOff: string[] }[] }
  ).activities.find((activity) => activity.nameEn === names.en);
  if (!saved) throw new Error(`the board's list has no ${names.en}`);
  expect(saved.daysOff).toEqual([dayOff]);
  const id = saved.id;

  // The family, in Swedish, enrols its eight-year-old from My page.
  const lng = 'sv';
  await useLanguage(page, lng);
  await actAs(page, family.token);
  await page.goto('/mypage');
  const section = page.getByTestId('my-activities');
  const ours = section
    .locator('.activity-card')
    .filter({ has: page.getByRole('link', { name: names.sv, exact: true }) });
  await expect(ours).toContainText(a(lng, 'family.notEnrolled', { name: 'KidA' }));
  // The parents are not in the age band: only the kid is offered.
  await expect(ours.getByRole('button')).toHaveCount(1);
  await button(ours, a(lng, 'family.enrol', { name: 'KidA', activity: names.sv })).click();
  await expect(ours).toContainText(a(lng, 'family.enrolled', { name: 'KidA' }));
  await expect(button(ours, a(lng, 'family.leave', { name: 'KidA', activity: names.sv }))).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId('my-activities').getByText(a(lng, 'family.enrolled', { name: 'KidA' }), { exact: true }),
  ).toBeVisible();
  const kid = (await familyView(request, family.token)).activities
    .find((activity) => activity.id === id)
    ?.members.find((member) => member.firstName === 'KidA');
  expect(kid?.enrolled).toBe(true);

  // The board sees the kid enrolled.
  await actAs(page, await adminAccessToken());
  await useLanguage(page, board);
  await page.goto('/admindashboard');
  const again = await openAdminTab(page, board, 'events', a(board, 'admin.tab'));
  const boardCard = again
    .locator('.activity-card')
    .filter({ has: page.getByRole('heading', { name: names.en, exact: true }) });
  await expect(boardCard.getByRole('heading', { level: 4 })).toHaveText(
    t(board, 'activities:admin.enrolled_one', { count: 1 }),
  );

  // Everyone reads it: the server's HTML in Swedish and Tamil, with no leader or enrolled names.
  for (const language of ['sv', 'ta'] as const) {
    const when = a(language, 'when', { weekday: a(language, 'weekdays.6'), start: '10:00', end: '12:00' });
    const list = await htmlOf(request, '/activities', language);
    expect(list.status).toBe(200);
    expect(list.html).toContain(names[language]);
    expect(list.html).toContain(when);
    expect(list.html).toContain(`href="/activities/${id}"`);
    const detail = await htmlOf(request, `/activities/${id}`, language);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(`<title>${names[language]}`);
    expect(detail.html).toContain(place);
    expect(detail.html).toContain(a(language, 'audience.kidsBetween', { min: 6, max: 12 }));
    expect(detail.html).toContain(a(language, 'detail.daysOff'));
    expect(detail.html).toContain(dmy(dayOff));
    for (const html of [list.html, detail.html]) expect(html).not.toContain(family.lastName);
  }

  // ... and in the browser, where the app takes over the page: Swedish, then Tamil from the picker.
  await useLanguage(page, 'sv');
  await page.goto('/activities');
  await page.getByRole('link', { name: names.sv, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/activities/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.sv);
  await expect(page.getByText(dmy(dayOff), { exact: true })).toBeVisible();
  await languagePicker(page, 'sv').selectOption('ta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.ta);
  await expect(page.getByText(a('ta', 'detail.daysOff'), { exact: true })).toBeVisible();
  await page.getByRole('link', { name: a('ta', 'detail.backToList'), exact: true }).click();
  await expect(page.getByRole('link', { name: names.ta, exact: true })).toBeVisible();

  // Another family cannot enrol the kid, nor take the kid off: the kid is none of theirs.
  const hostile = await familyWithAccount(request, 0);
  const enrol = await request.post(`/api/member/activities/${id}/enrolments`, {
    headers: auth(hostile.token),
    data: { userId: kid?.userId },
  });
  expect(enrol.status(), await enrol.text()).toBe(404);
  const takeOff = await request.delete(`/api/member/activities/${id}/enrolments/${kid?.userId}`, {
    headers: auth(hostile.token),
  });
  expect(takeOff.status(), await takeOff.text()).toBe(404);
  const still = (await familyView(request, family.token)).activities.find((activity) => activity.id === id);
  expect(still?.members.find((member) => member.userId === kid?.userId)?.enrolled).toBe(true);
  const theirs = (await familyView(request, hostile.token)).activities.find((activity) => activity.id === id);
  expect(theirs?.members).toEqual([]);
});

test.describe('missing activities', () => {
  // The browser reports the 404 of the page itself in the console: that is the answer wanted here.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const path of ['/activities/99999', '/activities/not-a-number']) {
    test(`[ACTIVITIES][SSR] ${path} answers 404 with noindex and the not-found text`, async ({ page, request }) => {
      for (const language of ['sv', 'ta']) {
        const { status, html } = await htmlOf(request, path, language);
        expect(status).toBe(404);
        expect(html).toContain(a(language, 'detail.notFound'));
        expect(html).toMatch(/<meta name="robots" content="noindex">/);
      }
      await useLanguage(page, 'ta');
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(a('ta', 'detail.notFound'))).toBeVisible();
      await expect(page.getByRole('link', { name: a('ta', 'detail.backToList'), exact: true })).toBeVisible();
    });
  }
});

test('[ACTIVITIES][A11Y] the activity pages, My page with its activities and the board tab are axe clean and fit 320 px in Tamil', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const lng = 'ta';
  const family = await familyWithAccount(request, 1, lng);
  const list = (await (await request.get('/api/activities')).json()) as { activities: { id: number }[] };
  expect(list.activities.length).toBeGreaterThan(0);
  const id = list.activities[0]!.id;
  await page.setViewportSize(NARROW);
  await useLanguage(page, lng);
  await acceptCookies(page);

  for (const path of ['/activities', `/activities/${id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolationsOnceSettled(page);
    await expectNothingPastTheEdges(page, `${path} at 320 px`);
  }

  await actAs(page, family.token);
  await page.goto('/mypage');
  await expect(page.getByTestId('my-activities').locator('.activity-card').first()).toBeVisible();
  await expectNoAxeViolationsOnceSettled(page);
  await expectNothingPastTheEdges(page, '/mypage at 320 px');

  await actAs(page, await adminAccessToken());
  await page.goto('/admindashboard');
  const tab = await openAdminTab(page, lng, 'events', a(lng, 'admin.tab'));
  await expect(tab.locator('.activity-card').first()).toBeVisible();
  await expectNoAxeViolationsOnceSettled(page);
  await expectNothingPastTheEdges(page, 'the board tab at 320 px');
  await button(tab, a(lng, 'admin.new')).click();
  await expect(tab.locator('form.activity-form')).toBeVisible();
  await tab.getByLabel(a(lng, 'admin.form.findLeader'), { exact: true }).fill(family.lastName);
  await expect(tab.locator('.activity-picker li').first()).toBeVisible();
  await expectNoAxeViolationsOnceSettled(page);
  await expectNothingPastTheEdges(page, 'the activity form at 320 px');
});

test('[ACTIVITIES] the board is stopped at an end before the start, then edits an activity, hides it, enrols and removes a member and deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const lng = 'en';
  const word = uniqueWord();
  const name = `Veena class ${word}`;
  const adminToken = await adminAccessToken();
  const family = await familyWithAccount(request, 0);
  const anna = await pickerName(request, family.lastName, 'Anna');
  const created = await request.post('/api/admin/activities', {
    headers: auth(adminToken),
    data: {
      nameTa: `வீணை ${word}`,
      nameEn: name,
      nameSv: `Veena ${word}`,
      place: 'Musikskolan',
      audience: 'kids',
      minAge: 7,
      maxAge: null,
      weekday: 3,
      startTime: '17:00',
      endTime: '18:00',
      startsOn: dayFromToday(0),
      endsOn: dayFromToday(60),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { id } = (await created.json()) as { id: number };
  await useLanguage(page, lng);
  await acceptCookies(page);
  await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: adminToken });
  await page.goto('/admindashboard');
  const tab = await openAdminTab(page, lng, 'events', a(lng, 'admin.tab'));

  // A new activity that would end before it starts is not sent: the end time says why.
  const draft = `Draft ${word}`;
  await button(tab, a(lng, 'admin.new')).click();
  const form = tab.locator('form.activity-form');
  for (const field of ['nameTa', 'nameEn', 'nameSv'] as const) {
    await form.getByLabel(a(lng, `admin.form.${field}`), { exact: true }).fill(draft);
  }
  await form.getByLabel(a(lng, 'admin.form.place'), { exact: true }).fill('Biblioteket');
  await form.getByLabel(a(lng, 'admin.form.startTime'), { exact: true }).fill('12:00');
  await form.getByLabel(a(lng, 'admin.form.endTime'), { exact: true }).fill('10:00');
  await form.getByLabel(a(lng, 'admin.form.startsOn'), { exact: true }).fill(dayFromToday(0));
  await form.getByLabel(a(lng, 'admin.form.endsOn'), { exact: true }).fill(dayFromToday(30));
  await button(form, a(lng, 'admin.form.save')).click();
  await expect(form.getByLabel(a(lng, 'admin.form.endTime'), { exact: true })).toHaveAccessibleDescription(
    new RegExp(t(lng, 'validation:valueInvalid')),
  );
  await button(form, a(lng, 'admin.form.cancel')).click();
  await expect(form).toHaveCount(0);
  const card = tab.locator('.activity-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toBeVisible();
  await expect(tab.getByRole('heading', { name: draft, exact: true })).toHaveCount(0);

  // Edited: another place, and no longer published; the public no longer finds it.
  await button(card, a(lng, 'admin.edit', { name })).click();
  await form.getByLabel(a(lng, 'admin.form.place'), { exact: true }).fill('Kulturhuset');
  await form.getByLabel(a(lng, 'admin.form.published'), { exact: true }).uncheck();
  await button(form, a(lng, 'admin.form.save')).click();
  await expect(tab.getByText(a(lng, 'admin.done.saved'), { exact: true })).toBeVisible();
  await expect(card).toContainText(a(lng, 'admin.hidden'));
  expect((await request.get(`/api/activities/${id}`)).status()).toBe(404);
  expect((await htmlOf(request, `/activities/${id}`, lng)).status).toBe(404);

  // The board enrols any approved member, whatever the audience, and takes them off again.
  await card.getByLabel(a(lng, 'admin.findMember', { activity: name }), { exact: true }).fill(family.lastName);
  await button(card, a(lng, 'admin.enrol', { name: anna, activity: name })).click();
  await expect(card.getByRole('heading', { level: 4 })).toHaveText(
    t(lng, 'activities:admin.enrolled_one', { count: 1 }),
  );
  await button(card, a(lng, 'admin.unenrol', { name: anna, activity: name })).click();
  await expect(card.getByRole('heading', { level: 4 })).toHaveText(
    t(lng, 'activities:admin.enrolled_other', { count: 0 }),
  );

  // Deleted after the question.
  await button(card, a(lng, 'admin.delete', { name })).click();
  const question = page.getByRole('dialog', { name: a(lng, 'admin.deleteTitle'), exact: true });
  await button(question, a(lng, 'admin.deleteYes')).click();
  await expect(tab.getByText(a(lng, 'admin.done.deleted'), { exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  const left = (await (await request.get('/api/admin/activities', { headers: auth(adminToken) })).json()) as {
    activities: { id: number; nameEn: string }[];
  };
  expect(left.activities.map((activity) => activity.nameEn)).not.toContain(name);
  expect(left.activities.map((activity) => activity.nameEn)).not.toContain(draft);
});
