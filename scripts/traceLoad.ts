/**
 * Where a page's load spends the main thread (issue 22): builds the site and the bare Pixi page
 * as scripts/benchLighthouse.ts does, serves them gzipped, and loads each page in a fresh
 * Chromium context (412 × 823 at 1.75 device pixels per CSS pixel, Lighthouse's phone) with the
 * CPU slowed `rate` times (`Emulation.setCPUThrottlingRate`: a real slowdown, not Lighthouse's
 * simulation) while recording a performance trace with Lighthouse's trace categories, for the
 * first 10 s after navigation, or `--window=MS` (a fixed window: a page whose frame loop never
 * rests is never "quiet"; Lighthouse's own trace of the bomb page ends about 3 s in). The trace
 * is cut into tasks by Lighthouse's tracehouse (the code behind its `mainthread-work-breakdown`
 * and `bootup-time` audits), so the groups are Lighthouse's. The pages take turns, `runs` loads each after a warming load; prints each load's main-thread total and
 * blocking time, and the breakdown of the page's median load:
 *
 *     bomb: main thread of each load 2361 3235 3274 3671 3826 ms; blocking 393 690 769 958 961 ms; …
 *     bomb: main thread 3274 ms (script evaluation 1601, other 1075, style & layout 305, …)
 *       long tasks (≥ 50 ms): 17, blocking 769 ms after FCP; FCP 514 ms, LCP 514 ms (image)
 *       long tasks at: 89+95 246+65 …; last task ends 9962 ms
 *       main-….js: 646 (script evaluation 407, other 239)      (one line per file, the top 10)
 *       requests (ms from navigation start): index.html 0–20, bomb-….js 30–35, …
 *
 * "Blocking" is Lighthouse's total blocking time over the window (each task's time over 50 ms,
 * after the first contentful paint), measured rather than simulated. Times are the slowed page's
 * own (with `rate` 4, the work of a phone 4× slower than this machine). Writes the median load's
 * trace to test-results/traces/<page>.json (Chromium's DevTools open it: Performance panel). The
 * machine's load moves every figure: compare pages of one run.
 *
 * Run: `npx tsx scripts/traceLoad.ts [rate=4] [runs=5] [page…] [--profile] [--before=DIR] [--window=MS]` (pages:
 * names of LIGHTHOUSE_PAGES, default bomb and bare Pixi). `--before=DIR` serves another build of
 * the site (`npx vite build --outDir DIR` of another commit) under before/ and traces its bomb
 * page too, taking turns: a change measured against the code before it at the same load. With `--profile` the site is built without
 * minifying (the functions keep their names) and the trace holds V8's CPU profile: the median
 * load also prints the functions with most self time and, for each long task, the page's
 * functions it ran (scripts/traceProfile.ts): what a task "Unattributable" to a file really is.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { launch } from '../tests/e2e/browser';
import { buildSite, LIGHTHOUSE_PAGES } from './benchLighthouse';
import { addBuildUnder, precompress, serveStatic } from './staticServer';
import { profileSamples, topFunctions, type ProfileTraceEvent } from './traceProfile';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');

/** Lighthouse 12's trace categories (core/gather/gatherers/trace.js), without screenshots. */
const CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
];

/** With `--profile`: the V8 sampling profiler's category too (the functions: traceProfile.ts). */
const PROFILE_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { data?: Record<string, unknown> } & Record<string, unknown>;
}

interface TaskNode {
  readonly event: TraceEvent;
  readonly startTime: number;
  readonly endTime: number;
  readonly duration: number;
  readonly selfTime: number;
  readonly attributableURLs: string[];
  readonly group: { readonly id: string; readonly label: string };
  readonly parent: TaskNode | undefined;
  readonly children: TaskNode[];
}

/** Records a trace of one load of `url` with the CPU slowed `rate` times. */
async function traceOnce(page: Page, cdp: CDPSession, url: string, profile: boolean): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])));
  const includedCategories = profile ? [...CATEGORIES, PROFILE_CATEGORY] : CATEGORIES;
  await cdp.send('Tracing.start', { traceConfig: { includedCategories }, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // A fixed window, the same for every page: a page whose frame loop never rests (Pixi's system
  // ticker) would never be "quiet", and totals over windows of different lengths do not compare.
  await page.waitForTimeout(Math.max(0, WINDOW_MS - (await page.evaluate(() => performance.now()))));
  const finished = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await finished;
  return events;
}

const ms = (x: number) => String(Math.round(x));

/**
 * How long each load is traced, from navigation start (ms): 10 s, or `--window=MS` (Lighthouse's
 * own trace of the bomb page ends about 3 s after navigation, once the page has been quiet).
 */
const WINDOW_MS = Number(process.argv.find((a) => a.startsWith('--window='))?.slice('--window='.length)) || 10_000;

/** The file name of a URL (the path's last part, or the page itself). */
function fileOf(url: string): string {
  if (url.startsWith('data:')) return 'data: URL';
  try {
    const u = new URL(url);
    return u.pathname.split('/').filter(Boolean).pop() ?? u.pathname;
  } catch {
    return url;
  }
}

/** Sums self time by Lighthouse group, overall and by attributed file (as bootup-time does). */
function breakdown(tasks: readonly TaskNode[], jsUrls: ReadonlySet<string>) {
  const groups = new Map<string, number>();
  const byFile = new Map<string, Map<string, number>>();
  for (const t of tasks) {
    groups.set(t.group.label, (groups.get(t.group.label) ?? 0) + t.selfTime);
    const url = t.attributableURLs.find((u) => jsUrls.has(u)) ?? t.attributableURLs[0] ?? 'Unattributable';
    const f = byFile.get(fileOf(url)) ?? new Map<string, number>();
    f.set(t.group.label, (f.get(t.group.label) ?? 0) + t.selfTime);
    byFile.set(fileOf(url), f);
  }
  return { groups, byFile };
}

/** The requests of the page, in start order: file, start and end in ms from navigation start. */
function requests(events: readonly TraceEvent[], t0: number): string[] {
  const byId = new Map<string, { url: string; start: number; end: number }>();
  for (const e of events) {
    const d = e.args?.data as { requestId?: string; url?: string; finishTime?: number } | undefined;
    if (!d?.requestId) continue;
    if (e.name === 'ResourceSendRequest' && d.url)
      byId.set(d.requestId, { url: d.url, start: (e.ts - t0) / 1000, end: Number.NaN });
    const r = byId.get(d.requestId);
    if (r && e.name === 'ResourceFinish') r.end = (e.ts - t0) / 1000;
  }
  return [...byId.values()]
    .sort((a, b) => a.start - b.start)
    .map((r) => `${fileOf(r.url)} ${ms(r.start)}–${Number.isNaN(r.end) ? '?' : ms(r.end)}`);
}

/** What the trace says of a page's paints: FCP, LCP and the LCP's kind (image or text). */
function paints(events: readonly TraceEvent[], t0: number): string {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const lcp = lcps[lcps.length - 1];
  const kind = (lcp?.args?.data as { type?: string } | undefined)?.type ?? '?';
  const at = (e: TraceEvent | undefined) => (e ? `${ms((e.ts - t0) / 1000)} ms` : '—');
  return `FCP ${at(fcp)}, LCP ${at(lcp)} (${kind})`;
}

/**
 * Loads `url` once in a fresh context (no cache, no service worker, as Lighthouse's load) and
 * analyses its trace. A trace without the main frame's navigationStart (Chromium leaves it out
 * now and then when the first navigation swaps the renderer) is taken again, up to 3 times.
 * @throws the analysis's error after the third such trace
 */
async function tracedLoad(browser: Browser, url: string, rate: number, profile: boolean, name: string) {
  for (let attempt = 1; ; attempt++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const events = await traceOnce(page, cdp, url, profile);
    await context.close();
    try {
      return analyse(name, events);
    } catch (e) {
      if (attempt >= 3 || !/navigationStart/.test(String(e))) throw e;
    }
  }
}

/** The figures of one trace. */
interface TraceFigures {
  readonly events: TraceEvent[];
  readonly totalMs: number;
  readonly blockingMs: number;
  readonly lines: readonly string[];
}

/** Cuts one trace into Lighthouse's tasks and sums them (see the file comment). */
function analyse(name: string, events: TraceEvent[]): TraceFigures {
  const processed = TraceProcessor.processTrace({ traceEvents: events } as never);
  const t0 = processed.timeOriginEvt.ts;
  const tasks = (
    MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents as never,
      processed.frames,
      processed.timestamps.traceEnd,
      t0,
    ) as unknown as TaskNode[]
  ).filter((t) => t.startTime >= 0 && t.startTime < WINDOW_MS);
  const jsUrls = new Set(
    events
      .filter((e) => e.name === 'ResourceSendRequest')
      .map((e) => (e.args?.data as { url?: string }).url ?? '')
      .filter((u) => /\.m?js(\?|$)/.test(u)),
  );
  const { groups, byFile } = breakdown(tasks, jsUrls);
  const total = sum(groups);
  const fcpEvt = events.find((e) => e.name === 'firstContentfulPaint');
  const fcp = fcpEvt ? (fcpEvt.ts - t0) / 1000 : 0;
  const top = tasks.filter((t) => !t.parent);
  const long = top.filter((t) => t.duration >= 50);
  const blocking = long.filter((t) => t.startTime >= fcp).reduce((a, t) => a + t.duration - 50, 0);
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .filter(([, v]) => v >= 1)
      .map(([k, v]) => `${k.toLowerCase()} ${ms(v)}`)
      .join(', ');
  const files = [...byFile].sort((a, b) => sum(b[1]) - sum(a[1]));
  const lines = [
    `${name}: main thread ${ms(total)} ms (${list(groups)})`,
    `  long tasks (≥ 50 ms): ${long.length}, blocking ${ms(blocking)} ms after FCP; ${paints(events, t0)}`,
    `  long tasks at: ${long.map((t) => `${ms(t.startTime)}+${ms(t.duration)}`).join(' ')}; last task ends ${ms(top[top.length - 1]?.endTime ?? 0)} ms`,
    ...files.slice(0, 10).map(([file, g]) => `  ${file}: ${ms(sum(g))} (${list(g)})`),
    `  requests (ms from navigation start): ${requests(events, t0).join(', ')}`,
    ...profileLines(events, processed.mainThreadEvents as unknown as TraceEvent[], t0, long),
  ];
  return { events, totalMs: total, blockingMs: blocking, lines };
}

/** A function of the page's scripts (not the browser's own work: `(program)`, `(garbage collector)`). */
const isScript = (label: string) => /\.m?js:\d/.test(label);

/**
 * With a profile in the trace: the functions with most self time over the window, and for each
 * long task the page's functions its samples ran in (inclusive ms). Nothing without a profile.
 */
function profileLines(events: TraceEvent[], main: TraceEvent[], t0: number, long: readonly TaskNode[]): string[] {
  const thread = main[0];
  if (!thread) return [];
  const samples = profileSamples(events as ProfileTraceEvent[], thread.pid, thread.tid);
  if (samples.length === 0) return [];
  const show = (xs: [string, number][]) => xs.map(([f, v]) => `${f} ${ms(v)}`).join('; ');
  const whole = topFunctions(samples, t0, t0 + WINDOW_MS * 1000, 25, isScript);
  return [
    `  functions by self time (ms): ${show(whole.self)}`,
    `  script functions by inclusive time (ms): ${show(whole.inclusive)}`,
    ...long.map((t) => {
      const from = t0 + t.startTime * 1000;
      const top = topFunctions(samples, from, from + t.duration * 1000, 8, isScript);
      return `  task ${ms(t.startTime)}+${ms(t.duration)}: ${show(top.inclusive)} | self: ${show(top.self.slice(0, 5))}`;
    }),
  ];
}

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);

/** The run whose main-thread total is the median of `runs`. */
function medianRun(runs: readonly TraceFigures[]): TraceFigures {
  return [...runs].sort((a, b) => a.totalMs - b.totalMs)[runs.length >> 1]!;
}

/**
 * Builds, serves and traces `names` (LIGHTHOUSE_PAGES names), `runs` loads each after one warming
 * load, the pages taking turns (so that they share the machine's load); prints each page's
 * main-thread totals and the breakdown of its median run, and saves that run's trace.
 * @throws when the build, the server or Chromium fails.
 */
export async function traceLoad(
  rate = 4,
  names: readonly string[] = ['bomb', 'bare Pixi'],
  runs = 5,
  profile = false,
  before?: string,
): Promise<void> {
  const pages = LIGHTHOUSE_PAGES.filter((p) => names.includes(p.name));
  // Another build of the site (e.g. `main`'s), served under before/: its bomb page taking turns too.
  if (before) pages.push({ name: 'bomb before', path: 'before/index.html' });
  if (pages.length === 0) throw new Error(`no page named ${names.join(', ')}`);
  const outDir = mkdtempSync(join(tmpdir(), 'tac-trace-'));
  const traces = join(ROOT, 'test-results', 'traces');
  mkdirSync(traces, { recursive: true });
  const served = await (async () => {
    await buildSite(outDir, !profile);
    if (before) addBuildUnder(outDir, before, 'before');
    precompress(outDir);
    return serveStatic(outDir);
  })();
  const browser = await launch();
  try {
    console.log(`CPU slowed ${rate}×, site served gzipped; ${runs} loads a page (after a warming load), taking turns:`);
    const got = new Map<string, TraceFigures[]>(pages.map((p) => [p.name, []]));
    for (let i = 0; i <= runs; i++) {
      for (const p of pages) {
        const figures = await tracedLoad(browser, new URL(p.path, served.base).href, rate, profile, p.name);
        if (i > 0) got.get(p.name)!.push(figures);
      }
    }
    for (const p of pages) {
      const all = got.get(p.name)!;
      const mid = medianRun(all);
      const slug = p.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      writeFileSync(join(traces, `${slug}.json`), JSON.stringify(mid.events));
      console.log(
        `${p.name}: main thread of each load ${all.map((r) => ms(r.totalMs)).join(' ')} ms; ` +
          `blocking ${all.map((r) => ms(r.blockingMs)).join(' ')} ms; the median load:`,
      );
      for (const line of mid.lines) console.log(line);
    }
  } finally {
    await browser.close();
    await served.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const profile = args.includes('--profile');
  const before = args.find((a) => a.startsWith('--before='))?.slice('--before='.length);
  const [rate, runs, ...names] = args.filter((a) => !a.startsWith('--'));
  traceLoad(Number(rate) || 4, names.length ? names : undefined, Number(runs) || 5, profile, before).catch(
    (e: unknown) => {
      console.error(`traceLoad: ${e instanceof Error ? e.stack : String(e)}`);
      process.exit(1);
    },
  );
}
