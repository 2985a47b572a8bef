import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { boardPicture } from './scripts/boardPicturePlugin.ts';
import { contentSecurityPolicy } from './scripts/contentSecurityPolicy.ts';

/**
 * The static site: the bomb, the designer and the manual in three languages, each page with a
 * strict Content-Security-Policy (scripts/contentSecurityPolicy.ts); the bomb page's first
 * picture of the module written into its HTML (scripts/boardPicturePlugin.ts).
 */
export default defineConfig({
  base: './',
  plugins: [boardPicture(), contentSecurityPolicy()],
  build: {
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      input: {
        bomb: resolve(import.meta.dirname, 'index.html'),
        designer: resolve(import.meta.dirname, 'designer.html'),
        manual: resolve(import.meta.dirname, 'manual/index.html'),
        manualFr: resolve(import.meta.dirname, 'manual/fr.html'),
        manualEo: resolve(import.meta.dirname, 'manual/eo.html'),
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
