/**
 * The designer's log reader on the attacker's big logs (issue 25; tests/fixtures/ktane-log/bigLogs.ts):
 * the file is read in the reader's worker with its progress shown, the page answers typing while
 * it reads, Cancel stops it (nothing of the file shown, the reader's worker gone), and a file of
 * 100,000 strikes in one module is read whole, its replay listing a window of steps. axe finds
 * nothing on the page once it is cancelled. Screenshots of the progress at 1280 and 390 × 844. How long
 * the main thread's tasks are is the benchmark's (scripts/benchLogReader.ts), not this test's.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, screenshot } from './browser';
import { checkA11y } from './axe';
import { chooseFile } from '../../scripts/benchLogReader';
import { manyModules, manyStrikes } from '../fixtures/ktane-log/bigLogs';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function openDesigner(): Promise<{ page: Page; errors: string[] }> {
  const r = await openPage(browser, `${inject('baseUrl')}/designer.html?seed=abc`);
  await r.page.waitForFunction(() => /^\d+$/.test(document.getElementById('solution-count')?.textContent ?? ''));
  return r;
}

describe('the designer reads a big KTANE log', () => {
  it('shows its progress, answers typing while it reads, and Cancel stops it', async () => {
    const { page, errors } = await openDesigner();
    // Both big files in one, so that it is still being read when Cancel is pressed.
    await chooseFile(page, 'attacker-200000.txt', manyModules(200_000, false) + manyStrikes(100_000));
    const progress = page.locator('#log-progress');
    await progress.waitFor({ state: 'visible' });
    await expect
      .poll(() => page.locator('#log-progress-text').textContent())
      .toMatch(/^Reading attacker-200000\.txt: (lines|TAC modules) [\d,]+ of [\d,]+…$/);
    // The page answers while the worker reads: typing into the seed field shows at once.
    await page.getByLabel('Bomb seed', { exact: true }).fill('typed while reading');
    expect(await page.getByLabel('Bomb seed', { exact: true }).inputValue()).toBe('typed while reading');
    expect(await progress.isVisible()).toBe(true);
    await page.locator('#ktane-log').scrollIntoViewIfNeeded();
    await screenshot(page, 'designer-big-log-progress-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#ktane-log').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/designer-big-log-progress-390.png' });
    await progress.getByRole('button', { name: 'Cancel' }).click();
    await progress.waitFor({ state: 'hidden' });
    expect(await page.locator('#log-reading-status').textContent()).toBe('Reading attacker-200000.txt was cancelled.');
    expect(await page.locator('#log-module-box').isHidden()).toBe(true);
    expect(await checkA11y(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('reads 200,000 modules and 100,000 strikes whole: a number field to choose, a window of steps', async () => {
    const { page, errors } = await openDesigner();
    await chooseFile(page, 'attacker-200000.txt', manyModules(200_000, false));
    await page.locator('#log-module-box').waitFor({ state: 'visible', timeout: 120_000 });
    expect(await page.getByLabel(/^Position in the file/).getAttribute('max')).toBe('200000');
    await page.getByLabel(/^Position in the file/).fill('199999');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect
      .poll(() => page.locator('#log-module-chosen').textContent())
      .toBe('Module 199999 of 200,000: TAC #199999 (not read).');
    await chooseFile(page, 'attacker-strikes.txt', manyStrikes(100_000));
    await expect
      .poll(() => page.locator('#log-facts').textContent(), { timeout: 120_000 })
      .toMatch(/100000 steps played, 100000 strikes, not solved\.$/);
    const replay = page.locator('#log-replay');
    expect(await replay.locator('.replay-step').count()).toBe(200);
    await replay.getByRole('button', { name: 'Later steps' }).click();
    expect(await replay.locator('.replay-step').first().textContent()).toBe('200. TAC · strike · hand lost');
    expect(errors).toEqual([]);
    await page.close();
  });
});
