import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { adminAccessToken, signInWithoutScripts } from './helpers/auth.ts';
import { expectNoAxeViolationsOnceSettled } from './helpers/axe.ts';
import { test } from './helpers/fixtures.ts';
import { openNewsTab } from './helpers/news-admin.ts';
import { associationName, t } from './helpers/i18n.ts';
import { expectPageTitle } from './helpers/page.ts';
import { countFetches } from './helpers/settle.ts';
import { uniqueWord } from './helpers/people.ts';
import { acceptCookies, useLanguage as chooseLanguage } from './helpers/storage.ts';
import { E2E_BASE_URL } from './helpers/test-env.ts';
import { parseXml, type TXmlElement } from '../../src/server/testing/parse-xml.ts';
import type { TNewsAdminPost } from '../../src/shared/news.schema.ts';
import { openAdminTab } from './helpers/admin-sections.ts';

// News, the home page's banner and the Atom feed: the board writes, a visitor reads. The site has
// one banner, which the tests here set and take down: they run one after the other.
test.describe.configure({ mode: 'serial' });

const NARROW = { width: 320, height: 640 };

type TSettingsAnswer = { settings: Record<string, unknown> & { phone: string } };

// The suite's server is shared: the association's details this spec changes are put back after it,
// whether it passed or not. It is the only spec that changes them.
let restoreSettings: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await restoreSettings?.();
  restoreSettings = null;
});

/** A datetime-local value (the browser's own zone, which is this machine's) `ms` from now. */
function localInput(ms: number): string {
  const date = new Date(Date.now() + ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function isoDayIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The meta tag's content in a page's HTML as the server sent it. */
function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
}

/** Moves a scheduled post's publishing time to a minute ago, keeping everything else the board wrote. */
async function publishNow(request: APIRequestContext, authorization: Record<string, string>, slug: string) {
  const list = await request.get('/api/admin/news', { headers: authorization });
  const { posts } = (await list.json()) as { posts: TNewsAdminPost[] };
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`no post ${slug} in the board's list`);
  const { id, slug: keptSlug, texts, draft, eventId } = post;
  const moved = await request.put(`/api/admin/news/${id}`, {
    headers: authorization,
    data: { slug: keptSlug, texts, draft, eventId, publishAt: new Date(Date.now() - 60_000).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

const childrenNamed = (parent: TXmlElement, name: string) => parent.children.filter((child) => child.name === name);

test('[NEWS] EVIDENCE the board writes a post in Tamil and English with a picture, schedules it, sets it as the banner and changes the phone number; a Swedish visitor sees the English fallback with the note, the banner, the new number and the link preview; the feed is Atom', async ({
  page,
  request,
}) => {
  // The longest journey of the suite: two contexts, three axe scans, a picture through the image pipeline.
  test.setTimeout(90_000);
  const lng = 'en';
  const word = uniqueWord();
  const titleEn = `Pongal evening ${word}`;
  const titleTa = `பொங்கல் மாலை ${word}`;
  const picture = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#b03a2e' } })
    .png()
    .toBuffer();

  const panel = await openNewsTab(page, lng);
  await panel.getByRole('button', { name: t(lng, 'news:admin.new'), exact: true }).click();
  const form = panel.locator('form.admin-news__form');
  const languageTab = (language: string) =>
    form.getByRole('tab', { name: t(lng, `news:admin.form.language.${language}`), exact: true });
  const languagePanel = (language: string) =>
    form.getByRole('tabpanel', { name: t(lng, `news:admin.form.language.${language}`), exact: true });

  // Nothing written: the shared schema's errors show at the Tamil fields, nothing is sent.
  await form.getByRole('button', { name: t(lng, 'news:admin.actions.saveDraft'), exact: true }).click();
  await expect(languagePanel('ta').getByText(t(lng, 'validation:mandatory'), { exact: true })).toHaveCount(2);

  const ta = languagePanel('ta');
  await ta.getByLabel(t(lng, 'news:admin.form.title'), { exact: true }).fill(titleTa);
  await ta.getByLabel(t(lng, 'news:admin.form.body'), { exact: true }).fill('எல்லோரும் **வருக**.');
  await languageTab('en').click();
  const en = languagePanel('en');
  await en.getByLabel(t(lng, 'news:admin.form.title'), { exact: true }).fill(titleEn);
  await en.getByLabel(t(lng, 'news:admin.form.body'), { exact: true }).fill('## Programme\n\nEveryone is **welcome**.');
  await en.getByLabel(t(lng, 'news:admin.form.pictureAlt'), { exact: true }).fill('A pot of pongal');
  await en.getByRole('button', { name: t(lng, 'news:admin.actions.preview'), exact: true }).click();
  await expect(en.getByRole('region', { name: t(lng, 'news:admin.form.previewHeading') }).locator('strong')).toHaveText(
    'welcome',
  );
  // The form with its preview open, as narrow as the site goes.
  await page.setViewportSize(NARROW);
  await expectNoAxeViolationsOnceSettled(page);
  await form
    .getByLabel(t(lng, 'news:admin.form.picture'), { exact: true })
    .setInputFiles({ name: 'pongal.png', mimeType: 'image/png', buffer: picture });
  // Scheduled one to two minutes ahead (the field has whole minutes): hidden until then.
  await form.getByLabel(t(lng, 'news:admin.form.publishAt'), { exact: true }).fill(localInput(120_000));
  await form.getByRole('button', { name: t(lng, 'news:admin.actions.publish'), exact: true }).click();
  await expect(panel.getByRole('status').filter({ hasText: t(lng, 'news:admin.done.scheduled') })).toBeVisible();
  const row = panel.locator('tbody tr').filter({ hasText: titleTa });
  await expect(row).toContainText(t(lng, 'news:admin.status.scheduled'));
  const slug = ((await row.locator('td').nth(1).textContent()) ?? '').replace('/news/', '');
  expect(slug).toMatch(/^pongal-evening-/);

  // The banner: this post, until a day next month.
  await row.getByRole('button', { name: t(lng, 'news:admin.actions.banner'), exact: true }).click();
  const banner = panel.getByRole('region', { name: t(lng, 'news:admin.banner.heading') });
  const tamilBanner = banner.getByRole('group', { name: t(lng, 'news:admin.form.language.ta') });
  await tamilBanner.getByLabel(t(lng, 'news:admin.banner.title'), { exact: true }).fill(titleTa);
  const englishBanner = banner.getByRole('group', { name: t(lng, 'news:admin.form.language.en') });
  await englishBanner.getByLabel(t(lng, 'news:admin.banner.title'), { exact: true }).fill(titleEn);
  await englishBanner.getByLabel(t(lng, 'news:admin.banner.text'), { exact: true }).fill('Saturday at the town hall.');
  await banner.getByLabel(t(lng, 'news:admin.banner.endsOn'), { exact: true }).fill(isoDayIn(30));
  await banner.getByRole('button', { name: t(lng, 'news:admin.banner.set'), exact: true }).click();
  await expect(panel.getByRole('status').filter({ hasText: t(lng, 'news:admin.done.bannerSet') })).toBeVisible();
  await expect(banner).toContainText(`/news/${slug}`);

  await expectNoAxeViolationsOnceSettled(page);

  // The association's new phone number, in the Settings tab; a number the form refuses is never sent.
  const token = await adminAccessToken();
  const authorization = { authorization: `Bearer ${token}` };
  const before = (await (
    await request.get('/api/admin/settings', { headers: authorization })
  ).json()) as TSettingsAnswer;
  restoreSettings = async () => {
    const put = await request.put('/api/admin/settings', { headers: authorization, data: before.settings });
    expect(put.status()).toBe(200);
  };
  const phone = `+46 70 ${String(Date.now()).slice(-3)} ${String(Date.now()).slice(-5, -3)} 00`;
  const settingsName = t(lng, 'site:settings.tab');
  const settings = await openAdminTab(page, lng, 'association', settingsName);
  const phoneField = settings.getByLabel(t(lng, 'site:settings.fields.phone'), { exact: true });
  await phoneField.fill('call us');
  await settings.getByRole('button', { name: t(lng, 'site:settings.save'), exact: true }).click();
  await expect(settings.getByText(t(lng, 'site:fieldErrors.phone'), { exact: true })).toBeVisible();
  await phoneField.fill(phone);
  await settings.getByRole('button', { name: t(lng, 'site:settings.save'), exact: true }).click();
  // The saved notice is where the board member looks (beside the button, focused), and the page's own
  // footer shows the new number without a reload.
  const saved = settings.getByRole('status').filter({ hasText: t(lng, 'site:settings.saved') });
  await expect(saved).toBeVisible();
  await expect(saved).toBeFocused();
  await expect(saved).toBeInViewport();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: phone, exact: true })).toBeVisible();

  // Until its time the post is nowhere for visitors. Its time comes when the board brings it forward
  // (the API tests move a clock past a scheduled time); then it shows within the caches' few seconds.
  expect((await request.get(`/api/news/posts/${slug}?lang=sv`)).status()).toBe(404);
  await publishNow(request, authorization, slug);
  await expect
    .poll(async () => (await request.get(`/api/news/posts/${slug}?lang=sv`)).status(), { timeout: 10_000 })
    .toBe(200);

  // A Swedish visitor: the English text with the note, the picture, and the link preview.
  const visitor = await page.context().browser()!.newContext({ viewport: NARROW, baseURL: E2E_BASE_URL });
  // As the fixture does for its own pages: the axe runs wait for the page's fetches to end.
  await visitor.addInitScript(countFetches);
  const reader = await visitor.newPage();
  await chooseLanguage(reader, 'sv');
  await acceptCookies(reader);
  const response = await reader.goto(`/news/${slug}`);
  const html = (await response?.text()) ?? '';
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(titleEn);
  await expect(reader.getByText(t('sv', 'news:fallbackNote.en'), { exact: true })).toBeVisible();
  await expect(reader.getByRole('img', { name: 'A pot of pongal' })).toBeVisible();
  await expect(reader.getByRole('contentinfo').getByRole('link', { name: phone, exact: true })).toBeVisible();
  const siteName = associationName('sv');
  expect(metaContent(html, 'property', 'og:title')).toBe(`${titleEn} | ${siteName}`);
  expect(metaContent(html, 'property', 'og:description')).toBe('Programme Everyone is welcome.');
  expect(metaContent(html, 'property', 'og:type')).toBe('article');
  expect(metaContent(html, 'property', 'og:url')).toMatch(new RegExp(`^https?://[^/]+/news/${slug}$`));
  expect(metaContent(html, 'property', 'og:image')).toMatch(
    /^https?:\/\/[^/]+\/api\/events\/Image\/[0-9a-f]{64}\.webp$/,
  );
  expect(metaContent(html, 'property', 'og:locale')).toBe('sv_SE');
  expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(html).toContain('<link rel="alternate" type="application/atom+xml"');
  const image = await request.get(new URL(metaContent(html, 'property', 'og:image') ?? '').pathname);
  expect(image.headers()['content-type']).toBe('image/webp');
  await expectNoAxeViolationsOnceSettled(reader);

  // The banner on the home page, in the first HTML, with the English words (no Swedish ones).
  await reader.goto('/');
  const homeBanner = reader.getByTestId('home-banner');
  await expect(homeBanner.getByRole('heading', { level: 2 })).toHaveText(titleEn);
  await expect(homeBanner.getByRole('link')).toHaveAttribute('href', `/news/${slug}`);
  await expect(reader.getByRole('main').getByRole('link', { name: titleEn, exact: true })).toBeVisible();

  // The list, paged, and the feed it offers.
  await reader.goto('/news');
  await expectPageTitle(reader, 'sv', 'news');
  await expect(reader.getByRole('link', { name: titleEn, exact: true })).toBeVisible();
  await expectNoAxeViolationsOnceSettled(reader);
  const feed = await request.get('/news.xml?lang=sv');
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  const root = parseXml(await feed.text());
  expect(root.uri).toBe('http://www.w3.org/2005/Atom');
  expect(root.name).toBe('feed');
  for (const name of ['id', 'title', 'updated']) expect(childrenNamed(root, name)).toHaveLength(1);
  expect(childrenNamed(root, 'link').some((link) => link.attributes.rel === 'self')).toBe(true);
  const entry = childrenNamed(root, 'entry').find(
    (candidate) => childrenNamed(candidate, 'title')[0]?.text === titleEn,
  );
  expect(entry, 'the post is in the Swedish feed, in English').toBeDefined();
  for (const name of ['id', 'updated', 'link', 'summary', 'content'])
    expect(childrenNamed(entry!, name)).toHaveLength(1);
  expect(childrenNamed(entry!, 'content')[0]?.attributes.type).toBe('html');
  await visitor.close();

  // Tidy: the banner comes down (other specs read the home page); the phone number goes back after.
  const cleared = await request.delete('/api/admin/news/banner', { headers: authorization });
  expect(cleared.status()).toBe(204);
});

test.describe('a made-up post address', () => {
  // The page answers 404, which the browser reports in the console.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('[NEWS] a made-up post address shows the not-found text with a way back, rendered on the server', async ({
    page,
  }) => {
    const lng = 'sv';
    await chooseLanguage(page, lng);
    const response = await page.goto('/news/no-such-post-anywhere');
    expect(await response?.text()).toContain(t(lng, 'news:post.notFound'));
    await expectPageTitle(page, lng, 'newsPost');
    await expect(
      page.getByRole('main').getByRole('link', { name: t(lng, 'news:post.backToList'), exact: true }),
    ).toHaveAttribute('href', '/news');
  });
});

test.describe('the banner without scripts', () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [/status of 400/] });

  test('[FORMS] [NEWS] [ADMIN] without scripts, the board links the banner to an event, is shown what is missing, and takes it down (en)', async ({
    page,
    request,
  }) => {
    // A sign-in and five page loads, each rendered for the session.
    test.slow();
    const lng = 'en';
    const authorization = { authorization: `Bearer ${await adminAccessToken()}` };
    const bannerNow = async () =>
      ((await (await request.get('/api/admin/news', { headers: authorization })).json()) as { banner: unknown }).banner;
    const events = (await (await request.get('/api/events/all', { headers: authorization })).json()) as {
      eventId: number;
      name: string;
    }[];
    const event = events[0];
    expect(event, 'the demo content has an event').toBeDefined();
    await signInWithoutScripts(page, lng);
    await page.goto('/admindashboard/content');
    await expectPageTitle(page, lng, 'adminDashboard');
    const banner = page.getByRole('region', { name: t(lng, 'news:admin.banner.heading') });
    const save = banner.getByRole('button', { name: t(lng, 'news:admin.banner.set'), exact: true });
    const title = `Banner ${uniqueWord()}`;

    // An event chosen as the link: without the app the page shows the event's list once it comes back.
    await banner.getByLabel(t(lng, 'news:admin.banner.target'), { exact: true }).selectOption('event');
    const tamil = banner.getByRole('group', { name: t(lng, 'news:admin.form.language.ta') });
    await tamil.getByLabel(t(lng, 'news:admin.banner.title'), { exact: true }).fill(title);
    await banner.getByLabel(t(lng, 'news:admin.banner.endsOn'), { exact: true }).fill(isoDayIn(20));
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await save.click();
    expect((await refused).status()).toBe(400);
    const eventField = banner.getByLabel(t(lng, 'news:admin.banner.event'), { exact: true });
    await expect(eventField).toHaveAttribute('aria-invalid', 'true');
    await expect(tamil.getByLabel(t(lng, 'news:admin.banner.title'), { exact: true })).toHaveValue(title);

    await eventField.selectOption(String(event?.eventId));
    await save.click();
    await expect(page).toHaveURL(/\/admindashboard\/content\?sent=news-banner$/);
    await expect(page.getByRole('status').filter({ hasText: t(lng, 'news:admin.done.bannerSet') })).toBeVisible();
    expect(await bannerNow()).toMatchObject({
      target: { kind: 'event', eventId: event?.eventId },
      texts: { ta: { title } },
    });

    await banner.getByRole('button', { name: t(lng, 'news:admin.banner.clear'), exact: true }).click();
    await expect(page).toHaveURL(/\/admindashboard\/content\?sent=news-banner-down$/);
    await expect(page.getByRole('status').filter({ hasText: t(lng, 'news:admin.done.bannerCleared') })).toBeVisible();
    await expect(banner).toContainText(t(lng, 'news:admin.banner.none'));
    expect(await bannerNow()).toBeNull();
  });
});
