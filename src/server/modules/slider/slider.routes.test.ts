import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import type { TPublicSliderAnswer, TSlide, TSliderAnswer } from '../../../shared/slider.schema.ts';
import { SLIDER_HEIGHT, SLIDER_WIDTH } from '../../../shared/slider.ts';
import { auditLog, sliderImages } from '../../db/schema.ts';
import { multipartBody, pngBytes } from '../../testing/events.fixtures.ts';
import { seedDemoSlider } from '../../seed/demo-slider.ts';

let t: TTestApp;
const tokens = { admin: '', member: '' };

/** An app on a database of its own, with an admin and a member; the demo slides only when asked. */
async function startApp(options: { demoSlides: boolean }) {
  t = await buildTestApp();
  const admin = await createTestUser(t.db, { role: 'Admin', email: 'slider-admin@example.org' });
  const member = await createTestUser(t.db, { email: 'slider-member@example.org' });
  tokens.admin = await tokenFor(admin);
  tokens.member = await tokenFor(member);
  if (options.demoSlides) await seedDemoSlider(t.db);
}

const auth = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });
const ALTS = { altEn: 'Children dancing', altTa: 'குழந்தைகள் நடனம்', altSv: 'Barn som dansar' };

async function publicSlides(language: TLanguage = 'en'): Promise<TPublicSliderAnswer['slides']> {
  const response = await t.app.inject({ method: 'GET', url: `/api/content/slider?lang=${language}` });
  expect(response.statusCode).toBe(200);
  return response.json<TPublicSliderAnswer>().slides;
}

/** The board's list as the home page in that language shows it. */
const asShownIn = (language: TLanguage, slides: TSlide[]) =>
  slides.map((slide) => ({ ...slide, alt: slide.alt[language] }));

async function adminSlides(): Promise<TSliderAnswer['slides']> {
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/slider', headers: auth('admin') });
  expect(response.statusCode).toBe(200);
  return response.json<TSliderAnswer>().slides;
}

async function upload(fields: Record<string, string>, picture?: Buffer, who: keyof typeof tokens = 'admin') {
  const body = await multipartBody(fields, picture && { bytes: picture, name: 'slide.png', type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/slider',
    headers: { ...body.headers, ...auth(who) },
    payload: body.payload,
  });
}

const countSlides = () => t.db.$count(sliderImages);

// The demo slides are seeded on an empty slider only, so these tests start from an empty database.
describe('demo slides', () => {
  beforeEach(() => startApp({ demoSlides: false }));
  afterEach(() => t.close());

  it('seeds four wide kolam pictures once, with alternative texts in three languages', async () => {
    expect(await publicSlides()).toEqual([]);
    await seedDemoSlider(t.db);
    await seedDemoSlider(t.db);
    expect(await countSlides()).toBe(4);
    // The public answer is still the cached empty list (the seed runs before the app in real life).
    const slides = await adminSlides();
    expect(slides.map((slide) => slide.sortOrder)).toEqual([0, 1, 2, 3]);
    expect(new Set(slides.map((slide) => slide.hash)).size).toBe(4);
    for (const slide of slides) {
      expect(slide).toMatchObject({ width: SLIDER_WIDTH, height: SLIDER_HEIGHT, smallWidth: 640, smallHeight: 183 });
      expect(slide.alt.en.length).toBeGreaterThan(20);
      expect(slide.alt.ta).toMatch(/கோல/);
      expect(slide.alt.sv).toMatch(/kolam/);
    }
    const picture = await t.app.inject({ method: 'GET', url: `/api/events/Image/${slides[0]!.hash}-640.webp` });
    expect(picture.statusCode).toBe(200);
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });
  });

  it('does not bring the demo slides back once an admin has emptied the slider', async () => {
    await seedDemoSlider(t.db);
    for (const slide of await adminSlides()) {
      await t.app.inject({ method: 'DELETE', url: `/api/admin/slider/${slide.id}`, headers: auth('admin') });
    }
    expect(await countSlides()).toBe(0);
    await seedDemoSlider(t.db);
    expect(await countSlides()).toBe(0);
    expect(await publicSlides()).toEqual([]);
  });
});

describe('the admin slider API', () => {
  beforeAll(() => startApp({ demoSlides: true }));
  afterAll(() => t.close());

  it('adds an uploaded picture as the last slide, which the public list shows at once', async () => {
    const before = await adminSlides();
    expect(await publicSlides()).toEqual(asShownIn('en', before));
    const response = await upload(ALTS, await pngBytes(2400, 685));
    expect(response.statusCode, response.body).toBe(200);
    const { slides } = response.json<TSliderAnswer>();
    const added = slides.at(-1)!;
    expect(added).toMatchObject({ width: 1920, height: 548, smallWidth: 640, alt: { en: ALTS.altEn, ta: ALTS.altTa } });
    expect(added.sortOrder).toBeGreaterThan(Math.max(...slides.slice(0, -1).map((slide) => slide.sortOrder)));
    expect(await publicSlides()).toEqual(asShownIn('en', slides));
    expect(await publicSlides('ta')).toEqual(asShownIn('ta', slides));
    expect(slides.length).toBe(before.length + 1);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `slider:${added.id}`));
    expect(audit).toMatchObject({ action: 'slider.add' });
  });

  it('answers each language its own texts only, and an unknown language in Tamil', async () => {
    const slides = await adminSlides();
    for (const language of ['ta', 'en', 'sv'] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/content/slider?lang=${language}` });
      expect(response.json<TPublicSliderAnswer>().slides).toEqual(asShownIn(language, slides));
      const others = slides.flatMap((slide) => Object.values(slide.alt).filter((alt) => alt !== slide.alt[language]));
      for (const alt of others) expect(response.body).not.toContain(JSON.stringify(alt));
    }
    for (const url of ['/api/content/slider', '/api/content/slider?lang=xx']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json<TPublicSliderAnswer>().slides, url).toEqual(asShownIn('ta', slides));
    }
    const twice = await t.app.inject({ method: 'GET', url: '/api/content/slider?lang=ta&lang=en' });
    expect(twice.statusCode).toBe(400);
  });

  it('answers the public list from the process cache', async () => {
    const before = await publicSlides();
    const [first] = await t.db.select().from(sliderImages).limit(1);
    await t.db.insert(sliderImages).values({ ...first!, id: undefined, altEn: 'sneaked in', sortOrder: 99 });
    expect(await publicSlides()).toEqual(before);
    await t.db.delete(sliderImages).where(eq(sliderImages.altEn, 'sneaked in'));
  });

  it('refuses a visitor (401) and a member (403) and changes nothing', async () => {
    const count = await countSlides();
    const png = await pngBytes(400, 120);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/slider' });
    expect(visitor.statusCode).toBe(401);
    expect((await upload(ALTS, png, 'member')).statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/slider/1',
      headers: auth('member'),
      payload: { ...ALTS, sortOrder: 0 },
    });
    expect(put.statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/admin/slider/1' });
    expect(del.statusCode).toBe(401);
    expect(await countSlides()).toBe(count);
  });

  it('refuses a missing picture or alternative text with 400 naming the fields', async () => {
    const count = await countSlides();
    const noPicture = await upload(ALTS);
    expect(noPicture.statusCode).toBe(400);
    expect(noPicture.json()).toMatchObject({ error: 'validation', fields: { picture: 'mandatory' } });
    const noAlt = await upload({ ...ALTS, altTa: '   ' }, await pngBytes(400, 120));
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json()).toMatchObject({ fields: { altTa: 'mandatory' } });
    const tooLong = await upload({ ...ALTS, altSv: 'x'.repeat(301) }, await pngBytes(400, 120));
    expect(tooLong.json()).toMatchObject({ fields: { altSv: 'valueInvalid' } });
    expect(await countSlides()).toBe(count);
  });

  it('refuses what is not a picture (415), a JSON body (415) and an unexpected file field (400)', async () => {
    const count = await countSlides();
    const text = await multipartBody(ALTS, { bytes: Buffer.from('not a picture'), name: 'a.png', type: 'image/png' });
    const notPicture = await t.app.inject({
      method: 'POST',
      url: '/api/admin/slider',
      headers: { ...text.headers, ...auth('admin') },
      payload: text.payload,
    });
    expect(notPicture.statusCode).toBe(415);
    expect(notPicture.json()).toMatchObject({ error: 'unsupported_image' });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/slider',
      headers: auth('admin'),
      payload: ALTS,
    });
    expect(json.statusCode).toBe(415);
    const other = await multipartBody(ALTS, {
      bytes: await pngBytes(10, 10),
      name: 'a.png',
      type: 'image/png',
      field: 'x',
    });
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/admin/slider',
      headers: { ...other.headers, ...auth('admin') },
      payload: other.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(await countSlides()).toBe(count);
  });

  it('changes the texts and the order of a slide', async () => {
    const slides = await publicSlides();
    const last = slides.at(-1)!;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/slider/${last.id}`,
      headers: auth('admin'),
      payload: { altEn: ' Now first ', altTa: 'இப்போது முதலில்', altSv: 'Nu först', sortOrder: 0 },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await publicSlides();
    expect(after).toEqual(asShownIn('en', response.json<TSliderAnswer>().slides));
    // At the position of the first slide: an older slide with the same position stays before it.
    const moved = after.findIndex((slide) => slide.id === last.id);
    expect(after[moved]).toMatchObject({ sortOrder: 0, alt: 'Now first' });
    expect((await publicSlides('sv'))[moved]).toMatchObject({ id: last.id, alt: 'Nu först' });
    expect(after.slice(0, moved).every((slide) => slide.sortOrder === 0 && slide.id < last.id)).toBe(true);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `slider:${last.id}`));
    expect(audit.filter((entry) => entry.action === 'slider.update')).toHaveLength(1);
  });

  it('refuses a bad change with 400 and an unknown slide with 404', async () => {
    const [first] = await publicSlides();
    const put = (url: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url, headers: auth('admin'), payload: payload as Record<string, unknown> });
    const bad = await put(`/api/admin/slider/${first!.id}`, { ...ALTS, sortOrder: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'validation' });
    expect((await put(`/api/admin/slider/${first!.id}`, { sortOrder: 1 })).statusCode).toBe(400);
    expect((await put('/api/admin/slider/999999', { ...ALTS, sortOrder: 1 })).statusCode).toBe(404);
    expect((await put('/api/admin/slider/abc', { ...ALTS, sortOrder: 1 })).statusCode).toBe(404);
    expect((await put('/api/admin/slider/99999999999', { ...ALTS, sortOrder: 1 })).statusCode).toBe(404);
    expect(await publicSlides()).toContainEqual(first);
  });

  it('removes a slide; a second removal is 404; the picture itself stays served', async () => {
    const [first] = await publicSlides();
    const url = `/api/admin/slider/${first!.id}`;
    const response = await t.app.inject({ method: 'DELETE', url, headers: auth('admin') });
    expect(response.statusCode).toBe(200);
    expect(response.json<TSliderAnswer>().slides.map((slide) => slide.id)).not.toContain(first!.id);
    expect((await publicSlides()).map((slide) => slide.id)).not.toContain(first!.id);
    expect((await t.app.inject({ method: 'DELETE', url, headers: auth('admin') })).statusCode).toBe(404);
    const picture = await t.app.inject({ method: 'GET', url: `/api/events/Image/${first!.hash}.webp` });
    expect(picture.statusCode).toBe(200);
  });
});
