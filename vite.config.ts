import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const CLIENT_OUT_DIR = 'dist/client';
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/;
// Below this, the headers of a compressed answer cost about what compression saves.
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes file.br and file.gz beside every text asset once, at the highest levels, so the server
 * (@fastify/static preCompressed) answers compressed without spending CPU per request (DESIGN.md 4a).
 */
function precompress(outDir: string): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const fullPath = path.join(outDir, file);
          const content = await readFile(fullPath);
          if (content.length < MIN_COMPRESS_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${fullPath}.br`, br), writeFile(`${fullPath}.gz`, gz)]);
        }),
      );
    },
  };
}

/*
 * The libraries the app starts with, each in a chunk of its own: the entry evaluates the chunks one
 * by one and yields to the browser in between (entry-client.tsx), so no single task evaluates all of
 * them at once on a phone. A module goes to the first group whose pattern it fits.
 */
const VENDOR_CHUNKS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
];

// The client bundle has no index.html: the server writes the document itself (src/server/web),
// reading the manifest to link the entry script, its CSS and the chunks to preload.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress(CLIENT_OUT_DIR)],
  publicDir: 'public',
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: CLIENT_OUT_DIR,
        emptyOutDir: true,
        manifest: true,
        sourcemap: false,
        // The entry preloads the app's chunks itself, from the boot plan the server writes for the
        // page (entry-client.tsx): a second list of them in the entry would only make it larger.
        modulePreload: {
          resolveDependencies: (_file: string, deps: string[], { hostId }: { hostId: string }) =>
            /^assets\/entry-client-/.test(hostId) ? [] : deps,
        },
        rolldownOptions: {
          // entry-early.ts: the data requests of member and board pages, started with the document.
          input: ['src/web/entry-client.tsx', 'src/web/entry-early.ts'],
          output: {
            codeSplitting: {
              groups: VENDOR_CHUNKS.map((group, index) => ({ ...group, priority: VENDOR_CHUNKS.length - index })),
            },
          },
        },
      },
  ssr: { noExternal: isSsrBuild ? ['@fontsource/noto-sans-tamil'] : [] },
}));
