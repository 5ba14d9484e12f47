import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolations, expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { waitForPageSettled } from './helpers/settle.ts';
import { t } from './helpers/i18n.ts';
import { waitForMail } from './helpers/mail-sink.ts';
import { expectPageTitle } from './helpers/page.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';
import { E2E_LANGUAGES } from './helpers/test-env.ts';
import { personnummer, uniqueWord } from './helpers/people.ts';

// ---------- Test data: unique people with personnummers that pass the Luhn check ----------

type TPerson = { firstName: string; lastName: string; personalNumber: string; email?: string };

function family() {
  const word = uniqueWord();
  const lastName = `Raman${word}`;
  return {
    word,
    self: { firstName: 'Anna', lastName, personalNumber: personnummer(40), email: `anna.${word}@e2e.test` },
    spouse: { firstName: 'Kumar', lastName, personalNumber: personnummer(42), email: `kumar.${word}@e2e.test` },
    kids: [
      { firstName: 'Arun', lastName, personalNumber: personnummer(10) },
      { firstName: 'Bala', lastName, personalNumber: personnummer(3) },
    ],
  };
}

// ---------- Page helpers ----------

const group = (page: Page, lng: string, key: string) =>
  page.getByRole('group', { name: t(lng, `registration:${key}`), exact: true });

async function fillPerson(scope: Locator, lng: string, person: TPerson) {
  await scope.getByLabel(t(lng, 'registration:fields.firstName'), { exact: true }).fill(person.firstName);
  await scope.getByLabel(t(lng, 'registration:fields.lastName'), { exact: true }).fill(person.lastName);
  await scope.getByLabel(t(lng, 'registration:fields.personalNumber'), { exact: true }).fill(person.personalNumber);
  if (person.email) await scope.getByLabel(t(lng, 'registration:fields.email'), { exact: true }).fill(person.email);
}

async function acceptTerms(page: Page, lng: string) {
  await page.getByRole('button', { name: t(lng, 'registration:terms.open'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t(lng, 'registration:terms.title'), exact: true });
  await dialog.getByRole('button', { name: t(lng, 'registration:terms.accept'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(acceptBox(page, lng)).toBeChecked();
}

const acceptBox = (page: Page, lng: string) =>
  page.getByRole('checkbox', { name: t(lng, 'registration:terms.acceptBox'), exact: true });
const submitButton = (page: Page, lng: string) =>
  page.getByRole('button', { name: t(lng, 'registration:submit'), exact: true });
const addKidButton = (page: Page, lng: string) =>
  page.getByRole('button', { name: t(lng, 'registration:kids.add'), exact: true });

async function openForm(page: Page, lng: string) {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await page.goto('/memberregistration');
  await expectPageTitle(page, lng, 'registration');
  // Buttons work once the page has hydrated.
  await waitForPageSettled(page);
}

// ---------- The evidence: a family registers, the board approves, the family gets the mail ----------

test('[REGISTRATION] [ADMIN] a family with a spouse and two kids registers, is approved and gets the approval mail', async ({
  page,
}) => {
  const lng = 'en';
  const people = family();
  await openForm(page, lng);

  await fillPerson(group(page, lng, 'sections.self'), lng, people.self);
  await group(page, lng, 'sections.self')
    .getByLabel(t(lng, 'registration:fields.gender'), { exact: true })
    .selectOption('female');
  const address = group(page, lng, 'sections.address');
  await address.getByLabel(t(lng, 'registration:fields.city'), { exact: true }).fill('Exempelstad');
  await address.getByLabel(t(lng, 'registration:fields.phoneNumber'), { exact: true }).fill('0701234567');

  const spouse = group(page, lng, 'sections.spouse');
  await spouse.getByRole('checkbox', { name: t(lng, 'registration:spouse.include'), exact: true }).check();
  await fillPerson(spouse, lng, people.spouse);

  for (const [index, kid] of people.kids.entries()) {
    await addKidButton(page, lng).click();
    const kidGroup = page.getByRole('group', { name: t(lng, 'registration:kids.kid', { number: index + 1 }) });
    await expect(kidGroup.getByLabel(t(lng, 'registration:fields.firstName'), { exact: true })).toBeFocused();
    await fillPerson(kidGroup, lng, kid);
  }
  // Two adults (100 each), one kid of 10 (50) and one of 3 (free).
  await expect(page.getByText(t(lng, 'registration:fee.total', { total: 250 }), { exact: true })).toBeVisible();

  await acceptTerms(page, lng);
  await submitButton(page, lng).click();
  await expect(page.getByText(t(lng, 'registration:success.text'), { exact: true })).toBeVisible();
  await expect(submitButton(page, lng)).toHaveCount(0);

  // The board approves it on the dashboard.
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  await expectPageTitle(page, lng, 'adminDashboard');
  await page.getByRole('tab', { name: t(lng, 'admin:tabs.pending') }).click();
  const pending = page.getByRole('tabpanel', { name: t(lng, 'admin:tabs.pending') });
  await pending.getByRole('searchbox', { name: t(lng, 'admin:table.search'), exact: true }).fill(people.self.email);
  const row = pending.getByRole('row').filter({ hasText: people.self.email });
  await expect(row).toHaveCount(1);
  const givenId = (await row.getByRole('rowheader').textContent())?.trim() ?? '';
  expect(givenId).toMatch(/^\d{4,}A$/);
  // The whole family waits: the registrant, the spouse (B) and the kids (K1, K2).
  await pending.getByRole('searchbox').fill(people.word);
  await expect(pending.getByRole('row')).toHaveCount(5);

  const name = `${people.self.firstName} ${people.self.lastName}`;
  await pending
    .getByRole('button', { name: t(lng, 'admin:actions.approveLabel', { name, givenId }), exact: true })
    .click();
  await expect(page.getByText(t(lng, 'admin:done.approved', { name, givenId }), { exact: true })).toBeVisible();
  await expect(pending.getByText(t(lng, 'admin:table.noRecords'), { exact: true })).toBeVisible();

  // It moved: All Members shows the family approved, Current Members lists their memberships.
  await page.getByRole('tab', { name: t(lng, 'admin:tabs.allMembers') }).click();
  const all = page.getByRole('tabpanel', { name: t(lng, 'admin:tabs.allMembers') });
  await all.getByRole('searchbox').fill(people.word);
  await expect(all.getByRole('row')).toHaveCount(5);
  await expect(all.getByRole('row').filter({ hasText: givenId })).toContainText(t(lng, 'admin:status.approved'));
  await expect(all.getByRole('cell', { name: t(lng, 'admin:status.pending'), exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: t(lng, 'admin:tabs.currentMembers') }).click();
  const current = page.getByRole('tabpanel', { name: t(lng, 'admin:tabs.currentMembers') });
  await current.getByRole('searchbox').fill(people.self.email);
  await expect(current.getByRole('rowheader', { name: givenId, exact: true })).toBeVisible();

  // And the family hears about it by mail.
  const mail = await waitForMail(people.self.email, /Your membership for FY \d{4} is approved/);
  expect(mail.subject).toMatch(/approved/i);
  expect(mail.text).toContain(givenId);
});

// ---------- The form's own rules ----------

for (const lng of E2E_LANGUAGES) {
  test(`[REGISTRATION] [A11Y] an empty form shows Required under the mandatory fields, no axe violations (${lng})`, async ({
    page,
  }) => {
    await openForm(page, lng);
    await expectNoAxeViolationsOnceSettled(page);

    await submitButton(page, lng).click();
    const self = group(page, lng, 'sections.self');
    for (const key of ['firstName', 'lastName', 'personalNumber', 'email']) {
      const field = self.getByLabel(t(lng, `registration:fields.${key}`), { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(t(lng, 'validation:mandatory'));
    }
    await expect(acceptBox(page, lng)).toHaveAccessibleDescription(t(lng, 'validation:accept'));
    await expect(self.getByLabel(t(lng, 'registration:fields.firstName'), { exact: true })).toBeFocused();
    // The optional fields stay quiet.
    const address = group(page, lng, 'sections.address');
    await expect(address.locator('[aria-invalid="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test('[REGISTRATION] a wrong personnummer shows the personnummer message, fixed on blur', async ({ page }) => {
  const lng = 'sv';
  await openForm(page, lng);
  const self = group(page, lng, 'sections.self');
  const field = self.getByLabel(t(lng, 'registration:fields.personalNumber'), { exact: true });
  // A real date with a wrong check digit, then the right format's absence.
  const valid = personnummer(30);
  const wrongDigit = `${valid.slice(0, -1)}${(Number(valid.slice(-1)) + 1) % 10}`;
  await field.fill(wrongDigit);
  await submitButton(page, lng).click();
  await expect(field).toHaveAccessibleDescription(t(lng, 'validation:personalNumberCheckDigit'));

  await field.fill('1990-01-01');
  await field.blur();
  await expect(field).toHaveAccessibleDescription(t(lng, 'validation:personalNumberInvalid'));

  await field.fill(valid);
  await field.blur();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});

test('[REGISTRATION] personnummers typed as people do are normalised on leaving, and the fee box counts everyone', async ({
  page,
}) => {
  const lng = 'ta';
  const people = family();
  await openForm(page, lng);
  const personalNumber = (scope: Locator) =>
    scope.getByLabel(t(lng, 'registration:fields.personalNumber'), { exact: true });
  const self = group(page, lng, 'sections.self');
  await self.getByLabel(t(lng, 'registration:fields.lastName'), { exact: true }).fill(people.self.lastName);
  // 12 digits without the hyphen, on the number pad.
  await expect(personalNumber(self)).toHaveAttribute('inputmode', 'numeric');
  await personalNumber(self).fill(people.self.personalNumber.replace('-', ''));
  await personalNumber(self).blur();
  await expect(personalNumber(self)).toHaveValue(people.self.personalNumber);

  const spouse = group(page, lng, 'sections.spouse');
  await spouse.getByRole('checkbox', { name: t(lng, 'registration:spouse.include'), exact: true }).check();
  // The 10-digit form: YYMMDD-XXXX of someone under 100.
  await personalNumber(spouse).fill(people.spouse.personalNumber.slice(2));
  await personalNumber(spouse).blur();
  await expect(personalNumber(spouse)).toHaveValue(people.spouse.personalNumber);

  await addKidButton(page, lng).click();
  await addKidButton(page, lng).click();
  const kid = (number: number) => page.getByRole('group', { name: t(lng, 'registration:kids.kid', { number }) });
  await expect(kid(1).getByLabel(t(lng, 'registration:fields.lastName'), { exact: true })).toHaveValue(
    people.self.lastName,
  );
  const valid = people.kids[0]!.personalNumber;
  await personalNumber(kid(1)).fill(`${valid.slice(0, -1)}${(Number(valid.slice(-1)) + 1) % 10}`);
  await personalNumber(kid(1)).blur();
  await expect(personalNumber(kid(1))).toHaveAccessibleDescription(t(lng, 'validation:personalNumberCheckDigit'));
  // An adult in a kid's place breaks the age rule as soon as the field is left.
  await personalNumber(kid(2)).fill(personnummer(30));
  await personalNumber(kid(2)).blur();
  await expect(personalNumber(kid(2))).toHaveAccessibleDescription(t(lng, 'validation:kidAgeTooHigh'));

  const fee = page.locator('.registration-fee');
  const who = (number: number) => t(lng, 'registration:kids.kid', { number });
  await expect(fee.getByRole('listitem')).toHaveCount(4);
  await expect(fee.getByRole('listitem').nth(2)).toHaveText(
    t(lng, 'registration:fee.personNotCounted', {
      who: who(1),
      problem: t(lng, 'validation:personalNumberCheckDigit'),
    }),
  );
  await expect(fee).toContainText(t(lng, 'registration:fee.partialTotal', { total: 200 }));

  await personalNumber(kid(1)).fill(valid);
  await personalNumber(kid(2)).fill(people.kids[1]!.personalNumber);
  await personalNumber(kid(2)).blur();
  await expect(fee.getByRole('listitem').nth(3)).toHaveText(
    t(lng, 'registration:fee.personFree', { who: who(2), age: 6 }),
  );
  await expect(page.getByText(t(lng, 'registration:fee.total', { total: 250 }), { exact: true })).toBeVisible();
});

test('[REGISTRATION] a sixth kid is impossible and removing the last kid hides the kids', async ({ page }) => {
  const lng = 'ta';
  await openForm(page, lng);
  const kidGroups = page.getByRole('group', {
    name: new RegExp(`^${t(lng, 'registration:kids.kid', { number: 'X' }).replace('X', '\\d')}$`),
  });
  for (let i = 1; i <= 5; i++) await addKidButton(page, lng).click();
  await expect(kidGroups).toHaveCount(5);
  await expect(addKidButton(page, lng)).toHaveCount(0);
  await expect(page.getByText(t(lng, 'registration:kids.limit', { max: 5 }), { exact: true })).toBeVisible();

  await page.getByRole('button', { name: t(lng, 'registration:kids.removeLabel', { number: 3 }), exact: true }).click();
  await expect(kidGroups).toHaveCount(4);
  await expect(addKidButton(page, lng)).toBeVisible();
  for (let number = 4; number >= 1; number--) {
    await page.getByRole('button', { name: t(lng, 'registration:kids.removeLabel', { number }), exact: true }).click();
  }
  await expect(kidGroups).toHaveCount(0);
  await expect(addKidButton(page, lng)).toBeFocused();
});

test.describe('with the e-mail already on file', () => {
  // The browser logs the server's 409 answer as a console error; it is the point of this test.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test("[REGISTRATION] an already registered e-mail shows the server's reason on the form", async ({
    page,
    request,
  }) => {
    const lng = 'en';
    const people = family();
    const first = await request.post('/api/membership/register', {
      data: {
        self: { ...people.self, accept: 'v1.0.0' },
        language: lng,
      },
    });
    expect(first.status(), await first.text()).toBe(200);

    await openForm(page, lng);
    await fillPerson(group(page, lng, 'sections.self'), lng, {
      ...people.self,
      firstName: 'Another',
      personalNumber: personnummer(50),
    });
    await acceptTerms(page, lng);
    await submitButton(page, lng).click();
    const reason = page.getByRole('alert').filter({ hasText: t(lng, 'registration:refusedTitle') });
    await expect(reason).toContainText(people.self.email);
    await expect(reason).toContainText('already registered');
    const email = group(page, lng, 'sections.self').getByLabel(t(lng, 'registration:fields.email'), { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t(lng, 'registration:success.text'))).toHaveCount(0);
  });
});

test('[REGISTRATION] the terms must be accepted through the popup', async ({ page }) => {
  const lng = 'en';
  const people = family();
  await openForm(page, lng);
  await fillPerson(group(page, lng, 'sections.self'), lng, people.self);

  // Ticking the box opens the terms instead; closing them leaves it unticked.
  await acceptBox(page, lng).click();
  const dialog = page.getByRole('dialog', { name: t(lng, 'registration:terms.title'), exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t(lng, 'registration:terms.adultFee', { fee: 100 }));
  await expect(dialog).toContainText(t(lng, 'registration:terms.kidFee', { fee: 50, from: 6, to: 17 }));
  await expect(dialog).toContainText(t(lng, 'registration:terms.freeKids', { age: 6 }));
  await expect(dialog).toContainText(t(lng, 'registration:terms.refund'));
  await expect(dialog).toContainText(t(lng, 'registration:terms.age'));
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(acceptBox(page, lng)).not.toBeChecked();

  await submitButton(page, lng).click();
  await expect(acceptBox(page, lng)).toHaveAccessibleDescription(t(lng, 'validation:accept'));

  await acceptTerms(page, lng);
  await expect(acceptBox(page, lng)).not.toHaveAttribute('aria-invalid', 'true');
  await submitButton(page, lng).click();
  await expect(page.getByText(t(lng, 'registration:success.text'), { exact: true })).toBeVisible();
});

test('[REGISTRATION] the form fits a 320 px phone screen', async ({ page }) => {
  const lng = 'ta';
  await page.setViewportSize({ width: 320, height: 640 });
  await openForm(page, lng);
  await group(page, lng, 'sections.spouse')
    .getByRole('checkbox', { name: t(lng, 'registration:spouse.include'), exact: true })
    .check();
  await addKidButton(page, lng).click();
  await submitButton(page, lng).click();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await submitButton(page, lng).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
});
