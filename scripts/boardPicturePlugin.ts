/**
 * A vite plugin that writes the module's first picture into the bomb page's HTML (index.html),
 * at build time and in the dev server alike: the `<!-- tac:module-board -->` comment becomes the
 * `<img>` of src/pages/bomb/boardPicture.ts (the casing, board, piles and TAC every bomb shares, from
 * the module's one art). The page's first paint then shows the module's frame, before any script
 * has run; the dealt bomb's picture covers it a moment later.
 *
 * The picture's module is loaded with vite's own module runner (`runnerImport`) when the page is
 * first transformed, so the config stays free of the app's sources.
 */
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';

type BoardPictureModule = typeof import('../src/pages/bomb/boardPicture');

/** The placeholder in index.html. */
export const BOARD_PLACEHOLDER = '<!-- tac:module-board -->';

/**
 * Puts `img` in the place of the placeholder of `html`.
 * @throws when the page has no placeholder (the picture would silently be missing)
 */
export function withBoardPicture(html: string, img: string, file: string): string {
  if (!html.includes(BOARD_PLACEHOLDER)) throw new Error(`board-picture: ${file} has no ${BOARD_PLACEHOLDER}`);
  return html.replace(BOARD_PLACEHOLDER, img);
}

/** The plugin: transforms the bomb page (index.html at the root) only. */
export function boardPicture(): Plugin {
  let picture: Promise<string> | null = null;
  const source = resolve(import.meta.dirname, '..', 'src', 'pages', 'bomb', 'boardPicture.ts');
  return {
    name: 'tac:board-picture',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, ctx) {
        if (!/(^|[\\/])index\.html$/.test(ctx.filename) || /[\\/]manual[\\/]/.test(ctx.filename)) return html;
        picture ??= runnerImport<BoardPictureModule>(source, { configFile: false, logLevel: 'error' }).then((r) =>
          r.module.boardPictureHtml(),
        );
        return withBoardPicture(html, await picture, ctx.filename);
      },
    },
  };
}
