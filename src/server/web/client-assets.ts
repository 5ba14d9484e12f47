import { readFile } from 'node:fs/promises';
import path from 'node:path';

type TManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type TManifest = Record<string, TManifestChunk>;

export const CLIENT_ENTRY = 'src/web/entry-client.tsx';
/** What hydration runs: the entry imports it (and the libraries it needs) after the first paint. */
export const HYDRATION_ENTRY = 'src/web/entry-hydrate.tsx';
/** Starts a member or board page's API reads with the document. */
export const EARLY_ENTRY = 'src/web/entry-early.ts';
const WEB_SOURCE_DIR = 'src/web/';

export type TClientAssets = {
  entryScript: string;
  stylesheets: string[];
  /** The entry's own static imports. */
  modulePreloads: string[];
  /** The early script and its imports, for member and board pages; null when the build has none. */
  earlyScripts: string[] | null;
  /**
   * Every chunk hydrating this page runs, the entry's own imports left out: the app, its libraries
   * and the page's chunk with its imports. pageModule: under src/web/, as routes.ts names it.
   */
  bootModules(pageModule: string | undefined): string[];
};

/** The chunk files `key` loads before it runs: itself and its static imports, in load order. */
function staticClosure(manifest: TManifest, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  for (const next of chunk.imports ?? []) staticClosure(manifest, next, into);
  into.add(chunk.file);
}

/** Reads Vite's manifest of the client build: the entry, its CSS, its static imports and the Tamil font. */
export async function readClientAssets(clientDir: string): Promise<TClientAssets> {
  const manifestText = await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8');
  const manifest = JSON.parse(manifestText) as TManifest;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${CLIENT_ENTRY}`);

  const stylesheets = new Set(entry.css ?? []);
  const entryFiles = new Set<string>();
  staticClosure(manifest, CLIENT_ENTRY, entryFiles);
  for (const file of entryFiles) {
    const chunk = Object.values(manifest).find((candidate) => candidate.file === file);
    for (const css of chunk?.css ?? []) stylesheets.add(css);
  }
  entryFiles.delete(entry.file);

  const hydration = new Set<string>();
  staticClosure(manifest, HYDRATION_ENTRY, hydration);
  const early = new Set<string>();
  staticClosure(manifest, EARLY_ENTRY, early);

  const asUrl = (file: string) => `/${file}`;
  const pageCache = new Map<string, string[]>();

  return {
    entryScript: asUrl(entry.file),
    stylesheets: [...stylesheets].map(asUrl),
    modulePreloads: [...entryFiles].map(asUrl),
    // The early script's own file last: its imports are preloaded, then it runs.
    earlyScripts: early.size > 0 ? [...early].map(asUrl) : null,
    bootModules(pageModule) {
      const key = pageModule ?? '';
      let modules = pageCache.get(key);
      if (!modules) {
        const files = new Set(hydration);
        if (pageModule) staticClosure(manifest, WEB_SOURCE_DIR + pageModule, files);
        modules = [...files].filter((file) => !entryFiles.has(file) && file !== entry.file).map(asUrl);
        pageCache.set(key, modules);
      }
      return modules;
    },
  };
}
