/**
 * When a page cannot run its code (issue 25): with JavaScript off, the bomb page says it needs
 * it and links the manual, which works without it (its Print button, which needs a script, is
 * not shown; a line says how to print). One browser context for each case.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ARTIFACTS, launch, screenshot } from './browser';

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
