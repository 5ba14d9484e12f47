import sharp from 'sharp';
import { BOARD_POSITIONS, BOARD_YEARS, type TBoardPosition } from '../../shared/board.ts';
import type { TDatabase } from '../db/client.ts';
import { processImage } from '../modules/images/image-pipeline.ts';
import { createImagesRepo } from '../modules/images/images.repo.ts';
import { createBoardRepo } from '../modules/board/board.repo.ts';

/** Initials on a coloured circle, drawn as SVG and rendered by sharp: a portrait placeholder. */
export function initialsSvg(initials: string, hue: number, size = 320): string {
  const half = size / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<circle cx="${half}" cy="${half}" r="${half - 8}" fill="hsl(${hue},50%,35%)"/>` +
    `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="${size / 3}" ` +
    `font-weight="bold" fill="#fff">${initials}</text></svg>`
  );
}

/** Clearly made-up names (English, Tamil); every one is a "Demo" person. */
const SAMPLE_NAMES: [string, string][] = [
  ['Demo Anbu', 'மாதிரி அன்பு'],
  ['Demo Bharathi', 'மாதிரி பாரதி'],
  ['Demo Chelvi', 'மாதிரி செல்வி'],
  ['Demo Devan', 'மாதிரி தேவன்'],
  ['Demo Elil', 'மாதிரி எழில்'],
  ['Demo Ilango', 'மாதிரி இளங்கோ'],
  ['Demo Kani', 'மாதிரி கனி'],
  ['Demo Malar', 'மாதிரி மலர்'],
  ['Demo Nila', 'மாதிரி நிலா'],
];

/** Positions per year: the older boards had one combined cultural and sports secretary. */
function positionsOf(year: number): TBoardPosition[] {
  return year >= 2024
    ? BOARD_POSITIONS.filter((position) => position !== 'culturalAndSportsSecretary')
    : BOARD_POSITIONS.filter((position) => position !== 'culturalSecretary' && position !== 'sportsSecretary');
}

/** Sample board members for FY 2025 down to FY 2021, with generated portraits; only on an empty table. */
export async function seedDemoBoard(db: TDatabase): Promise<void> {
  const repo = createBoardRepo(db);
  if ((await repo.countAll()) > 0) return;
  const imagesRepo = createImagesRepo(db);
  const portraits = new Map<number, number>();
  const portraitOf = async (index: number): Promise<number> => {
    const known = portraits.get(index);
    if (known !== undefined) return known;
    const [nameEn = 'Demo'] = SAMPLE_NAMES[index] ?? [];
    const initials = nameEn
      .split(' ')
      .map((part) => part[0])
      .join('');
    const png = await sharp(Buffer.from(initialsSvg(initials, (index * 47) % 360)))
      .png()
      .toBuffer();
    const { id } = await imagesRepo.save(await processImage(png));
    portraits.set(index, id);
    return id;
  };
  for (const [yearIndex, year] of BOARD_YEARS.entries()) {
    for (const [order, position] of positionsOf(year).entries()) {
      const index = (order + yearIndex) % SAMPLE_NAMES.length;
      const [nameEn, nameTa] = SAMPLE_NAMES[index]!;
      await repo.insert({
        financialYear: year,
        nameEn,
        nameTa,
        position,
        sortOrder: order,
        portraitId: await portraitOf(index),
      });
    }
  }
}
