/**
 * A vite plugin (build only) that bundles one page's code on its own: the bomb page's (issue 22).
 *
 * In the site's one build every module that two pages use goes into a chunk of its own, named
 * after the set of pages that use it; the bomb page's start then came in 15 files (its entry,
 * `main` and 13 chunks it shares with the designer, the manual, the practice page, Tac-Tik and
 * Tâchi), each a request, a preload link added by the page and a module compiled on its own: on a
 * phone most of the page's main-thread work that a bare Pixi page does not do (Lighthouse's
 * trace: about 400 more tasks, a quarter of the page's load). Here the page's module graph is its
 * own: every module imported from the page's entry script, and from any module so imported, is
 * given the id `<file>?<name>-page` (`ISLAND_QUERY`), so the bundler sees modules that no other
 * page imports and shares none of them; and the modules of the page's start (its entry's static
 * imports, all the way down) are put in the entry's chunk (a `codeSplitting` group). The page's
 * code starts from one file (with the bundler's own runtime and preload helper, which are shared
 * and tiny); what it loads later (the Pixi scene, the practice record, the KTANE log writer, the
 * replay…) stays in chunks of its own, which only this page loads.
 *
 * The cost: the modules the page shares with the others are in the build twice (their code is
 * the same; about 35 KB gzipped more for the service worker's install), and a browser that opens
 * the bomb page and then the designer fetches them twice. No module is ever evaluated twice in one
 * page: the page imports only its own copies, the other pages only theirs. Stylesheets, assets
 * (`?url`) and the bundler's virtual modules keep their ids (one stylesheet, one file per asset).
 */
import { resolve } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import { pathOf } from './packagePatchPlugin.ts';

/** The suffix of a module's id in the page's own graph (`ISLAND_QUERY('bomb')` is `?bomb-page`). */
export const ISLAND_QUERY = (name: string): string => `?${name}-page`;

/** Stylesheets and assets: one file each, whichever page imports them (vite's extensions). */
const STYLE_OR_ASSET =
  /\.(?:css|less|sass|scss|styl|stylus|pcss|postcss|sss|wav|mp3|ogg|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|webmanifest|txt|wasm)$/;

/** Ids that keep their own: the bundler's virtual modules, ids with a query (`?url`, `?worker`), stylesheets and assets. */
export function keepsItsId(id: string): boolean {
  return id.startsWith('\0') || id.includes('?') || STYLE_OR_ASSET.test(id);
}

/**
 * The plugin.
 * @param name the page's chunk name (its `rollupOptions.input` key, `bomb`)
 * @param html the page's HTML file, from the project's root (`index.html`)
 * @param entry its module script, from the project's root (`src/pages/bomb/entry.ts`)
 * @param root the project's root (vite's `root`: this file's folder's parent)
 */
export function ownBundle(
  name: string,
  html: string,
  entry: string,
  root = resolve(import.meta.dirname, '..'),
): Plugin {
  const query = ISLAND_QUERY(name);
  // The bundler's ids use forward slashes on every system (vite's normalizePath).
  const htmlId = normalizePath(resolve(root, html));
  const entryId = normalizePath(resolve(root, entry));
  /** The ids of the page's start: its HTML, its entry and their static imports in the page's graph. */
  const start = new Set<string>();
  const inPage = (id: string | undefined): id is string => id === entryId || !!id?.endsWith(query);
  return {
    name: 'tac:own-bundle',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [{ name, test: (id: string) => start.has(id), includeDependenciesRecursively: false }],
            },
          },
        },
      },
    }),
    async resolveId(source, importer, options) {
      if (!inPage(importer) || source.endsWith(query)) return null;
      const resolved = await this.resolve(source, pathOf(importer), { ...options, skipSelf: true });
      if (!resolved || resolved.external || keepsItsId(resolved.id)) return resolved;
      return { ...resolved, id: `${resolved.id}${query}` };
    },
    buildEnd() {
      const info = (id: string) => this.getModuleInfo(id);
      // A module outside the page's graph (an asset's URL, a virtual module) joins the start when
      // only the page imports it; one that other pages import too stays in a chunk of its own.
      const onlyThePage = (id: string) =>
        [...(info(id)?.importers ?? []), ...(info(id)?.dynamicImporters ?? [])].every((i) => i === htmlId || inPage(i));
      const visit = (id: string) => {
        if (start.has(id) || (id !== htmlId && !inPage(id) && !onlyThePage(id))) return;
        start.add(id);
        for (const imported of info(id)?.importedIds ?? []) visit(imported);
      };
      visit(htmlId);
      if (!start.has(entryId)) this.error(`own-bundle: ${html} does not import ${entry}`);
    },
  };
}
