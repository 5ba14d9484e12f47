import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

type TManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type TManifest = Record<string, TManifestChunk>;

export const CLIENT_ENTRY = 'src/web/entry-client.tsx';

export type TClientAssets = {
  entryScript: string;
  stylesheets: string[];
  modulePreloads: string[];
  fontPreload: string | null;
};

/** Reads Vite's manifest of the client build: the entry, its CSS, its static imports and the Tamil font. */
export async function readClientAssets(clientDir: string): Promise<TClientAssets> {
  const manifestText = await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8');
  const manifest = JSON.parse(manifestText) as TManifest;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${CLIENT_ENTRY}`);

  const preloads = new Set<string>();
  const stylesheets = new Set(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    for (const css of chunk.css ?? []) stylesheets.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of entry.imports ?? []) visit(key);

  const assetFiles = await readdir(path.join(clientDir, 'assets'));
  const font = assetFiles.find((file) => /^noto-sans-tamil-tamil-400-normal.*\.woff2$/.test(file));

  return {
    entryScript: `/${entry.file}`,
    stylesheets: [...stylesheets].map((file) => `/${file}`),
    modulePreloads: [...preloads].map((file) => `/${file}`),
    fontPreload: font ? `/assets/${font}` : null,
  };
}
