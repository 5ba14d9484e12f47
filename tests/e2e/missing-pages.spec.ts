import { expect } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { useLanguage } from './helpers/storage.ts';

// The browser reports the 404 of the page itself in the console: that is the answer wanted here.
test.use({ allowedConsoleErrors: [/status of 404/] });

// An address that names nothing answers 404 and asks search engines not to index it, while the page
// itself, rendered on the server, says so in the visitor's language with a way back.
for (const { path, text } of [
  { path: '/news/no-such-post-anywhere', text: 'news:post.notFound' },
  { path: '/events/99999', text: 'events:detail.notFound' },
]) {
  test(`[SSR] ${path} answers 404 with noindex and the not-found text`, async ({ page }) => {
    const lng = 'en';
    await useLanguage(page, lng);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(t(lng, text));
    expect(html).toMatch(/<meta name="robots" content="noindex">/);
    // Asked again (a page the server may have kept): still 404.
    expect((await page.request.get(path)).status()).toBe(404);
  });
}
