// Fails the build when the JavaScript a public page runs before it is interactive (its entry script)
// or at a person's first use of it (the app, then the page) grows past its budget, when one chunk is
// too large to evaluate in a short task, or when code that only members and the board use slips into
// a public page (docs/decisions/0007, 0010).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES } from '../src/web/app/routes.ts';
import { CLIENT_ENTRY, readClientAssets } from '../src/server/web/client-assets.ts';

const CLIENT_DIR = 'dist/client';
const MANIFEST_PATH = join(CLIENT_DIR, '.vite/manifest.json');
/**
 * What a public page loads at a person's first use (the entry script waits for a pointer, a touch, a
 * key, a focus or a scroll): the chunks of its boot plan, React, i18next, the router, TanStack Query,
 * the app shell and the page. React and React DOM alone are about 66 KB of it. A form's schema and
 * zod (about 24 KB) are not: they load once the form is on screen (docs/decisions/0035). These
 * ceilings hold today's sizes (128 KB, 140 KB for an event's page, whose sign-up shows the price's
 * breakdown and a Swish link) with little room, so any growth is a decision.
 */
const PAGE_BUDGET_BYTES = 144 * 1024;
/** The same without React's own chunk: the libraries and code this project chose. */
const PAGE_BUDGET_WITHOUT_REACT_BYTES = 78 * 1024;
/**
 * What a public page runs before it is interactive, and all that a visitor who only reads it runs:
 * the entry script. It must stay a few lines (a phone-first page may run 50 KB before it is
 * interactive; this one runs a tenth of that).
 */
const ENTRY_BUDGET_BYTES = 6 * 1024;
/**
 * Each chunk is evaluated in a task of its own; its size is what can be measured without a browser.
 * React's chunk is the exception (its evaluation defines functions, measured at a few ms).
 */
const CHUNK_BUDGET_RAW_BYTES = 100 * 1024;
const REACT_CHUNK = /^assets\/react-[^/]+\.js$/;
/** Must load only when their pages are opened; in a public page's start they cost every visitor. */
const MUST_BE_SPLIT_OFF = ['features/admin', 'features/my-page', 'features/events/edit', 'date-picker'];
/**
 * The bundler's chunk of zod: no page runs it before it is interactive. A form's schema comes with
 * `lazySchema` (src/web/lib/lazy-schema.ts); what a page needs at render (a limit, a period's check)
 * lives in a module without zod beside the schema's.
 */
const ZOD_CHUNK_NAME = 'zod';
const zodCheck = (page: string, chunks: readonly TChunkSize[]) =>
  chunks.some((chunk) => chunk.names.includes(ZOD_CHUNK_NAME))
    ? [
        `${page} loads zod before it is interactive: load its forms' schemas with lazySchema, and import ` +
          'what it needs at render from a module without zod.',
      ]
    : [];

type TManifestChunk = { file: string; src?: string; name?: string; imports?: string[] };

function fail(message: string): never {
  console.error(`bundle-check: ${message}`);
  process.exit(1);
}

/**
 * What a member's or the board's page runs before it is interactive: the entry and its whole boot
 * plan (the page is rendered with the person's data and hydrates after its first view, decision 22).
 * Counted besides React, as the public pages' second budget is: on a slow phone these pages must be
 * usable as soon as the public ones. The dashboard opens on the member tables; every other tab's
 * code loads when the tab is opened (or, for the tab an address opens on, on the server before it
 * renders). The ceiling holds today's largest, My page (76 KB), with little room.
 */
const SIGNED_IN_BUDGET_WITHOUT_REACT_BYTES = 80 * 1024;
/** The signed-in pages held to it, by page key: those a member or the board opens most, often on a phone. */
const SIGNED_IN_BUDGET_PAGES: ReadonlySet<string> = new Set([
  'myPage',
  'adminDashboard',
  'eventBookings',
  'eventCheckin',
  'grantReportPrint',
  'eventSignup',
]);

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
const entryChunks = [entry.file, ...assets.modulePreloads.map((href) => href.slice(1))].map(sizeOf);
const entryGzip = entryChunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
if (entryGzip > ENTRY_BUDGET_BYTES) {
  problems.push(
    `${CLIENT_ENTRY} loads ${kb(entryGzip)} gzipped before a public page is interactive, over ${kb(ENTRY_BUDGET_BYTES)}: ` +
      "keep its imports free of React and the app's dynamic (it loads at a person's first use).",
  );
}

const publicPages = ROUTES.filter((route) => route.access === 'public');
const rows: { page: string; total: number; withoutReact: number; chunks: number; largest: TChunkSize }[] = [];
for (const route of publicPages) {
  const page = route.paths[0]!;
  const chunks = [...entryChunks, ...assets.bootModules(route.page.module).map((href) => sizeOf(href.slice(1)))];
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const withoutReact = chunks.filter((chunk) => !REACT_CHUNK.test(chunk.file)).reduce((sum, c) => sum + c.gzip, 0);
  const largest = chunks.filter((chunk) => !REACT_CHUNK.test(chunk.file)).sort((a, b) => b.raw - a.raw)[0]!;
  rows.push({ page, total, withoutReact, chunks: chunks.length, largest });
  if (total > PAGE_BUDGET_BYTES)
    problems.push(`${page} runs ${kb(total)} gzipped at its first use, over ${kb(PAGE_BUDGET_BYTES)}.`);
  if (withoutReact > PAGE_BUDGET_WITHOUT_REACT_BYTES) {
    problems.push(
      `${page} runs ${kb(withoutReact)} gzipped besides React, over ${kb(PAGE_BUDGET_WITHOUT_REACT_BYTES)}.`,
    );
  }
  problems.push(...zodCheck(page, chunks));
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

const signedInRows: { page: string; total: number; withoutReact: number; budget: number }[] = [];
for (const route of ROUTES.filter((each) => SIGNED_IN_BUDGET_PAGES.has(each.pageKey))) {
  const page = route.paths[0]!;
  const chunks = [...entryChunks, ...assets.bootModules(route.page.module).map((href) => sizeOf(href.slice(1)))];
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const withoutReact = chunks.filter((chunk) => !REACT_CHUNK.test(chunk.file)).reduce((sum, c) => sum + c.gzip, 0);
  const budget = SIGNED_IN_BUDGET_WITHOUT_REACT_BYTES;
  signedInRows.push({ page, total, withoutReact, budget });
  problems.push(...zodCheck(page, chunks));
  if (withoutReact > budget) {
    problems.push(
      `${page} runs ${kb(withoutReact)} gzipped besides React before it is interactive, over ${kb(budget)}.`,
    );
  }
}

const width = Math.max(...rows.map((row) => row.page.length), ...signedInRows.map((row) => row.page.length), 4);
console.log(
  `JavaScript a public page runs before it is interactive (its entry): ${kb(entryGzip)} gzipped; ` +
    'at its first use (entry, then its boot plan), gzipped:',
);
console.log(
  `${'page'.padEnd(width)}  ${'total'.padStart(9)}  ${'w/o React'.padStart(9)}  chunks  largest besides React (raw)`,
);
for (const row of rows) {
  console.log(
    `${row.page.padEnd(width)}  ${kb(row.total).padStart(9)}  ${kb(row.withoutReact).padStart(9)}  ${String(row.chunks).padStart(6)}  ` +
      `${row.largest.file} ${kb(row.largest.raw)}`,
  );
}
console.log("A member's or the board's page (signed in) before it is interactive (entry and boot plan), gzipped:");
console.log(`${'page'.padEnd(width)}  ${'total'.padStart(9)}  ${'w/o React'.padStart(9)}  budget w/o React`);
for (const row of signedInRows) {
  console.log(
    `${row.page.padEnd(width)}  ${kb(row.total).padStart(9)}  ${kb(row.withoutReact).padStart(9)}  ${kb(row.budget)}`,
  );
}
console.log(
  `budgets: ${kb(PAGE_BUDGET_BYTES)} per page, ${kb(PAGE_BUDGET_WITHOUT_REACT_BYTES)} besides React, ` +
    `${kb(CHUNK_BUDGET_RAW_BYTES)} raw per chunk besides React, ${kb(ENTRY_BUDGET_BYTES)} before interactive ` +
    `(used ${kb(entryGzip)})`,
);
if (problems.length > 0) fail(problems.join('\nbundle-check: '));
console.log('bundle-check: OK');
