/**
 * The designer's KTANE log reader on the attacker's big logs (issue 25): builds the site into a
 * temporary folder, serves it with `vite preview` on 127.0.0.1, opens designer.html in headless
 * Debian Chromium (flags of tests/e2e/browser.ts) and opens each file of
 * tests/fixtures/ktane-log/bigLogs.ts through the panel's file field. For each it prints
 *
 *     <name> (<MB> MB): read in <N> ms (Node alone <N> ms); main thread: longest task <N> ms,
 *       <K> tasks over 50 ms, <K> over 200 ms; <what the panel says>
 *
 * "Tasks" are the page's `longtask` entries (PerformanceObserver: every main-thread task over
 * 50 ms) from the file chosen to the module shown; the goal is no task over 200 ms. "Node alone"
 * is `readKtaneLog` on the same text in this process, for the reader's own cost.
 *
 * Run alone: `npx tsx scripts/benchLogReader.ts`; `npm run bench:log-reader` does the same.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import type { Page } from 'playwright-core';
import { launch } from '../tests/e2e/browser';
import { manyModules, manyStrikes } from '../tests/fixtures/ktane-log/bigLogs';
import { readKtaneLog } from '../src/ktaneLog/ktaneLogReader';

const FILES: readonly { name: string; make: () => string }[] = [
  { name: '50,000 modules numbered #1', make: () => manyModules(50_000, true) },
  { name: '200,000 distinct modules', make: () => manyModules(200_000, false) },
  { name: '100,000 strike lines in one module', make: () => manyStrikes(100_000) },
];

/** Collects the page's long tasks into `window.__longTasks` (durations, ms). */
const WATCH_LONG_TASKS = `(() => {
  window.__longTasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__longTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: false });
})()`;

/**
 * Puts `text` into the page as a File in 1 MB parts (each part its own small task: Playwright's
 * setInputFiles would decode the whole file on the page's main thread, a long task of the harness,
 * not of the page), then gives it to the log reader's file field as a file picker does.
 */
export async function chooseFile(page: Page, name: string, text: string): Promise<void> {
  await page.evaluate('window.__fileParts = []');
  for (let i = 0; i < text.length; i += 1 << 20) {
    await page.evaluate(
      (part) => (window as unknown as { __fileParts: string[] }).__fileParts.push(part),
      text.slice(i, i + (1 << 20)),
    );
  }
  await page.evaluate((fileName) => {
    const w = window as unknown as { __fileParts: string[] };
    const t = new DataTransfer();
    t.items.add(new File(w.__fileParts, fileName, { type: 'text/plain' }));
    w.__fileParts = [];
    const input = document.querySelector('#ktane-log-file') as HTMLInputElement;
    input.files = t.files;
    input.dispatchEvent(new Event('change'));
  }, name);
}

/** Opens `text` as a file in the designer's log reader; the time until a module is shown, and the long tasks. */
async function readInPage(
  page: Page,
  name: string,
  text: string,
): Promise<{ ms: number; tasks: number[]; said: string }> {
  await page.evaluate('window.__longTasks = []');
  const t0 = Date.now();
  await chooseFile(page, name, text);
  await page.waitForSelector('#log-progress:not([hidden])', { timeout: 60_000 });
  await page.waitForSelector('#log-progress', { state: 'hidden', timeout: 600_000 });
  // The frame after the answer (the module and its replay drawn) is part of reading.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))');
  const ms = Date.now() - t0;
  const tasks = (await page.evaluate('window.__longTasks')) as number[];
  const said = (
    (await page.locator('#log-facts').textContent()) ||
    (await page.locator('#log-alert').textContent()) ||
    ''
  ).slice(0, 90);
  return { ms, tasks, said };
}

/** Builds, serves and measures; prints the lines above. */
export async function benchLogReader(): Promise<void> {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const outDir = mkdtempSync(join(tmpdir(), 'tac-bench-log-'));
  await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    root,
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'error',
  });
  const base = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/designer.html?seed=bench`);
    await page.waitForSelector('#ktane-log-file');
    await page.evaluate(WATCH_LONG_TASKS);
    for (const f of FILES) {
      const text = f.make();
      const t = performance.now();
      readKtaneLog(text);
      const node = performance.now() - t;
      const r = await readInPage(page, `${f.name}.txt`, text);
      const longest = r.tasks.length ? Math.max(...r.tasks) : 0;
      console.log(
        `${f.name} (${(text.length / 2 ** 20).toFixed(1)} MB): read in ${r.ms} ms (Node alone ${Math.round(node)} ms); ` +
          `main thread: longest task ${Math.round(longest)} ms, ${r.tasks.length} tasks over 50 ms, ` +
          `${r.tasks.filter((d) => d > 200).length} over 200 ms; the panel: ${r.said}`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchLogReader().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
