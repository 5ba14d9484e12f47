import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_TYPES } from '../../../shared/events.ts';
import { HttpError } from '../../http/errors.ts';
import { fileTooLarge } from '../../http/multipart-form.ts';

/** The large version is at most this wide; the small one exactly this wide (or narrower, never enlarged). */
export const LARGE_WIDTH = 1920;
export const SMALL_WIDTH = 640;

export type TProcessedImage = {
  /** SHA-256 (hex) of the large WebP: its file name and strong ETag. */
  hash: string;
  width: number;
  height: number;
  data: Buffer;
  smallWidth: number;
  smallHeight: number;
  smallData: Buffer;
};

export const imageTooLarge = () => fileTooLarge('image_too_large', 'A picture', IMAGE_MAX_BYTES);

const unsupported = () => new HttpError(415, 'unsupported_image', 'A picture must be a JPEG, PNG or WebP image.');

const unreadable = () => new HttpError(400, 'invalid_image', 'The picture could not be read.');

const tooManyPixels = () =>
  new HttpError(
    400,
    'image_too_many_pixels',
    `A picture may have at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`,
    {
      megapixels: IMAGE_MAX_PIXELS / 1_000_000,
    },
  );

/**
 * An upload as the site keeps it: the type is decided by the file's first
 * bytes, never by its name or declared type; the size in bytes and in pixels is checked before any
 * pixel is decoded (the header alone says how large it would be); EXIF orientation is applied, then
 * all metadata (GPS position, camera) is dropped by re-encoding to WebP.
 */
export async function processImage(input: Buffer): Promise<TProcessedImage> {
  if (input.length > IMAGE_MAX_BYTES) throw imageTooLarge();
  const type = await fileTypeFromBuffer(input);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime)) throw unsupported();

  // Reads the header only; the limit is applied by hand so the answer can say what was wrong.
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (!metadata.width || !metadata.height) throw unreadable();
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) throw tooManyPixels();

  try {
    // One decode; the two sizes are cloned from it. limitInputPixels guards the decoder as well.
    const decoded = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();
    const [large, small] = await Promise.all([
      decoded
        .clone()
        .resize({ width: LARGE_WIDTH, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
      decoded
        .clone()
        .resize({ width: SMALL_WIDTH, withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer({ resolveWithObject: true }),
    ]);
    return {
      hash: createHash('sha256').update(large.data).digest('hex'),
      width: large.info.width,
      height: large.info.height,
      data: large.data,
      smallWidth: small.info.width,
      smallHeight: small.info.height,
      smallData: small.data,
    };
  } catch {
    throw unreadable();
  }
}

/**
 * A picture sent as a data URL in JSON: only base64 image
 * data URLs; the declared type is ignored like a file name is (processImage checks the bytes).
 */
export function decodeDataUrl(value: string): Buffer {
  const comma = value.indexOf(',');
  const header = comma > 0 ? value.slice(0, comma) : '';
  if (!header.startsWith('data:') || !header.endsWith(';base64')) {
    throw new HttpError(400, 'invalid_image', 'The picture must be a base64 data URL.');
  }
  const payload = value.slice(comma + 1);
  // Four base64 characters carry three bytes: refuse before decoding anything larger than allowed.
  if (Math.floor((payload.length * 3) / 4) > IMAGE_MAX_BYTES + 3) throw imageTooLarge();
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) {
    throw new HttpError(400, 'invalid_image', 'The picture must be a base64 data URL.');
  }
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) throw imageTooLarge();
  return bytes;
}
