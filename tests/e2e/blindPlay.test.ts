/**
 * A blind defuser plays three bombs of `tac generate` on the bomb page using only what a screen
 * reader has: buttons found by role and name, the "Board" region's lines and the live regions
 * ("Announcements", "Alarms"); never the canvas, a CSS selector or the page's scripts. The test
 * reads the pawn's "space N", works out each press from the bomb's solution (the card of slot N
 * by the name the Board gives it, the option or LED by what its button says), and checks after
 * every press that the Board says exactly what the module reducer's state says (boardWords) and
 * that the right live region said the play's result. One game starts with a strike; the games end
 * solved with the Board saying "home". The first game's transcript (what a screen reader says, in
 * order) is written to test-results/blind-transcript.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { initialState, step, type ModuleState } from '../../src/module/moduleReducer';
import type { Puzzle } from '../../src/rules/bomb';
import { parseCard, SEAT_CORNERS, type Card } from '../../src/rules';
import { announcementOf } from '../../src/play/announcement';
import { boardWords } from '../../src/play/boardWords';
import { viewStateOf } from '../../src/art/viewState';
import type { BombFace } from '../../src/rules/bomb';
import { launch, openPage } from './browser';
import { generate, isLed, type CliBomb } from './cliBombs';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** What the module should be after each press: the reducer's state, the discard pile, strikes. */
interface Expected {
  state: ModuleState;
  discard: Card[];
  strikes: number;
  /** The announcement of the last press and whether it was urgent. */
  said: { text: string; urgent: boolean } | null;
}

const STRIKE_LIMIT = 3;

function puzzleOf(b: CliBomb): Puzzle & BombFace {
  return {
    ...{ seat: b.seat, colors: b.colors, names: b.names, state: b.state },
    hand: b.hand.map((c) => parseCard(c)!),
    swap: b.swap && { slot: b.swap.slot, card: parseCard(b.swap.card)! },
  };
}

/** The expected module after `input`, as the page's controller keeps it. */
function expectAfter(bomb: Puzzle & BombFace, e: Expected, input: string): Expected {
  const r = step(e.state, input);
  let discard = e.discard;
  let strikes = e.strikes;
  for (const fx of r.effects) {
    if (fx.type === 'card-played') discard = [...discard, fx.card];
    if (fx.type === 'reset') discard = [];
    if (fx.type === 'strike') strikes += 1;
  }
  const entry = { action: input, lines: [], strike: strikes > e.strikes, effects: r.effects };
  const said = announcementOf(bomb, entry, { strikes, strikeLimit: STRIKE_LIMIT, exploded: null });
  return { state: r.state, discard, strikes, said };
}

const boardLines = (page: Page) => page.getByRole('region', { name: 'Board' }).getByRole('listitem').allTextContents();
const lastSaid = async (page: Page, name: 'Announcements' | 'Alarms') =>
  (await page.getByRole('log', { name }).getByRole('paragraph').allTextContents()).at(-1) ?? null;

/**
 * The accessible name of the focused element (what a screen reader says when the focus moves
 * there), or null on the page's body. Read with the page's `document.activeElement`: the test
 * acts through roles and names, it only looks at where the focus went.
 */
const focusName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el && el !== document.body ? (el.getAttribute('aria-label') ?? el.textContent) : null;
  });

/**
 * The button a blind defuser presses for an action word, found by role and name only: a card by
 * its name in the Board's hand, an option by what it does, an LED by its corner.
 */
async function buttonFor(page: Page, word: string) {
  if (/^[1-5]$/.test(word)) {
    const hand = (await boardLines(page)).find((l) => l.startsWith('Hand: '))!;
    const card = new RegExp(`card ${word}, an? ([^;.]+)`).exec(hand)![1]!;
    return {
      button: page.getByRole('button', { name: `Card ${word}: ${card}`, exact: true }),
      name: `Card ${word}: ${card}`,
    };
  }
  if (word === 'tac') return { button: page.getByRole('button', { name: 'TAC', exact: true }), name: 'TAC' };
  const pattern =
    word === 'l'
      ? /^Left option: /
      : word === 'r'
        ? /^Right option: /
        : new RegExp(`^LED ${SEAT_CORNERS[['tr', 'br', 'bl', 'tl'].indexOf(word)]}: `);
  const button = page.getByRole('button', { name: pattern });
  return { button, name: (await button.getAttribute('aria-label'))! };
}

/**
 * Plays `words` on the page, checking the Board and the live regions after each press.
 * @param how `click` (a screen reader's click) or the `Enter` key on the button.
 * @returns the transcript lines of these presses.
 */
async function play(
  page: Page,
  bomb: Puzzle & BombFace,
  e: Expected,
  words: readonly string[],
  how: 'click' | 'Enter',
) {
  const transcript: string[] = [];
  let lastPawn = (await boardLines(page)).find((l) => l.startsWith('Your pawn'))!;
  for (const word of words) {
    const { button, name } = await buttonFor(page, word);
    if (how === 'click') await button.click();
    else await button.press('Enter');
    // The focus never falls to the page's body, even while the winning press's animation plays.
    expect(await focusName(page), `the focus after pressing ${name}`).not.toBeNull();
    const next = expectAfter(bomb, e, word);
    Object.assign(e, next);
    const view = viewStateOf(bomb, e.state, { discard: e.discard });
    await expect.poll(() => boardLines(page), { timeout: 15_000 }).toEqual(boardWords(view));
    const region = next.said!.urgent ? 'Alarms' : 'Announcements';
    expect(await lastSaid(page, region)).toBe(next.said!.text);
    transcript.push(`- Press “${name}” (button).`);
    transcript.push(`  - ${region === 'Alarms' ? 'Alarm, said at once' : 'Announcement'}: “${next.said!.text}”`);
    const focus = await focusName(page);
    if (focus && focus !== name) transcript.push(`  - The focus moves to “${focus}” (button).`);
    const pawn = (await boardLines(page)).find((l) => l.startsWith('Your pawn'))!;
    if (pawn !== lastPawn) transcript.push(`  - The Board now begins: “${pawn}”`);
    lastPawn = pawn;
  }
  return transcript;
}

/** Opens a bomb and checks that the page says its first position before any card is played. */
async function openBomb(b: CliBomb) {
  const r = await openPage(
    browser,
    `${inject('baseUrl')}/?seed=${encodeURIComponent(b.seed)}&ruleseed=${b.ruleSeed}&time=off`,
  );
  const bomb = puzzleOf(b);
  const e: Expected = { state: initialState(bomb), discard: [], strikes: 0, said: null };
  await expect.poll(() => boardLines(r.page), { timeout: 20_000 }).toEqual(boardWords(viewStateOf(bomb, e.state)));
  const first = (await boardLines(r.page))[0]!;
  expect(Number(/^Your pawn: space (\d+)[,.]/.exec(first)![1])).toBe(b.state.you);
  await expect
    .poll(() => lastSaid(r.page, 'Announcements'))
    .toMatch(new RegExp(`^New bomb\\. ${first.replace(/[().]/g, '\\$&')}`));
  return { ...r, bomb, e };
}

describe('a blind defuser', () => {
  it('plays three bombs through the accessibility tree alone and solves them', async () => {
    const pool = generate(['--seed', 'blind', '--count', '80', '--rule-seed', '1']);
    const tricky = pool.find((b) => b.swap && b.solution.some(isLed))!;
    const options = pool.find((b) => b !== tricky && b.solution.some((w) => w === 'l' || w === 'r'))!;
    const [seeded] = generate(['--seed', 'blind-42', '--rule-seed', '42']);
    const transcript: string[] = [];
    for (const [i, b] of [tricky, options, seeded!].entries()) {
      const { page, errors, bomb, e } = await openBomb(b);
      if (i === 0) {
        transcript.push(`Bomb \`?seed=${b.seed}\` (rule seed ${b.ruleSeed}). The page opens:`, '');
        transcript.push(`- Region “Board”, heading level 2 “Board”, list of ${(await boardLines(page)).length} items:`);
        for (const l of await boardLines(page)) transcript.push(`  - “${l}”`);
        transcript.push(`- Announcement: “${await lastSaid(page, 'Announcements')}”`);
        // A card before the swap this bomb needs: a strike, said at once.
        transcript.push(...(await play(page, bomb, e, ['1'], 'click')));
        expect(await page.getByLabel('Strikes').textContent()).toBe('1');
      }
      const presses = await play(page, bomb, e, b.solution, i === 1 ? 'Enter' : 'click');
      if (i === 0) transcript.push(...presses);
      const lines = await boardLines(page);
      expect(lines[0]).toBe('Module solved: the status light is green.');
      expect(lines[1]).toBe('Your pawn: home.');
      // The Board says the solve when the status line does (the pawn entering home); the module's
      // buttons leave once its animation has ended.
      await expect.poll(() => page.getByRole('button', { name: /^(Card|LED|TAC|Left|Right)/ }).count()).toBe(0);
      // The module's buttons are gone: the focus is on the page's next step, Reveal pawns.
      await expect.poll(() => focusName(page)).toBe('Reveal pawns');
      if (i === 0) {
        await page.getByRole('button', { name: 'Reveal pawns' }).click();
        await expect.poll(async () => (await boardLines(page)).at(-1), { timeout: 15_000 }).toMatch(/^Hidden pawns: /);
        transcript.push('- Press “Reveal pawns” (toggle button).');
        transcript.push(`  - Announcement: “${await lastSaid(page, 'Announcements')}”`);
        transcript.push(`- The Board, read again (list of ${(await boardLines(page)).length} items):`);
        for (const l of await boardLines(page)) transcript.push(`  - “${l}”`);
      }
      expect(errors).toEqual([]);
      await page.close();
    }
    const dir = join(process.cwd(), 'test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'blind-transcript.md'), transcript.join('\n') + '\n');
  });
});
