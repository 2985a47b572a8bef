/**
 * A vite plugin that makes the built site work offline and installable:
 * - every page gets a link to the web app manifest (public/manifest.webmanifest), the theme
 *   colour, the touch icon, and a one-line script that registers the service worker at the site's
 *   root once the page has loaded; the paths are relative to each page (`../sw.js` from the
 *   manual), so the site works from any folder, as the rest of the build does (`base: './'`);
 * - after the build, Workbox (`workbox-build`'s `generateSW`) writes `sw.js`, which precaches
 *   every page and asset of the build with a revision per file. Addresses that differ only in
 *   their query (`index.html?seed=…`, `designer.html?ruleseed=…`) or hash (`manual/#42`) are
 *   the same cached page, and `manual/` is `manual/index.html`. A new build's worker installs at
 *   once (skipWaiting, clientsClaim) and deletes the caches of older builds.
 *
 * Why not vite-plugin-pwa (2.0.0 accepts vite 8): it writes the same `./sw.js` and
 * `./manifest.webmanifest` into every page, which from `manual/` point into `manual/`; the site's
 * relative base needs a path per page. The worker itself comes from the same Workbox.
 */
import { dirname, join, relative, resolve, sep } from 'node:path';
import { generateSW } from 'workbox-build';
import type { Plugin } from 'vite';

/** The theme colour of the pages and the manifest (the bomb page's panel). */
export const THEME_COLOUR = '#23262b';

/** From a page to the site's root: `''` for a page at the root, `'../'` for `manual/…`. */
export function rootPrefix(root: string, pageFile: string): string {
  const depth = relative(root, dirname(pageFile))
    .split(sep)
    .filter((p) => p !== '').length;
  return depth === 0 ? './' : '../'.repeat(depth);
}

/**
 * The script that registers the service worker once the page has settled: after `load`, when
 * neither a long task nor a new resource fetch has happened for 2 s (a PerformanceObserver resets
 * the timer), at the next idle moment. Precaching the site (about 1 MB, which Chromium also
 * compiles for its code cache) then does not compete with the page's own start: the bomb fetches
 * and starts its Pixi scene and its sounds after `load`. Measured with Lighthouse on this machine:
 * registering at `load` cost the bomb and the designer 5 to 10 performance points.
 */
export function registerScript(prefix: string): string {
  const register = `navigator.serviceWorker.register('${prefix}sw.js',{scope:'${prefix}'})`;
  return (
    `if('serviceWorker' in navigator)addEventListener('load',()=>{let t=0;` +
    `const r=()=>{o&&o.disconnect();${register}};` +
    `const q=()=>{clearTimeout(t);t=setTimeout(()=>'requestIdleCallback' in window?requestIdleCallback(r,{timeout:5000}):r(),2000)};` +
    `const k=(PerformanceObserver.supportedEntryTypes||[]).filter(e=>e==='longtask'||e==='resource');` +
    `const o=k.length?new PerformanceObserver(q):null;o&&o.observe({entryTypes:k});q()})`
  );
}

/** The tags each page gets in its `<head>`. */
export function offlineHeadTags(prefix: string): string {
  return [
    `<link rel="manifest" href="${prefix}manifest.webmanifest">`,
    `<meta name="theme-color" content="${THEME_COLOUR}">`,
    `<link rel="apple-touch-icon" href="${prefix}icons/apple-touch-icon.png">`,
    `<script>${registerScript(prefix)}</script>`,
  ].join('');
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
    transformIndexHtml(html, ctx) {
      return html.replace('</head>', `${offlineHeadTags(rootPrefix(root, ctx.filename))}</head>`);
    },
    async closeBundle() {
      const { warnings } = await generateSW({
        swDest: join(outDir, 'sw.js'),
        globDirectory: outDir,
        globPatterns: ['**/*.{html,js,css,svg,png,wav,webmanifest}'],
        // Hashed files (assets/name-HASH.ext) carry their revision in their name.
        dontCacheBustURLsMatching: /^assets\//,
        ignoreURLParametersMatching: [/.*/],
        directoryIndex: 'index.html',
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        inlineWorkboxRuntime: true,
        sourcemap: false,
        mode: 'production',
      });
      for (const w of warnings) this.warn(w);
    },
  };
}
