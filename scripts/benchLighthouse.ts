/**
 * Lighthouse figures of the site as a static host serves it (issues 9, 13, 14, 22): builds the
 * site (`vite build` into a temporary folder) and, in the same run, a bare Pixi v8 page of one
 * canvas (scripts/pixiBare/, the same pixi.js, served with the site's `_headers` as every page:
 * a run of it that logs an error stops the benchmark) as a yardstick; writes a gzipped copy (`.gz`,
 * level 9) beside every text file, serves the folder with sirv (which sends the `.gz` file to a
 * browser that accepts gzip; hashed `assets/` cached for a year, the rest revalidated); and runs
 * Lighthouse 12 (mobile emulation, simulated slow 4G, simulated CPU slowdown) in Debian's Chromium
 * (`CHROMIUM_PATH` or `CHROME_PATH` when set and not empty, else /usr/bin/chromium, with the launch
 * flags of tests/e2e/browser.ts), `runs` times a page, the pages taking turns (so that each page
 * and the bare page share the machine's load). Prints, per CPU slowdown, the median of each page's
 * runs beside the bare Pixi page's of the same pass:
 *
 *     page            perf  a11y  best   TBT ms   LCP ms    CLS  main ms | vs bare: perf   TBT  main   LCP  (perf of each run)
 *     bomb              97   100   100      120     1000  0.002     1400 |           -2  1.2×  1.1×  +150  (96 97 98)
 *
 * "main" is Lighthouse's main-thread work at load (`mainthread-work-breakdown`, simulated at the
 * slowdown); "vs bare" is the page's performance less the bare page's, its TBT and main-thread
 * time as multiples of the bare page's, its LCP less the bare page's (ms). For the bomb and the
 * bare page it then prints where the main thread went in the last run (Lighthouse's groups, the
 * `bootup-time` of each file) and the page's requests as observed (start–end, ms from navigation).
 *
 * Absolute figures move with the machine's load (±25 % here), so compare a page with the bare
 * Pixi page of the same pass. The last run's report of each page is written as JSON to
 * test-results/lighthouse/<page>[-<N>x].json.
 *
 * Run alone: `npm run bench:lighthouse` or `npx tsx scripts/benchLighthouse.ts [runs] [page…]
 * [--cpu=4,8]` (runs: default 3; pages: any of the names below, default all; `--cpu`: the CPU
 * slowdowns, default 4 — Lighthouse's phone — and 8, a slower phone; every page at the first, the
 * bomb and the bare page at the others). `npm run bench` runs it last. With `LH_TRACE_DIR=DIR`
 * each run's trace is written into DIR (`keepTrace`).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM, envSetting } from '../tests/e2e/browser';
import { addBuildUnder, precompress, serveStatic, type StaticServer } from './staticServer';

/** The bare Pixi page's folder in the served site (scripts/pixiBare/, built by `buildSite`). */
const BARE_PATH = 'pixi-bare';

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
  { name: 'bare Pixi', path: `${BARE_PATH}/` },
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
  /** Main-thread work at load, ms (Lighthouse's `mainthread-work-breakdown`, simulated). */
  readonly mainThreadMs: number;
  /** The performance score of each run, in run order. */
  readonly performanceRuns: readonly number[];
}

/** One Lighthouse run's figures (no name, one score). */
type RunFigures = Omit<PageFigures, 'name' | 'performanceRuns'>;

/** With `--before=DIR`: the bomb page of another build, served under before/. */
const BEFORE_PAGE = { name: 'bomb before', path: 'before/index.html' };

/** The pages whose main-thread breakdown and requests are printed, and the slower passes' pages. */
const DETAILED = ['bomb', 'bare Pixi', BEFORE_PAGE.name];

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * Builds the site into `outDir` and the bare Pixi page into `outDir/pixi-bare/` (both unminified
 * when `minify` is false: a profile's functions keep their names).
 */
export async function buildSite(outDir: string, minify = true): Promise<void> {
  await build({ root: ROOT, logLevel: 'error', build: { outDir, emptyOutDir: true, minify } });
  await build({
    configFile: false,
    root: join(ROOT, 'scripts', 'pixiBare'),
    base: './',
    logLevel: 'error',
    build: { outDir: join(outDir, BARE_PATH), emptyOutDir: true, target: 'es2022', minify },
  });
}

/**
 * `runOnce`, again (at most twice more) when Lighthouse's trace of the load missed its start
 * (`NO_NAVSTART`: "Please run Lighthouse again"), which a loaded machine sometimes gives.
 */
async function runRetried(url: string, port: number, cpu: number, warming = false): ReturnType<typeof runOnce> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url, port, cpu, warming);
    } catch (e) {
      if (attempt >= 3 || !(e instanceof Error) || !e.message.includes('NO_NAVSTART')) throw e;
      console.log(`  (${url}: Lighthouse missed the load's start, run again)`);
    }
  }
}

/**
 * With `LH_TRACE_DIR` set (a folder): writes the run's own trace there (Lighthouse's `Trace`
 * artifact, the page unthrottled: its figures are simulated from it), as
 * `<page path>-<cpu>-<time>.json`, for Chromium's Performance panel or scripts/traceLoad.ts' readers.
 */
function keepTrace(url: string, cpu: number, artifacts: unknown): void {
  const dir = process.env.LH_TRACE_DIR;
  if (!dir) return;
  const name = new URL(url).pathname.replace(/[^\w.-]+/g, '_');
  writeFileSync(
    join(dir, `${name}-${cpu}-${Date.now()}.json`),
    JSON.stringify((artifacts as { Trace?: unknown }).Trace),
  );
}

/**
 * Runs Lighthouse once on `url` in the Chromium listening on `port`, the CPU slowed `cpu` times;
 * a `warming` run's trace is not kept (`keepTrace`).
 */
async function runOnce(
  url: string,
  port: number,
  cpu: number,
  warming = false,
): Promise<{ figures: RunFigures; json: string; detail: string[] }> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
    { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: cpu } } },
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (!warming) keepTrace(url, cpu, result.artifacts);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const errors = new URL(url).pathname.includes(`/${BARE_PATH}`) ? consoleErrorsOf(lhr) : [];
  if (errors.length > 0)
    throw new Error(`the bare Pixi page, the yardstick, logged errors (its figures would be a crash's): ${errors[0]}`);
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
      mainThreadMs: value('mainthread-work-breakdown'),
    },
    json: typeof result.report === 'string' ? result.report : JSON.stringify(lhr),
    detail: breakdownOf(lhr),
  };
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Items = ReadonlyArray<Record<string, unknown>>;

/**
 * The errors a run's page logged to its console (Lighthouse's `errors-in-console` audit: each
 * error's text), none when the audit is missing. The bare Pixi page must log none: since the
 * static host sent the site's `_headers` to every path (c5a302c), pixi.js threw at `init` under
 * the site's policy and the page drew nothing, and every bare-page figure was a crash's.
 */
function consoleErrorsOf(lhr: Pick<Lhr, 'audits'>): string[] {
  const items = (lhr.audits['errors-in-console']?.details as { items?: Items } | undefined)?.items ?? [];
  return items.map((i) => String(i.description ?? i.source ?? 'an error'));
}

/** A file's short name: the last part of its path. */
const fileOf = (url: string) =>
  url.startsWith('data:') ? 'data: URL' : (url.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? url);

/**
 * Where one run's main thread went (Lighthouse's groups, then each file's boot-up: total, script
 * evaluation, parse and compile) and the page's requests as observed, ms from navigation.
 */
function breakdownOf(lhr: Lhr): string[] {
  const items = (id: string) => ((lhr.audits[id]?.details as { items?: Items } | undefined)?.items ?? []) as Items;
  const ms = (x: unknown) => String(Math.round(Number(x)));
  const groups = items('mainthread-work-breakdown').map(
    (i) => `${String(i.groupLabel).toLowerCase()} ${ms(i.duration)}`,
  );
  const files = items('bootup-time').map(
    (i) => `${fileOf(String(i.url))} ${ms(i.total)} (script ${ms(i.scripting)}, parse ${ms(i.scriptParseCompile)})`,
  );
  const requests = items('network-requests').map(
    (i) => `${fileOf(String(i.url))} ${ms(i.networkRequestTime)}–${ms(i.networkEndTime)}`,
  );
  return [
    `  main thread: ${groups.join(', ')}`,
    `  boot-up by file: ${files.join('; ')}`,
    `  requests (observed, ms): ${requests.join(', ')}`,
  ];
}

const HEADER =
  `${'page'.padEnd(14)}  perf  a11y  best   TBT ms   LCP ms    CLS  main ms` +
  ' | vs bare: perf   TBT  main   LCP  (perf of each run)';

/** One line of the printed table; `bare`: the bare Pixi page's figures of the same pass. */
export function formatFigures(f: PageFigures, bare?: PageFigures): string {
  const times = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
  const sign = (x: number) => (x > 0 ? `+${Math.round(x)}` : String(Math.round(x)));
  const vs =
    bare && bare !== f
      ? `${sign(f.performance - bare.performance).padStart(14)}${times(f.totalBlockingTimeMs, bare.totalBlockingTimeMs).padStart(6)}` +
        `${times(f.mainThreadMs, bare.mainThreadMs).padStart(6)}${sign(f.largestContentfulPaintMs - bare.largestContentfulPaintMs).padStart(6)}`
      : ''.padStart(32);
  return (
    `${f.name.padEnd(14)}${String(f.performance).padStart(6)}${String(f.accessibility).padStart(6)}` +
    `${String(f.bestPractices).padStart(6)}${String(Math.round(f.totalBlockingTimeMs)).padStart(9)}` +
    `${String(Math.round(f.largestContentfulPaintMs)).padStart(9)}${f.cumulativeLayoutShift.toFixed(3).padStart(7)}` +
    `${String(Math.round(f.mainThreadMs)).padStart(9)} |${vs}  (${f.performanceRuns.join(' ')})`
  );
}

/** The medians of one page's runs. */
function mediansOf(name: string, got: readonly RunFigures[]): PageFigures {
  const pick = (k: keyof RunFigures) => median(got.map((g) => g[k]));
  return {
    name,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    totalBlockingTimeMs: pick('totalBlockingTimeMs'),
    largestContentfulPaintMs: pick('largestContentfulPaintMs'),
    cumulativeLayoutShift: pick('cumulativeLayoutShift'),
    mainThreadMs: pick('mainThreadMs'),
    performanceRuns: got.map((g) => g.performance),
  };
}

/**
 * One pass: every page `runs` times at CPU slowdown `cpu`, the pages taking turns, each run in
 * an order turned by one page (run 2 starts with the second page…), so that no page always
 * comes first or after the same page. Prints the table (each page beside the bare page) and the
 * detailed pages' breakdowns.
 */
async function pass(
  pages: typeof LIGHTHOUSE_PAGES,
  runs: number,
  cpu: number,
  at: { base: string; port: number; reports: string },
): Promise<PageFigures[]> {
  const got = new Map(pages.map((p) => [p.name, [] as RunFigures[]]));
  const last = new Map<string, { json: string; detail: string[] }>();
  for (let i = 0; i < runs; i++) {
    for (const page of [...pages.slice(i % pages.length), ...pages.slice(0, i % pages.length)]) {
      const r = await runRetried(new URL(page.path, at.base).href, at.port, cpu);
      got.get(page.name)!.push(r.figures);
      last.set(page.name, r);
    }
  }
  const out = pages.map((p) => mediansOf(p.name, got.get(p.name)!));
  const bare = out.find((f) => f.name === 'bare Pixi');
  console.log(`CPU slowed ${cpu}× (${runs} run${runs === 1 ? '' : 's'} a page); medians:`);
  console.log(HEADER);
  for (const f of out) console.log(formatFigures(f, bare));
  for (const p of pages) {
    const slug = p.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    writeFileSync(join(at.reports, `${slug}${cpu === 4 ? '' : `-${cpu}x`}.json`), last.get(p.name)!.json);
    if (!DETAILED.includes(p.name)) continue;
    console.log(`${p.name} at ${cpu}×, its last run:`);
    for (const line of last.get(p.name)!.detail) console.log(line);
  }
  return out;
}

/**
 * Builds, serves and measures; prints a table per CPU slowdown (medians of `runs` runs a page).
 * @param runs Lighthouse runs per page (≥ 1)
 * @param only page names to measure (default: all of LIGHTHOUSE_PAGES)
 * @param cpus CPU slowdowns (Lighthouse's `cpuSlowdownMultiplier`): every page at the first, the
 *   bomb and bare Pixi pages (of those chosen) at the others
 * @returns the figures of the first slowdown's pass
 * @throws when the build, the server, Chromium or Lighthouse fails (the message says which).
 */
export async function benchLighthouse(
  runs = 3,
  only: readonly string[] = [],
  cpus: readonly number[] = [4, 8],
  before?: string,
): Promise<PageFigures[]> {
  const pages = only.length ? LIGHTHOUSE_PAGES.filter((p) => only.includes(p.name)) : [...LIGHTHOUSE_PAGES];
  // Another build of the site (`npx vite build --outDir DIR` of another commit) under before/.
  if (before) pages.push(BEFORE_PAGE);
  if (pages.length === 0)
    throw new Error(`no page named ${only.join(', ')} (pages: ${LIGHTHOUSE_PAGES.map((p) => p.name).join(', ')})`);
  const outDir = mkdtempSync(join(tmpdir(), 'tac-lighthouse-'));
  const reports = join(ROOT, 'test-results', 'lighthouse');
  mkdirSync(reports, { recursive: true });
  let served: StaticServer | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    await buildSite(outDir);
    if (before) addBuildUnder(outDir, before, 'before');
    const gz = precompress(outDir);
    served = await serveStatic(outDir);
    chrome = await chromeLauncher.launch({
      // Empty counts as unset, as in .ci/run and tests/e2e/browser.ts.
      chromePath: envSetting('CHROMIUM_PATH') ?? envSetting('CHROME_PATH') ?? DEBIAN_CHROMIUM,
      chromeFlags: [...CHROMIUM_FLAGS],
    });
    console.log(
      `Lighthouse ${lighthouseVersion()} (mobile, simulated slow 4G and CPU slowdown), ` +
        `site served gzipped by sirv (${gz} .gz files):`,
    );
    const at = { base: served.base, port: chrome.port, reports };
    // A warming run, not counted: the first Lighthouse run in a fresh Chromium measured the
    // page's main-thread work 30–50 % above its later runs.
    await runRetried(new URL(pages[0]!.path, at.base).href, at.port, cpus[0] ?? 4, true);
    let first: PageFigures[] = [];
    for (const [i, cpu] of cpus.entries()) {
      const chosen = i === 0 ? pages : pages.filter((p) => DETAILED.includes(p.name));
      if (chosen.length === 0) continue;
      const figures = await pass(chosen, runs, cpu, at);
      if (i === 0) first = figures;
    }
    return first;
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

/**
 * The command line: `[runs] [page…] [--cpu=4,8] [--before=DIR]`.
 * @throws RangeError naming a bad `--cpu` value (not a list of numbers from 1 to 20).
 */
export function parseArgs(args: readonly string[]): {
  runs: number;
  pages: string[];
  cpus: number[];
  before?: string;
} {
  const before = args.find((a) => a.startsWith('--before='))?.slice('--before='.length);
  const flag = args.find((a) => a.startsWith('--cpu='));
  const cpus = flag ? flag.slice('--cpu='.length).split(',').map(Number) : [4, 8];
  if (cpus.length === 0 || cpus.some((c) => !(c >= 1 && c <= 20)))
    throw new RangeError(`--cpu must list CPU slowdowns from 1 to 20, e.g. --cpu=4,8 (got "${flag}")`);
  const [runs, ...pages] = args.filter((a) => !a.startsWith('--cpu=') && !a.startsWith('--before='));
  return { runs: Number(runs) || 3, pages, cpus, ...(before ? { before } : {}) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const { runs, pages, cpus, before } = parseArgs(process.argv.slice(2));
    benchLighthouse(runs, pages, cpus, before).catch((e: unknown) => {
      console.error(`benchLighthouse: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    });
  } catch (e) {
    console.error(`benchLighthouse: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
