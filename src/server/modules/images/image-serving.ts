import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TImagesRepo } from './images.repo.ts';
import { SMALL_WIDTH } from './image-pipeline.ts';
import { derivedImage, PHONE_WIDTH, type TDerivedImage } from './derived-images.ts';

/**
 * Image URLs name the picture by its hash: `<hash>.webp` is the large version, `<hash>-640.webp`
 * the small one (`<hash>.webp?w=640` means the same), `<hash>-640.avif` the small one as AVIF and
 * `<hash>-828.webp` the phone-sized one. A hash never changes its bytes, so the answer is cached for
 * a year and the hash is a strong ETag.
 */
const FILE_NAME = /^([0-9a-f]{64})(?:-(640|828))?\.(webp|avif)$/;

export type TImageVersion = 'large' | 'small' | 'phone' | 'smallAvif';
export type TImageName = { hash: string; version: TImageVersion };

const WEBP_BY_WIDTH: Record<string, TImageVersion> = {
  [String(SMALL_WIDTH)]: 'small',
  [String(PHONE_WIDTH)]: 'phone',
};

export function parseImageName(fileName: string, width?: string): TImageName | null {
  const match = FILE_NAME.exec(fileName);
  if (!match?.[1]) return null;
  const asked = match[2] ?? width ?? '';
  if (match[3] === 'avif') return asked === String(SMALL_WIDTH) ? { hash: match[1], version: 'smallAvif' } : null;
  return { hash: match[1], version: WEBP_BY_WIDTH[asked] ?? 'large' };
}

const ETAG_SUFFIX: Record<TImageVersion, string> = {
  large: '',
  phone: `-${PHONE_WIDTH}`,
  small: `-${SMALL_WIDTH}`,
  smallAvif: `-${SMALL_WIDTH}-avif`,
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

const notFound = { error: 'not_found', message: 'There is no such picture.' };

/** Answers GET for one stored picture, from the images repository of the asking module's context: 200 with the WebP or AVIF, 304 when the client has it, 404 otherwise. */
export async function sendImage(
  { repos }: { repos: { images: TImagesRepo } },
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  width?: string,
) {
  const name = parseImageName(fileName, width);
  if (!name) return reply.code(404).send(notFound);
  const etag = `"${name.hash}${ETAG_SUFFIX[name.version]}"`;
  const cacheHeaders = {
    etag,
    'cache-control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
    'x-content-type-options': 'nosniff',
  };
  const repo = repos.images;
  if (etagMatches(request.headers['if-none-match'], etag)) {
    // Only a picture that exists is "not modified"; a made-up hash is still not found.
    if (!(await repo.findRefByHash(name.hash))) return reply.code(404).send(notFound);
    return reply.code(304).headers(cacheHeaders).send();
  }
  const stored = await repo.findData(name.hash, name.version === 'small' ? 'small' : 'large');
  if (!stored) return reply.code(404).send(notFound);
  if (name.version === 'large' || name.version === 'small') {
    return reply.code(200).headers(cacheHeaders).type('image/webp').send(stored);
  }
  const data = await derivedImage(name.hash, name.version, stored);
  return reply
    .code(200)
    .headers(cacheHeaders)
    .type(name.version === 'smallAvif' ? 'image/avif' : 'image/webp')
    .send(data);
}

/**
 * Starts making a derived version ahead of its first request, so the first visitor after a restart
 * or a new picture does not wait for the encoding. Nothing is awaited and a failure is only a miss:
 * the request then makes it again.
 */
export function prepareDerivedImage(images: TImagesRepo, hash: string, kind: TDerivedImage): void {
  images
    .findData(hash, 'large')
    .then((large) => (large ? derivedImage(hash, kind, large) : undefined))
    .catch(() => undefined);
}
