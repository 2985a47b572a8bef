/**
 * Lighthouse figures of the site as a static host serves it (issues 9, 13, 14): builds the site
 * (`vite build` into a temporary folder) and, in the same run, a bare Pixi v8 page of one canvas
 * (scripts/pixiBare/, the same pixi.js) as a yardstick; writes a gzipped copy (`.gz`, level 9)
 * beside every text file, serves the folder with sirv (which sends the `.gz` file to a browser that
 * accepts gzip; hashed `assets/` cached for a year, the rest revalidated); and runs Lighthouse
 * 12 (default settings: mobile emulation, simulated slow 4G and 4× CPU throttling) in Debian's
 * Chromium (`CHROMIUM_PATH` or `CHROME_PATH` when set and not empty, else /usr/bin/chromium, with the launch flags of
 * tests/e2e/browser.ts) on each page `runs` times. Prints, per page, the median of the runs:
 *
 *     page            perf  a11y  best   TBT ms   LCP ms    CLS  (perf of each run)
 *     bomb              97   100   100      120     1800  0.000  (96 97 98)
 *
 * Absolute figures move with the machine's load (±25 % here), so compare a page with the bare
 * Pixi page of the same run. The last run's report of each page is written as JSON to
 * test-results/lighthouse/<page>.json.
 *
 * Run alone: `npm run bench:lighthouse` or `npx tsx scripts/benchLighthouse.ts [runs] [page…]`
 * (runs: default 3; pages: any of the names below, default all). `npm run bench` runs it last.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM, envSetting } from '../tests/e2e/browser';
import { precompress, serveStatic, type StaticServer } from './staticServer';

/** The pages measured: a short name and the path under the site's root. */
export const LIGHTHOUSE_PAGES: ReadonlyArray<{ readonly name: string; readonly path: string }> = [
  { name: 'bomb', path: 'index.html' },
  { name: 'designer', path: 'designer.html' },
  { name: 'practice', path: 'practice.html' },
  { name: 'manual EN', path: 'manual/' },
  { name: 'manual FR #42', path: 'manual/fr.html#42' },
  { name: 'manual EO', path: 'manual/eo.html' },
  { name: 'tachi', path: 'tachi.html?seats=you,bot,bot&seed=lighthouse' },
  { name: 'watch', path: 'watch.html' },
  { name: 'tactik', path: 'tactik.html?seed=lighthouse' },
  { name: 'bare Pixi', path: 'pixi-bare/' },
];

/** The medians of one page's runs (scores 0–100, times in ms, layout shift unitless). */
export interface PageFigures {
  readonly name: string;
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly totalBlockingTimeMs: number;
  readonly largestContentfulPaintMs: number;
  readonly cumulativeLayoutShift: number;
  /** The performance score of each run, in run order. */
  readonly performanceRuns: readonly number[];
}

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Builds the site into `outDir` and the bare Pixi page into `outDir/pixi-bare/`. */
async function buildSite(outDir: string): Promise<void> {
  await build({ root: ROOT, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  await build({
    configFile: false,
    root: join(ROOT, 'scripts', 'pixiBare'),
    base: './',
    logLevel: 'error',
    build: { outDir: join(outDir, 'pixi-bare'), emptyOutDir: true, target: 'es2022' },
  });
}

/** Runs Lighthouse once on `url` in the Chromium listening on `port`. */
async function runOnce(
  url: string,
  port: number,
): Promise<{ figures: Omit<PageFigures, 'name' | 'performanceRuns'>; json: string }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      totalBlockingTimeMs: value('total-blocking-time'),
      largestContentfulPaintMs: value('largest-contentful-paint'),
      cumulativeLayoutShift: value('cumulative-layout-shift'),
    },
    json: typeof result.report === 'string' ? result.report : JSON.stringify(lhr),
  };
}

/** One line of the printed table. */
export function formatFigures(f: PageFigures): string {
  return (
    `${f.name.padEnd(14)}${String(f.performance).padStart(6)}${String(f.accessibility).padStart(6)}` +
    `${String(f.bestPractices).padStart(6)}${String(Math.round(f.totalBlockingTimeMs)).padStart(9)}` +
    `${String(Math.round(f.largestContentfulPaintMs)).padStart(9)}${f.cumulativeLayoutShift.toFixed(3).padStart(7)}` +
    `  (${f.performanceRuns.join(' ')})`
  );
}

/**
 * Builds, serves and measures; prints one line per page (medians of `runs` runs).
 * @param runs Lighthouse runs per page (≥ 1)
 * @param only page names to measure (default: all of LIGHTHOUSE_PAGES)
 * @throws when the build, the server, Chromium or Lighthouse fails (the message says which).
 */
export async function benchLighthouse(runs = 3, only: readonly string[] = []): Promise<PageFigures[]> {
  const pages = only.length ? LIGHTHOUSE_PAGES.filter((p) => only.includes(p.name)) : LIGHTHOUSE_PAGES;
  if (pages.length === 0)
    throw new Error(`no page named ${only.join(', ')} (pages: ${LIGHTHOUSE_PAGES.map((p) => p.name).join(', ')})`);
  const outDir = mkdtempSync(join(tmpdir(), 'tac-lighthouse-'));
  const reports = join(ROOT, 'test-results', 'lighthouse');
  mkdirSync(reports, { recursive: true });
  let served: StaticServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await buildSite(outDir);
    const gz = precompress(outDir);
    served = await serveStatic(outDir);
    chrome = await chromeLauncher.launch({
      // Empty counts as unset, as in .ci/run and tests/e2e/browser.ts.
      chromePath: envSetting('CHROMIUM_PATH') ?? envSetting('CHROME_PATH') ?? DEBIAN_CHROMIUM,
      chromeFlags: [...CHROMIUM_FLAGS],
    });
    console.log(
      `Lighthouse ${lighthouseVersion()} (mobile, simulated throttling), ${runs} run${runs === 1 ? '' : 's'} per page, ` +
        `site served gzipped by sirv (${gz} .gz files); medians:`,
    );
    console.log(`${'page'.padEnd(14)}  perf  a11y  best   TBT ms   LCP ms    CLS  (perf of each run)`);
    const out: PageFigures[] = [];
    for (const page of pages) {
      const got: Array<Omit<PageFigures, 'name' | 'performanceRuns'>> = [];
      let json = '';
      for (let i = 0; i < runs; i++) {
        const r = await runOnce(new URL(page.path, served.base).href, chrome.port);
        got.push(r.figures);
        json = r.json;
      }
      writeFileSync(join(reports, `${page.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`), json);
      const pick = (k: keyof (typeof got)[number]) => median(got.map((g) => g[k]));
      const figures: PageFigures = {
        name: page.name,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        totalBlockingTimeMs: pick('totalBlockingTimeMs'),
        largestContentfulPaintMs: pick('largestContentfulPaintMs'),
        cumulativeLayoutShift: pick('cumulativeLayoutShift'),
        performanceRuns: got.map((g) => g.performance),
      };
      console.log(formatFigures(figures));
      out.push(figures);
    }
    return out;
  } finally {
    chrome?.kill();
    await served?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [runs, ...only] = process.argv.slice(2);
  benchLighthouse(Number(runs) || 3, only).catch((e: unknown) => {
    console.error(`benchLighthouse: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
}
