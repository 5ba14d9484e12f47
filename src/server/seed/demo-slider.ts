import sharp from 'sharp';
import type { TDatabase } from '../db/client.ts';
import { createAuditRepo } from '../modules/audit/audit.repo.ts';
import type { TSliderAltTexts } from '../../shared/slider.schema.ts';
import { processImage } from '../modules/images/image-pipeline.ts';
import { createImagesRepo } from '../modules/images/images.repo.ts';
import { sliderKolamSvg, type TKolamStyle } from './slider-kolam.ts';
import { createSliderRepo } from '../modules/slider/slider.repo.ts';

/** The lightest picture first: it is the one every visitor's phone downloads at once (about 40 KB). */
const DEMO_SLIDES: (TSliderAltTexts & { style: TKolamStyle })[] = [
  {
    style: 'creeper',
    altEn:
      'A creeper kolam on a purple ground: two waving lines crossing again and again, a small pink flower in every loop.',
    altTa:
      'ஊதா நிறப் பின்னணியில் கொடிக் கோலம்: மீண்டும் மீண்டும் பின்னிச் செல்லும் இரண்டு அலைக் கோடுகள், ஒவ்வொரு வளையத்திலும் ஒரு சிறு இளஞ்சிவப்புப் பூ.',
    altSv:
      'En rankkolam på lila botten: två böljande linjer som korsar varandra om och om igen, med en liten rosa blomma i varje slinga.',
  },
  {
    style: 'lotus',
    altEn: 'Lotus flowers drawn as a kolam in white and yellow on a deep green ground.',
    altTa: 'அடர் பச்சைப் பின்னணியில் வெள்ளை, மஞ்சள் நிறங்களில் வரைந்த தாமரைப் பூக் கோலம்.',
    altSv: 'Lotusblommor ritade som kolam i vitt och gult på mörkgrön botten.',
  },
  {
    style: 'star',
    altEn: 'Eight-pointed star kolams with dots between them on a dark blue ground.',
    altTa: 'கருநீலப் பின்னணியில் எட்டு முனை நட்சத்திரக் கோலங்கள், அவற்றுக்கு இடையே புள்ளிகள்.',
    altSv: 'Åttauddiga stjärnkolam med prickar emellan på mörkblå botten.',
  },
  {
    style: 'pulli',
    altEn: 'A white dot kolam on a red-brown ground: rows of dots, each ringed by a looping line.',
    altTa: 'சிவப்பு-பழுப்புப் பின்னணியில் வெள்ளைப் புள்ளிக் கோலம்: ஒவ்வொரு புள்ளியையும் சுற்றி வளைந்து செல்லும் கோடு.',
    altSv: 'En vit prickkolam på rödbrun botten: rader av prickar, var och en omsluten av en slingrande linje.',
  },
];

/**
 * Four sample slides (SEED_DEMO). Runs at every start but adds them once: only while there are no
 * slides and no admin has ever changed the slider (the audit log says so), so a board that removed
 * every slide does not get the samples back at the next restart.
 */
export async function seedDemoSlider(db: TDatabase): Promise<void> {
  const sliderRepo = createSliderRepo(db);
  if ((await sliderRepo.countAll()) > 0) return;
  if ((await createAuditRepo(db).countActions('slider.')) > 0) return;
  const imagesRepo = createImagesRepo(db);
  const pictures = await Promise.all(
    DEMO_SLIDES.map(async ({ style }) => {
      const png = await sharp(Buffer.from(sliderKolamSvg(style)))
        .png()
        .toBuffer();
      return processImage(png);
    }),
  );
  await db.transaction(async (tx) => {
    // Drawing took a while: another process that started at the same time may have seeded by now.
    if ((await sliderRepo.countAll(tx)) > 0) return;
    for (const [index, { style: _style, ...alts }] of DEMO_SLIDES.entries()) {
      const image = await imagesRepo.save(pictures[index]!, tx);
      await sliderRepo.insert({ imageId: image.id, ...alts, sortOrder: index }, tx);
    }
  });
}
