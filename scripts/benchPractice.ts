/**
 * Practice page benchmark (issue 18): with 10,000 games stored, how long the practice page takes
 * to draw its table and plots, and how long one game takes to be written. Builds the production
 * site into a temporary folder, serves it with `vite preview` on 127.0.0.1 and drives headless
 * Debian Chromium (flags of tests/e2e/browser.ts). Prints
 *
 *     history: 10,000 games (<N> MB), imported in <N> ms
 *     practice page drawn with 10,000 games: median <N> ms over <K> loads (goal 300 ms) …
 *     one game written with 10,000 stored: median <N> ms over <K> writes (goal 5 ms) …
 *
 * The history is `sampleHistory` (tests/fixtures/practiceHistory.ts: seeded bombs played through
 * the module reducer by a defuser who improves), imported once through the page's own record
 * (`window.tacPractice.record.importHistory`, the Import button's door). "Drawn" is the page's
 * `practice-drawn` mark (src/pages/practice/practicePage.ts: the frame after the table's first
 * page and the three plots are drawn; `practice-painted`, the task after that frame, once it is
 * laid out and painted, is printed beside it), from navigation start, each load a reload of the same
 * context (its IndexedDB holds the 10,000 games); the time from the page's script start
 * (`practice-start`) is printed beside it. A write is `record.saveGame` of a new game (its one
 * transaction: the game, the failed queue, the bests), timed in the page.
 *
 * Run alone: `npx tsx scripts/benchPractice.ts [loads]`; `npm run bench` runs it after the page figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { TEST_HOOKS } from './testHooks';
import type { Page } from 'playwright-core';
import { launch } from '../tests/e2e/browser';
import { sampleHistory } from '../tests/fixtures/practiceHistory';
import { historyJson } from '../src/practice/historyFile';
import type { GameRecord } from '../src/practice/gameRecord';

/** Games stored. */
const GAMES = 10_000;
/** Games written one by one for the write figure. */
const WRITES = 60;

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

const fmt = (x: number) => (x < 10 ? x.toFixed(2) : Math.round(x).toString());

/** The page's marks in order (src/pages/practice/practicePage.ts). */
const MARKS = [
  'practice-start',
  'practice-opened',
  'practice-read',
  'practice-table',
  'practice-figures',
  'practice-plots',
  'practice-drawn',
  'practice-painted',
] as const;
type Marks = Record<(typeof MARKS)[number], number>;

/** Reloads the page and reads its marks: each one's time from navigation start, ms. */
async function load(page: Page): Promise<Marks> {
  await page.reload();
  await page.waitForFunction(() => performance.getEntriesByName('practice-painted').length > 0, null, {
    timeout: 60_000,
  });
  return page.evaluate(
    (names) => Object.fromEntries(names.map((n) => [n, performance.getEntriesByName(n)[0]!.startTime])),
    [...MARKS],
  ) as Promise<Marks>;
}

/** Times `record.saveGame` of each game in the page, one after the other; ms each. */
function timeWrites(page: Page, games: readonly GameRecord[]): Promise<number[]> {
  // A string, not a function: tsx would wrap a function's inner closures in its `__name` helper.
  return page.evaluate(`(async (games) => {
    const record = window.tacPractice.record;
    const out = [];
    for (const g of games) {
      const t = performance.now();
      const r = await record.saveGame(g);
      out.push(performance.now() - t);
      if (!r.kept) throw new Error(r.problem);
    }
    return out;
  })(${JSON.stringify(games)})`) as Promise<number[]>;
}

/**
 * Builds, serves and measures the practice page; prints the lines above.
 * @param loads page loads for the median (default 7).
 * @throws when the build, the server, Chromium or the import fails (the message says which).
 */
export async function benchPractice(loads = 7): Promise<void> {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const t0 = performance.now();
  const all = sampleHistory({ games: GAMES + WRITES, seed: 'bench-practice' });
  const stored = all.slice(0, GAMES);
  const extra = all.slice(GAMES).map((g, i) => ({ ...g, id: `bench-write-${i}` }));
  const file = historyJson(stored, new Date());
  const made = performance.now() - t0;
  const outDir = mkdtempSync(join(tmpdir(), 'tac-bench-practice-'));
  await build({ root, logLevel: 'error', define: TEST_HOOKS, build: { outDir, emptyOutDir: true } });
  const server = await preview({
    root,
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'error',
  });
  const base = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  const browser = await launch();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/practice.html`);
    await page.waitForFunction(() => performance.getEntriesByName('practice-drawn').length > 0, null, {
      timeout: 60_000,
    });
    const imported = (await page.evaluate(`(async (text) => {
      const t = performance.now();
      const r = await window.tacPractice.record.importHistory(text);
      return { ms: performance.now() - t, summary: r.summary };
    })(${JSON.stringify(file)})`)) as { ms: number; summary: string };
    if (
      !imported.summary.startsWith(`${GAMES.toLocaleString('en-US')} games imported`) &&
      !imported.summary.startsWith(`${GAMES} games imported`)
    ) {
      throw new Error(`the import said: ${imported.summary}`);
    }
    console.log(
      `history: ${GAMES.toLocaleString('en-US')} games (${(file.length / 1e6).toFixed(1)} MB, made in ${Math.round(made)} ms), imported through the page's door in ${Math.round(imported.ms)} ms`,
    );
    const runs: Marks[] = [];
    await load(page); // warms the disk cache and the code cache
    for (let i = 0; i < loads; i++) runs.push(await load(page));
    const rows = await page.locator('#games-rows tr').count();
    const med = (f: (r: Marks) => number) => Math.round(median(runs.map(f)));
    console.log(
      `practice page drawn with ${GAMES.toLocaleString('en-US')} games: median ${med((r) => r['practice-drawn'])} ms from navigation over ${runs.length} loads, ${rows} table rows and 3 plots (goal 300 ms); each: ${runs.map((r) => Math.round(r['practice-drawn'])).join(', ')} ms; painted (the task after that frame) median ${med((r) => r['practice-painted'])} ms`,
    );
    const steps = MARKS.slice(1).map((m, i) => `${m.replace('practice-', '')} +${med((r) => r[m] - r[MARKS[i]!])}`);
    console.log(`  medians, ms: script starts ${med((r) => r['practice-start'])}, then ${steps.join(', ')}`);
    const writes = await timeWrites(page, extra);
    const sorted = [...writes].sort((a, b) => a - b);
    console.log(
      `one game written with ${GAMES.toLocaleString('en-US')} stored: median ${fmt(median(writes))} ms over ${writes.length} writes, p90 ${fmt(sorted[Math.floor(sorted.length * 0.9)]!)} ms (goal 5 ms)`,
    );
    await context.close();
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchPractice(Number(process.argv[2]) || 7).catch((e: unknown) => {
    console.error(`benchPractice: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
}
