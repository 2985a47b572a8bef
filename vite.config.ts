import { resolve } from 'node:path';
import { defineConfig } from 'vite';

/** The static site: the bomb, the designer and the manual in three languages. */
export default defineConfig({
  base: './',
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
