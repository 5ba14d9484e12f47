import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { test } from './helpers/fixtures.ts';
import { showAPersonIsThere, waitForPageSettled } from './helpers/settle.ts';
import { t } from './helpers/i18n.ts';
import { MEMBER_PASSWORD, signedInMember } from './helpers/members.ts';
import { expectPageTitle, expectPath, menuEntry } from './helpers/page.ts';
import { acceptCookies, useLanguage } from './helpers/storage.ts';

// Keyboard users see where they are (a ring on every focused control, whatever its background) and
// land on the new page's heading after a page change; the pages under Members are in plain sight.

const lng = 'en';

/** WCAG relative luminance of an rgb()/rgba() colour as getComputedStyle writes it. */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The focused element's outline and the colour of the nearest opaque background around it. */
async function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    let background = 'rgb(255, 255, 255)';
    for (let node: HTMLElement | null = element.parentElement; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
        background = colour;
        break;
      }
    }
    return {
      text: element.textContent?.trim() ?? '',
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      colour: style.outlineColor,
      background,
    };
  });
}

/** Tabs until the focus is inside `scope`; fails if it never gets there. */
async function tabInto(page: Page, scope: Locator) {
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await scope.evaluate((element) => element.contains(document.activeElement))) return;
  }
  throw new Error('Tab never reached it');
}

async function expectVisibleRing(page: Page, where: string) {
  const ring = await focusRing(page);
  expect(ring.style, `${where}: "${ring.text}" has an outline`).not.toBe('none');
  expect(ring.width, `${where}: outline width`).toBeGreaterThanOrEqual(2);
  expect(
    contrast(ring.colour, ring.background),
    `${where}: ${ring.colour} on ${ring.background}`,
  ).toBeGreaterThanOrEqual(3);
}

/** Buttons wake up with hydration: clicks until the disclosure says it is open. */
async function openDisclosure(button: Locator) {
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
}

test.beforeEach(async ({ page }) => {
  await useLanguage(page, lng);
  await acceptCookies(page);
});

test('[FRAME][FOCUS] the focus ring shows on the white menu bar and on the dark footer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expectPageTitle(page, lng, 'home');
  await tabInto(page, page.getByRole('navigation', { name: t(lng, 'common:menu.label') }));
  await expectVisibleRing(page, 'menu');
  await tabInto(page, page.getByRole('contentinfo'));
  await expectVisibleRing(page, 'footer');
});

test("[FRAME][FOCUS] after a page change inside the site the new page's heading has the focus", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expectPageTitle(page, lng, 'home');
  await tabInto(page, menuEntry(page, lng, 'events').first());
  // The keys woke the app: once it is there the link changes the page inside the site. Before it, the
  // link loads the new page from the server as any link does, and the browser starts it at the top.
  await waitForPageSettled(page);
  await page.keyboard.press('Enter');
  await expectPath(page, '/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectVisibleRing(page, 'heading reached by keyboard');
});

test("[FRAME][FOCUS] after signing in, the focus is on my page's heading", async ({ page, request }) => {
  const { email } = await signedInMember(request, lng);
  await page.goto('/memberlogin');
  const submit = page.getByRole('button', { name: t(lng, 'accounts:login.submit'), exact: true });
  await showAPersonIsThere(page);
  await expect(submit).toBeEnabled();
  await page.getByLabel(t(lng, 'accounts:fields.email'), { exact: true }).fill(email);
  await page.getByLabel(t(lng, 'accounts:fields.password'), { exact: true }).fill(MEMBER_PASSWORD);
  await submit.click();
  await expectPath(page, '/mypage');
  await expectPageTitle(page, lng, 'myPage');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('[FRAME] on a laptop Members is a button that opens its pages, and Escape closes them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const navigation = page.getByRole('navigation', { name: t(lng, 'common:menu.label') });
  const members = navigation.getByRole('button', { name: t(lng, 'common:menu.members'), exact: true });
  const registration = navigation.getByRole('link', { name: t(lng, 'common:menu.registration'), exact: true });
  await expect(members).toHaveAttribute('aria-expanded', 'false');
  await expect(registration).toBeHidden();
  await openDisclosure(members);
  await expect(registration).toBeVisible();
  await expect(navigation.getByRole('link', { name: t(lng, 'common:menu.login'), exact: true })).toBeVisible();
  await registration.focus();
  await page.keyboard.press('Escape');
  await expect(members).toHaveAttribute('aria-expanded', 'false');
  await expect(members).toBeFocused();
  await members.click();
  await registration.click();
  await expectPath(page, '/memberregistration');
  await expect(registration).toBeHidden();
});

test('[FRAME] on a phone the menu lists Registration and Sign in under Members, with nothing to unfold', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 760 });
  await page.goto('/');
  await openDisclosure(page.getByRole('button', { name: t(lng, 'common:menu.toggle'), exact: true }));
  const navigation = page.getByRole('navigation', { name: t(lng, 'common:menu.label') });
  await expect(navigation.getByRole('link', { name: t(lng, 'common:menu.members'), exact: true })).toBeVisible();
  await expect(navigation.getByRole('link', { name: t(lng, 'common:menu.registration'), exact: true })).toBeVisible();
  await expect(navigation.getByRole('link', { name: t(lng, 'common:menu.login'), exact: true })).toBeVisible();
});
