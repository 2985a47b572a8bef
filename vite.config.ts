import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { contentSecurityPolicy } from './scripts/contentSecurityPolicy.ts';

/**
 * The static site: the bomb, the designer and the manual in three languages, each page with a
 * strict Content-Security-Policy (scripts/contentSecurityPolicy.ts).
 */
export default defineConfig({
  base: './',
  plugins: [contentSecurityPolicy()],
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
