import type { TDatabase } from '../../db/client.ts';
import type { TLanguage } from '../../../shared/languages.ts';
import type {
  TPublicSliderAnswer,
  TSliderAltTexts,
  TSliderAnswer,
  TSliderImageUpdate,
} from '../../../shared/slider.schema.ts';
import { SLIDER_SORT_MAX } from '../../../shared/slider.ts';
import { HttpError } from '../../http/errors.ts';
import { createAuditRepo } from '../audit/index.ts';
import type { TTtlCache } from '../../http/ttl-cache.ts';
import { processImage, createImagesRepo } from '../images/index.ts';
import { createSliderRepo } from './slider.repo.ts';

export type TSliderContext = { db: TDatabase; cache: TTtlCache };

export const slideNotFound = () => new HttpError(404, 'not_found', 'There is no such slide.');

const CACHE_KEY = 'slider';

/** The slides as the home page shows them in one language; one query serves all three. */
export async function publicSlides(context: TSliderContext, language: TLanguage): Promise<TPublicSliderAnswer> {
  const slides = await context.cache.get(CACHE_KEY, () => createSliderRepo(context.db).listAll());
  return { slides: slides.map((slide) => ({ ...slide, alt: slide.alt[language] })) };
}

export async function adminSlides(context: TSliderContext): Promise<TSliderAnswer> {
  return { slides: await createSliderRepo(context.db).listAll() };
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
  const sliderRepo = createSliderRepo(context.db);
  await context.db.transaction(async (tx) => {
    const stored = await createImagesRepo(context.db).save(image, tx);
    const sortOrder = Math.min(await sliderRepo.nextSortOrder(tx), SLIDER_SORT_MAX);
    const id = await sliderRepo.insert({ imageId: stored.id, ...alts, sortOrder }, tx);
    await createAuditRepo(context.db).record(
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
    if (!(await createSliderRepo(context.db).update(id, change, tx))) throw slideNotFound();
    await createAuditRepo(context.db).record(
      { actorId, action: 'slider.update', target: `slider:${id}`, details: change },
      tx,
    );
  });
  context.cache.invalidate();
  return adminSlides(context);
}

export async function removeSlide(context: TSliderContext, actorId: number, id: number): Promise<TSliderAnswer> {
  await context.db.transaction(async (tx) => {
    if (!(await createSliderRepo(context.db).remove(id, tx))) throw slideNotFound();
    await createAuditRepo(context.db).record({ actorId, action: 'slider.delete', target: `slider:${id}` }, tx);
  });
  context.cache.invalidate();
  return adminSlides(context);
}
