// Fails the build when the JavaScript that / needs before it is interactive grows past its budget,
// or when code that only members and admins use slips into it (DESIGN.md 4a, section 6).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT_DIR = 'dist/client';
const MANIFEST_PATH = join(CLIENT_DIR, '.vite/manifest.json');
const ENTRY = 'src/web/entry-client.tsx';
// The entry only paints-then-imports this; it and its static imports are what hydration needs.
const HYDRATION = 'src/web/entry-hydrate.tsx';
const HOME_PAGE = 'src/web/features/home/home-page.tsx';
const BUDGET_BYTES = 150 * 1024;
// What loads before the first view is painted: the entry script must stay a few lines.
const FIRST_PAINT_BUDGET_BYTES = 4 * 1024;
// These must load only when their pages are opened; in the first load they cost every visitor.
const MUST_BE_SPLIT_OFF = ['features/admin', 'features/my-page', 'features/events/edit', 'date-picker'];

type TManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type TManifest = Record<string, TManifestChunk>;

function fail(message: string): never {
  console.error(`bundle-check: ${message}`);
  process.exit(1);
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** The chunk keys `start` loads before it runs: itself and its static imports, recursively. */
function staticClosure(manifest: TManifest, start: string, into: Set<string>) {
  if (into.has(start)) return;
  const chunk = manifest[start];
  if (!chunk) fail(`the manifest names "${start}" as an import but has no entry for it`);
  into.add(start);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

if (!existsSync(MANIFEST_PATH)) fail(`${MANIFEST_PATH} is missing: run npm run build first.`);
const manifest = JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as TManifest;

if (!manifest[ENTRY]) fail(`${MANIFEST_PATH} has no entry for ${ENTRY}.`);
const keys = new Set<string>();
staticClosure(manifest, ENTRY, keys);
const firstPaintKeys = new Set(keys);
if (!manifest[HYDRATION]) fail(`${MANIFEST_PATH} has no chunk for ${HYDRATION}: the entry must import it dynamically.`);
staticClosure(manifest, HYDRATION, keys);
if (manifest[HOME_PAGE]) {
  staticClosure(manifest, HOME_PAGE, keys);
} else {
  // Not an error: a home page bundled into the entry has no chunk of its own and is counted there.
  console.log(`bundle-check: ${HOME_PAGE} has no chunk of its own; it is counted inside the entry.`);
}

type TRow = { key: string; file: string; raw: number; gzip: number; split: string | undefined };
const rows: TRow[] = [...keys]
  .map((key) => ({ key, chunk: manifest[key] as TManifestChunk }))
  .filter(({ chunk }) => chunk.file.endsWith('.js'))
  .map(({ key, chunk }) => {
    const path = join(CLIENT_DIR, chunk.file);
    if (!existsSync(path)) fail(`${path} is in the manifest but not on disk: run npm run build again.`);
    const content = readFileSync(path);
    // A shared chunk has no src; its key, name and file name carry the module it is named after.
    const names = [key, chunk.src, chunk.name, chunk.file].filter((name): name is string => Boolean(name));
    const split = MUST_BE_SPLIT_OFF.find((marker) => names.some((name) => name.includes(marker)));
    return { key, file: chunk.file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length, split };
  })
  .sort((a, b) => b.gzip - a.gzip);

const fileWidth = Math.max(4, ...rows.map((row) => row.file.length));
console.log(
  `JavaScript that / needs before it is interactive (${ENTRY} + ${HYDRATION} + ${HOME_PAGE}, static imports):`,
);
console.log(`${'file'.padEnd(fileWidth)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
for (const row of rows) {
  console.log(`${row.file.padEnd(fileWidth)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}`);
}
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);
const totalGzip = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`${'total'.padEnd(fileWidth)}  ${kb(totalRaw).padStart(10)}  ${kb(totalGzip).padStart(10)}`);
console.log(`budget: ${kb(BUDGET_BYTES)} gzipped (${BUDGET_BYTES} bytes); used ${totalGzip} bytes`);
const firstPaintGzip = rows.filter((row) => firstPaintKeys.has(row.key)).reduce((sum, row) => sum + row.gzip, 0);
console.log(
  `before the first paint (${ENTRY} and its static imports): ${kb(firstPaintGzip)} gzipped, ` +
    `budget ${kb(FIRST_PAINT_BUDGET_BYTES)}`,
);

const problems: string[] = [];
for (const row of rows.filter((row) => row.split)) {
  problems.push(
    `${row.file} (${row.key}) comes from ${row.split}, which must be split off the first load ` +
      '(lazy-load it from its route) instead of being a static import of the entry or the home page.',
  );
}
if (firstPaintGzip > FIRST_PAINT_BUDGET_BYTES) {
  problems.push(
    `${ENTRY} loads ${kb(firstPaintGzip)} gzipped before the first paint, over ${kb(FIRST_PAINT_BUDGET_BYTES)}: ` +
      'keep its imports dynamic (it loads src/web/entry-hydrate.tsx after the first view is painted).',
  );
}
if (totalGzip > BUDGET_BYTES) {
  const largest = rows
    .slice(0, 3)
    .map((row) => `${row.file} ${kb(row.gzip)}`)
    .join(', ');
  problems.push(
    `the first load is ${kb(totalGzip)} gzipped, ${kb(totalGzip - BUDGET_BYTES)} ` +
      `(${totalGzip - BUDGET_BYTES} bytes) over the ${kb(BUDGET_BYTES)} budget. Largest: ${largest}.`,
  );
}
if (problems.length > 0) fail(problems.join('\nbundle-check: '));
console.log('bundle-check: OK');
