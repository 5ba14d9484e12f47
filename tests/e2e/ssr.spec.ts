import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { h1TextOfHtml } from './helpers/page.ts';
import { PUBLIC_ROUTES, pageTitleKey } from './helpers/routes.ts';
import { E2E_LANGUAGES, LANGUAGE_COOKIE } from './helpers/test-env.ts';

// What a crawler, a link preview or a visitor before hydration gets: no browser involved.
// The not-found page may truthfully answer 404; every other public page answers 200, not a redirect.
async function htmlOf(request: APIRequestContext, path: string, lng: string, okStatuses = [200]) {
  const response = await request.get(path, { headers: { cookie: `${LANGUAGE_COOKIE}=${lng}` }, maxRedirects: 0 });
  expect(okStatuses, `${path} status`).toContain(response.status());
  expect(response.headers()['content-type'], `${path} content type`).toContain('text/html');
  return response.text();
}

/** The content of the first `<meta name|property=value>`, whatever the order of its attributes. */
function metaContent(html: string, attribute: 'name' | 'property', value: string): string | undefined {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    const attributes = new Map(
      [...tag.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map(([, key = '', text = '']) => [key.toLowerCase(), text]),
    );
    if (attributes.get(attribute) === value) return attributes.get('content');
  }
  return undefined;
}

for (const route of PUBLIC_ROUTES) {
  test(`[SSR] ${route.path} is rendered on the server in ta, en and sv`, async ({ request }) => {
    for (const lng of E2E_LANGUAGES) {
      const html = await htmlOf(request, route.path, lng, route.pageKey === 'notFound' ? [200, 404] : [200]);
      const where = `${route.path} in ${lng}`;
      expect(html, `${where}: <html lang>`).toMatch(new RegExp(`<html[^>]*\\slang="${lng}"`));
      expect(html, `${where}: <title>`).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(metaContent(html, 'name', 'description'), `${where}: meta description`).toBeTruthy();
      expect(metaContent(html, 'property', 'og:title'), `${where}: og:title`).toBeTruthy();
      expect(h1TextOfHtml(html), `${where}: h1`).toBe(t(lng, pageTitleKey(route.pageKey)));
    }
  });
}

test('[SSR] a lang cookie that is not ours is rendered in Tamil', async ({ request }) => {
  const html = await htmlOf(request, '/', 'xx');
  expect(html).toMatch(/<html[^>]*\slang="ta"/);
  expect(h1TextOfHtml(html)).toBe(t('ta', pageTitleKey('home')));
});

test('[SSR] without a lang cookie the page is rendered in Tamil', async ({ request }) => {
  const response = await request.get('/');
  const html = await response.text();
  expect(html).toMatch(/<html[^>]*\slang="ta"/);
  expect(h1TextOfHtml(html)).toBe(t('ta', pageTitleKey('home')));
});
