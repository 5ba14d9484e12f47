import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The client bundle has no index.html: the server writes the document itself (src/server/web),
// reading the manifest to link the entry script, its CSS and the chunks to preload.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: 'public',
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        sourcemap: false,
        rollupOptions: { input: 'src/web/entry-client.tsx' },
      },
  ssr: { noExternal: isSsrBuild ? ['@fontsource/noto-sans-tamil'] : [] },
}));
