/**
 * A vite plugin that makes the built site work offline and installable:
 * - every page gets a link to the web app manifest (public/manifest.webmanifest), the theme
 *   colour, the touch icon, and the script `register-sw.js`, which registers the service worker
 *   for the site's root once the page has settled; the paths are relative to each page
 *   (`../register-sw.js` from the manual), so the site works from any folder, as the rest of the
 *   build does (`base: './'`);
 * - after the build, `sw.js`: the worker of src/offline/serviceWorker.ts (Workbox's precaching,
 *   bundled with esbuild) with the build's precache manifest written in (`workbox-build`'s
 *   `getManifest`): every page and asset with a revision (hashed `assets/` files by their name)
 *   and the SHA-384 of its bytes as its `integrity`, so that the worker stores and uses only the
 *   build's own files (issue 25). Addresses that differ only in their query (`index.html?seed=…`)
 *   or hash (`manual/#42`) are the same cached page, and `manual/` is `manual/index.html`. A new
 *   build's worker takes over at once and keeps the previous build's files for its pages still
 *   open (see the worker's docstring).
 *
 * Why not vite-plugin-pwa (2.0.0 accepts vite 8): it writes the same `./sw.js` and
 * `./manifest.webmanifest` into every page, which from `manual/` point into `manual/`; the site's
 * relative base needs a path per page. The worker's precaching is Workbox's all the same.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { ManifestEntry } from 'workbox-build';
import type { Plugin } from 'vite';

/** The theme colour of the pages and the manifest (the bomb page's panel). */
export const THEME_COLOR = '#23262b';

/** From a page to the site's root: `'./'` for a page at the root, `'../'` for `manual/…`. */
export function rootPrefix(root: string, pageFile: string): string {
  const depth = relative(root, dirname(pageFile))
    .split(sep)
    .filter((p) => p !== '').length;
  return depth === 0 ? './' : '../'.repeat(depth);
}

/** The registration script's file, at the site's root beside `sw.js`. */
export const REGISTER_FILE = 'register-sw.js';

/**
 * The registration script (a file of the build: the Content-Security-Policy allows no inline
 * script). It registers `sw.js`, found beside itself, for the whole site, once the page has
 * settled: after `load` (at once when it comes after `load`: on the bomb page load-check.js adds
 * it after the first paint, scripts/loadCheckPlugin.ts), when neither a long task nor a new
 * resource fetch has happened for 2 s (a PerformanceObserver resets the timer), at the next idle
 * moment. Precaching the site (about
 * 1 MB, which Chromium also compiles for its code cache) then does not compete with the page's
 * own start: the bomb fetches and starts its Pixi scene and its sounds after `load`. Measured with
 * Lighthouse on this machine: registering at `load` cost the bomb and the designer 5 to 10
 * performance points.
 */
export function registerScript(): string {
  return `// Registers the site's service worker (scripts/offlinePlugin.ts) once the page has settled.
(function () {
  var me = document.currentScript;
  if (!('serviceWorker' in navigator) || !me) return;
  var root = new URL('.', me.src).href;
  // Added by load-check.js after the page's first paint, it may come after load.
  function settled() {
    var timer = 0;
    var types = (PerformanceObserver.supportedEntryTypes || []).filter(function (t) {
      return t === 'longtask' || t === 'resource';
    });
    var observer = types.length ? new PerformanceObserver(settle) : null;
    function register() {
      if (observer) observer.disconnect();
      // Offline before the worker was ever fetched: the next visit registers it.
      navigator.serviceWorker.register(root + 'sw.js', { scope: root }).catch(function () {});
    }
    function settle() {
      clearTimeout(timer);
      timer = setTimeout(function () {
        if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
        else register();
      }, 2000);
    }
    if (observer) observer.observe({ entryTypes: types });
    settle();
  }
  if (document.readyState === 'complete') settled();
  else addEventListener('load', settled);
})();
`;
}

/** The tags each page gets in its `<head>`. */
export function offlineHeadTags(prefix: string): string {
  return [
    `<link rel="manifest" href="${prefix}manifest.webmanifest">`,
    `<meta name="theme-color" content="${THEME_COLOR}">`,
    `<link rel="apple-touch-icon" href="${prefix}icons/apple-touch-icon.png">`,
    `<script src="${prefix}${REGISTER_FILE}" defer></script>`,
  ].join('');
}

/** The worker's file, at the site's root. */
export const SW_FILE = 'sw.js';
/** What the worker precaches: every page and asset of the build. */
const PRECACHED = ['**/*.{html,js,css,svg,png,wav,webmanifest}'];
/** The worker's source. */
const SW_SOURCE = join(import.meta.dirname, '..', 'src', 'offline', 'serviceWorker.ts');

/** The Subresource Integrity of a file's bytes: `sha384-<base64>`, as the worker checks it. */
export function integrityOfFile(path: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(path)).digest('base64')}`;
}

/** The manifest's entries, each with the integrity of its file in `dir`. */
function withIntegrity<E extends ManifestEntry>(dir: string, entries: readonly E[]): E[] {
  return entries.map((e) => ({ ...e, integrity: integrityOfFile(join(dir, e.url)) }));
}

/** Bundles the worker (src/offline/serviceWorker.ts) with the manifest written in, into `file`. */
async function writeServiceWorker(file: string, manifest: readonly ManifestEntry[]): Promise<void> {
  // Loaded when the build needs them: the page helpers above are imported by tests in jsdom too.
  const { build: esbuild } = await import('esbuild');
  await esbuild({
    entryPoints: [SW_SOURCE],
    outfile: file,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'error',
    define: { __PRECACHE_MANIFEST__: JSON.stringify(manifest), 'process.env.NODE_ENV': '"production"' },
  });
}

/** The plugin (build only: the dev server has no service worker). */
export function offline(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'tac:offline',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // After vite's own processing, which would try to bundle a classic script.
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => html.replace('</head>', `${offlineHeadTags(rootPrefix(root, ctx.filename))}</head>`),
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: REGISTER_FILE, source: registerScript() });
    },
    async closeBundle() {
      const { getManifest } = await import('workbox-build');
      const { manifestEntries, warnings } = await getManifest({
        globDirectory: outDir,
        globPatterns: PRECACHED,
        globIgnores: [SW_FILE],
        // Hashed files (assets/name-HASH.ext) carry their revision in their name.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [(entries) => ({ manifest: withIntegrity(outDir, entries), warnings: [] })],
      });
      for (const w of warnings) this.warn(w);
      await writeServiceWorker(join(outDir, SW_FILE), manifestEntries ?? []);
    },
  };
}
