import { expect, type Route } from '@playwright/test';
import { signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { ASSOCIATION_EMAIL, contactField, openContact } from './helpers/contact.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { waitForMail } from './helpers/mail-sink.ts';
import { E2E_LANGUAGES } from './helpers/test-env.ts';
import { uniqueWord } from './helpers/people.ts';
import { openAdminTab } from './helpers/admin-sections.ts';

const field = contactField;

test('[CONTACT] a visitor sends a message; the board gets the mail and marks it handled', async ({ page }) => {
  test.slow();
  const lng = 'en';
  const word = uniqueWord();
  const subject = `Pongal ${word}`;
  await openContact(page, lng);
  await field(page, lng, 'fullName').fill('Kumar Raj');
  await field(page, lng, 'email').fill(`kumar.${word}@e2e.test`);
  await field(page, lng, 'subject').fill(subject);
  await field(page, lng, 'message').fill(`When is the celebration? ${word}`);
  await page.getByRole('button', { name: t(lng, 'contact:send') }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your request submitted successfully.' })).toBeVisible();
  for (const name of ['fullName', 'email', 'subject', 'message']) await expect(field(page, lng, name)).toHaveValue('');

  const mail = await waitForMail(ASSOCIATION_EMAIL, new RegExp(word));
  expect(mail.subject).toContain(subject);
  expect(mail.text).toContain(`kumar.${word}@e2e.test`);

  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  const panel = await openAdminTab(page, lng, 'association', t(lng, 'admin:contactMessages.tab'));
  await panel.getByRole('searchbox', { name: t(lng, 'admin:table.search'), exact: true }).fill(word);
  const row = panel.locator('tbody tr').filter({ hasText: subject });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t(lng, 'admin:contactMessages.open'));
  await row.getByRole('button', { name: t(lng, 'admin:contactMessages.markHandled') }).click();
  await expect(row).toContainText(t(lng, 'admin:contactMessages.handled'));
  await expect(row.getByRole('button', { name: t(lng, 'admin:contactMessages.markHandled') })).toHaveCount(0);
});

test('[CONTACT] an empty form shows Required under every field and sends nothing', async ({ page }) => {
  const lng = 'en';
  await openContact(page, lng);
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/contactus/save')) sent = true;
  });
  await page.getByRole('button', { name: t(lng, 'contact:send') }).click();
  await expect(page.getByText(t(lng, 'validation:mandatory'), { exact: true })).toHaveCount(4);
  await expect(field(page, lng, 'fullName')).toBeFocused();
  expect(sent).toBe(false);
});

test('[CONTACT] [FORMS] a Send pressed before the form has its schema is checked once it arrives, and sends nothing', async ({
  page,
}) => {
  const lng = 'en';
  // The form asks for its schema (and zod) once it is on screen, after the page is interactive:
  // held here until after the press, as on a phone whose link is slow.
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/(zod-|[^/]*\.schema-)[^/]*\.js$/, (route) =>
    holding ? void held.push(route) : route.continue(),
  );
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/contactus/save')) sent = true;
  });
  await openContact(page, lng);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect.poll(() => held.length, { message: 'the form asks for its schema' }).toBeGreaterThan(0);

  await page.getByRole('button', { name: t(lng, 'contact:send') }).click();
  holding = false;
  for (const route of held.splice(0)) await route.continue();

  await expect(page.getByText(t(lng, 'validation:mandatory'), { exact: true })).toHaveCount(4);
  await expect(field(page, lng, 'fullName')).toBeFocused();
  expect(sent).toBe(false);
});

for (const lng of E2E_LANGUAGES) {
  test(`[CONTACT] [A11Y] the contact page has no axe violations, also with errors shown (${lng})`, async ({ page }) => {
    await openContact(page, lng);
    await expectNoAxeViolationsOnceSettled(page);
    await page.getByRole('button', { name: t(lng, 'contact:send') }).click();
    await expect(page.getByText(t(lng, 'validation:mandatory'), { exact: true }).first()).toBeVisible();
    await expectNoAxeViolationsOnceSettled(page);
  });
}
