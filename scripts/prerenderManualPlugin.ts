/**
 * A vite plugin that renders the manual's default sheets (rule seed 1) into the HTML of
 * manual/index.html, fr.html and eo.html, at build time and in the dev server alike: names table,
 * worked example, card reference, drawing, icons, links and page numbers, so that the pages are
 * complete without scripts and nothing moves when the script runs.
 *
 * Why jsdom: the page renders with the DOM (src/pages/manual/, every text set with textContent, SVG
 * built with createElementNS); running that very code on jsdom's document gives the browser's
 * result with no second renderer to keep alike. jsdom is already the DOM of the tests.
 *
 * The renderer is loaded with vite's own module runner (`runnerImport`) when the first page is
 * transformed, not imported by vite.config.ts, so the config stays free of the app's sources.
 */
import { dirname, join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { runnerImport, type Plugin } from 'vite';

type ManualPageModule = typeof import('../src/pages/manual/manualPage');

/**
 * True for the manual's pages (`…/manual/<name>.html`), not its experting worksheets
 * (`…/manual/worksheet*.html`: static sheets with nothing of a rule seed to render).
 */
export function isManualPage(filename: string): boolean {
  return /[\\/]manual[\\/](?!worksheet)[^\\/]+\.html$/.test(filename);
}

/**
 * Renders rule seed 1 into a manual page's HTML.
 * @param html the page's source HTML (its `<html lang>` picks the language)
 * @param page the manual's page module (src/pages/manual/manualPage.ts)
 * @returns the complete HTML, scripts left in place (jsdom runs none)
 */
export function prerenderManualHtml(html: string, page: ManualPageModule): string {
  const dom = new JSDOM(html);
  const doc = dom.window.document;
  page.renderSeed(doc, 1, page.textsOf(doc));
  return dom.serialize();
}

/**
 * Where the renderer of a manual page is: `manualPage.ts` beside the page's module script
 * (`<script type="module" src="../src/pages/manual/main.ts">`), so the plugin follows the code if it
 * moves.
 * @throws when the page has no module script
 */
export function rendererOf(html: string, pageFile: string): string {
  const src = /<script\s+type="module"\s+src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`prerender-manual: ${pageFile} has no <script type="module" src="…">`);
  return join(dirname(resolve(dirname(pageFile), src)), 'manualPage.ts');
}

/** The plugin: transforms the manual pages before vite processes their scripts and styles. */
export function prerenderManual(): Plugin {
  const modules = new Map<string, Promise<ManualPageModule>>();
  return {
    name: 'tac:prerender-manual',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, ctx) {
        if (!isManualPage(ctx.filename)) return html;
        const file = rendererOf(html, ctx.filename);
        if (!modules.has(file))
          modules.set(
            file,
            runnerImport<ManualPageModule>(file, { configFile: false, logLevel: 'error' }).then((r) => r.module),
          );
        return prerenderManualHtml(html, await modules.get(file)!);
      },
    },
  };
}
