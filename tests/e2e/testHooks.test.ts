/**
 * `window.tac` (the bomb with its solution, src/pages/bomb/game.ts) and `window.tacPractice`
 * (the practice page's record, src/pages/practice/practicePage.ts) are in the e2e suite's build
 * only: the site this suite serves (tests/e2e/globalSetup.ts, built with scripts/testHooks.ts)
 * sets it, and a plain production build (`npm run build`'s `vite build`) has no trace of it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { launch } from './browser';

/** Every JavaScript file under `dir`, as [path, text]. */
function scripts(dir: string): [string, string][] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => [f, readFileSync(join(dir, f), 'utf8')]);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the test hooks', () => {
  it('the production build has no window.tac', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'tac-prod-'));
    try {
      await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true } });
      const js = scripts(outDir);
      expect(js.some(([f]) => f.startsWith('assets/bomb'))).toBe(true);
      expect(js.filter(([, text]) => text.includes('window.tac')).map(([f]) => f)).toEqual([]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it("the e2e suite's build sets window.tac to the page's bomb, controller, mode, journal and scene", async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${inject('baseUrl')}/?seed=hooks&time=off`);
      await page.waitForFunction(() => 'tac' in window);
      const keys = await page.evaluate(() => Object.keys((window as unknown as { tac: object }).tac).sort());
      expect(keys).toEqual(['bomb', 'controller', 'journal', 'play', 'scene']);
    } finally {
      await context.close();
    }
  });
});
