import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import { contactField, openContact } from './helpers/contact.ts';
import { t } from './helpers/i18n.ts';
import { expectPageTitle } from './helpers/page.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';
import { personnummer, uniqueWord } from './helpers/people.ts';

// A person fixes a field and presses the next button at once: the field is left on the press, its
// error line goes, and nothing below it may move before the press ends, or the press is lost.

/** Where the control is on the page (not the window), so a scroll in between does not count as a move. */
const pageTop = (control: Locator) =>
  control.evaluate((element) => Math.round((element.getBoundingClientRect().top + window.scrollY) * 10) / 10);

/**
 * One press as a person makes it: down, then up where the pointer went down (Locator.click() would
 * check that the release lands on the control and press again when it does not, hiding the bug).
 * Between the two, the field being left loses its error line: the control must stay where it was.
 */
async function pressOnce(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  const before = await pageTop(control);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The field's blur has been handled (React updates the page synchronously for it).
  const during = await pageTop(control);
  await page.mouse.up();
  expect(during, 'the control moved while pressed').toBe(before);
}

async function openRegistration(page: Page, lng: string) {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await page.goto('/memberregistration');
  await expectPageTitle(page, lng, 'registration');
  await waitForPageSettled(page);
}

const sendButton = (page: Page, lng: string) => page.getByRole('button', { name: t(lng, 'contact:send') });
const selfGroup = (page: Page, lng: string) =>
  page.getByRole('group', { name: t(lng, 'registration:sections.self'), exact: true });
const selfPersonalNumber = (page: Page, lng: string) =>
  selfGroup(page, lng).getByLabel(t(lng, 'registration:fields.personalNumber'), { exact: true });
const addKidButton = (page: Page, lng: string) =>
  page.getByRole('button', { name: t(lng, 'registration:kids.add'), exact: true });
const spouseBox = (page: Page, lng: string) =>
  page.getByRole('checkbox', { name: t(lng, 'registration:spouse.include'), exact: true });

/** The self section's personnummer is left wrong (its error shows), then typed right; focus stays in it. */
async function leaveWrongThenFix(page: Page, lng: string) {
  const field = selfPersonalNumber(page, lng);
  await field.fill('19991399-0000');
  await field.press('Tab');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(personnummer(40));
  await expect(field).toBeFocused();
}

// The field and the control are both on screen, as on a phone held over the form: with the field
// scrolled out of view above, the browser's scroll anchoring would hide the move.
test.use({ viewport: { width: 1280, height: 1600 } });

/*
 * One language a test, taken in turn: the language changes no behaviour here, only the length of the
 * texts, and the tests of what moves run in Tamil, whose texts are the longest (an error line that
 * would wrap does so there).
 */

test('[FORMS] [CONTACT] the Send pressed right after fixing the last field sends the message (en)', async ({
  page,
}) => {
  const lng = 'en';
  const word = uniqueWord();
  await openContact(page, lng);
  await sendButton(page, lng).click();
  await expect(page.getByText(t(lng, 'validation:mandatory'), { exact: true })).toHaveCount(4);
  await contactField(page, lng, 'fullName').fill('Kumar Raj');
  await contactField(page, lng, 'email').fill(`kumar.${word}@e2e.test`);
  await contactField(page, lng, 'subject').fill(`Pongal ${word}`);
  await contactField(page, lng, 'message').fill(`When is the celebration? ${word}`);
  // The message field still shows its error: the press below leaves it.
  await expect(contactField(page, lng, 'message')).toHaveAttribute('aria-invalid', 'true');
  await pressOnce(page, sendButton(page, lng));
  await expect(page.getByRole('status').filter({ hasText: t(lng, 'contact:success') })).toBeVisible();
});

test('[FORMS] [REGISTRATION] "Add kid" pressed right after fixing a field adds a kid (sv)', async ({ page }) => {
  const lng = 'sv';
  await openRegistration(page, lng);
  await leaveWrongThenFix(page, lng);
  await pressOnce(page, addKidButton(page, lng));
  await expect(page.getByRole('group', { name: t(lng, 'registration:kids.kid', { number: 1 }) })).toBeVisible();
});

test('[FORMS] [REGISTRATION] "Register my spouse too" pressed right after fixing a field opens the spouse\'s fields (en)', async ({
  page,
}) => {
  const lng = 'en';
  await openRegistration(page, lng);
  await leaveWrongThenFix(page, lng);
  await pressOnce(page, spouseBox(page, lng));
  await expect(spouseBox(page, lng)).toBeChecked();
  await expect(page.locator('.registration__spouse')).toBeVisible();
});

test('[FORMS] [CONTACT] an error line coming or going moves no control below it (ta)', async ({ page }) => {
  const lng = 'ta';
  await openContact(page, lng);
  const before = await pageTop(sendButton(page, lng));
  await sendButton(page, lng).click();
  await expect(page.getByText(t(lng, 'validation:mandatory'), { exact: true })).toHaveCount(4);
  expect(await pageTop(sendButton(page, lng))).toBe(before);
  const values: Record<string, string> = {
    fullName: 'Kumar Raj',
    email: `kumar.${uniqueWord()}@e2e.test`,
    subject: 'Pongal',
    message: 'When is the celebration?',
  };
  for (const [name, value] of Object.entries(values)) {
    const field = contactField(page, lng, name);
    await field.fill(value);
    await field.press('Tab');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(await pageTop(sendButton(page, lng)), `after leaving ${name}`).toBe(before);
  }
});

test('[FORMS] [REGISTRATION] a one-line error coming or going moves no control below it (ta)', async ({ page }) => {
  const lng = 'ta';
  await openRegistration(page, lng);
  const controls = [spouseBox(page, lng), addKidButton(page, lng)];
  const before = await Promise.all(controls.map(pageTop));
  const field = selfGroup(page, lng).getByLabel(t(lng, 'registration:fields.firstName'), { exact: true });
  await page.getByRole('button', { name: t(lng, 'registration:submit'), exact: true }).press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(await Promise.all(controls.map(pageTop)), 'with the error shown').toEqual(before);
  await field.fill('Anna');
  await field.press('Tab');
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  expect(await Promise.all(controls.map(pageTop)), 'with the error gone').toEqual(before);
});
