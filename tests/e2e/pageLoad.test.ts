/**
 * When a page cannot run its code (issue 25): with JavaScript off, the bomb page says it needs
 * it and links the manual, which works without it (its Print button, which needs a script, is
 * not shown; a line says how to print). When a file of a page's code does not load (blocked with
 * Playwright's `page.route`: answered by a portal's HTML page, or the request failing), each page
 * says which part could not load and offers a Reload that keeps its address: the bomb (never
 * "Arming…" forever), the designer (never blank), the manual at #42 (never rule seed 1 without a
 * word), the screen reader's Board. One browser context for each case, service workers blocked
 * so that every request meets the route.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ARTIFACTS, launch, screenshot } from './browser';
import { bombEntry, chunkPattern, sharedChunk } from './sharedChunk';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('with JavaScript off', () => {
  it('the bomb page says it needs JavaScript and links the manual; the manual hides Print and says how to print', async () => {
    const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await ctx.newPage();
      await page.goto(`${inject('baseUrl')}/index.html?seed=abc`);
      const note = page.locator('.noscript-note');
      expect(await note.isVisible()).toBe(true);
      expect((await note.textContent())!.replace(/\s+/g, ' ').trim()).toBe(
        'The bomb needs JavaScript, which is off in this browser. The manual works without it: the manual (rule seed 1).',
      );
      // Nothing claims to be arming.
      expect(await page.getByText('Arming…').isVisible()).toBe(false);
      const manual = note.getByRole('link', { name: 'the manual' });
      expect(await manual.getAttribute('href')).toBe('manual/index.html');
      await screenshot(page, 'noscript-bomb');
      await manual.click();
      await page.waitForURL(/manual\/index\.html$/);
      expect(await page.locator('#names-table tbody tr').count()).toBe(32);

      for (const [file, hint] of [
        ['index.html', /^To print, use your browser’s Print command/],
        ['fr.html', /^Pour imprimer, utilisez la commande Imprimer du navigateur/],
        ['eo.html', /^Por presi, uzu la komandon Presi de via retumilo/],
        ['worksheet.html', /^To print, use your browser’s Print command/],
        ['worksheet-fr.html', /^Pour imprimer, utilisez la commande Imprimer du navigateur/],
        ['worksheet-eo.html', /^Por presi, uzu la komandon Presi de via retumilo/],
      ] as const) {
        await page.goto(`${inject('baseUrl')}/manual/${file}`);
        expect(await page.locator('button[data-print]').isVisible(), file).toBe(false);
        expect(await page.locator('.print-hint').textContent(), file).toMatch(hint);
        expect(await page.locator('.print-hint').isVisible(), file).toBe(true);
      }
      await page.locator('.controls').screenshot({ path: join(ARTIFACTS, 'noscript-manual-eo-controls.png') });
    } finally {
      await ctx.close();
    }
  });

  it('with JavaScript on, the bomb has no scripts-off line and the manual shows Print only', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await ctx.newPage();
      await page.goto(`${inject('baseUrl')}/manual/eo.html`);
      await page.waitForFunction(() => document.documentElement.dataset.ruleSeed === '1');
      expect(await page.locator('button[data-print]').isVisible()).toBe(true);
      expect(await page.locator('.print-hint').count()).toBe(0);
      await page.goto(`${inject('baseUrl')}/index.html?seed=abc`);
      expect(await page.locator('.noscript-note').count()).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});

/** A portal's answer: a page of HTML where a script was asked for. */
const PORTAL = { status: 200, contentType: 'text/html', body: '<!doctype html><title>Sign in to the Wi-Fi</title>' };

/**
 * A context without service workers whose requests for `pattern` get `answer` until `restore()`:
 * a portal's page, a failed request, the file cut in half (it comes, but cannot run), or an
 * empty file (it runs, and starts nothing).
 */
async function blocked(
  pattern: RegExp,
  answer: 'portal' | 'fail' | 'cut' | 'empty',
): Promise<{ ctx: BrowserContext; page: Page; restore: () => Promise<void> }> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const handler = async (route: import('playwright-core').Route) => {
    if (answer === 'portal') return route.fulfill(PORTAL);
    if (answer === 'fail') return route.abort('connectionfailed');
    if (answer === 'empty') return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
    // A host's cut copy: the file's first half, sent as a script.
    const response = await route.fetch();
    const body = await response.text();
    return route.fulfill({ response, body: body.slice(0, body.length >> 1) });
  };
  await ctx.route(pattern, handler);
  return { ctx, page, restore: () => ctx.unroute(pattern, handler) };
}

/** The page's alerts' text, spaces collapsed (empty alert regions left out). */
const alertsOf = (page: Page) =>
  page.$$eval('[role="alert"]', (els) =>
    els
      .filter((e) => !(e as HTMLElement).hidden)
      .map((e) => e.textContent!.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );

describe("when a file of a page's code does not load", () => {
  /** A chunk the designer's and the manual's code import, which these tests block (tests/e2e/sharedChunk.ts). */
  let shared: RegExp;
  /** The bomb page's one file of code (its entry). */
  let bomb: RegExp;
  beforeAll(async () => {
    const read = async (path: string) => (await fetch(`${inject('baseUrl')}/${path}`)).text();
    shared = chunkPattern(await sharedChunk(read));
    bomb = chunkPattern(await bombEntry(read));
  });

  it('the bomb says its code could not load instead of "Arming…", and Reload keeps the bomb', async () => {
    // The page's start is one file (scripts/ownBundlePlugin.ts): load-check.js says when it fails.
    const { ctx, page, restore } = await blocked(bomb, 'portal');
    try {
      const address = `${inject('baseUrl')}/index.html?seed=portal&time=off`;
      await page.goto(address);
      const alert = page.locator('.code-failed[role="alert"]');
      await alert.waitFor({ timeout: 15_000 });
      expect((await alert.textContent())!.replace(/\s+/g, ' ')).toBe(
        'This page’s code could not load: the page is from an older version of the site, or a download failed. Reload',
      );
      expect(await page.locator('#status').textContent()).toBe('Not armed: the bomb’s code could not load.');
      await screenshot(page, 'load-failed-bomb');
      await restore();
      await alert.getByRole('button', { name: 'Reload' }).click();
      await page.waitForFunction(() => performance.getEntriesByName('module-first-frame').length > 0, null, {
        timeout: 30_000,
      });
      expect(page.url()).toBe(address);
      expect(await page.locator('#seed-text').textContent()).toBe('portal');
      expect(await alertsOf(page)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });

  // A cut copy comes with the right type: the browser fires nothing on the script element and
  // reports the file's parse error on the window (scripts/loadCheckPlugin.ts).
  it.each([
    ['the bomb', 'index.html?seed=cut&time=off'],
    ['the designer', 'designer.html?seed=cut'],
  ])('%s says its code could not load when a file of it comes cut in half', async (_, path) => {
    const { ctx, page } = await blocked(path.startsWith('index') ? bomb : shared, 'cut');
    try {
      await page.goto(`${inject('baseUrl')}/${path}`);
      const alert = page.locator('.code-failed[role="alert"]');
      await alert.waitFor({ timeout: 15_000 });
      expect((await alert.textContent())!.replace(/\s+/g, ' ').trim()).toBe(
        'This page’s code could not load: the page is from an older version of the site, or a download failed. Reload',
      );
      if (path.startsWith('index'))
        expect(await page.locator('#status').textContent()).toBe('Not armed: the bomb’s code could not load.');
    } finally {
      await ctx.close();
    }
  });

  it('the bomb says its code could not load when its entry comes empty (it runs, without error, and starts nothing)', async () => {
    const { ctx, page } = await blocked(bomb, 'empty');
    try {
      await page.goto(`${inject('baseUrl')}/index.html?seed=empty&time=off`);
      await page.locator('.code-failed[role="alert"]').waitFor({ timeout: 15_000 });
      expect(await page.locator('#status').textContent()).toBe('Not armed: the bomb’s code could not load.');
    } finally {
      await ctx.close();
    }
  });

  it('the designer says its code could not load instead of a blank page, and Reload keeps the address', async () => {
    const { ctx, page, restore } = await blocked(shared, 'portal');
    try {
      const address = `${inject('baseUrl')}/designer.html?seed=portal&ruleseed=3`;
      await page.goto(address);
      const alert = page.locator('.code-failed');
      await alert.waitFor({ timeout: 15_000 });
      expect((await alert.textContent())!.replace(/\s+/g, ' ').trim()).toBe(
        'This page’s code could not load: the page is from an older version of the site, or a download failed. Reload',
      );
      await screenshot(page, 'load-failed-designer');
      await restore();
      await alert.getByRole('button', { name: 'Reload' }).click();
      await page.waitForFunction(
        () => /^\d+$/.test(document.getElementById('solution-count')?.textContent ?? ''),
        null,
        {
          timeout: 30_000,
        },
      );
      expect(page.url()).toBe(address);
    } finally {
      await ctx.close();
    }
  });

  it('the manual at #42 says it shows rule seed 1 because its code could not load (EN, FR, EO)', async () => {
    const { ctx, page, restore } = await blocked(shared, 'fail');
    try {
      for (const [file, want] of [
        [
          'index.html',
          'This page’s code could not load, so it shows the default rule seed 1, not the #42 of the address: the page is from an older version of the site, or a download failed. Reload',
        ],
        [
          'fr.html',
          'Le code de cette page n’a pas pu se charger ; elle montre donc la graine de règles par défaut (1), et non le #42 de l’adresse : la page vient d’une version plus ancienne du site, ou un téléchargement a échoué. Recharger',
        ],
        [
          'eo.html',
          'La kodo de ĉi tiu paĝo ne povis ŝargiĝi, do ĝi montras la defaŭltan regulsemon 1, ne la #42 de la adreso: la paĝo venas de pli malnova versio de la retejo, aŭ elŝuto malsukcesis. Reŝargi',
        ],
      ] as const) {
        await page.goto(`${inject('baseUrl')}/manual/${file}#42`);
        const alert = page.locator('.code-failed');
        await alert.waitFor({ timeout: 15_000 });
        expect((await alert.textContent())!.replace(/\s+/g, ' ').trim(), file).toBe(want);
      }
      // Without a hash the page is what it says (rule seed 1): no seed is named.
      await page.goto(`${inject('baseUrl')}/manual/index.html`);
      await page.locator('.code-failed').waitFor({ timeout: 15_000 });
      expect(await page.locator('.code-failed').textContent()).not.toContain('#');
      // (From another page: a change of the hash alone would not load the page again.)
      await page.goto('about:blank');
      await page.goto(`${inject('baseUrl')}/manual/index.html#42`);
      await page.locator('.code-failed').waitFor({ timeout: 15_000 });
      expect(await page.locator('.code-failed').textContent()).toContain('not the #42 of the address');
      await screenshot(page, 'load-failed-manual');
      await restore();
      await page.locator('.code-failed').getByRole('button', { name: 'Reload' }).click();
      await page.waitForFunction(() => document.documentElement.dataset.ruleSeed === '42', null, { timeout: 30_000 });
      expect(page.url()).toMatch(/\/manual\/index\.html#42$/);
    } finally {
      await ctx.close();
    }
  });

  it("the screen reader's Board says its words could not load, and the bomb still plays", async () => {
    const { ctx, page } = await blocked(/\/assets\/speech-[^/]*\.js$/, 'fail');
    try {
      await page.goto(`${inject('baseUrl')}/index.html?seed=speechless&time=off`);
      const line = page.locator('#board-lines [role="alert"]');
      await line.waitFor({ state: 'attached', timeout: 20_000 });
      expect((await line.textContent())!.replace(/\s+/g, ' ')).toMatch(
        /^This part of the page \(the screen reader’s words\) could not load: .* Reload$/,
      );
      expect(await line.getByRole('button', { name: 'Reload' }).count()).toBe(1);
      // The module itself plays: its buttons are there.
      expect(await page.getByRole('button', { name: 'TAC', exact: true }).count()).toBe(1);
    } finally {
      await ctx.close();
    }
  });

  it('the phone’s manual code and the second window say they could not load, and the bomb still plays', async () => {
    const { ctx, page } = await blocked(/\/assets\/twoDevices-[^/]*\.js$/, 'fail');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    try {
      await page.goto(`${inject('baseUrl')}/index.html?seed=one-device&time=off`);
      const item = page.locator('#notices li', { hasText: 'the second window' });
      await item.waitFor({ timeout: 20_000 });
      expect((await item.textContent())!.replace(/\s+/g, ' ')).toMatch(
        /^This part of the page \(the phone’s manual code, the second window and the game log\) could not load: .* Reload The bomb still plays\.$/,
      );
      await page.keyboard.press('1');
      expect(await page.locator('#log li').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
