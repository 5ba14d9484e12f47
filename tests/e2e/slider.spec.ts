import sharp from 'sharp';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from './helpers/auth.ts';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { t } from './helpers/i18n.ts';
import { languagePicker } from './helpers/page.ts';
import { uniqueWord } from './helpers/people.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';
import { openAdminTab } from './helpers/admin-sections.ts';

const lng = 'en';
const SLIDE_SHAPE = 547 / 1916;

const slider = (page: Page) => page.getByRole('region', { name: t(lng, 'home:slider.label'), exact: true });
const currentImage = (area: Locator) => area.locator('[data-current="true"] img');
const currentAlt = (area: Locator) => currentImage(area).getAttribute('alt');

async function openHome(page: Page) {
  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await page.goto('/');
  // The other slides are created after the load event.
  await page.waitForLoadState('load');
}

test('[PUBLIC][HOME] the first slide is in the server HTML with srcset, and the head preloads it', async ({
  request,
}) => {
  const html = await (await request.get('/', { headers: { cookie: `lang=${lng}` } })).text();
  const preload = /<link rel="preload" as="image" imagesrcset="([^"]+)" imagesizes="100vw" fetchpriority="high">/.exec(
    html,
  );
  expect(preload, 'a preload link for the first slide').not.toBeNull();
  const srcset = preload![1]!;
  expect(srcset).toMatch(
    /^\/api\/events\/Image\/[0-9a-f]{64}-640\.webp 640w, \/api\/events\/Image\/[0-9a-f]{64}-828\.webp 828w, \/api\/events\/Image\/[0-9a-f]{64}\.webp \d+w$/,
  );
  // The preload sits in the head, before the stylesheets, so the picture starts early.
  expect(html.indexOf(preload![0])).toBeLessThan(html.indexOf('</head>'));

  const section = /<section class="home-slider"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  // The later slides are in the HTML for the entry script, their pictures without a source.
  const images = (section.match(/<img [^>]*>/g) ?? []).filter((image) => / src=/.test(image));
  expect(images, "only the first slide's picture has a source in the HTML").toHaveLength(1);
  // React writes some attribute names in camel case (srcSet, fetchPriority); HTML ignores the case.
  const image = images[0]!.replace(/ (\w+)=/g, (_, name: string) => ` ${name.toLowerCase()}=`);
  expect(image).toContain(`srcset="${srcset}"`);
  expect(image).toContain('sizes="100vw"');
  expect(image).toContain('fetchpriority="high"');
  expect(image).toMatch(/width="\d+"/);
  expect(image).toMatch(/height="\d+"/);
  expect(image).toMatch(/alt="[^"]{10,}"/);
  expect(image).not.toContain('decoding=');
  expect(image).not.toContain('loading=');
});

test('[PUBLIC][HOME] the slider spans the window at 1916:547, creates the other slides after load and advances', async ({
  page,
}) => {
  await openHome(page);
  const area = slider(page);
  const box = await area.boundingBox();
  expect(box).not.toBeNull();
  const windowWidth = await page.evaluate(() => document.documentElement.clientWidth);
  expect(Math.abs(box!.width - windowWidth)).toBeLessThanOrEqual(20);
  expect(Math.abs(box!.height - box!.width * SLIDE_SHAPE)).toBeLessThanOrEqual(1.5);

  const slides = area.locator('[aria-roledescription]').filter({ has: page.locator('img') });
  await expect.poll(() => slides.count()).toBeGreaterThanOrEqual(4);
  await expect(area.locator('img[loading="lazy"][decoding="async"]')).toHaveCount((await slides.count()) - 1);
  await expect(currentImage(area)).toHaveJSProperty('complete', true);

  const first = await currentAlt(area);
  // A slide every 5 seconds: the next one within 7.
  await expect.poll(() => currentAlt(area), { timeout: 7_000, intervals: [250] }).not.toBe(first);
  await expect(area.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
});

test('[PUBLIC][HOME] the slider pauses on hover, and keys and buttons move it', async ({ page }) => {
  // The page's timers run on a clock the test moves on: 6 s pass at once, not in real time.
  await page.clock.install();
  await openHome(page);
  const area = slider(page);
  await expect.poll(() => area.locator('img').count()).toBeGreaterThanOrEqual(4);

  await area.hover();
  const hovered = await currentAlt(area);
  await page.clock.runFor(6_000);
  expect(await currentAlt(area)).toBe(hovered);
  await page.mouse.move(0, 0);
  await page.clock.runFor(5_000);
  await expect.poll(() => currentAlt(area)).not.toBe(hovered);

  await area.hover();
  const shown = await currentAlt(area);

  const next = area.getByRole('button', { name: t(lng, 'home:slider.next'), exact: true });
  await next.focus();
  await expect(area.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentAlt(area)).not.toBe(shown);
  const second = await currentAlt(area);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentAlt(area)).toBe(shown);
  await page.keyboard.press('Enter');
  await expect.poll(() => currentAlt(area)).toBe(second);
  await area.getByRole('button', { name: t(lng, 'home:slider.previous'), exact: true }).click();
  await expect.poll(() => currentAlt(area)).toBe(shown);

  const pause = area.getByRole('button', { name: t(lng, 'home:slider.pause'), exact: true });
  await pause.click();
  await expect(area.getByRole('button', { name: t(lng, 'home:slider.play'), exact: true })).toBeVisible();
  await expectNoAxeViolationsOnceSettled(page);
});

test('[PUBLIC][HOME] the slider never turns by itself with reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await openHome(page);
  const area = slider(page);
  await expect.poll(() => area.locator('img').count()).toBeGreaterThanOrEqual(4);
  const shown = await currentAlt(area);
  await page.mouse.move(0, 0);
  await page.clock.runFor(11_000);
  expect(await currentAlt(area)).toBe(shown);
  await expect(area.getByRole('button', { name: t(lng, 'home:slider.pause'), exact: true })).toHaveCount(0);
  await area.getByRole('button', { name: t(lng, 'home:slider.next'), exact: true }).click();
  await expect.poll(() => currentAlt(area)).not.toBe(shown);
});

test('[ADMIN][SLIDER] an admin uploads a picture and it shows on the home page', async ({ page }) => {
  const word = uniqueWord();
  const alts = { altEn: `E2E slide ${word}`, altTa: `சோதனைப் படம் ${word}`, altSv: `Testbild ${word}` };
  const png = await sharp({ create: { width: 1916, height: 547, channels: 3, background: '#2e86c1' } })
    .png()
    .toBuffer();

  await chooseLanguage(page, lng);
  await acceptCookies(page);
  await signInAsAdmin(page);
  await page.goto('/admindashboard');
  const panel = await openAdminTab(page, lng, 'content', t(lng, 'admin:slider.tab'));
  await expect(panel.getByRole('heading', { name: t(lng, 'admin:slider.addHeading') })).toBeVisible();

  // Nothing chosen: the form says what is missing and sends nothing.
  await panel.getByRole('button', { name: t(lng, 'admin:slider.upload'), exact: true }).click();
  await expect(panel.getByText(t(lng, 'validation:mandatory')).first()).toBeVisible();

  await panel.getByLabel(t(lng, 'admin:slider.fields.picture'), { exact: true }).setInputFiles({
    name: 'slide.png',
    mimeType: 'image/png',
    buffer: png,
  });
  const upload = panel.locator('form');
  await upload.getByLabel(t(lng, 'admin:slider.fields.altTa'), { exact: true }).fill(alts.altTa);
  await upload.getByLabel(t(lng, 'admin:slider.fields.altEn'), { exact: true }).fill(alts.altEn);
  await upload.getByLabel(t(lng, 'admin:slider.fields.altSv'), { exact: true }).fill(alts.altSv);
  await upload.getByRole('button', { name: t(lng, 'admin:slider.upload'), exact: true }).click();
  await expect(panel.getByText(t(lng, 'admin:slider.done.added'), { exact: true })).toBeVisible();
  const added = panel.getByRole('listitem').filter({ has: page.getByRole('img', { name: alts.altEn, exact: true }) });
  await expect(added).toHaveCount(1);
  await expectNoAxeViolationsOnceSettled(page);

  await page.goto('/');
  await page.waitForLoadState('load');
  const area = slider(page);
  await expect(area.getByRole('img', { name: alts.altEn, exact: true, includeHidden: true })).toHaveCount(1);
  const image = area.locator(`img[alt="${alts.altEn}"]`);
  // A later slide's picture is fetched a turn before it shows: until then its sizes wait in data-srcset.
  await expect
    .poll(() => image.evaluate((img) => img.getAttribute('srcset') || img.getAttribute('data-srcset')))
    .toMatch(/-640\.webp 640w, .*\.webp 1916w$/);

  // The home page reads the slides of its own language: in Swedish the same slide has its Swedish text.
  await languagePicker(page, lng).selectOption('sv');
  const swedish = page.getByRole('region', { name: t('sv', 'home:slider.label'), exact: true });
  await expect(swedish.locator(`img[alt="${alts.altSv}"]`)).toHaveCount(1);
  await expect(swedish.locator(`img[alt="${alts.altEn}"]`)).toHaveCount(0);
  await languagePicker(page, 'sv').selectOption(lng);
  await expect(area.locator(`img[alt="${alts.altEn}"]`)).toHaveCount(1);

  // Clean up through the tab, which also shows that removing works.
  await page.goto('/admindashboard');
  const item = (await openAdminTab(page, lng, 'content', t(lng, 'admin:slider.tab')))
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: alts.altEn, exact: true }) });
  await item.getByRole('button', { name: t(lng, 'admin:slider.delete'), exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t(lng, 'admin:slider.confirmDelete.yes'), exact: true })
    .click();
  await expect(item).toHaveCount(0);
  await page.goto('/');
  await expect(slider(page).locator(`img[alt="${alts.altEn}"]`)).toHaveCount(0);
});
