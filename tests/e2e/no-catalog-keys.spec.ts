import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAsAdmin } from './helpers/auth.ts';
import { test } from './helpers/fixtures.ts';
import { acceptCookies } from './helpers/storage.ts';

// A catalog key shows where its text should be when the page renders before its namespace is loaded
// ("admin.tab", "list.all"). Every text the page ever shows is recorded as it appears (a key that
// flashes and is then replaced counts too) and searched for the shape of a key.

test.describe.configure({ timeout: 300_000 });

declare global {
  interface Window {
    __keysSeen?: string[];
  }
}

/** Records every text on screen that is shaped like a catalog key, from the first paint on. */
function recordKeyShapedTexts() {
  // Every part two letters or more: abbreviations such as "t.ex." and "e.g." are not keys.
  const keyShape = /^[a-z]{2,}(?:\.[a-zA-Z]{2,})+$/;
  // Domains and files in running text (an e-mail address, a web address) have the same shape.
  const notAKey = /\.(?:se|com|org|net|nu|lk|in|io|eu|ics|pdf|jpe?g|png|webp|svg|json|csv)$/;
  const seen: string[] = [];
  window.__keysSeen = seen;
  const check = (text: string | null) => {
    for (const raw of (text ?? '').split(/\s+/)) {
      const word = raw.replace(/^[("'«]+|[)"'»,:;!?]+$/g, '').replace(/\.$/, '');
      if (word.includes('@') || word.includes('/')) continue;
      if (keyShape.test(word) && !notAKey.test(word)) seen.push(word);
    }
  };
  const visibleText = (node: Node) => {
    const parent = node.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element);
    if (!parent || parent.closest('script, style, template, noscript')) return;
    if (node.nodeType === Node.TEXT_NODE) check(node.textContent);
    else
      for (const text of (node as Element).querySelectorAll('*'))
        if (!text.closest('script, style, template, noscript'))
          for (const child of text.childNodes) if (child.nodeType === Node.TEXT_NODE) check(child.textContent);
  };
  const start = () => {
    visibleText(document.body);
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') visibleText(record.target);
        for (const node of record.addedNodes) visibleText(node);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

async function keysSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [...new Set(window.__keysSeen ?? [])]);
}

/** Chooses `lng` in the header's picker once the app has hydrated (found by its options). */
async function chooseLanguage(page: Page, lng: string) {
  const picker = page.locator('select:has(option[value="sv"]):visible').first();
  await expect(async () => {
    await picker.selectOption(lng, { timeout: 1_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', lng, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** The site's own pages the menu and the footer link to. */
async function linkedPages(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('nav a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((href) => href !== '/logout');
}

/** Opens each linked page inside the app (a click, not a load), then each tab of a page with tabs. */
async function walkTheMenu(page: Page, visited: string[]) {
  for (const href of await linkedPages(page)) {
    if (new URL(page.url()).pathname === href) continue;
    const link = page.locator(`nav a[href="${href}"], footer a[href="${href}"]`).first();
    // The page before stays on screen until the next one's texts are loaded: its heading is marked,
    // so what follows reads the new page, not the old one's tabs.
    await page.locator('h1').evaluateAll((headings) => headings.forEach((h) => h.setAttribute('data-left', '')));
    // A submenu's entry shows once its parent is opened: such a page is opened by its address.
    if (!(await link.isVisible())) await page.goto(href);
    else await link.click({ timeout: 20_000 });
    await expect.poll(() => new URL(page.url()).pathname).toBe(href.split('?')[0]);
    await expect(page.locator('h1[data-left]')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).not.toBeEmpty();
    visited.push(href);
    const tabs = page.getByRole('tab');
    for (let index = 0; index < (await tabs.count()); index += 1) {
      await tabs.nth(index).click();
      await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    }
    expect(await keysSeen(page), `keys shown on the way to ${href}`).toEqual([]);
  }
}

test('[I18N] no page reached from the menu, nor after a change of language, shows a catalog key in place of its text', async ({
  page,
}) => {
  await page.addInitScript(recordKeyShapedTexts);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto('/');
  // The signed-in menu (the board's and My page) replaces the visitor's once the session is known.
  await expect(page.locator('nav a[href="/mypage"]').first()).toBeVisible();
  const visited: string[] = [];
  await walkTheMenu(page, visited);
  for (const lng of ['sv', 'en']) {
    // The language changes on the board's dashboard and on the home page, then every page again.
    await page.locator('nav a[href="/admindashboard"]').first().click();
    await expect(page.getByRole('tab').first()).toBeVisible();
    await chooseLanguage(page, lng);
    expect(await keysSeen(page), `keys shown on the board's dashboard in ${lng}`).toEqual([]);
    // Signed in, the menu has no Home entry: the association's name in the header leads home.
    await page.getByRole('banner').locator('a[href="/"]').first().click();
    await chooseLanguage(page, lng === 'sv' ? 'en' : 'sv');
    await chooseLanguage(page, lng);
    await walkTheMenu(page, visited);
  }
  expect(visited).toContain('/admindashboard');
  expect(visited).toContain('/mypage');
  expect(await keysSeen(page)).toEqual([]);
});
