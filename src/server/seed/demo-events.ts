import sharp from 'sharp';
import type { TDatabase } from '../db/client.ts';
import { processImage } from '../modules/images/image-pipeline.ts';
import { createImagesRepo } from '../modules/images/images.repo.ts';
import { createEventsRepo } from '../modules/events/events.repo.ts';

/**
 * A kolam-like pattern (dots with loops drawn around them, as on a doorstep at Pongal), drawn as
 * SVG and rendered by sharp: the demo needs a picture without shipping one.
 */
export function kolamSvg(hue: number, width = 1200, height = 675): string {
  const step = 75;
  const parts: string[] = [];
  for (let x = step / 2; x < width; x += step) {
    for (let y = step / 2; y < height; y += step) {
      const even = Math.round((x + y) / step) % 2 === 0;
      parts.push(`<circle cx="${x}" cy="${y}" r="4" fill="#fff"/>`);
      if (even) {
        parts.push(
          `<path d="M${x} ${y - 30} Q${x + 30} ${y - 30} ${x + 30} ${y} Q${x + 30} ${y + 30} ${x} ${y + 30} ` +
            `Q${x - 30} ${y + 30} ${x - 30} ${y} Q${x - 30} ${y - 30} ${x} ${y - 30}Z" fill="none" stroke="#fff" stroke-width="3" opacity="0.85"/>`,
        );
      } else {
        parts.push(
          `<path d="M${x - 26} ${y} L${x} ${y - 26} L${x + 26} ${y} L${x} ${y + 26}Z" fill="none" stroke="hsl(${(hue + 40) % 360},90%,80%)" stroke-width="3"/>`,
        );
      }
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue},55%,32%)"/>${parts.join('')}</svg>`
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Three clearly made-up events for the demo: one past, one coming, one not yet published. */
export async function seedDemoEvents(db: TDatabase, actorId: number, now = new Date()): Promise<void> {
  const eventsRepo = createEventsRepo(db);
  if ((await eventsRepo.countAll()) > 0) return;
  const imagesRepo = createImagesRepo(db);
  const picture = async (hue: number) => {
    const png = await sharp(Buffer.from(kolamSvg(hue)))
      .png()
      .toBuffer();
    return (await imagesRepo.save(await processImage(png))).id;
  };
  const at = (days: number) => isoDay(new Date(now.getTime() + days * DAY_MS));
  const demo = [
    {
      name: 'Pongal Celebration (demo)',
      nameTamil: 'பொங்கல் விழா (மாதிரி)',
      start: -60,
      end: -60,
      startTime: '11:00',
      endTime: '16:00',
      place: 'Demo Community Hall, Storgatan 1',
      description:
        'Pongal cooked together in the yard, kolam drawing for the kids and a shared lunch.\n\nMade up for the demo.',
      descriptionTamil:
        'முற்றத்தில் சேர்ந்து பொங்கல் சமைத்தல், குழந்தைகளுக்குக் கோலம் வரைதல், அனைவருக்கும் மதிய உணவு.\n\nமாதிரிக்காக உருவாக்கப்பட்டது.',
      published: true,
      hue: 20,
    },
    {
      name: 'Tamil New Year Evening (demo)',
      nameTamil: 'தமிழ்ப் புத்தாண்டு மாலை (மாதிரி)',
      start: 30,
      end: 31,
      startTime: '17:30',
      endTime: '22:00',
      place: 'Demo Culture House, Kulturgatan 5',
      description: 'Dance, music and a drama by the kids, then dinner.\n\nMade up for the demo.',
      descriptionTamil: 'நடனம், இசை, குழந்தைகளின் நாடகம், பின்னர் இரவு உணவு.\n\nமாதிரிக்காக உருவாக்கப்பட்டது.',
      published: true,
      hue: 330,
    },
    {
      name: 'Summer Picnic (demo draft)',
      nameTamil: 'கோடைச் சுற்றுலா (மாதிரி வரைவு)',
      start: 90,
      end: 90,
      startTime: null,
      endTime: null,
      place: 'Demo Lake Park',
      description: 'Bring a blanket and something to share.\n\nMade up for the demo.',
      descriptionTamil: '',
      published: false,
      hue: 150,
    },
  ];
  // In order, so the past event is number 1, the coming one 2 and the draft 3.
  for (const event of demo) {
    await eventsRepo.insert({
      name: event.name,
      nameTamil: event.nameTamil,
      startDate: at(event.start),
      endDate: event.end === event.start ? null : at(event.end),
      startTime: event.startTime,
      endTime: event.endTime,
      place: event.place,
      description: event.description,
      descriptionTamil: event.descriptionTamil,
      published: event.published,
      pictureId: await picture(event.hue),
      createdBy: actorId,
    });
  }
}
