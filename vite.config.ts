import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { boardPicture } from './scripts/boardPicturePlugin.ts';
import { contentSecurityPolicy } from './scripts/contentSecurityPolicy.ts';
import { hostHeaders } from './scripts/hostHeadersPlugin.ts';
import { loadCheck } from './scripts/loadCheckPlugin.ts';
import { offline } from './scripts/offlinePlugin.ts';
import { ownBundle } from './scripts/ownBundlePlugin.ts';
import { pixiLazySegmenter } from './scripts/pixiLazySegmenterPlugin.ts';
import { prerenderManual } from './scripts/prerenderManualPlugin.ts';
import { uplotLazyIntl } from './scripts/uplotLazyIntlPlugin.ts';

/**
 * The static site: the bomb, its second window (watch.html), the designer, the practice page, the
 * manual in three languages, the Tac-Tik table (tactik.html) and the Tâchi table (tachi.html),
 * each page with a
 * strict Content-Security-Policy (scripts/contentSecurityPolicy.ts), also in the host's
 * `_headers` (scripts/hostHeadersPlugin.ts); the manual's default sheets
 * rendered at build time (scripts/prerenderManualPlugin.ts); the bomb page's first picture of
 * the module written into its HTML (scripts/boardPicturePlugin.ts) and its code started after
 * that first paint (scripts/loadCheckPlugin.ts), from one file: the bomb page's code is bundled on
 * its own (scripts/ownBundlePlugin.ts); offline and installable with
 * a service worker and a web app manifest (scripts/offlinePlugin.ts); each page saying when its
 * code could not load (scripts/loadCheckPlugin.ts); pixi.js's text segmenter made when first used
 * (scripts/pixiLazySegmenterPlugin.ts); uPlot's Intl formats made when first used
 * (scripts/uplotLazyIntlPlugin.ts).
 */
export default defineConfig({
  base: './',
  plugins: [
    prerenderManual(),
    boardPicture(),
    offline(),
    ownBundle('bomb', 'index.html', 'src/pages/bomb/entry.ts'),
    loadCheck(['index.html']),
    contentSecurityPolicy(),
    hostHeaders(),
    pixiLazySegmenter(),
    uplotLazyIntl(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the site plays in fetches `<link rel="modulepreload">` itself (Chromium 66,
    // Safari 17, Firefox 115): no polyfill script fetched and run before each page's code.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The manual's build-time rendering (jsdom, about 1 s) is expected JavaScript work: no
      // warning that plugins take most of the build.
      checks: { bundlerTimings: false },
      input: {
        bomb: resolve(import.meta.dirname, 'index.html'),
        designer: resolve(import.meta.dirname, 'designer.html'),
        practice: resolve(import.meta.dirname, 'practice.html'),
        tactik: resolve(import.meta.dirname, 'tactik.html'),
        manual: resolve(import.meta.dirname, 'manual/index.html'),
        manualFr: resolve(import.meta.dirname, 'manual/fr.html'),
        manualEo: resolve(import.meta.dirname, 'manual/eo.html'),
        worksheet: resolve(import.meta.dirname, 'manual/worksheet.html'),
        worksheetFr: resolve(import.meta.dirname, 'manual/worksheet-fr.html'),
        worksheetEo: resolve(import.meta.dirname, 'manual/worksheet-eo.html'),
        tachi: resolve(import.meta.dirname, 'tachi.html'),
        watch: resolve(import.meta.dirname, 'watch.html'),
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
