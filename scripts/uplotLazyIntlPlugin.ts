/**
 * A vite plugin that makes uPlot create its two `Intl` objects when first used instead of when its
 * module is evaluated (issue 18): uPlot 1.6's `uPlot.esm.js` makes an `Intl.NumberFormat` (its
 * default axis values) and an `Intl.DateTimeFormat` (the local time zone, for time scales) at its
 * top level. The first `Intl` object of a page sets up ICU: 15–30 ms measured in Chromium 150
 * here, a long task of the practice page's load (the plots' chunk), for formats its plots never
 * use (every axis has its own `values`, no scale is a time: src/pages/practice/progressCharts.ts).
 * When the file no longer reads as expected (a new uPlot) the build stops and says so rather than
 * silently keeping the cost.
 */
import type { Plugin } from 'vite';
import { packagePatch } from './packagePatchPlugin.ts';

/** The file changed. */
const FILE = /[\\/]uplot[\\/]dist[\\/]uPlot\.esm\.js$/;

/** uPlot 1.6.32's eager formats and their uses, and the same made on first use. */
const CHANGES: ReadonlyArray<readonly [eager: string, lazy: string]> = [
  [
    "const numFormatter = new Intl.NumberFormat(domEnv ? nav.language : 'en-US');\nconst fmtNum = val => numFormatter.format(val);",
    "let numFormatter;\nconst fmtNum = val => (numFormatter ??= new Intl.NumberFormat(domEnv ? nav.language : 'en-US')).format(val);",
  ],
  ['const localTz = new Intl.DateTimeFormat().resolvedOptions().timeZone;', 'let localTz;'],
  ['else if (tz == localTz)', 'else if (tz == (localTz ??= new Intl.DateTimeFormat().resolvedOptions().timeZone))'],
];

/**
 * The source of `uPlot.esm.js` with its number format and local time zone made on first use.
 * @throws when the source does not hold each of uPlot 1.6.32's lines changed exactly once.
 */
export function lazyIntl(code: string): string {
  for (const [eager, lazy] of CHANGES) {
    if (code.split(eager).length !== 2)
      throw new Error(`uplot-lazy-intl: uPlot.esm.js no longer reads as uPlot 1.6.32 did (${eager.split('\n')[0]})`);
    code = code.replace(eager, lazy);
  }
  return code;
}

/** The plugin (build and dev server; the dev server's pre-bundled package is left as it is: scripts/packagePatchPlugin.ts). */
export function uplotLazyIntl(): Plugin {
  return packagePatch('tac:uplot-lazy-intl', FILE, lazyIntl);
}
