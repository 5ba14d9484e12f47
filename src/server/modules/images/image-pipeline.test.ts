import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../shared/events.ts';
import { HttpError } from '../../http/errors.ts';
import { dataUrl, jpegBytes, jpegWithExif, pngBytes, pngHeaderClaiming } from '../../testing/events.fixtures.ts';
import { decodeDataUrl, processImage } from './image-pipeline.ts';
import { parseImageName } from './image-serving.ts';

async function refusal(work: Promise<unknown>): Promise<{ status: number; code: string }> {
  try {
    await work;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, code: error.code };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('processImage', () => {
  it('re-encodes a PNG to WebP at most 1920 px wide, plus a 640 px version', async () => {
    const image = await processImage(await pngBytes(3000, 1500));
    expect([image.width, image.height, image.smallWidth, image.smallHeight]).toEqual([1920, 960, 640, 320]);
    const [large, small] = await Promise.all([sharp(image.data).metadata(), sharp(image.smallData).metadata()]);
    expect(large).toMatchObject({ format: 'webp', width: 1920, height: 960 });
    expect(small).toMatchObject({ format: 'webp', width: 640, height: 320 });
    expect(image.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never enlarges a small picture', async () => {
    const image = await processImage(await jpegBytes(300, 200));
    expect([image.width, image.height, image.smallWidth, image.smallHeight]).toEqual([300, 200, 300, 200]);
  });

  it('takes WebP input too', async () => {
    const webp = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#fff' } })
      .webp()
      .toBuffer();
    expect((await processImage(webp)).width).toBe(50);
  });

  it('drops EXIF metadata (camera, owner, position)', async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const image = await processImage(input);
    for (const data of [image.data, image.smallData]) {
      const metadata = await sharp(data).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(data.includes(Buffer.from('SecretCam'))).toBe(false);
    }
  });

  it('gives the same picture the same hash (so it is stored once)', async () => {
    const bytes = await pngBytes(200, 100);
    const [first, second] = [await processImage(bytes), await processImage(bytes)];
    expect(first.hash).toBe(second.hash);
  });

  it('refuses a text file, whatever its name, with 415', async () => {
    expect(await refusal(processImage(Buffer.from('plain text pretending to be a .jpg')))).toEqual({
      status: 415,
      code: 'unsupported_image',
    });
  });

  it('refuses a GIF (a real picture, but not one we take) with 415', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await refusal(processImage(gif))).status).toBe(415);
  });

  it('refuses more than 5 MB with 413', async () => {
    const big = Buffer.concat([await pngBytes(10, 10), Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect(await refusal(processImage(big))).toEqual({ status: 413, code: 'image_too_large' });
  });

  it('refuses a real 10000×10000 picture with 400', async () => {
    // Grey and lightly compressed: made in about a second, and under 1 MB.
    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .toColourspace('b-w')
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(huge.length).toBeLessThan(IMAGE_MAX_BYTES);
    expect(await refusal(processImage(huge))).toEqual({ status: 400, code: 'image_too_many_pixels' });
  });

  it('refuses a header claiming 10000×10000 pixels without decoding it', async () => {
    const started = Date.now();
    expect(await refusal(processImage(pngHeaderClaiming(10_000, 10_000)))).toEqual({
      status: 400,
      code: 'image_too_many_pixels',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a truncated picture with 400', async () => {
    const png = await pngBytes(300, 300);
    expect(await refusal(processImage(png.subarray(0, png.length / 2)))).toEqual({
      status: 400,
      code: 'invalid_image',
    });
  });
});

describe('decodeDataUrl', () => {
  it('decodes a base64 data URL', async () => {
    const bytes = await pngBytes(5, 5);
    expect(decodeDataUrl(dataUrl(bytes)).equals(bytes)).toBe(true);
  });

  it.each(['not a data url', 'data:image/png,rawtext', 'data:image/png;base64,@@@@', 'data:;base64'])(
    'refuses %s with 400',
    async (value) => {
      expect(() => decodeDataUrl(value)).toThrow(HttpError);
    },
  );

  it('refuses more than 5 MB with 413 before decoding', () => {
    const value = dataUrl(Buffer.alloc(IMAGE_MAX_BYTES + 10));
    expect(() => decodeDataUrl(value)).toThrow(expect.objectContaining({ statusCode: 413 }));
  });
});

describe('image file names', () => {
  const hash = 'a'.repeat(64);
  it.each([
    [`${hash}.webp`, undefined, { hash, version: 'large' }],
    [`${hash}-640.webp`, undefined, { hash, version: 'small' }],
    [`${hash}.webp`, '640', { hash, version: 'small' }],
    [`${hash}-828.webp`, undefined, { hash, version: 'phone' }],
    [`${hash}.webp`, '828', { hash, version: 'phone' }],
    [`${hash}-640.avif`, undefined, { hash, version: 'smallAvif' }],
    [`${hash}.avif`, '640', { hash, version: 'smallAvif' }],
    [`${hash}.avif`, undefined, null],
    [`${hash}-828.avif`, undefined, null],
    [`${hash}-829.webp`, undefined, null],
    [`${hash}.webp`, '100', { hash, version: 'large' }],
    [`${hash}.png`, undefined, null],
    [`${hash.toUpperCase()}.webp`, undefined, null],
    ['../secret.webp', undefined, null],
  ])('%s (w=%s) is %o', (name, width, expected) => {
    expect(parseImageName(name, width)).toEqual(expected);
  });
});
