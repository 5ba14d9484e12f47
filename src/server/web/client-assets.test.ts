import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readClientAssets, type TClientAssets } from './client-assets.ts';

// A build's manifest in miniature: the entry, the app it loads after the first paint, two libraries
// (one importing the other), a page and the early script of member pages.
const MANIFEST = {
  'src/web/entry-client.tsx': {
    file: 'assets/entry-client-1.js',
    isEntry: true,
    imports: ['_runtime-1.js'],
    css: ['assets/entry-client-1.css'],
  },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_react-1.js': { file: 'assets/react-1.js', imports: ['_runtime-1.js'] },
  '_router-1.js': { file: 'assets/router-1.js', imports: ['_react-1.js'] },
  'src/web/entry-hydrate.tsx': {
    file: 'assets/entry-hydrate-1.js',
    imports: ['_router-1.js', '_react-1.js', 'src/web/entry-client.tsx'],
  },
  'src/web/features/events/events-page.tsx': {
    file: 'assets/events-page-1.js',
    imports: ['src/web/entry-hydrate.tsx', '_react-1.js', '_dates-1.js'],
  },
  '_dates-1.js': { file: 'assets/dates-1.js' },
  'src/web/entry-early.ts': { file: 'assets/entry-early-1.js', isEntry: true, imports: ['_paths-1.js'] },
  '_paths-1.js': { file: 'assets/paths-1.js' },
};

let dir: string;
let assets: TClientAssets;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'client-assets-'));
  await mkdir(path.join(dir, '.vite'), { recursive: true });
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  assets = await readClientAssets(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('readClientAssets', () => {
  it("lists a page's boot chunks with every chunk after the ones it imports, the entry's own left out", () => {
    expect(assets.bootModules('features/events/events-page.tsx')).toEqual([
      '/assets/react-1.js',
      '/assets/router-1.js',
      '/assets/entry-hydrate-1.js',
      '/assets/dates-1.js',
      '/assets/events-page-1.js',
    ]);
    expect(assets.bootModules(undefined)).toEqual([
      '/assets/react-1.js',
      '/assets/router-1.js',
      '/assets/entry-hydrate-1.js',
    ]);
  });

  it('names the entry, its imports, the CSS and the early script after its own imports', () => {
    expect(assets.entryScript).toBe('/assets/entry-client-1.js');
    expect(assets.modulePreloads).toEqual(['/assets/runtime-1.js']);
    expect(assets.stylesheets).toEqual(['/assets/entry-client-1.css']);
    expect(assets.earlyScripts).toEqual(['/assets/paths-1.js', '/assets/entry-early-1.js']);
  });
});
