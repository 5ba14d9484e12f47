import type { TDatabase } from '../../db/client.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import type {
  TPublicSliderAnswer,
  TSliderAltTexts,
  TSliderAnswer,
  TSliderImageUpdate,
} from '../../../shared/slider.schema.ts';
import { ZPublicSliderAnswer } from '../../../shared/slider.schema.ts';
import { toJsonAnswer, type TJsonAnswer } from '../../http/json-answer.ts';
import { SLIDER_SORT_MAX } from '../../../shared/slider.ts';
import { HttpError } from '../../http/errors.ts';
import type { TAuditRepo } from '../audit/index.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import { processImage, type TImagesRepo } from '../images/index.ts';
import type { TSliderRepo } from './slider.repo.ts';

/** Made once per app; the public answers' cache is cleared by every change. */
export type TSliderContext = {
  db: TDatabase;
  cache: TTtlCache;
  repos: { slider: TSliderRepo; images: TImagesRepo; audit: TAuditRepo };
};

export const slideNotFound = () => new HttpError(404, 'not_found', 'There is no such slide.');

const CACHE_KEY = 'slider';

/** The slides as the home page shows them in one language; one query serves all three. */
export async function publicSlides(context: TSliderContext, language: TLanguage): Promise<TPublicSliderAnswer> {
  const slides = await context.cache.get(CACHE_KEY, () => context.repos.slider.listAll());
  return { slides: slides.map((slide) => ({ ...slide, alt: slide.alt[language] })) };
}

/** The public answer serialized once per cache fill: every visit to / reads it (npm run bench). */
export async function publicSlidesAnswer(context: TSliderContext, language: TLanguage): Promise<TJsonAnswer> {
  return context.cache.get(`json:public:${language}`, async () =>
    toJsonAnswer(ZPublicSliderAnswer, await publicSlides(context, language)),
  );
}

export async function adminSlides(context: TSliderContext): Promise<TSliderAnswer> {
  return { slides: await context.repos.slider.listAll() };
}

/** Stores the picture (through the pipeline's checks) and adds it as the last slide; answers the new list. */
export async function addSlide(
  context: TSliderContext,
  actorId: number,
  alts: TSliderAltTexts,
  picture: Buffer,
): Promise<TSliderAnswer> {
  // Before the transaction: decoding takes a while and needs no database.
  const image = await processImage(picture);
  const { repos } = context;
  await context.db.transaction(async (tx) => {
    const stored = await repos.images.save(image, tx);
    const sortOrder = Math.min(await repos.slider.nextSortOrder(tx), SLIDER_SORT_MAX);
    const id = await repos.slider.insert({ imageId: stored.id, ...alts, sortOrder }, tx);
    await repos.audit.record(
      { actorId, action: 'slider.add', target: `slider:${id}`, details: { altEn: alts.altEn, image: stored.hash } },
      tx,
    );
  });
  // After the commit: a read in between would otherwise cache the old list again.
  context.cache.invalidate();
  return adminSlides(context);
}

export async function changeSlide(
  context: TSliderContext,
  actorId: number,
  id: number,
  change: TSliderImageUpdate,
): Promise<TSliderAnswer> {
  await context.db.transaction(async (tx) => {
    if (!(await context.repos.slider.update(id, change, tx))) throw slideNotFound();
    await context.repos.audit.record({ actorId, action: 'slider.update', target: `slider:${id}`, details: change }, tx);
  });
  context.cache.invalidate();
  return adminSlides(context);
}

export async function removeSlide(context: TSliderContext, actorId: number, id: number): Promise<TSliderAnswer> {
  await context.db.transaction(async (tx) => {
    if (!(await context.repos.slider.remove(id, tx))) throw slideNotFound();
    await context.repos.audit.record({ actorId, action: 'slider.delete', target: `slider:${id}` }, tx);
  });
  context.cache.invalidate();
  return adminSlides(context);
}
