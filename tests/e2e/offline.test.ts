/**
 * Offline and installable (scripts/offlinePlugin.ts): after one visit, with the network gone
 * (Playwright's `context.setOffline(true)`), the bomb, the manual (EN #7, EO) and the designer
 * load from the service worker's precache; the manifest names the icons; a new build deployed at
 * the same address replaces the old cache. Each test has its own browser context, so no service
 * worker or cache outlives it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { ruleSet } from '../../src/rules';
import { serveStatic } from '../../scripts/staticServer';
import { launch, screenshot, watchPolicy } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the page is controlled by an active service worker (its precache is complete). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

function namesOf(page: Page): Promise<Array<[string, number]>> {
  return page.$$eval('#names-table tbody tr', (trs) =>
    trs.map(
      (tr) => [tr.querySelector('th')!.textContent!, Number(tr.querySelector('td')!.textContent)] as [string, number],
    ),
  );
}

function expected(seed: number): Array<[string, number]> {
  return ruleSet(seed)
    .names.map((n, i) => [n, i] as [string, number])
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

describe('offline', () => {
  it('after one visit and with the network gone, the bomb, the manual (EN #7, EO) and the designer load', async () => {
    const base = inject('baseUrl');
    const ctx: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // Under the Content-Security-Policy: the manifest, the registration script and the worker.
    await watchPolicy(page, errors);
    await page.goto(`${base}/index.html?seed=online&time=off`);
    await waitForServiceWorker(page);

    await ctx.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    // The bomb, with another seed (another query than the visited page).
    await page.goto(`${base}/index.html?seed=offline&time=off`);
    await page.waitForFunction(() => performance.getEntriesByName('module-first-frame').length > 0, null, {
      timeout: 30_000,
    });
    await screenshot(page, 'offline-bomb');

    // The manual in English for rule seed 7, never visited: the hash is no part of the address.
    await page.goto(`${base}/manual/#7`);
    await page.waitForFunction(() => document.documentElement.dataset.ruleSeed === '7');
    expect(await namesOf(page)).toEqual(expected(7));
    expect(await page.locator('[data-seed-header]').first().textContent()).toBe('Rule seed 7');

    // The manual in Esperanto.
    await page.goto(`${base}/manual/eo.html`);
    expect(await page.locator('h1').textContent()).toBe('Pri TAC');
    expect(await namesOf(page)).toEqual(expected(1));
    await screenshot(page, 'offline-manual-eo');

    // The designer, its worker and its revealed module.
    await page.goto(`${base}/designer.html?seed=offline&ruleseed=3`);
    await page.waitForFunction(() => /^\d+$/.test(document.getElementById('solution-count')?.textContent ?? ''), null, {
      timeout: 30_000,
    });
    expect(await page.locator('#designer').getAttribute('data-engine')).toBe('worker');
    await screenshot(page, 'offline-designer');

    // Not everything answers offline: an address the build does not have fails.
    await expect(page.goto(`${base}/nowhere.html`)).rejects.toThrow();
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the pages link the web app manifest, which names the start page, the display and the icons', async () => {
    const base = inject('baseUrl');
    for (const [path, href] of [
      ['index.html', './manifest.webmanifest'],
      ['designer.html', './manifest.webmanifest'],
      ['manual/fr.html', '../manifest.webmanifest'],
    ]) {
      const html = await (await fetch(`${base}/${path}`)).text();
      expect(html, path).toContain(`<link rel="manifest" href="${href}">`);
    }
    const res = await fetch(`${base}/manifest.webmanifest`);
    const manifest = (await res.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    expect(manifest.name).toBe('TAC module simulator');
    expect(manifest.start_url).toBe('./index.html');
    expect(manifest.display).toBe('standalone');
    for (const icon of manifest.icons) {
      const r = await fetch(`${base}/${icon.src}`);
      expect(r.status, icon.src).toBe(200);
      expect(r.headers.get('content-type'), icon.src).toBe(icon.type);
    }
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });

  it('a new build deployed at the same address replaces the old cache', async () => {
    /** Marks every page with its build's name; the first build also carries a file the second drops. */
    const marker = (name: string, extra: boolean): Plugin => ({
      name: 'test:build-marker',
      transformIndexHtml: (html) => html.replace('</head>', `<meta name="tac-build" content="${name}"></head>`),
      generateBundle() {
        if (extra)
          this.emitFile({
            type: 'asset',
            fileName: 'only-in-a.svg',
            source: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          });
      },
    });
    const dirs = [mkdtempSync(join(tmpdir(), 'tac-sw-a-')), mkdtempSync(join(tmpdir(), 'tac-sw-b-'))] as const;
    await build({ logLevel: 'warn', plugins: [marker('A', true)], build: { outDir: dirs[0], emptyOutDir: true } });
    await build({ logLevel: 'warn', plugins: [marker('B', false)], build: { outDir: dirs[1], emptyOutDir: true } });
    const site = await serveStatic(dirs[0]);
    const ctx = await browser.newContext();
    try {
      const page = await ctx.newPage();
      const buildName = () => page.locator('meta[name="tac-build"]').getAttribute('content');
      const cached = () =>
        page.evaluate(async () => {
          const urls: string[] = [];
          for (const key of await caches.keys())
            for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
          return { caches: (await caches.keys()).length, urls };
        });
      await page.goto(`${site.base}manual/eo.html`);
      await waitForServiceWorker(page);
      expect(await buildName()).toBe('A');
      expect((await cached()).urls).toContain('/only-in-a.svg');

      // Build B goes live: the next visit still shows A (from the cache) while the new worker
      // installs; once it has taken over, the cache holds B and nothing of A is left.
      site.serve(dirs[1]);
      await page.reload();
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              const cache = await caches.open((await caches.keys())[0]!);
              const eo = await cache.match(new URL('eo.html', location.href).href, { ignoreSearch: true });
              const stale = await cache.match(new URL('../only-in-a.svg', location.href).href, { ignoreSearch: true });
              return `${(await eo?.text())?.includes('content="B"') ? 'B' : 'A'} ${stale ? 'with' : 'without'} only-in-a.svg`;
            }),
          { timeout: 30_000, interval: 250 },
        )
        .toBe('B without only-in-a.svg');
      const after = await cached();
      expect(after.caches).toBe(1);
      expect(after.urls).not.toContain('/only-in-a.svg');

      await ctx.setOffline(true);
      await page.goto(`${site.base}manual/eo.html`);
      expect(await buildName()).toBe('B');
      await page.goto(`${site.base}index.html?seed=after-update`);
      expect(await buildName()).toBe('B');
    } finally {
      await ctx.close();
      await site.close();
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    }
  });
});
