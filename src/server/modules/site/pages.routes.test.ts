import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { SITE_PAGE_SLUGS } from '../../../shared/site-pages.schema.ts';
import { SUPPORTED_LANGUAGES } from '../../../shared/languages.ts';
import { auditLog, sitePages } from '../../db/schema.ts';

let t: TTestApp;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_IP_FACTOR: '1000' } });
  const admin = await createTestUser(t.db, { familyNumber: 100, role: 'Admin', firstName: 'Priya', lastName: 'Board' });
  adminToken = await tokenFor(admin);
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: { authorization: `Bearer ${adminToken}` }, payload });
const publicPage = (slug: string, language: string) =>
  t.app.inject({ method: 'GET', url: `/api/content/pages/${slug}/${language}` });

describe('the seeded pages', () => {
  it('exist for every page and language, rendered with the association’s details filled in', async () => {
    for (const slug of SITE_PAGE_SLUGS) {
      for (const language of SUPPORTED_LANGUAGES) {
        const response = await publicPage(slug, language);
        expect(response.statusCode, `${slug} ${language}`).toBe(200);
        expect(response.json().html).not.toContain('{{');
      }
    }
    const privacy = (await publicPage('privacy', 'en')).json();
    expect(privacy.effectiveDate).toBe('2022-10-22');
    expect(privacy.html).toContain('<a href="mailto:info@example.org">info@example.org</a>');
    expect(privacy.html).toContain('Sample Town Tamil Association');
    const home = (await publicPage('home', 'en')).json();
    expect(home.html).toContain('Today our community has more than 100 adults and 30 kids.');
  });

  it('each have their first text as the oldest version, so the board can go back to it', async () => {
    const seeded = await t.db.select().from(auditLog).where(eq(auditLog.action, 'page.seed'));
    expect(seeded).toHaveLength(SITE_PAGE_SLUGS.length * SUPPORTED_LANGUAGES.length);
  });

  it('answer 404 for a page or a language that does not exist', async () => {
    expect((await publicPage('secret', 'en')).statusCode).toBe(404);
    expect((await publicPage('privacy', 'de')).statusCode).toBe(404);
    expect((await asAdmin('GET', '/pages/privacy/xx')).statusCode).toBe(404);
  });
});

describe('editing a page', () => {
  it('saves a new text, shows it at once and lists the version with who and when', async () => {
    const response = await asAdmin('PUT', '/pages/about/sv', { body: '## Om oss\n\nVi är **många**.' });
    expect(response.statusCode).toBe(200);
    const source = response.json();
    expect(source.body).toBe('## Om oss\n\nVi är **många**.');
    expect(source.versions[0]).toMatchObject({ action: 'page.save', actor: expect.stringContaining('Priya Board') });
    expect(source.versions.at(-1)).toMatchObject({ action: 'page.seed', actor: null });
    expect((await publicPage('about', 'sv')).json().html).toBe(
      '<h3>Om oss</h3>\n<p>Vi är <strong>många</strong>.</p>\n',
    );
    // The dashboard's audit log lists the save without the text itself (that is the page's history).
    const [logged] = (await asAdmin('GET', '/audit?limit=1')).json();
    expect(logged).toMatchObject({ action: 'page.save', target: 'page:about:sv', details: {} });
    expect(logged.details).not.toHaveProperty('body');
    // The other languages keep their text.
    expect((await publicPage('about', 'en')).json().html).toContain('volunteers');
  });

  it('restores an earlier version as the newest one', async () => {
    await asAdmin('PUT', '/pages/diwali2024/en', { body: 'First edit' });
    await asAdmin('PUT', '/pages/diwali2024/en', { body: 'Second edit' });
    const source = (await asAdmin('GET', '/pages/diwali2024/en')).json();
    const first = source.versions.find((version: { body: string }) => version.body === 'First edit');
    const restored = await asAdmin('POST', `/pages/diwali2024/en/versions/${first.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().body).toBe('First edit');
    expect(restored.json().versions[0]).toMatchObject({ action: 'page.restore', body: 'First edit' });
    expect((await publicPage('diwali2024', 'en')).json().html).toBe('<p>First edit</p>\n');
  });

  it('restores only a version of the same page and language', async () => {
    const [otherPage] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'page.seed'), eq(auditLog.target, 'page:home:ta')));
    expect((await asAdmin('POST', `/pages/diwali2024/en/versions/${otherPage?.id}/restore`)).statusCode).toBe(404);
    expect((await asAdmin('POST', '/pages/diwali2024/en/versions/abc/restore')).statusCode).toBe(404);
  });

  it('keeps and changes the privacy policy’s effective date', async () => {
    await asAdmin('PUT', '/pages/privacy/ta', { body: 'புதியது' });
    expect((await publicPage('privacy', 'ta')).json().effectiveDate).toBe('2022-10-22');
    await asAdmin('PUT', '/pages/privacy/ta', { body: 'புதியது', effectiveDate: '2025-01-31' });
    expect((await publicPage('privacy', 'ta')).json().effectiveDate).toBe('2025-01-31');
  });

  it.each([
    [{ body: '   ' }, 'body', 'mandatory'],
    [{ body: 'x'.repeat(50_001) }, 'body', 'tooLong'],
    [{ body: 'ok', effectiveDate: '2025-02-30' }, 'effectiveDate', 'date'],
    [{ body: 42 }, 'body', 'mandatory'],
    [{ body: 'a\u0000b' }, 'body', 'valueInvalid'],
  ])('refuses %j with the field named, changing nothing', async (payload, field, key) => {
    const before = await t.db.select().from(sitePages);
    const response = await asAdmin('PUT', '/pages/home/en', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({ [field]: key });
    expect(await t.db.select().from(sitePages)).toEqual(before);
  });

  it('previews Markdown without saving', async () => {
    const response = await asAdmin('POST', '/pages/preview', { body: '# Hi {{name}}', language: 'en' });
    expect(response.json()).toEqual({ html: '<h2>Hi Sample Town Tamil Association</h2>\n' });
  });
});
