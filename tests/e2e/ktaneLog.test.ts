/**
 * The KTANE log on the pages, in Chromium on the production build (issue 12): a bomb solved on
 * the bomb page shows a "KTANE log" whose lines are exactly `tac play --ktane-log`'s for the same
 * bomb and actions (start lines, five intended-gameplay boards, five "After playing" boards,
 * "Module solved!"), copied and downloaded as TAC-<seed>.txt; Twitch Plays commands solve bombs;
 * the replay of a struck game marks the step from which the hand was lost, on the bomb page and in
 * the designer; the designer rebuilds both bombs of a pasted log with two TAC modules and noise,
 * with the solution counts `tac solve` gives, and opens the verifier's hand-written log file (rule seed
 * 42, modules #1 and #3) the same way. Screenshots at 1280 and 390 px in
 * test-results/screenshots/ktane-*.png.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ARTIFACTS, launch, openPage, screenshot } from './browser';
import { checkA11y } from './axe';
import { encodeBombParam } from '../../src/doors/bombUrl';
import { COMMAND_WORDS_HELP } from '../../src/doors/commands';
import { bombToJson } from '../../src/rules/generator';
import { fixture, STRUCK, STRUCK_INPUTS } from '../fixtures/ktane-log/bombs';

interface CliBomb {
  seed: string;
  state: unknown;
  hand: string[];
  swap: { slot: number; card: string } | null;
  solution: string[];
}

const tac = (args: string[], input?: string) =>
  execFileSync(process.execPath, ['bin/tac.mjs', ...args], { input, encoding: 'utf8' });
const generate = (args: string[]) =>
  tac(['generate', ...args])
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as CliBomb);

/** The solution count `tac solve` gives for a bomb's played hand. */
function solveCount(bombJson: string): number {
  const b = JSON.parse(bombJson) as CliBomb;
  const hand = b.hand.map((c, i) => (b.swap && i === b.swap.slot ? b.swap.card : c));
  return (JSON.parse(tac(['solve'], `${JSON.stringify({ state: b.state, hand })}\n`)) as { solutionCount: number })
    .solutionCount;
}

/** The original module's Twitch Plays words for our action words: `!1 tac; 1; left; led tl; br`. */
const TWITCH: Record<string, string> = {
  tac: 'tac',
  l: 'left',
  r: 'right',
  tl: 'led tl',
  tr: 'TR',
  bl: 'led BL',
  br: 'br',
};
const twitch = (actions: readonly string[]) => `!1 ${actions.map((w) => TWITCH[w] ?? w).join('; ')}`;

async function ready(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('module-first-frame').length > 0, null, {
    timeout: 20_000,
  });
  await idle(page);
}

async function idle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const t = (window as unknown as { tac?: { controller: { busy: boolean } } }).tac;
    return t !== undefined && !t.controller.busy;
  });
}

async function runCommand(page: Page, text: string): Promise<void> {
  await page.getByLabel('Command').fill(text);
  await page.getByRole('button', { name: 'Run' }).click();
  await idle(page);
}

const bombUrl = (params: Record<string, string>) => `${inject('baseUrl')}/?${new URLSearchParams(params).toString()}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the KTANE log on the bomb page', () => {
  it('shows, copies and downloads exactly the lines of tac play --ktane-log for a bomb solved on the page', async () => {
    const [bomb] = generate(['--seed', 'abc', '--rule-seed', '42']);
    expect(bomb!.swap).not.toBeNull(); // the swap lines too
    const { page, errors, foreign } = await openPage(browser, bombUrl({ seed: 'abc', ruleseed: '42', time: 'off' }));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await ready(page);
    await runCommand(page, bomb!.solution.join(' '));
    await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Solved/);
    await page.getByText('KTANE log', { exact: true }).click(); // the panel's summary opens it
    const area = page.getByLabel('KTANE log', { exact: true });
    await expect.poll(() => area.inputValue()).toMatch(/Module solved!\n$/);
    const text = await area.inputValue();
    const cli = tac(['play', '--ktane-log'], `${JSON.stringify({ puzzle: bomb, actions: bomb!.solution })}\n`);
    expect(text).toBe(cli);
    const lines = text.trimEnd().split('\n');
    const starts = [
      '[TAC #1] Using rule seed: 42.',
      '<TAC #1> Names order: ',
      '<TAC #1> Deck: ',
      '[TAC #1] Initial hand: ',
      '[TAC #1] You must swap a card.',
      '[TAC #1] Hand after swap: ',
      '[TAC #1] {"message":"Initial board:",',
      '[TAC #1] Intended gameplay:',
    ];
    expect(lines.slice(0, 8).map((l, i) => l.startsWith(starts[i]!))).toEqual(starts.map(() => true));
    expect(lines.slice(8, 13).every((l) => /^\[TAC #1\] \{"message":"Play [^"]+, yielding:"/.test(l))).toBe(true);
    expect(
      lines.slice(13, 18).every((l) => /^\[TAC #1\] \{"message":"After playing [^"]+, board looks like this:"/.test(l)),
    ).toBe(true);
    expect(lines[12]).toContain('"positions":[-1,');
    expect(lines.slice(18)).toEqual(['[TAC #1] You entered your home and your hand is empty. Module solved!']);

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect.poll(() => page.locator('#ktane-log-said').textContent()).toBe('Log copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('TAC-abc.txt');
    const saved = await download.path();
    expect(readFileSync(saved!, 'utf8')).toBe(text);

    // The replay of the game just played is offered under the log.
    await expect.poll(() => page.locator('#replay-summary').textContent()).toBe('Replay of this game (5 steps)');
    await page.locator('#record').scrollIntoViewIfNeeded();
    await screenshot(page, 'ktane-bomb-log-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'ktane-bomb-log-390');
    expect(errors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  });

  it('holds back the answer while the bomb is live, downloads the whole file, shows it on Show the answer (issue 25)', async () => {
    const [bomb] = generate(['--seed', 'abc', '--rule-seed', '42']);
    const { page, errors } = await openPage(browser, bombUrl({ seed: 'abc', ruleseed: '42', time: 'off' }));
    await ready(page);
    const played = bomb!.solution.slice(0, 2);
    await runCommand(page, played.join(' '));
    await page.getByText('KTANE log', { exact: true }).click();
    const area = page.getByLabel('KTANE log', { exact: true });
    await expect.poll(() => area.inputValue()).toMatch(/^\[TAC #1\] Using rule seed: 42\./);
    const live = await area.inputValue();
    // Not a line that tells a swap, a hidden pawn or the solution.
    expect(live).not.toMatch(/swap a card|Hand after swap|"positions"|Intended gameplay|yielding/);
    expect(live).toContain('(Whether a swap is needed is held back, with the hand after the swap.)');
    const note = page.locator('#ktane-log-held');
    expect(await note.isVisible()).toBe(true);
    expect(await note.textContent()).toMatch(/held back: whether a swap is needed, every board/);
    const whole = tac(['play', '--ktane-log'], `${JSON.stringify({ puzzle: bomb, actions: played })}\n`);
    // The record's help `designer` (the bomb's solution seen) in the game's journal.
    const solutionSeen = () =>
      page.evaluate(
        () => (window as unknown as { tac: { journal: { help: { designer: boolean } } } }).tac.journal.help.designer,
      );
    expect(await solutionSeen()).toBe(false);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(readFileSync((await download.path())!, 'utf8')).toBe(whole);
    // The file holds the answer: saved while the bomb is live, it marks the game assisted.
    expect(await page.locator('#ktane-log-said').textContent()).toBe(
      'Saved as TAC-abc.txt: the whole file holds the answer, so this game is marked as assisted.',
    );
    await page.locator('#record').scrollIntoViewIfNeeded();
    expect(await checkA11y(page)).toEqual([]);
    await screenshot(page, 'ktane-bomb-held-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#ktane-log-panel').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(ARTIFACTS, 'ktane-bomb-held-390.png') });
    expect(await solutionSeen()).toBe(true);
    await page.getByRole('button', { name: 'Show the answer' }).click();
    await expect.poll(() => area.inputValue()).toBe(whole);
    expect(await solutionSeen()).toBe(true);
    expect(await page.locator('#ktane-log-said').textContent()).toBe(
      'The answer is shown: this game is marked as assisted.',
    );
    expect(await note.isHidden()).toBe(true);
    await page.screenshot({ path: join(ARTIFACTS, 'ktane-bomb-answer-390.png') });
    // Once over, the whole log with no asking (the next bomb holds its answer back again).
    await runCommand(page, bomb!.solution.slice(2).join(' '));
    await expect.poll(() => area.inputValue()).toMatch(/Module solved!\n$/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('#ktane-log-panel').scrollIntoViewIfNeeded();
    await screenshot(page, 'ktane-bomb-after-1280');
    await page.getByRole('button', { name: 'New bomb' }).click();
    await expect.poll(() => note.isVisible()).toBe(true);
    expect(await solutionSeen()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('solves bombs with Twitch Plays commands as typed in chat (swap, Trickster LEDs, options)', async () => {
    const pool = generate(['--seed', 'twitch', '--count', '60', '--rule-seed', '1']);
    const picks: CliBomb[] = [];
    const pick = (test: (b: CliBomb) => boolean) => picks.push(pool.find((b) => !picks.includes(b) && test(b))!);
    pick((b) => b.swap !== null);
    pick((b) => b.solution.some((w) => /^[tb][lr]$/.test(w))); // a Trickster's two LEDs
    pick((b) => b.solution.includes('l') || b.solution.filter((w) => w === 'r').length > 1); // options
    expect(new Set(picks.map((b) => b.seed)).size).toBe(3);
    for (const bomb of picks) {
      const { page, errors } = await openPage(browser, bombUrl({ seed: bomb.seed, ruleseed: '1', time: 'off' }));
      await ready(page);
      // The help under the command box lists the words (src/doors/commands.ts) and a Twitch command.
      const help = (await page.locator('#command-help').textContent())!.replace(/\s+/g, ' ');
      expect(help).toContain(COMMAND_WORDS_HELP);
      expect(help).toContain('!1 tac; 1; left; led tl; br');
      await runCommand(page, twitch(bomb.solution));
      await expect.poll(() => page.locator('#status').textContent()).toMatch(/^Solved/);
      expect(await page.getByLabel('Strikes').textContent()).toBe('0');
      expect(errors).toEqual([]);
      await page.close();
    }
    expect(twitch(['tac', '1', 'l', 'tl', 'br'])).toBe('!1 tac; 1; left; led tl; br');
  });

  it('replays a struck game once it is over and marks the step from which the hand was lost', async () => {
    const link = encodeBombParam(bombToJson(STRUCK));
    const { page, errors } = await openPage(browser, bombUrl({ bomb: link, time: 'off' }));
    await ready(page);
    // 1, the 8 diamond moved, 2, 6, then 5 crosses an opponent: strike; then the winning line.
    await runCommand(page, twitch(STRUCK_INPUTS.slice(0, 6)));
    expect(await page.getByLabel('Strikes').textContent()).toBe('1');
    expect(await page.locator('#replay-panel').isHidden()).toBe(true);
    await runCommand(page, twitch(STRUCK_INPUTS.slice(6)));
    await expect
      .poll(() => page.locator('#replay-summary').textContent())
      .toBe('Replay of this game (10 steps, round 1 lost at step 2)');
    const panel = page.locator('#replay-panel');
    expect(await panel.locator('.replay-step.lost').textContent()).toBe('2. 8 diamond · moved · hand lost');
    await panel.getByRole('button', { name: 'Go to step 2: hand lost' }).click();
    expect(await panel.locator('.replay-title').textContent()).toBe('Step 2 of 10 (round 1)');
    expect(await panel.locator('[data-row="hand"]').textContent()).toBe(
      'From here the hand can no longer be won (cards left: 6, 5 and 2): the first such step of round 1.',
    );
    await expect(
      panel.getByRole('img', { name: /^The module after step 2, hidden pawns revealed/ }).count(),
    ).resolves.toBe(1);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'ktane-bomb-replay-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.getByRole('button', { name: 'Next' }).click();
    await screenshot(page, 'ktane-bomb-replay-390');
    // New bomb: the replay goes, the log starts again.
    await page.getByRole('button', { name: 'New bomb' }).click();
    await expect.poll(() => panel.isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the KTANE log in the designer', () => {
  async function openDesigner(): Promise<{ page: Page; errors: string[] }> {
    const r = await openPage(browser, `${inject('baseUrl')}/designer.html?seed=abc`);
    await r.page.waitForFunction(() => /^\d+$/.test(document.getElementById('solution-count')?.textContent ?? ''));
    return r;
  }

  async function readLog(page: Page, text: string): Promise<void> {
    await page.getByLabel('KTANE log', { exact: true }).fill(text);
    const before = await page.locator('#ktane-log').getAttribute('data-log-shown');
    await page.getByRole('button', { name: 'Read log' }).click();
    // Read in the reader's worker: shown once the panel's count of logs shown moves.
    await page.waitForFunction(
      (b) => document.querySelector('#ktane-log')?.getAttribute('data-log-shown') !== b,
      before,
    );
  }

  /** Waits until the bomb of `label` is on screen and solved, and returns its JSON. */
  async function shown(page: Page, label: string): Promise<string> {
    await page.waitForFunction(
      (l) =>
        document.getElementById('bomb-meta')?.textContent?.startsWith(`From ${l} `) &&
        /^Opened .*Solved: \d+ solutions/.test(document.getElementById('status')?.textContent ?? ''),
      label,
    );
    return page.getByLabel('Bomb JSON').inputValue();
  }

  it('rebuilds both bombs of a pasted log with two TAC modules and noise, with the solution counts of tac solve', async () => {
    const { page, errors } = await openDesigner();
    await readLog(page, fixture('two-tac-modules.txt'));
    const choice = page.getByLabel('Module');
    expect(await choice.locator('option').allTextContents()).toEqual(['TAC #1', 'TAC #2']);
    const counts: number[] = [];
    for (const label of ['TAC #1', 'TAC #2']) {
      await choice.selectOption({ label });
      const json = await shown(page, label);
      expect(JSON.parse(json).serial).toBe('KT4VR7');
      const count = Number(await page.getByLabel('Solution count').textContent());
      expect(count).toBe(solveCount(json));
      counts.push(count);
      expect(await page.locator('#derivation .steps .ok').count()).toBe(3);
    }
    expect(counts[0]).toBe(96);
    expect(counts[1]).toBeGreaterThan(0);
    // The play link plays the bomb read from the log.
    const play = await page.getByRole('link', { name: 'Play this bomb' }).getAttribute('href');
    expect(play).toMatch(/index\.html\?bomb=/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens the verifier's hand-written log file (BOM, CRLF, rule seed 42, TAC #1 and #3): tac solve's counts, the strikes replayed", async () => {
    const { page, errors } = await openDesigner();
    await page
      .locator('#ktane-log-file')
      .setInputFiles(join(import.meta.dirname, '../fixtures/ktane-log/seed42-swap-trickster.txt'));
    const choice = page.getByLabel('Module');
    await expect.poll(() => choice.locator('option').allTextContents()).toEqual(['TAC #1', 'TAC #3']);
    const replay = page.locator('#log-replay');
    const counts: number[] = [];
    for (const [label, lost] of [
      ['TAC #1', '2. Trickster · strike · hand lost'],
      ['TAC #3', '1. 3 · strike · hand lost'],
    ] as const) {
      await choice.selectOption({ label });
      const json = await shown(page, label);
      expect(JSON.parse(json).serial).toBe('KT4VR7');
      counts.push(Number(await page.getByLabel('Solution count').textContent()));
      expect(counts.at(-1)).toBe(solveCount(json));
      expect(await page.locator('#derivation .steps .ok').count()).toBe(3);
      await expect.poll(() => replay.locator('.replay-step.lost').textContent()).toBe(lost);
    }
    expect(counts).toEqual([32, 48]);
    expect(JSON.parse(await page.getByLabel('Bomb JSON').inputValue()).ruleSeed).toBe(42);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('replays the struck game on the board, the lost step marked, and looks right at 1280 and 390 px', async () => {
    const { page, errors } = await openDesigner();
    await readLog(page, fixture('struck-game.txt'));
    const replay = page.locator('#log-replay');
    await expect
      .poll(() => replay.locator('.replay-summary').textContent())
      .toBe(
        '10 steps, 1 strike, solved. In round 1 the hand could no longer be won from step 2 (the 8 diamond), until the module was reset.',
      );
    expect(await replay.locator('.replay-step.lost').textContent()).toBe('2. 8 diamond · moved · hand lost');
    await page.getByLabel("The bomb's serial number").fill('KT4VR7');
    await page.getByRole('button', { name: 'Open bomb' }).click();
    await shown(page, 'TAC #1');
    await replay.getByRole('button', { name: 'Next' }).click();
    await replay.getByRole('button', { name: 'Next' }).click();
    expect(await replay.locator('[aria-current="step"]').textContent()).toBe('2. 8 diamond · moved · hand lost');
    await page.locator('#ktane-log').scrollIntoViewIfNeeded();
    await screenshot(page, 'ktane-designer-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('#log-replay').screenshot({ path: join(ARTIFACTS, 'ktane-designer-replay-390.png') });
    await page.locator('#ktane-log').screenshot({ path: join(ARTIFACTS, 'ktane-designer-reader-390.png') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
