/**
 * The designer page in Chromium on the production build: its JSON equals `tac generate`, its
 * solution count equals `tac solve`, filters and batches match the CLI with the same options,
 * bad JSON raises the alert while the last good bomb stays. Screenshots go to
 * test-results/screenshots/designer-*.png.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openPage, screenshot } from './browser';
import { checkBomb } from '../../src/doors/bombCheck';
import { namesFor } from '../../src/rules/placement';

const tac = (args: string[], input?: string) =>
  execFileSync('node', ['bin/tac.mjs', ...args], { cwd: process.cwd(), input, encoding: 'utf8' });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the designer with a query and waits until the bomb is generated and solved. */
async function open(query: string): Promise<{ page: Page; foreign: string[]; errors: string[] }> {
  const r = await openPage(browser, `${inject('baseUrl')}/designer.html?${query}`);
  await waitSolved(r.page);
  return r;
}

async function waitSolved(page: Page): Promise<void> {
  await page.waitForFunction(() => /^\d+$/.test(document.getElementById('solution-count')?.textContent ?? ''), null, {
    timeout: 20_000,
  });
}

const jsonOf = (page: Page) => page.getByLabel('Bomb JSON').inputValue();
const countOf = (page: Page) => page.getByLabel('Solution count').textContent();

function solveCount(bombLine: string): number {
  const b = JSON.parse(bombLine) as { state: unknown; hand: string[]; swap: { slot: number; card: string } | null };
  const hand = b.hand.map((c, i) => (b.swap && i === b.swap.slot ? b.swap.card : c));
  return (JSON.parse(tac(['solve'], JSON.stringify({ state: b.state, hand }) + '\n')) as { solutionCount: number })
    .solutionCount;
}

describe('designer in Chromium', () => {
  it('shows exactly the JSON of tac generate and the solution count of tac solve, with the module drawn and the pawns revealed', async () => {
    const { page, foreign, errors } = await open('seed=abc&ruleseed=1');
    const cli = tac(['generate', '--seed', 'abc', '--rule-seed', '1']).trim();
    expect(await jsonOf(page)).toBe(cli);
    expect(Number(await countOf(page))).toBe(solveCount(cli));
    expect(await page.locator('#designer').getAttribute('data-engine')).toBe('worker');
    // The module's picture (the bomb's art, drawn as SVG by the worker) and the numbered board.
    await page.waitForFunction(
      () => {
        const img = document.querySelector('#module img') as HTMLImageElement | null;
        return img?.src.startsWith('data:image/svg+xml') && img.complete && img.naturalWidth === 640;
      },
      null,
      { timeout: 20_000 },
    );
    const box = await page.locator('#module img').boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    // No Pixi on the designer: the picture needs no canvas.
    expect(await page.locator('canvas').count()).toBe(0);
    expect(await page.locator('[data-piece]').count()).toBe(4);
    await page.waitForTimeout(300);
    await screenshot(page, 'designer-bomb-revealed');
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('agrees with tac generate and tac solve for more seeds and rule seeds, swap bombs included', async () => {
    const { page, errors } = await open('seed=x0&ruleseed=1');
    let swaps = 0;
    for (const [seed, rs] of [
      ['x1', 1],
      ['x2', 42],
      ['hello world', 7],
      ['x4', 2147483647],
      ['x5', 3],
      ['x6', 99],
    ] as const) {
      await page.getByLabel('Bomb seed').fill(seed);
      await page.getByLabel('Rule seed').fill(String(rs));
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      const cli = tac(['generate', '--seed', seed, '--rule-seed', String(rs)]).trim();
      await page.waitForFunction(
        (want) => (document.getElementById('bomb-json') as HTMLTextAreaElement).value === want,
        cli,
        { timeout: 20_000 },
      );
      await waitSolved(page);
      expect(Number(await countOf(page)), seed).toBe(solveCount(cli));
      if (JSON.parse(cli).swap) swaps++;
    }
    expect(swaps).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('applies the filters exactly as tac generate with the same options', async () => {
    const { page, errors } = await open('seed=filt&ruleseed=5');
    await page.getByLabel('Swap', { exact: true }).selectOption('required');
    await page.getByLabel('Include Trickster').check();
    await page.getByLabel('Exclude Warrior').check();
    await page.getByLabel('Min solutions').fill('2');
    await page.getByLabel('Max solutions').fill('20');
    await page.getByLabel('Deal').selectOption('easy');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const args = [
      'generate',
      '--seed',
      'filt',
      '--rule-seed',
      '5',
      '--swap',
      'required',
      '--min-solutions',
      '2',
      '--max-solutions',
      '20',
      '--include',
      'trickster',
      '--exclude',
      'warrior',
      '--deal',
      'easy',
    ];
    const cli = tac(args).trim();
    await page.waitForFunction(
      (want) => (document.getElementById('bomb-json') as HTMLTextAreaElement).value === want,
      cli,
      { timeout: 20_000 },
    );
    await waitSolved(page);
    // The designer writes the seed as --seed=S (a seed that starts with - stays a seed).
    expect(await page.locator('#cli-line').textContent()).toBe(
      `npx tac ${args.join(' ').replace('--seed ', '--seed=')}`,
    );
    const n = Number(await countOf(page));
    expect(n).toBe(solveCount(cli));
    expect(n).toBeGreaterThanOrEqual(2);
    expect(n).toBeLessThanOrEqual(20);
    expect(await page.getByLabel('Swap needed').textContent()).toMatch(/^yes: TAC swaps slot [1-5] for /);
    // The filtered bomb is shared by its own seed, which deals it without the filters (issue 25).
    const href = await page.getByRole('link', { name: 'Play this bomb' }).getAttribute('href');
    const own = (JSON.parse(cli) as { seed: string }).seed;
    expect(href!.endsWith(`/index.html?seed=${encodeURIComponent(own)}&ruleseed=5&deal=easy`)).toBe(true);
    expect(tac(['generate', `--seed=${own}`, '--rule-seed', '5', '--deal', 'easy']).trim()).toBe(cli);
    // Opening all solutions.
    await page.locator('#solutions summary').click();
    expect(await page.locator('#solution-list li').count()).toBe(n);
    await page.locator('#solutions').scrollIntoViewIfNeeded();
    await screenshot(page, 'designer-solutions-open');
    expect(errors).toEqual([]);
    await page.close();

    // The deal alone is not a filter: the bomb page deals it from its seed, rule seed and deal.
    const hard = await open('seed=filt&ruleseed=5&deal=hard');
    expect(await hard.page.getByLabel('Deal').inputValue()).toBe('hard');
    expect(await jsonOf(hard.page)).toBe(
      tac(['generate', '--seed', 'filt', '--rule-seed', '5', '--deal', 'hard']).trim(),
    );
    const play = await hard.page.getByRole('link', { name: 'Play this bomb' }).getAttribute('href');
    expect(play).toMatch(/index\.html\?seed=filt&ruleseed=5&deal=hard$/);
    await hard.page.locator('#generate-form').scrollIntoViewIfNeeded();
    await screenshot(hard.page, 'designer-deal-hard');
    expect(hard.errors).toEqual([]);
    await hard.page.close();
  });

  it('raises the alert naming the field for bad JSON, and the last good bomb stays', async () => {
    const { page, errors } = await open('seed=abc&ruleseed=1');
    const good = await jsonOf(page);
    const count = await countOf(page);
    const bad = JSON.parse(good);
    bad.state.partner = 40;
    await page.getByLabel('Bomb JSON').fill(JSON.stringify(bad));
    await page.getByRole('button', { name: 'Apply' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('bomb.state.partner must be a track space 0–31, not 40');
    expect(await countOf(page)).toBe(count);
    expect(await page.locator('[data-piece="partner"] title').textContent()).toContain(
      `on space ${JSON.parse(good).state.partner}`,
    );
    await page.locator('#json').scrollIntoViewIfNeeded();
    await screenshot(page, 'designer-error');

    await page.getByLabel('Bomb JSON').fill('{"seed": "abc", "ruleSeed": ');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => alert.textContent()).toMatch(/^Bomb JSON is not valid JSON: /);
    expect(await countOf(page)).toBe(count);

    // A good edit: drop the solution; the solver's (that of tac solve) is computed and the bomb
    // applies. (The classic deal's own solution is its winning line, often another one.)
    const edited = JSON.parse(good);
    delete edited.solution;
    await page.getByLabel('Bomb JSON').fill(JSON.stringify(edited));
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await waitSolved(page);
    const swap = edited.swap as { slot: number; card: string } | null;
    const played = (edited.hand as string[]).map((c, i) => (swap && i === swap.slot ? swap.card : c));
    const solved = JSON.parse(tac(['solve'], JSON.stringify({ state: edited.state, hand: played })));
    expect(JSON.parse(await jsonOf(page))).toEqual({
      ...edited,
      solution: swap ? ['tac', ...solved.solution] : solved.solution,
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('makes a batch in a worker with progress, statistics and a JSON Lines download equal to tac generate --count', async () => {
    const { page, errors } = await open('seed=batch&ruleseed=1&swap=forbidden&exclude=warrior');
    await page.getByLabel(/^Number of bombs/).fill('3000');
    // The page stays responsive while the worker runs: progress moves and a click is answered.
    await page.getByRole('button', { name: 'Generate batch' }).click();
    await page.waitForFunction(
      () => {
        const p = document.getElementById('batch-progress') as HTMLProgressElement;
        return p.value > 0 && p.value < p.max;
      },
      null,
      { timeout: 20_000, polling: 20 },
    );
    const t0 = Date.now();
    await page.locator('#solutions summary').click();
    expect(Date.now() - t0).toBeLessThan(1000);
    const link = page.getByRole('link', { name: /^Download 3000 bombs/ });
    await link.waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(download.suggestedFilename()).toBe('tac-bombs-batch-3000.jsonl');
    const cli = tac([
      'generate',
      '--seed',
      'batch',
      '--rule-seed',
      '1',
      '--count',
      '3000',
      '--swap',
      'forbidden',
      '--exclude',
      'warrior',
    ]);
    expect(text).toBe(cli);
    expect(await page.getByLabel('Swap share').textContent()).toBe('0.0 %');
    expect(await page.getByRole('img', { name: 'Solution-count histogram' }).isVisible()).toBe(true);
    await page.locator('#batch').scrollIntoViewIfNeeded();
    await screenshot(page, 'designer-batch-stats');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('cancels a running batch', async () => {
    const { page, errors } = await open('seed=slow&ruleseed=1&min=150');
    await page.getByLabel(/^Number of bombs/).fill('10000');
    await page.getByRole('button', { name: 'Generate batch' }).click();
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.locator('#batch-progress-text').textContent()).toBe('Cancelled.');
    expect(await page.getByRole('button', { name: 'Generate batch' }).isEnabled()).toBe(true);
    expect(await page.getByRole('link', { name: /^Download/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('drags a pawn, and the hand-edited bomb plays to solved on the bomb page through its link', async () => {
    const { page, errors } = await open('seed=play1&ruleseed=1');
    const json = JSON.parse(await jsonOf(page)) as {
      serial: string;
      ruleSeed: number;
      state: Record<string, number>;
      names: string[];
    };
    const taken = new Set([json.state.you, json.state.opponent1, json.state.partner, json.state.opponent2]);
    let target = -1;
    for (let s = 0; s < 32 && target < 0; s++) {
      if (taken.has(s)) continue;
      const state: Record<string, number> = { ...json.state, partner: s };
      const names = namesFor(json.serial, json.ruleSeed, state.you!, state as never);
      if (checkBomb({ ...json, state, names, solution: undefined }).ok) target = s;
    }
    expect(target).toBeGreaterThanOrEqual(0);
    // Drag the partner's revealed pawn onto the target space of the numbered board.
    await page.locator('[data-piece="partner"]').dragTo(page.locator(`[data-space="${target}"]`));
    await page.waitForFunction(
      (t) => JSON.parse((document.getElementById('bomb-json') as HTMLTextAreaElement).value).state.partner === t,
      target,
    );
    const edited = JSON.parse(await jsonOf(page)) as { serial: string; solution: string[] };
    const href = (await page.getByRole('link', { name: 'Play this bomb' }).getAttribute('href'))!;
    expect(href).toMatch(/index\.html\?bomb=/);
    const bombPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const bombErrors: string[] = [];
    bombPage.on('pageerror', (e) => bombErrors.push(String(e)));
    await bombPage.goto(href);
    await expect.poll(() => bombPage.locator('#serial').textContent(), { timeout: 20_000 }).toBe(edited.serial);
    await bombPage.locator('#command').fill(edited.solution.join(' '));
    await bombPage.locator('#command').press('Enter');
    await expect.poll(() => bombPage.locator('#end-title').textContent(), { timeout: 45_000 }).toBe('Module solved!');
    expect(bombErrors).toEqual([]);
    expect(errors).toEqual([]);
    await bombPage.close();
    await page.close();
  });
  it('ends a drag released off the board, refuses a taken space with an alert, moves by keyboard, and Back returns to the previous bomb', async () => {
    const { page, errors } = await open('seed=abc&ruleseed=1');
    const first = await jsonOf(page);
    const pawn = page.locator('#board [data-piece="opponent1"]');
    const look = () =>
      pawn.evaluate((g) => ({ transform: g.getAttribute('transform'), dragging: g.classList.contains('dragging') }));
    await page.locator('#board').evaluate((e) => e.scrollIntoView({ block: 'start' }));
    const box = (await pawn.boundingBox())!;
    const board = (await page.locator('#board').boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    // Released far below the numbered board: the pawn snaps back and nothing moves.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 40, y + 40, { steps: 3 });
    await page.mouse.move(x + 80, board.y + board.height + 150, { steps: 5 });
    expect(await look()).toEqual({ transform: expect.stringMatching(/^translate/), dragging: true });
    await page.mouse.up();
    expect(await look()).toEqual({ transform: null, dragging: false });
    await page.mouse.move(x, y + 100);
    expect(await look()).toEqual({ transform: null, dragging: false });
    expect(await jsonOf(page)).toBe(first);
    // Dropped on your pawn's space: the Move form's alert.
    const you = JSON.parse(first).state.you as number;
    const target = (await page.locator(`#board [data-space="${you}"]`).boundingBox())!;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe(`To space ${you} is taken by your pawn: pieces stand on distinct spaces`);
    expect(await look()).toEqual({ transform: null, dragging: false });
    // Keyboard only: Enter on the partner, the arrow keys along the track, Enter on the space.
    const partner = JSON.parse(first).state.partner as number;
    await page.locator('#board [data-piece="partner"]').focus();
    await page.keyboard.press('Enter');
    expect(await page.locator('#board [data-piece="partner"]').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Space ${(partner + 1) % 32}`,
    );
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('#status').textContent())
      .toMatch(new RegExp(`^Moved the partner to space ${(partner + 1) % 32}\\. Solved: \\d+ solutions|^Not changed`));
    // A new Generate is a history entry: Back shows the bomb before it, form and all.
    await page.getByLabel('Bomb seed').fill('second');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.waitForFunction(() => location.search === '?seed=second&ruleseed=1');
    await waitSolved(page);
    await page.goBack();
    await expect.poll(() => page.getByLabel('Bomb seed').inputValue()).toBe('abc');
    await expect.poll(() => jsonOf(page).then((j) => JSON.parse(j).seed)).toBe('abc');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fits a 390 px phone: the derivation table inside its box, the board scrolling with big enough spaces', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${inject('baseUrl')}/designer.html?seed=abc&ruleseed=1`);
    await waitSolved(page);
    const m = await page.evaluate(() => {
      const t = document.querySelector('table.values') as HTMLElement;
      const box = document.getElementById('derivation-body')!;
      return {
        table: t.getBoundingClientRect().right <= box.getBoundingClientRect().right + 0.5,
        page: document.documentElement.scrollWidth,
        space: document.querySelector('#board .space-dot')!.getBoundingClientRect().width,
      };
    });
    expect(m.table).toBe(true);
    expect(m.page).toBe(390);
    expect(m.space).toBeGreaterThanOrEqual(24);
    await page.locator('#derivation').scrollIntoViewIfNeeded();
    await screenshot(page, 'designer-390');
    await page.close();
  });
});
