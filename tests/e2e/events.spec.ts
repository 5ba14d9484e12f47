import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { adminAccessToken } from './helpers/auth.ts';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { waitForMail } from './helpers/mail-sink.ts';
import { signedInMember } from './helpers/members.ts';
import { uniqueWord } from './helpers/people.ts';
import { expectPageTitle, expectPath } from './helpers/page.ts';
import { acceptCookies, seedLocalStorage, useLanguage } from './helpers/storage.ts';
import { E2E_BASE_URL, E2E_LANGUAGES, LANGUAGE_COOKIE, STORAGE_KEYS } from './helpers/test-env.ts';

// ---------- A member who can sign in, made as the site makes them (once per worker) ----------

type TMember = { email: string; token: string; fullName: string };
let member: TMember | undefined;

/** One member for the file's tests, with the name the event page shows for their comments. */
async function signedInEventMember(request: APIRequestContext): Promise<TMember> {
  if (member) return member;
  const { email, accessToken } = await signedInMember(request, 'en');
  const profile = await request.get('/api/member/login', { headers: { authorization: `Bearer ${accessToken}` } });
  const { firstName, lastName } = (await profile.json()) as { firstName: string; lastName: string };
  member = { email, token: accessToken, fullName: `${firstName} ${lastName}` };
  return member;
}

// ---------- Helpers ----------

/** A small PNG made now with sharp, in a temp file the file input can take. */
async function pictureFile(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'events-e2e-'));
  const file = path.join(directory, 'poster.png');
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#b03a2e' } })
    .png()
    .toBuffer();
  await writeFile(file, png);
  return file;
}

/** Whose page this is from now on: the token the app reads from local storage (none: a visitor). */
async function actAs(page: Page, token: string | null) {
  await page.evaluate(
    ({ key, value }) => (value ? window.localStorage.setItem(key, value) : window.localStorage.removeItem(key)),
    { key: STORAGE_KEYS.accessToken, value: token },
  );
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Picks a day in a DatePicker: opens its calendar, moves `daysFromToday` with arrow keys, Enter. */
async function pickDay(page: Page, lng: string, label: string, arrowRights = 0) {
  await button(page, t(lng, 'ui:openCalendar', { label })).click();
  const dialog = page.getByRole('dialog', { name: label });
  await expect(dialog).toBeVisible();
  for (let step = 0; step < arrowRights; step++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

function card(page: Page, name: string) {
  return page.locator('.event-card').filter({ has: page.getByRole('link', { name, exact: true }) });
}

async function eventIdOf(page: Page, name: string): Promise<number> {
  const href = await card(page, name).getByRole('link', { name, exact: true }).getAttribute('href');
  const id = Number(/\/events\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(id, `the link of ${name}`).toBeGreaterThan(0);
  return id;
}

// ---------- The evidence ----------

test.describe('the evidence', () => {
  // A member opening an unpublished event's address gets a 404 from the API: Chromium logs it.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('[EVENTS] EVIDENCE: an admin creates an unpublished event with a picture, a member cannot see it, the admin publishes it, the member comments and deletes the comment, a visitor sees only the title', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const lng = 'en';
    const e = (key: string, values?: Record<string, string>) => t(lng, `events:${key}`, values);
    const someone = await signedInEventMember(request);
    const adminToken = await adminAccessToken();
    const name = `Village Festival ${uniqueWord()}`;
    const nameTamil = `கிராமத் திருவிழா ${uniqueWord()}`;
    await useLanguage(page, lng);
    await acceptCookies(page);
    await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: adminToken });

    // The admin creates the event, unpublished, with a picture previewed before it is sent.
    await page.goto('/events');
    await page.getByRole('link', { name: e('list.create'), exact: true }).click();
    await expectPath(page, '/editevent/new');
    await expectPageTitle(page, lng, 'editEvent');
    await page.getByLabel(e('form.name'), { exact: true }).fill(name);
    await page.getByLabel(e('form.nameTamil'), { exact: true }).fill(nameTamil);
    await pickDay(page, lng, e('form.startDate'));
    await pickDay(page, lng, e('form.endDate'), 1);
    await page.getByLabel(e('form.picture'), { exact: true }).setInputFiles(await pictureFile());
    const preview = page.getByRole('img', { name: e('form.previewAlt'), exact: true });
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect(page.getByLabel(e('form.published'), { exact: true })).not.toBeChecked();
    await expect(page.getByLabel(e('form.notifyMembers'), { exact: true })).toBeDisabled();
    await button(page, e('form.save')).click();

    // The board stays in the editor, now at the saved event's address, with what it wrote.
    await expect(page.getByRole('status').filter({ hasText: e('form.saved') })).toBeVisible();
    await expect(page).toHaveURL(/\/editevent\/\d+$/);
    const id = Number(/\/editevent\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    await expect(page.getByLabel(e('form.name'), { exact: true })).toHaveValue(name);
    await expect(page.getByLabel(e('form.nameTamil'), { exact: true })).toHaveValue(nameTamil);
    await expect(page.getByLabel(e('form.published'), { exact: true })).not.toBeChecked();
    await page.getByRole('link', { name: e('form.backToList'), exact: true }).click();
    await expectPath(page, '/events');
    await expect(card(page, name)).toContainText(e('list.unpublished'));
    expect(await eventIdOf(page, name)).toBe(id);
    const picture = card(page, name).locator('img');
    await expect(picture).toHaveAttribute('src', /^\/api\/events\/Image\/[0-9a-f]{64}-640\.webp$/);
    await expect(picture).toHaveAttribute('width', '640');
    await expect(picture).toHaveAttribute('height', '360');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    // The browser took the card's AVIF source, and it decoded.
    expect(await picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(
      /^\/api\/events\/Image\/[0-9a-f]{64}-640\.avif$/,
    );

    // A member does not see it: not in the list, and its page says there is no such event.
    await actAs(page, someone.token);
    await page.goto('/events');
    await expect(page.locator('.event-card').first()).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
    await expect(page.getByText(e('list.unpublished'))).toHaveCount(0);
    await page.goto(`/events/${id}`);
    await expect(page.getByText(e('detail.notFound'))).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);

    // The admin publishes it through the list's Edit (/events?edit=<id>) and tells the members.
    await actAs(page, adminToken);
    await page.goto('/events');
    await card(page, name)
      .getByRole('link', { name: `${e('list.edit')} ${name}`, exact: true })
      .click();
    await expectPath(page, `/editevent/${id}`);
    await expect(page.getByLabel(e('form.name'), { exact: true })).toHaveValue(name);
    await expect(page.getByRole('img', { name: e('form.previewAlt'), exact: true })).toHaveAttribute(
      'src',
      /-640\.webp$/,
    );
    await page.getByLabel(e('form.published'), { exact: true }).check();
    await page.getByLabel(e('form.notifyMembers'), { exact: true }).check();
    await button(page, e('form.save')).click();
    await expect(page.getByRole('status').filter({ hasText: e('form.saved') })).toBeVisible();
    await expectPath(page, `/editevent/${id}`);
    await expect(page.getByLabel(e('form.published'), { exact: true })).toBeChecked();
    // Telling the members is done once: the box is clear again after the save.
    await expect(page.getByLabel(e('form.notifyMembers'), { exact: true })).not.toBeChecked();
    await page.goto('/events');
    await expect(card(page, name)).toBeVisible();
    await expect(card(page, name)).not.toContainText(e('list.unpublished'));
    const announcement = await waitForMail(someone.email, new RegExp(`New event: ${name}`));
    expect(announcement.text).toContain(`${E2E_BASE_URL}/events/${id}`);

    // The member sees it now, in full, and comments; HTML in a comment stays text.
    await actAs(page, someone.token);
    await page.goto('/events');
    await expect(card(page, name)).toBeVisible();
    await card(page, name).getByRole('link', { name, exact: true }).click();
    await expectPath(page, `/events/${id}`);
    await expectPageTitle(page, lng, 'eventDetail');
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: e('detail.pictureAlt', { name }), exact: true })).toBeVisible();
    await expect(page.getByText(e('detail.notesEmpty'), { exact: true })).toBeVisible();
    await expect(button(page, e('note.submit'))).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`^${name} \\|`));

    await button(page, e('comment.submit')).click();
    await expect(page.getByText(t(lng, 'validation:mandatory'), { exact: true })).toBeVisible();
    const comment = `<b>Count us in</b> ${uniqueWord()} <script>window.hacked = 1</script>`;
    await page.getByLabel(e('comment.label'), { exact: true }).fill(comment);
    await button(page, e('comment.submit')).click();
    const shown = page.locator('.event-message').filter({ hasText: comment });
    await expect(shown).toBeVisible();
    await expect(shown).toContainText(someone.fullName);
    await expect(shown.locator('b, script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

    // ... and deletes it after saying Yes in the confirmation.
    await shown.getByRole('button', { name: new RegExp(`^${e('comment.delete')}`) }).click();
    const confirm = page.getByRole('dialog', { name: e('comment.confirmTitle'), exact: true });
    await expect(confirm).toContainText(e('comment.confirmText'));
    await confirm.getByRole('button', { name: e('comment.yes'), exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.locator('.event-message').filter({ hasText: comment })).toHaveCount(0);
    await expect(page.getByText(e('detail.commentsEmpty'), { exact: true })).toBeVisible();

    // A visitor sees the title and the sign-in prompt, nothing more, already in the server's HTML.
    await actAs(page, null);
    await page.goto(`/events/${id}`);
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(page.getByText(e('detail.loginPrompt'), { exact: true })).toBeVisible();
    const login = page.getByRole('link', { name: e('detail.login'), exact: true });
    await expect(login).toHaveAttribute('href', new RegExp(`^/memberlogin\\?returnTo=%2Fevents%2F${id}$`));
    await expect(page.getByText(e('detail.comments'), { exact: true })).toHaveCount(0);
    await expect(page.locator('.event-detail__picture')).toHaveCount(0);

    const html = await (
      await request.get(`/events/${id}`, { headers: { cookie: `${LANGUAGE_COOKIE}=${lng}` } })
    ).text();
    expect(html).toContain(`<title>${name} | `);
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${E2E_BASE_URL}/api/events/Image/[0-9a-f]{64}\\.webp">`),
    );
    expect(html).toContain(e('detail.loginPrompt'));
    expect(html).not.toContain('Count us in');
  });
});

// ---------- The list, the editor and the calendar ----------

test('[EVENTS] [I18N] the list is in the server HTML with names the reader can read and DD/MM/YYYY dates', async ({
  request,
}) => {
  const all = (await (await request.get('/api/events/all')).json()) as {
    eventId: number;
    name: string;
    nameTamil: string;
    startDate: string;
  }[];
  expect(all.length).toBeGreaterThan(0);
  const [first] = all;
  const [year, month, day] = first!.startDate.split('-');
  for (const lng of E2E_LANGUAGES) {
    const html = await (await request.get('/events', { headers: { cookie: `${LANGUAGE_COOKIE}=${lng}` } })).text();
    // The catalogs ride along in the page data: the notes are looked for in the rendered page only.
    const rendered = html.split('id="page-data"')[0]!;
    if (lng === 'sv') {
      // No Swedish name: the English one, marked as English, with a note saying so.
      expect(rendered).toContain(`<span lang="en">${first!.name}</span></a>`);
      expect(rendered).toContain(t('sv', 'events:nameShownIn.en'));
    } else {
      expect(rendered).toContain(`>${lng === 'ta' ? first!.nameTamil : first!.name}</a>`);
      expect(rendered).not.toContain(t(lng, 'events:nameShownIn.en'));
    }
    expect(html).toContain(`${day}/${month}/${year}`);
    // The data the page hydrates with is in the page, so the browser does not fetch it again.
    expect(html).toContain(`"queryKey":["events","list","public"]`);
  }
});

test('[EVENTS] /events?edit=<id> opens the editor of that event for an admin', async ({ page }) => {
  await useLanguage(page, 'en');
  await acceptCookies(page);
  await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: await adminAccessToken() });
  await page.goto('/events?edit=1');
  await expectPath(page, '/editevent/1');
  await expect(page.getByLabel(t('en', 'events:form.name'), { exact: true })).not.toHaveValue('');
});

test('[EVENTS] the editor refuses an end date before the start date and a picture that is not one', async ({
  page,
}) => {
  const lng = 'en';
  const e = (key: string) => t(lng, `events:${key}`);
  await useLanguage(page, lng);
  await acceptCookies(page);
  await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: await adminAccessToken() });
  await page.goto('/editevent/new');
  await expect(page.getByLabel(e('form.name'), { exact: true })).toBeVisible();
  await button(page, e('form.save')).click();
  await expect(page.getByText(t(lng, 'validation:mandatory'), { exact: true })).toHaveCount(3);

  await page.getByLabel(e('form.name'), { exact: true }).fill('Refused');
  await page.getByLabel(e('form.nameTamil'), { exact: true }).fill('மறுக்கப்பட்டது');
  await pickDay(page, lng, e('form.endDate'));
  // The start date's calendar allows any day; the end date must not come before it.
  await button(page, t(lng, 'ui:openCalendar', { label: e('form.startDate') })).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.getByLabel(e('form.picture'), { exact: true }).setInputFiles({
    name: 'holiday.jpg',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await button(page, e('form.save')).click();
  await expect(page.getByText(t(lng, 'validation:endBeforeStart'), { exact: true })).toBeVisible();
  await expectPath(page, '/editevent/new');
  // With the dates put right, the picture that is not one is what stops the save.
  await page.getByLabel(e('form.endDate'), { exact: true }).fill('');
  await button(page, e('form.save')).click();
  await expect(page.getByText(t(lng, 'validation:endBeforeStart'), { exact: true })).toHaveCount(0);
  await expect(page.getByText(e('form.pictureType'), { exact: true })).toBeVisible();
  await expectPath(page, '/editevent/new');
});

test('[EVENTS] a visitor cannot reach the editor, and the API refuses a non-admin', async ({ page, request }) => {
  await acceptCookies(page);
  await page.goto('/editevent/new');
  await expectPath(page, '/memberlogin');
  const someone = await signedInEventMember(request);
  const refused = await request.post('/api/events/createEvent', {
    headers: { authorization: `Bearer ${someone.token}` },
    data: { name: 'x', nameTamil: 'x', startDate: '2030-01-01', published: true },
  });
  expect(refused.status()).toBe(403);
});

test('[EVENTS] every published event is offered as an iCalendar file', async ({ request }) => {
  const response = await request.get('/api/events/1/calendar.ics?lang=en');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await response.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain(`UID:event-1@${new URL(E2E_BASE_URL).hostname}\r\n`);
  const feed = await request.get('/api/events/calendar.ics');
  expect(await feed.text()).toContain('BEGIN:VEVENT');
});

// ---------- Accessibility in every language ----------

for (const lng of E2E_LANGUAGES) {
  test.describe(`in ${lng}`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lng);
      await acceptCookies(page);
    });

    test(`[EVENTS] [A11Y] /events as an admin, with its buttons, no axe violations (${lng})`, async ({ page }) => {
      await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: await adminAccessToken() });
      await page.goto('/events');
      await expectPageTitle(page, lng, 'events');
      await expect(page.getByRole('link', { name: t(lng, 'events:list.create'), exact: true })).toBeVisible();
      await expect(page.getByText(t(lng, 'events:list.unpublished')).first()).toBeVisible();
      await expectNoAxeViolationsOnceSettled(page);
    });

    test(`[EVENTS] [A11Y] /events/1 as a visitor, no axe violations (${lng})`, async ({ page }) => {
      await page.goto('/events/1');
      await expect(page.getByText(t(lng, 'events:detail.loginPrompt'), { exact: true })).toBeVisible();
      await expectNoAxeViolationsOnceSettled(page);
    });

    test(`[EVENTS] [A11Y] /events/1 as a member, no axe violations (${lng})`, async ({ page, request }) => {
      const someone = await signedInEventMember(request);
      await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: someone.token });
      await page.goto('/events/1');
      await expect(page.getByLabel(t(lng, 'events:comment.label'), { exact: true })).toBeVisible();
      await expectNoAxeViolationsOnceSettled(page);
      // The confirmation popup too.
      const word = uniqueWord();
      await page.getByLabel(t(lng, 'events:comment.label'), { exact: true }).fill(`Axe ${word}`);
      await button(page, t(lng, 'events:comment.submit')).click();
      const mine = page.locator('.event-message').filter({ hasText: `Axe ${word}` });
      await mine.getByRole('button', { name: new RegExp(`^${t(lng, 'events:comment.delete')}`) }).click();
      const confirm = page.getByRole('dialog', { name: t(lng, 'events:comment.confirmTitle'), exact: true });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolationsOnceSettled(page);
      await confirm.getByRole('button', { name: t(lng, 'events:comment.yes'), exact: true }).click();
      await expect(mine).toHaveCount(0);
    });

    test(`[EVENTS] [A11Y] /editevent/new, no axe violations (${lng})`, async ({ page }) => {
      await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: await adminAccessToken() });
      await page.goto('/editevent/new');
      await expectPageTitle(page, lng, 'editEvent');
      await expect(page.getByLabel(t(lng, 'events:form.name'), { exact: true })).toBeVisible();
      await expectNoAxeViolationsOnceSettled(page);
    });
  });
}
