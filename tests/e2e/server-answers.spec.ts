import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { catalog, t } from './helpers/i18n.ts';
import { registerMember, signedInMember } from './helpers/members.ts';
import { personnummer, uniqueWord } from './helpers/people.ts';
import { acceptCookies, seedLocalStorage, useLanguage } from './helpers/storage.ts';
import { STORAGE_KEYS } from './helpers/test-env.ts';

// A refusal from the server reaches a Tamil or Swedish page in that language: the page says the
// answer's code from its catalog, never the English `message` the API sends along for its users.

/** The English `message` of every refused API call the page gets, as the server sent it. */
function refusalMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/') || response.status() < 400) return;
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (typeof body?.message === 'string') messages.push(body.message);
  });
  return messages;
}

/** Every English text the catalogs have for server answers: none may show on a ta or sv page. */
function englishAnswerTexts(): string[] {
  return ['common', 'mypage', 'admin', 'registration', 'contact'].flatMap((ns) =>
    Object.values((catalog('en', ns).serverErrors ?? {}) as Record<string, string>).map((text) =>
      // The placeholders' values vary; what surrounds them is the English.
      text.split(/\{\{\w+\}\}/)[0]!.trim(),
    ),
  );
}

async function expectNoEnglishAnswer(page: Page, messages: string[]) {
  await expect.poll(() => messages.length).toBeGreaterThan(0);
  const shown = await page.locator('body').innerText();
  for (const message of messages) expect(shown, `the server's "${message}"`).not.toContain(message);
  for (const english of englishAnswerTexts().filter((text) => text.length > 12)) {
    expect(shown, `the English catalog's "${english}"`).not.toContain(english);
  }
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe.configure({ timeout: 120_000 });

for (const lng of ['ta', 'sv'] as const) {
  test.describe(`in ${lng}`, () => {
    test.use({ allowedConsoleErrors: [/status of 40[39]/] });

    test(`[I18N] [MYPAGE] profile refusals are said in ${lng}, never in the server's English`, async ({
      page,
      request,
    }) => {
      await useLanguage(page, lng);
      await acceptCookies(page);
      const member = await signedInMember(request, lng);
      const someoneElse = await registerMember(request, lng);
      const messages = refusalMessages(page);
      await seedLocalStorage(page, { [STORAGE_KEYS.accessToken]: member.accessToken });
      await page.goto('/mypage');
      await expect(page.getByRole('tab', { name: t(lng, 'mypage:tabs.family'), exact: true })).toBeVisible({
        timeout: 15_000,
      });

      // A spouse with another member's e-mail: "That e-mail address belongs to another member."
      await page.getByRole('tab', { name: t(lng, 'mypage:tabs.family'), exact: true }).click();
      await button(page, t(lng, 'mypage:addSpouse')).click();
      const spouse = page.getByRole('form', { name: t(lng, 'mypage:addSpouse') });
      await spouse.getByLabel(t(lng, 'mypage:fields.firstName')).fill('Arun');
      await spouse.getByLabel(t(lng, 'mypage:fields.lastName')).fill('Kannan');
      await spouse.getByLabel(t(lng, 'mypage:fields.personalNumber')).fill(personnummer(42));
      await spouse.getByLabel(t(lng, 'mypage:fields.email')).fill(someoneElse);
      await button(page, t(lng, 'mypage:save')).click();
      await expect(spouse.getByRole('alert')).toHaveText(t(lng, 'mypage:serverErrors.email_taken'));
      await button(page, t(lng, 'mypage:cancel')).click();

      // A new e-mail without the current password.
      await page.getByRole('tab', { name: t(lng, 'mypage:tabs.about'), exact: true }).click();
      await button(page, t(lng, 'mypage:editSelf')).click();
      const self = page.getByRole('form', { name: t(lng, 'mypage:editSelf') });
      await self.getByLabel(t(lng, 'mypage:fields.email')).fill(`new.${uniqueWord()}@e2e.test`);
      await button(page, t(lng, 'mypage:save')).click();
      await expect(self.getByRole('alert')).toHaveText(t(lng, 'mypage:serverErrors.wrong_password'));

      await expectNoEnglishAnswer(page, messages);
    });

    test(`[I18N] [ADMIN] a board action refused by the server is said in ${lng}`, async ({ page, request }) => {
      await useLanguage(page, lng);
      await acceptCookies(page);
      const email = await registerMember(request, lng);
      const admin = { authorization: `Bearer ${await signInAsAdmin(page)}` };
      const all = (await (await request.get('/api/admin/all', { headers: admin })).json()) as {
        allMembers: { givenId: string; firstName: string; lastName: string; email: string | null }[];
      };
      const family = all.allMembers.find((row) => row.email === email)!;
      const messages = refusalMessages(page);

      await page.goto('/admindashboard');
      await page.getByRole('tab', { name: t(lng, 'admin:tabs.pending') }).click();
      const pending = page.getByRole('tabpanel', { name: t(lng, 'admin:tabs.pending') });
      await pending.getByRole('searchbox', { name: t(lng, 'admin:table.search'), exact: true }).fill(email);
      const name = `${family.firstName} ${family.lastName}`;
      const approve = pending.getByRole('button', {
        name: t(lng, 'admin:actions.approveLabel', { name, givenId: family.givenId }),
        exact: true,
      });
      await expect(approve).toBeVisible();
      // Another board member decides first; this click then comes too late.
      const first = await request.post('/api/admin/approve', { headers: admin, data: { id: family.givenId } });
      expect(first.status()).toBeLessThan(300);
      await approve.click();
      await expect(page.getByRole('alert')).toHaveText(
        t(lng, 'admin:failed', { reason: t(lng, 'admin:serverErrors.not_pending') }),
      );
      await expectNoEnglishAnswer(page, messages);
    });
  });
}
