/**
 * A vite plugin that names in the bomb page's HTML (index.html) every file of the page's code
 * (src/pages/bomb/main.ts's chunk and the chunks it imports), as `<link rel="modulepreload">`
 * at the end of the body with a low fetch priority (issue 22). The page's first script
 * (entry.ts) imports main.ts only after the first paint; without these links the browser learnt
 * of those files only then (a serial chain: the HTML, the entry, then main's chunks), and Vite's
 * preload helper added one `<link>` per file from a script, a long task on a slow phone (14
 * links: 33 ms at 4× CPU slowdown, 100 ms in a traced load). Now the files arrive during the
 * first paint (after the page's stylesheet: low priority) and the helper skips every file the
 * HTML already names. Build only (the dev server serves modules one by one).
 */
import type { Plugin } from 'vite';

/** A chunk of the bundle as this plugin reads it. */
interface ChunkLike {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
}

/**
 * The files of the chunk of `moduleId` and every chunk it imports statically (not dynamically),
 * in depth-first order, the chunk itself first.
 * @throws when no chunk of the bundle is `moduleId`'s (the page's code moved: update the plugin).
 */
export function chunkFiles(bundle: Record<string, { type: string }>, moduleId: RegExp): string[] {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk') as ChunkLike[];
  const top = chunks.find((c) => c.facadeModuleId !== null && moduleId.test(c.facadeModuleId));
  if (!top) throw new Error(`first-chunks-preload: no chunk of ${moduleId}`);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const out: string[] = [];
  const visit = (file: string) => {
    if (out.includes(file)) return;
    out.push(file);
    for (const dep of byFile.get(file)?.imports ?? []) visit(dep);
  };
  visit(top.fileName);
  return out;
}

/**
 * The plugin: for the page `page` (its file name's end), preloads the chunks of `moduleId` (the
 * module its entry imports after the first paint) that the HTML does not name yet. The page is at
 * the site's root (the links are `./assets/…`).
 */
export function firstChunksPreload(
  page: RegExp = /(^|[\\/])index\.html$/,
  moduleId: RegExp = /[\\/]src[\\/]pages[\\/]bomb[\\/]main\.ts$/,
): Plugin {
  return {
    name: 'tac:first-chunks-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !page.test(ctx.filename) || /[\\/]manual[\\/]/.test(ctx.filename)) return html;
        const links = chunkFiles(ctx.bundle, moduleId)
          .filter((f) => !html.includes(`/${f}"`))
          .map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="./${f}">`);
        const at = html.lastIndexOf('</body>');
        if (at < 0) throw new Error(`first-chunks-preload: ${ctx.path} has no </body>`);
        return html.slice(0, at) + links.join('') + html.slice(at);
      },
    },
  };
}
