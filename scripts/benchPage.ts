/**
 * Page benchmark of the bomb page (DESIGN.md "Budgets"): builds the production site into a
 * temporary folder, serves it with `vite preview` on 127.0.0.1 and opens it in headless
 * Debian Chromium (flags of tests/e2e/browser.ts). Prints
 *
 *     initial JS gzipped: <N> KB   (budget 200 KB)
 *     module first frame: median <N> ms over <K> runs   (budget 1000 ms)
 *     animated scene drawn: median <N> ms after the first sign over <K> runs
 *     animation frames: p95 <N> ms, max <N> ms over <K> frames   (budget 50 ms)
 *
 * "Initial JS" is every JavaScript file the page requested before its first module frame
 * (`performance.mark('module-first-frame')`: the dealt bomb's still picture is on screen,
 * src/play/pictureScene.ts), found in the Resource Timing entries, each gzipped (level 9) from the
 * built files and summed. "First frame" is that mark's time: navigation start to the module's
 * first picture of the dealt bomb, a fresh browser context each run. "Animated scene drawn" is
 * the time from a player's first sign (the mouse moved over the page once the first frame is up:
 * the page makes its scene then, src/pages/bomb/firstPress.ts) to the `module-scene` mark: the
 * Pixi scene's first frame, drawn in parts behind the picture (src/play/scene/moduleScene.ts),
 * has taken its place. The frames are those of a whole solution played at normal speed, one
 * press after the other's animation.
 *
 * Run alone: `npx tsx scripts/benchPage.ts [runs]`; `npm run bench` calls `benchPage()`.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from '../tests/e2e/browser';
import { build, preview } from 'vite';
import { TEST_HOOKS } from './testHooks';

/** One measurement: first-frame time (ms) and the JS paths requested before it. */
interface Run {
  readonly firstFrameMs: number;
  readonly sceneMs: number;
  readonly scripts: readonly string[];
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * Builds, serves and measures the bomb page; prints the two lines above.
 * @param runs number of page loads for the median (default 7).
 * @throws when the build, the server or Chromium fails (the message says which).
 */
export async function benchPage(runs = 7): Promise<void> {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const outDir = mkdtempSync(join(tmpdir(), 'tac-bench-'));
  await build({ root, logLevel: 'error', build: { outDir, emptyOutDir: true }, define: TEST_HOOKS });
  const server = await preview({
    root,
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'error',
  });
  const base = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
  const browser = await launch();
  try {
    const results: Run[] = [];
    for (let i = 0; i < runs + 1; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${base}/?seed=bench-${i}&time=off`);
      // The player moves the mouse as the module's picture comes: the page makes its scene then.
      await page.waitForFunction(() => performance.getEntriesByName('module-first-frame').length > 0, null, {
        timeout: 30_000,
      });
      const signAt = await page.evaluate(() => performance.now());
      await page.mouse.move(5, 5);
      await page.waitForFunction(() => performance.getEntriesByName('module-scene').length > 0, null, {
        timeout: 30_000,
      });
      const r = await page.evaluate((signAt) => {
        const ff = performance.getEntriesByName('module-first-frame')[0]!.startTime;
        const scene = performance.getEntriesByName('module-scene')[0]!.startTime - signAt;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= ff && new URL(e.name).pathname.endsWith('.js'))
          .map((e) => new URL(e.name).pathname);
        return { firstFrameMs: ff, sceneMs: scene, scripts };
      }, signAt);
      await context.close();
      if (i > 0) results.push(r); // the first load warms the disk cache and the server
    }
    // Frame intervals while a whole solution is played at normal speed (budget: no frame of a
    // card or pawn animation over 50 ms).
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/?seed=bench-frames&time=off`);
    await page.waitForFunction(() => 'tac' in window, null, { timeout: 30_000 });
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => performance.getEntriesByName('module-scene').length > 0, null, {
      timeout: 30_000,
    });
    // A string, not a function: tsx would wrap a function's inner closures in its `__name`
    // helper, which does not exist in the page.
    const deltas = (await page.evaluate(`(async () => {
      const tac = window.tac;
      await tac.controller.idle();
      const out = [];
      let last = performance.now();
      let on = true;
      const frame = () => {
        const now = performance.now();
        out.push(now - last);
        last = now;
        if (on) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      for (const a of tac.bomb.solution) {
        tac.controller.send(a, 'pointer');
        await tac.controller.idle();
      }
      on = false;
      return out.slice(1);
    })()`)) as number[];
    await context.close();
    const sorted = [...deltas].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;

    const paths = new Set(results.flatMap((r) => r.scripts));
    let gz = 0;
    for (const p of paths) gz += gzipSync(readFileSync(join(outDir, decodeURIComponent(p))), { level: 9 }).length;
    console.log(`initial JS gzipped: ${(gz / 1024).toFixed(1)} KB (${paths.size} files; budget 200 KB)`);
    console.log(
      `module first frame: median ${Math.round(median(results.map((r) => r.firstFrameMs)))} ms over ${results.length} runs (budget 1000 ms)`,
    );
    console.log(
      `animated scene drawn: median ${Math.round(median(results.map((r) => r.sceneMs)))} ms after the first sign over ${results.length} runs`,
    );
    console.log(
      `animation frames: p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms over ${sorted.length} frames of a played solution (budget 50 ms)`,
    );
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchPage(Number(process.argv[2]) || 7).catch((e: unknown) => {
    console.error(`benchPage: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
}
