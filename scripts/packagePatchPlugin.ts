/**
 * A vite plugin that rewrites one file of an npm package with `patch`, in the build and in the
 * dev server's own transforms (its pre-bundled packages are left as they are), for the few
 * one-line changes the site makes to a package (scripts/pixiLazySegmenterPlugin.ts,
 * scripts/uplotLazyIntlPlugin.ts). The file is matched on the module's path whatever query its
 * id carries: the bomb page's modules have ids of their own, `<file>?bomb-page`
 * (scripts/ownBundlePlugin.ts), and a test anchored at the path's end skipped pixi.js's copy
 * there without a word. The build stops when a module of that file was not rewritten, and
 * `patch` stops it when the file no longer reads as expected (a new version of the package).
 */
import type { Plugin } from 'vite';

/** A module id's path: the id without its query (`/p/x.mjs?bomb-page` → `/p/x.mjs`). */
export const pathOf = (id: string): string => id.split('?', 1)[0]!;

/**
 * The plugin.
 * @param name the plugin's name, which starts the build's error messages (`tac:pixi-lazy-segmenter`)
 * @param file the file's path, matched against each module's path (`pathOf`)
 * @param patch the file's source → the rewritten source; throws when it does not recognise the source
 */
export function packagePatch(name: string, file: RegExp, patch: (code: string) => string): Plugin {
  const patched = new Set<string>();
  return {
    name,
    transform(code, id) {
      if (!file.test(pathOf(id))) return null;
      patched.add(id);
      return { code: patch(code), map: null };
    },
    buildEnd(error) {
      if (error) return;
      const missed = [...this.getModuleIds()].find((id) => file.test(pathOf(id)) && !patched.has(id));
      if (missed) this.error(`${name}: ${missed} was bundled without its change`);
    },
  };
}
