/**
 * Offline and installable (scripts/offlinePlugin.ts): after one visit, with the network gone
 * (Playwright's `context.setOffline(true)`), the bomb, the manual (EN #7, EO) and the designer
 * load from the service worker's precache; the manifest names the icons; a new build deployed at
 * the same address replaces the old cache, keeping what a page of the old build still open may
 * load; a part gone all the same says so; a download answered by a portal's page or with other
 * bytes during the worker's install is never kept, and a cached file with the wrong bytes is
 * healed (issue 25).
 * Each test has its own browser context, so no service worker or cache outlives it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { ruleSet } from '../../src/rules';
import { serveStatic, type StaticServer } from '../../scripts/staticServer';
import { launch, screenshot, watchPolicy } from './browser';
import { bombEntry, chunkPattern, sharedChunk } from './sharedChunk';

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

/** Waits until the bomb page's module has drawn its first frame (the bomb armed). */
async function waitForFirstFrame(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('module-first-frame').length > 0, null, {
    timeout: 30_000,
  });
}

/**
 * Registers the site's worker from a page of the manual (`manual/…`) and waits until it has
 * installed and activated, or given up.
 * @returns the worker's last state: 'activated' or 'redundant'
 */
function installWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.register('../sw.js', { scope: '../' });
    const w = (reg.installing ?? reg.waiting ?? reg.active)!;
    await new Promise<void>((resolve) => {
      const done = () => w.state === 'activated' || w.state === 'redundant';
      if (done()) resolve();
      w.addEventListener('statechange', () => done() && resolve());
    });
    return w.state;
  });
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
    // The bomb page links its manifest once it has painted (scripts/loadCheckPlugin.ts).
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('./manifest.webmanifest');

    await ctx.setOffline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    // The bomb, with another seed (another query than the visited page).
    await page.goto(`${base}/index.html?seed=offline&time=off`);
    await waitForFirstFrame(page);
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
      ['designer.html', './manifest.webmanifest'],
      ['manual/fr.html', '../manifest.webmanifest'],
    ]) {
      const html = await (await fetch(`${base}/${path}`)).text();
      expect(html, path).toContain(`<link rel="manifest" href="${href}">`);
    }
    // The bomb page's link is added after its first paint (the first test sees it in the page).
    expect(await (await fetch(`${base}/index.html`)).text()).toContain('data-manifest="./manifest.webmanifest"');
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
    // The icons' SVG drawings (assets/icons/, scripts/make-icons.ts) are not part of the site:
    // neither served nor in the service worker's precache.
    // (vite preview answers an unknown path with the start page, so the type says it is not there).
    for (const svg of ['icons/icon.svg', 'icons/icon-maskable.svg'])
      expect((await fetch(`${base}/${svg}`)).headers.get('content-type'), svg).not.toContain('svg');
    const worker = await (await fetch(`${base}/sw.js`)).text();
    expect(worker).toContain('icons/icon-192.png');
    expect(worker).not.toMatch(/icons\/icon[\w-]*\.svg/);
  });
});

/**
 * Two builds deployed one after the other at one address (scripts/staticServer.ts, a static
 * host), built once for the tests below: every page carries its build's name, build A a file
 * that B drops, and the KTANE log writer (a chunk the bomb page loads when its panel opens) and
 * the designer's worker differ between them, so their file names (hashes) do too.
 */
describe('updates and bad downloads', () => {
  const dirs = [mkdtempSync(join(tmpdir(), 'tac-sw-a-')), mkdtempSync(join(tmpdir(), 'tac-sw-b-'))] as const;
  /** A chunk the designer and the manual import, which these tests answer badly (tests/e2e/sharedChunk.ts). */
  let shared = '';
  /** The bomb page's one file of code, without its hash (`bomb`). */
  let bomb = '';
  const marker = (name: string, extra: boolean): Plugin => ({
    name: 'test:build-marker',
    transformIndexHtml: (html) => html.replace('</head>', `<meta name="tac-build" content="${name}"></head>`),
    transform(code, id) {
      // (The bomb page's modules have ids of their own: scripts/ownBundlePlugin.ts.)
      if (/(ktaneLogWriter|designerTasks)\.ts(\?bomb-page)?$/.test(id))
        // (JavaScript by now: the plugin runs after vite has compiled the TypeScript.)
        return `${code}\n;globalThis.__tacBuild = ${JSON.stringify(name)};\n`;
      return null;
    },
    generateBundle() {
      if (extra)
        this.emitFile({
          type: 'asset',
          fileName: 'only-in-a.svg',
          source: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        });
    },
  });
  beforeAll(async () => {
    for (const [i, name] of ['A', 'B'].entries()) {
      await build({
        logLevel: 'warn',
        plugins: [marker(name, name === 'A')],
        // The designer's worker is bundled on its own: the marker changes its file name too.
        worker: { plugins: () => [marker(name, false)] },
        build: { outDir: dirs[i], emptyOutDir: true },
      });
    }
    const read = (path: string) => readFileSync(join(dirs[0]!, path), 'utf8');
    shared = await sharedChunk(read);
    bomb = await bombEntry(read);
  }, 240_000);
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  it('the builds have the chunks these tests answer badly (shared by the designer and the manual; the bomb page’s) and change (the log writer, the worker)', () => {
    const files = dirs.map((d) => readdirSync(join(d, 'assets')));
    for (const f of files) expect(f.filter((n) => chunkPattern(shared).test(`/assets/${n}`))).toHaveLength(1);
    for (const f of files) expect(f.filter((n) => chunkPattern(bomb).test(`/assets/${n}`))).toHaveLength(1);
    const named = (i: number, re: RegExp) => files[i]!.find((n) => re.test(n));
    expect(named(0, /^ktaneLogWriter-/)).not.toBe(named(1, /^ktaneLogWriter-/));
    expect(named(0, /^designerWorker-/)).not.toBe(named(1, /^designerWorker-/));
  });

  /** A fresh context on a fresh host serving build A; closed after `body`. */
  async function withSite(
    body: (site: StaticServer, ctx: BrowserContext, page: Page) => Promise<void>,
    options: { serviceWorkers?: 'allow' | 'block' } = {},
  ): Promise<void> {
    const site = await serveStatic(dirs[0]);
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
    try {
      await body(site, ctx, await ctx.newPage());
    } finally {
      await ctx.close();
      await site.close();
    }
  }

  const buildName = (page: Page) => page.locator('meta[name="tac-build"]').getAttribute('content');
  /** Every cache's URLs (paths) and how many caches there are. */
  const cached = (page: Page) =>
    page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys())
        for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
      return { caches: (await caches.keys()).length, urls };
    });
  /** Which build the worker's cache holds for `eo.html` ("A" or "B"), asked from any page of the site. */
  const cachedBuild = (page: Page) =>
    page.evaluate(async () => {
      const eo = await caches.match(new URL('/manual/eo.html', location.href).href, { ignoreSearch: true });
      return (await eo?.text())?.includes('content="B"') ? 'B' : 'A';
    });
  /** The shared chunk as the worker's caches hold it: its content type or its text; null when not cached. */
  const storedShared = (page: Page, what: 'type' | 'text') =>
    page.evaluate(
      async ([source, what]) => {
        for (const key of await caches.keys())
          for (const req of await (await caches.open(key)).keys())
            if (new RegExp(source).test(new URL(req.url).pathname)) {
              const response = (await (await caches.open(key)).match(req))!;
              return what === 'type' ? response.headers.get('content-type') : response.text();
            }
        return null;
      },
      [chunkPattern(shared).source, what] as const,
    );
  /**
   * Opens the English manual at rule seed `seed` (a page none of these tests is on before) and
   * waits until its code has shown that seed's names.
   */
  async function manualShowsSeed(page: Page, site: StaticServer, seed: number): Promise<void> {
    await page.goto(`${site.base}manual/#${seed}`);
    await page.waitForFunction((s) => document.documentElement.dataset.ruleSeed === String(s), seed);
    expect(await namesOf(page)).toEqual(expected(seed));
  }
  /** Asks the page's worker to look for a new build now, and waits until build B's worker has taken over. */
  async function updateToB(site: StaticServer, page: Page): Promise<void> {
    site.serve(dirs[1]);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    await expect.poll(() => cachedBuild(page), { timeout: 30_000, interval: 250 }).toBe('B');
  }
  /** Opens the bomb page's KTANE log panel and waits until the writer has answered (the log, or a notice). */
  async function openLogPanel(page: Page): Promise<void> {
    await page.getByText('KTANE log', { exact: true }).click();
    await page.waitForFunction(
      () =>
        (document.getElementById('ktane-log') as HTMLTextAreaElement).value !== '' ||
        document.querySelector('#ktane-log-said [role="alert"]') !== null,
      null,
      { timeout: 20_000 },
    );
  }

  it('a new build replaces the old cache, keeping what a page of the old build still open may load until it is gone', async () => {
    await withSite(async (site, _ctx, page) => {
      await page.goto(`${site.base}manual/eo.html`);
      await waitForServiceWorker(page);
      expect(await buildName(page)).toBe('A');
      expect((await cached(page)).urls).toContain('/only-in-a.svg');

      // Build B goes live: this page (build A) stays open while B's worker takes over; what only
      // A has is still answered, from the worker's copy of the previous build.
      await updateToB(site, page);
      expect(await page.evaluate(async () => (await fetch('../only-in-a.svg')).status)).toBe(200);

      // The page of build A goes (a page of B replaces it): nothing of A is left.
      await page.goto(`${site.base}manual/index.html`);
      await expect
        .poll(async () => (await cached(page)).urls.includes('/only-in-a.svg'), { timeout: 20_000, interval: 250 })
        .toBe(false);
      expect((await cached(page)).caches).toBe(1);

      await page.context().setOffline(true);
      await page.goto(`${site.base}manual/eo.html`);
      expect(await buildName(page)).toBe('B');
      await page.goto(`${site.base}index.html?seed=after-update`);
      expect(await buildName(page)).toBe('B');
    });
  });

  it('a bomb page of the old build open across the update still loads its KTANE log writer', async () => {
    await withSite(async (site, _ctx, page) => {
      await page.goto(`${site.base}index.html?seed=across&time=off`);
      await waitForServiceWorker(page);
      expect(await buildName(page)).toBe('A');
      await updateToB(site, page);
      // Not from the browser's HTTP cache, which may have dropped it or never held it.
      await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
      await openLogPanel(page);
      expect(await page.locator('#ktane-log-said [role="alert"]').count()).toBe(0);
      expect(await page.getByLabel('KTANE log', { exact: true }).inputValue()).toMatch(/^\[TAC #1\] /);
      // Build A's own writer (B's would say "B").
      expect(await page.evaluate(() => (globalThis as Record<string, unknown>).__tacBuild)).toBe('A');
    });
  });

  it('a part gone all the same says so, and Reload brings the new build with the same bomb', async () => {
    await withSite(
      async (site, _ctx, page) => {
        const address = `${site.base}index.html?seed=gone&time=off`;
        await page.goto(address);
        await page.waitForFunction(() => performance.getEntriesByName('module-first-frame').length > 0);
        const serial = await page.locator('#serial').textContent();
        site.serve(dirs[1]);
        await openLogPanel(page);
        const notice = page.locator('#ktane-log-said [role="alert"]');
        expect((await notice.textContent())!.replace(/\s+/g, ' ')).toBe(
          'This part of the page (the KTANE log writer) could not load: the page is from an older version of the site, or a download failed. Reload',
        );
        await screenshot(page, 'offline-part-gone');
        await notice.getByRole('button', { name: 'Reload' }).click();
        await page.waitForFunction(() => performance.getEntriesByName('module-first-frame').length > 0);
        expect(page.url()).toBe(address);
        expect(await buildName(page)).toBe('B');
        expect(await page.locator('#serial').textContent()).toBe(serial);
        await openLogPanel(page);
        expect(await page.getByLabel('KTANE log', { exact: true }).inputValue()).toMatch(/^\[TAC #1\] /);
      },
      { serviceWorkers: 'block' },
    );
  });

  it('a designer page of the old build says its batch worker is gone, and Reload keeps its settings', async () => {
    await withSite(
      async (site, _ctx, page) => {
        const address = `${site.base}designer.html?seed=gone&ruleseed=2&swap=required`;
        await page.goto(address);
        await page.waitForFunction(() => /^\d+$/.test(document.getElementById('solution-count')?.textContent ?? ''));
        site.serve(dirs[1]);
        // The worker's file, loaded once at the start, no longer in the browser's HTTP cache either.
        await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
        await page.getByLabel(/^Number of bombs/).fill('20');
        await page.getByRole('button', { name: 'Generate batch' }).click();
        const notice = page.locator('#batch-results [role="alert"]');
        await notice.waitFor({ timeout: 20_000 });
        expect((await notice.textContent())!.replace(/\s+/g, ' ')).toBe(
          'This part of the page (the batch worker) could not load: the page is from an older version of the site, or a download failed. Reload',
        );
        await screenshot(page, 'offline-batch-gone');
        await notice.getByRole('button', { name: 'Reload' }).click();
        await page.waitForFunction(() => /^\d+$/.test(document.getElementById('solution-count')?.textContent ?? ''));
        expect(page.url()).toBe(address);
        expect(await buildName(page)).toBe('B');
        await page.getByRole('button', { name: 'Generate batch' }).click();
        await page.locator('#batch-download').waitFor({ timeout: 20_000 });
      },
      { serviceWorkers: 'block' },
    );
  });

  // While the worker installs, the shared chunk is answered by a Wi-Fi portal's page (200,
  // text/html: refused before it is stored), or by other bytes sent as a script (stored, then found
  // not to be the build's file by its SHA-384 and deleted).
  it.each([
    ["a portal's page", { status: 200, type: 'text/html', body: '<!doctype html><title>Sign in to the Wi-Fi</title>' }],
    ['other bytes', { status: 200, type: 'text/javascript', body: 'throw new Error("not the build\'s file");' }],
  ])(
    'a file answered by %s while the worker installs is never kept: back online, the pages work',
    async (_, answer) => {
      await withSite(async (site, _ctx, page) => {
        site.substitute((path) => (chunkPattern(shared).test(path) ? answer : undefined));
        await page.goto(`${site.base}manual/eo.html`);
        const state = await installWorker(page);
        // The worker did not keep the answer as the file (it gave up installing).
        expect(state).toBe('redundant');
        expect((await storedShared(page, 'type')) ?? 'not cached').toBe('not cached');

        // The host is back: the bomb arms, and the worker installs on a later visit.
        site.substitute(null);
        await page.goto(`${site.base}index.html?seed=portal&time=off`);
        await waitForFirstFrame(page);
        await waitForServiceWorker(page);
        expect(await storedShared(page, 'type')).toMatch(/javascript/);
        await page.context().setOffline(true);
        await page.goto(`${site.base}index.html?seed=portal-offline&time=off`);
        await waitForFirstFrame(page);
        // The manual's code, which imports the file, runs from what was stored.
        await manualShowsSeed(page, site, 42);
      });
    },
  );

  // A host (a CDN's edge) answers the shared chunk once with a cut copy that the browser may keep
  // for a year: the page's own request takes it into the HTTP cache, and the install's download,
  // which takes hashed files from that cache, finds it there.
  it("a bad copy of a file in the browser's HTTP cache is fetched again from the host at install", async () => {
    await withSite(async (site, _ctx, page) => {
      const requests: string[] = [];
      site.substitute((path) => {
        if (!chunkPattern(shared).test(path)) return undefined;
        requests.push(path);
        if (requests.length > 1) return undefined;
        return {
          status: 200,
          type: 'text/javascript',
          body: 'export const cut = "half a file";',
          cacheControl: 'public, max-age=31536000, immutable',
        };
      });
      await page.goto(`${site.base}manual/eo.html`);
      expect(await installWorker(page)).toBe('activated');
      // Asked twice: the page's request (the cut copy) and the install's second download.
      expect(requests).toHaveLength(2);
      const stored = await storedShared(page, 'text');
      expect(stored).toBe(readFileSync(join(dirs[0]!, 'assets', requests[0]!.split('/').pop()!), 'utf8'));
      // Offline, the manual's code runs from what was stored.
      await page.context().setOffline(true);
      await manualShowsSeed(page, site, 42);
    });
  });

  it("a cached file whose bytes are not the build's is healed at the next load", async () => {
    await withSite(async (site, _ctx, page) => {
      await page.goto(`${site.base}index.html?seed=heal&time=off`);
      await waitForServiceWorker(page);
      // Poison the cached bomb page's code (its one file: scripts/ownBundlePlugin.ts), as a
      // worker before this one may have stored it.
      const key = await page.evaluate(async (source) => {
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const req of await cache.keys())
            if (new RegExp(source).test(new URL(req.url).pathname)) {
              await cache.put(
                req,
                new Response('throw new Error("poisoned");', { headers: { 'Content-Type': 'text/javascript' } }),
              );
              return req.url;
            }
        }
        return null;
      }, chunkPattern(bomb).source);
      expect(key).not.toBe(null);
      await page.reload();
      await waitForFirstFrame(page);
      expect(
        await page.evaluate(() => document.querySelectorAll('[role="alert"].part-failed, .code-failed').length),
      ).toBe(0);
      const healed = await page.evaluate(
        async (url) => (await (await caches.match(url!))!.text()).includes('poisoned'),
        key,
      );
      expect(healed).toBe(false);
    });
  });
});
