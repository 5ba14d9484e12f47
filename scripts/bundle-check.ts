// Fails the build when the JavaScript a public page runs before it is interactive grows past its
// budget, when one chunk of it is too large to evaluate in a short task, or when code that only
// members and the board use slips into it (docs/decisions/0006).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '../src/web/app/routes.ts';
import { CLIENT_ENTRY, readClientAssets } from '../src/server/web/client-assets.ts';

const CLIENT_DIR = 'dist/client';
const MANIFEST_PATH = join(CLIENT_DIR, '.vite/manifest.json');
/**
 * What a public page runs before it is interactive: the entry, then (after the first paint) the
 * chunks of its boot plan: React, i18next, the router, TanStack Query, the app shell and the page.
 * React and React DOM alone are about 68 KB of it, so a page cannot come near 50 KB while React
 * hydrates it; pages with a form add zod (about 24 KB) for their validation. These ceilings hold
 * today's sizes (122 KB, 151 KB with a form) with little room, so any growth is a decision.
 */
const PAGE_BUDGET_BYTES = 155 * 1024;
/** The same without React's own chunk: the libraries and code this project chose. */
const PAGE_BUDGET_WITHOUT_REACT_BYTES = 90 * 1024;
/** What loads before the first view is painted: the entry script must stay a few lines. */
const FIRST_PAINT_BUDGET_BYTES = 4 * 1024;
/**
 * Each chunk is evaluated in a task of its own; its size is what can be measured without a browser.
 * React's chunk is the exception (its evaluation defines functions, measured at a few ms).
 */
const CHUNK_BUDGET_RAW_BYTES = 100 * 1024;
const REACT_CHUNK = /^assets\/react-[^/]+\.js$/;
/** Must load only when their pages are opened; in a public page's start they cost every visitor. */
const MUST_BE_SPLIT_OFF = ['features/admin', 'features/my-page', 'features/events/edit', 'date-picker'];

type TManifestChunk = { file: string; src?: string; name?: string; imports?: string[] };

function fail(message: string): never {
  console.error(`bundle-check: ${message}`);
  process.exit(1);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (!existsSync(MANIFEST_PATH)) fail(`${MANIFEST_PATH} is missing: run npm run build first.`);
const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Record<string, TManifestChunk>;
const entry = manifest[CLIENT_ENTRY] ?? fail(`${MANIFEST_PATH} has no entry for ${CLIENT_ENTRY}.`);
const assets = await readClientAssets(CLIENT_DIR);

type TChunkSize = { file: string; raw: number; gzip: number; names: string[] };
const sizes = new Map<string, TChunkSize>();
function sizeOf(file: string): TChunkSize {
  let size = sizes.get(file);
  if (!size) {
    const path = join(CLIENT_DIR, file);
    if (!existsSync(path)) fail(`${path} is in the manifest but not on disk: run npm run build again.`);
    const content = readFileSync(path);
    // A shared chunk has no src; its key, name and file name carry the module it is named after.
    const names = Object.entries(manifest)
      .filter(([, chunk]) => chunk.file === file)
      .flatMap(([key, chunk]) => [key, chunk.src, chunk.name, chunk.file])
      .filter((name): name is string => Boolean(name));
    size = { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length, names };
    sizes.set(file, size);
  }
  return size;
}

const problems: string[] = [];
const firstPaint = [entry.file, ...assets.modulePreloads.map((href) => href.slice(1))].map(sizeOf);
const firstPaintGzip = firstPaint.reduce((sum, chunk) => sum + chunk.gzip, 0);
if (firstPaintGzip > FIRST_PAINT_BUDGET_BYTES) {
  problems.push(
    `${CLIENT_ENTRY} loads ${kb(firstPaintGzip)} gzipped before the first paint, over ${kb(FIRST_PAINT_BUDGET_BYTES)}: ` +
      'keep its imports dynamic (the rest loads after the first view is painted).',
  );
}

const publicPages = ROUTES.filter((route) => route.access === 'public');
const rows: { page: string; total: number; withoutReact: number; chunks: number; largest: TChunkSize }[] = [];
for (const route of publicPages) {
  const page = route.paths[0]!;
  const chunks = [...firstPaint, ...assets.bootModules(route.page.module).map((href) => sizeOf(href.slice(1)))];
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const withoutReact = chunks.filter((chunk) => !REACT_CHUNK.test(chunk.file)).reduce((sum, c) => sum + c.gzip, 0);
  const largest = chunks.filter((chunk) => !REACT_CHUNK.test(chunk.file)).sort((a, b) => b.raw - a.raw)[0]!;
  rows.push({ page, total, withoutReact, chunks: chunks.length, largest });
  if (total > PAGE_BUDGET_BYTES)
    problems.push(`${page} runs ${kb(total)} gzipped before it is interactive, over ${kb(PAGE_BUDGET_BYTES)}.`);
  if (withoutReact > PAGE_BUDGET_WITHOUT_REACT_BYTES) {
    problems.push(
      `${page} runs ${kb(withoutReact)} gzipped besides React, over ${kb(PAGE_BUDGET_WITHOUT_REACT_BYTES)}.`,
    );
  }
  for (const chunk of chunks) {
    const marker = MUST_BE_SPLIT_OFF.find((split) => chunk.names.some((name) => name.includes(split)));
    if (marker) {
      problems.push(
        `${page} loads ${chunk.file}, from ${marker}, which must be split off the public pages ` +
          '(lazy-load it from its route) instead of being a static import of the app or the page.',
      );
    }
    if (!REACT_CHUNK.test(chunk.file) && chunk.raw > CHUNK_BUDGET_RAW_BYTES) {
      problems.push(
        `${page} evaluates ${chunk.file} (${kb(chunk.raw)} raw) in one task, over ${kb(CHUNK_BUDGET_RAW_BYTES)}: ` +
          'split it (a chunk group in vite.config.ts, or a dynamic import).',
      );
    }
  }
}

const width = Math.max(...rows.map((row) => row.page.length), 4);
console.log('JavaScript a public page runs before it is interactive (entry, then its boot plan), gzipped:');
console.log(
  `${'page'.padEnd(width)}  ${'total'.padStart(9)}  ${'w/o React'.padStart(9)}  chunks  largest besides React (raw)`,
);
for (const row of rows) {
  console.log(
    `${row.page.padEnd(width)}  ${kb(row.total).padStart(9)}  ${kb(row.withoutReact).padStart(9)}  ${String(row.chunks).padStart(6)}  ` +
      `${row.largest.file} ${kb(row.largest.raw)}`,
  );
}
console.log(
  `budgets: ${kb(PAGE_BUDGET_BYTES)} per page, ${kb(PAGE_BUDGET_WITHOUT_REACT_BYTES)} besides React, ` +
    `${kb(CHUNK_BUDGET_RAW_BYTES)} raw per chunk besides React, ${kb(FIRST_PAINT_BUDGET_BYTES)} before the first paint ` +
    `(used ${kb(firstPaintGzip)})`,
);
if (problems.length > 0) fail(problems.join('\nbundle-check: '));
console.log('bundle-check: OK');
