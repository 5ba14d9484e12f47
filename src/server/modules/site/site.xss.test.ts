import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { outbox } from '../../db/schema.ts';

// Whatever the board types into a setting or a page, no markup or script reaches a visitor: not in
// the page's HTML, not in the JSON embedded in it, not in the document head, not in a mail.
const HAS_BUILD = existsSync(path.resolve(import.meta.dirname, '../../../../dist/ssr/entry-server.js'));

const ATTACKS = {
  nameEn: '</script><script>alert("name")</script>',
  nameSv: '"><img src=x onerror=alert("sv")>',
  shortName: '<svg onload=alert(1)>',
  postalAddress: '<iframe src="javascript:alert(2)"></iframe>',
  linkName: '"><script>alert(3)</script>',
};
const PAGE_BODY = [
  '# <script>alert("heading")</script>',
  '<img src=x onerror=alert(4)>',
  '[click](javascript:alert(5)) [data](data:text/html;base64,PHNjcmlwdD4=)',
  '[ok](https://example.org/" onmouseover="alert(6))',
  'By {{name}} at {{postalAddress}}, [{{email}}](mailto:{{email}})',
].join('\n\n');

/** Markup an attacker would need: any of these in a response means a value got through unescaped. */
const DANGEROUS = [
  /<script>alert/i,
  /<img src=x/i,
  /<svg onload/i,
  /<iframe/i,
  /href="javascript:/i,
  /href="data:/i,
  /onmouseover="alert/i,
];

function expectSafe(text: string, where: string) {
  for (const pattern of DANGEROUS) expect(text, `${where}: ${pattern}`).not.toMatch(pattern);
}

let t: TTestApp;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { MAIL_POLL_INTERVAL_MS: '3600000', RATE_LIMIT_IP_FACTOR: '1000' } });
  adminToken = await tokenFor(await createTestUser(t.db, { familyNumber: 100, role: 'Admin' }));
  const headers = { authorization: `Bearer ${adminToken}` };
  const { settings } = (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers })).json();
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers,
    payload: {
      ...settings,
      name: { ...settings.name, en: ATTACKS.nameEn, sv: ATTACKS.nameSv },
      shortName: ATTACKS.shortName,
      postalAddress: ATTACKS.postalAddress,
      socialLinks: [{ name: ATTACKS.linkName, url: 'https://example.org/group' }],
    },
  });
  expect(saved.statusCode).toBe(200);
  for (const language of ['en', 'sv']) {
    const page = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/pages/about/${language}`,
      headers,
      payload: { body: PAGE_BODY },
    });
    expect(page.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

describe('XSS through the settings and pages', () => {
  it('the rendered page body carries none of it, and placeholders come out as text', async () => {
    for (const language of ['en', 'sv']) {
      const { html } = (await t.app.inject({ method: 'GET', url: `/api/content/pages/about/${language}` })).json();
      expectSafe(html, `page ${language}`);
      expect(html).toContain('&lt;script&gt;');
    }
    const { html } = (await t.app.inject({ method: 'GET', url: '/api/content/pages/about/en' })).json();
    expect(html).toContain('By &lt;/script&gt;&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; at');
  });

  it('the preview is as safe as the page', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pages/preview',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { body: PAGE_BODY, language: 'sv' },
    });
    expectSafe(response.json().html, 'preview');
  });

  it('a mail made after the change escapes the names in its HTML', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contactus/save',
      payload: { fullName: 'Kumar Raj', email: 'kumar@example.com', subject: 'Hello', message: 'Hi' },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.kind, 'contact-message'));
    expect(mail?.subject).toContain(ATTACKS.shortName);
    expectSafe(mail?.htmlBody ?? '', 'mail');
  });

  it.skipIf(!HAS_BUILD)('server-rendered pages escape them in the HTML, the head and the embedded JSON', async () => {
    for (const [language, url] of [
      ['en', '/aboutus'],
      ['sv', '/aboutus'],
      ['en', '/privacypolicy'],
      ['sv', '/contactus'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: `lang=${language}` } });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expectSafe(html, `${language} ${url}`);
      // The embedded JSON must not be able to close its own element.
      const pageData = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(pageData.length, 'page data found').toBeGreaterThan(0);
      expect(pageData).not.toMatch(/<\/script/i);
      expect(pageData).not.toMatch(/<img|<svg|<iframe/i);
      const head = html.slice(0, html.indexOf('</head>'));
      expectSafe(head, `head ${language} ${url}`);
      expect(head).not.toContain(ATTACKS.nameEn);
    }
  });
});
