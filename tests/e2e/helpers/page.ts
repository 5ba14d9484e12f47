import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { associationName, readAssociation, t } from './i18n.ts';
import { pageTitleKey } from './routes.ts';
import type { TMenuKey } from './routes.ts';
import { E2E_LANGUAGES } from './test-env.ts';

/** The path of the page's URL once it has settled there (redirects done on the client included). */
export async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname, { message: `expected to end at ${path}` }).toBe(path);
}

/** The page's single h1 shows the catalog title of `pageKey` in `lng`. */
export async function expectPageTitle(page: Page, lng: string, pageKey: string) {
  const heading = page.locator('h1');
  await expect(heading).toHaveText(t(lng, pageTitleKey(pageKey)));
  await expect(heading).toHaveCount(1);
}

export function languagePicker(page: Page, lng: string): Locator {
  // getByRole skips hidden elements, so a mobile variant hidden at this width is not counted.
  return page.getByRole('combobox', { name: t(lng, 'common:language.label'), exact: true }).first();
}

/** The header, navigation, language picker and footer every page has, in `lng`. */
export async function expectFrame(page: Page, lng: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lng);

  const banner = page.getByRole('banner');
  const homeLink = banner.getByRole('link', { name: associationName(lng), exact: true }).first();
  await expect(homeLink).toBeVisible();
  await expect(homeLink).toHaveAttribute('href', '/');

  await expect(page.getByRole('navigation').first()).toBeVisible();

  const picker = languagePicker(page, lng);
  await expect(picker).toBeVisible();
  await expect(picker.locator('option')).toHaveCount(E2E_LANGUAGES.length);
  const values = await picker
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(values.sort()).toEqual([...E2E_LANGUAGES].sort());

  const association = readAssociation();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${association.copyrightYear}`);
  await expect(footer).toContainText(association.appVersion);
}

/** Checks the footer's social links: one per association.json entry, opening safely in a new tab. */
export async function expectSocialLinks(page: Page) {
  const footer = page.getByRole('contentinfo');
  for (const social of readAssociation().socialLinks) {
    const link = footer.locator(`a[href="${social.url}"]`).first();
    await expect(link, `footer link to ${social.name}`).toHaveAttribute('target', '_blank');
    await expect(link, `footer link to ${social.name}`).toHaveAttribute('rel', /\bnoopener\b/);
  }
}

/** A menu entry by its catalog text; an entry with a submenu may be a button rather than a link. */
export function menuEntry(page: Page, lng: string, key: TMenuKey): Locator {
  const navigation = page.getByRole('navigation').first();
  const name = t(lng, `common:menu.${key}`);
  return navigation
    .getByRole('link', { name, exact: true })
    .or(navigation.getByRole('button', { name, exact: true }))
    .or(navigation.getByRole('menuitem', { name, exact: true }));
}

export async function expectMenu(page: Page, lng: string, shown: TMenuKey[], hidden: TMenuKey[]) {
  for (const key of shown) await expect(menuEntry(page, lng, key).first(), `menu entry ${key}`).toBeVisible();
  for (const key of hidden) await expect(menuEntry(page, lng, key), `menu entry ${key}`).toHaveCount(0);
}

/** The h1 of server HTML as text: tags and React's `<!-- -->` text separators dropped, entities decoded. */
export function h1TextOfHtml(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  if (!match?.[1]) return null;
  return decodeEntities(match[1].replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return named[entity.toLowerCase()] ?? whole;
  });
}
