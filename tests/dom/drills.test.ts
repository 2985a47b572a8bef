/**
 * The expert drills' views (src/pages/practice/drills/, issue 19), answered right and wrong,
 * found by roles and accessible names only.
 */
import { fireEvent, getByRole, queryByRole, within } from '@testing-library/dom';
import seedrandom from 'seedrandom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDrillAnswer, type DrillAnswer } from '../../src/drills/drillAnswer';
import { answerName, newOffsetDeck, nextName } from '../../src/drills/nameOffsetDrill';
import { checkPlacement, placementItem, placementWords } from '../../src/drills/placementDrill';
import { explainSwapOrPlay, swapOrPlayItem } from '../../src/drills/swapOrPlayDrill';
import { mountExpertDrills } from '../../src/pages/practice/drills/expertDrills';
import { mountNameOffsetDrill } from '../../src/pages/practice/drills/nameOffsetView';
import { mountPlacementDrill } from '../../src/pages/practice/drills/placementView';
import { mountSwapOrPlayDrill } from '../../src/pages/practice/drills/swapOrPlayView';
import { ruleSet } from '../../src/rules/ruleSeed';

let root: HTMLElement;
let records: DrillAnswer[];
let clock: number;
const opts = () => ({
  onAnswer: (r: DrillAnswer) => records.push(r),
  now: () => clock,
  clock: () => new Date(Date.UTC(2026, 11, 1, 9, 30) + clock),
});

beforeEach(() => {
  document.body.replaceChildren();
  root = document.createElement('main');
  document.body.append(root);
  records = [];
  clock = 0;
});
afterEach(() => {
  for (const r of records) expect(checkDrillAnswer(r)).toEqual({ ok: true, value: r });
});

const region = (name: string) => getByRole(root, 'region', { name });
const statusOf = (name: string) => getByRole(region(name), 'status').textContent;
const type = (field: HTMLElement, value: string) => fireEvent.input(field, { target: { value } });
const submit = (field: HTMLElement) => fireEvent.submit(field.closest('form')!);

describe('name offsets', () => {
  it('on rule seed 42, answered from the names table: right, wrong, bad input, and a round of 32', () => {
    const offsets = ruleSet(42);
    mountNameOffsetDrill(root, { ...opts(), ruleSeed: 42, random: seedrandom.alea('dom-names') });
    const oracle = seedrandom.alea('dom-names');
    let deck = newOffsetDeck(42);
    const drill = region('Name offsets');
    const field = () => getByRole(drill, 'textbox', { name: 'Offset' });

    type(field(), 'abc');
    submit(field());
    expect(getByRole(drill, 'alert').textContent).toBe('Offset: "abc" is not a number 0–31.');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(records).toEqual([]);

    for (let i = 0; i < 32; i++) {
      const name = nextName(deck, oracle);
      expect(getByRole(drill, 'textbox', { name: 'Offset', description: `Name: ${name}` })).toBe(field());
      const right = i % 4 !== 1;
      const typed = right ? offsets.offsetOf(name)! : (offsets.offsetOf(name)! + 5) % 32;
      clock += 2000;
      type(field(), String(typed));
      submit(field());
      deck = answerName(deck, name, right, 2000);
      const verdict = right
        ? `Right: ${name} is ${typed} (rule seed 42). 2.0 s.`
        : `Wrong: you typed ${typed}: ${name} is ${offsets.offsetOf(name)} (rule seed 42). 2.0 s.`;
      expect(statusOf('Name offsets')).toContain(verdict);
      expect(records.at(-1)).toMatchObject({
        drill: 'name-offset',
        ruleSeed: 42,
        item: name,
        answer: typed,
        correct: right,
        ms: 2000,
      });
    }
    expect(statusOf('Name offsets')).toMatch(/Round of 32: 24 right \(75%\), mean 2\.0 s\.$/);
    expect(queryByRole(drill, 'textbox', { name: 'Offset' })).toBeNull();
    const again = getByRole(drill, 'button', { name: 'Start a new round' });
    expect(document.activeElement).toBe(again);
    fireEvent.click(again);
    expect(document.activeElement).toBe(field());
    expect(records).toHaveLength(32);
  });
});

describe('placement', () => {
  const seeds = ['dom-place#1', 'dom-place#2'];

  it('right, then wrong with the derivation shown and its first wrong line marked in words', () => {
    let k = 0;
    mountPlacementDrill(root, { ...opts(), nextSeed: () => seeds[k++ % 2]! });
    const drill = region('Placement');
    const first = placementItem(seeds[0]!, 1);
    const picture = getByRole(drill, 'img');
    expect(picture.getAttribute('aria-label')).toContain(placementWords(first));
    expect(within(drill).getByText(placementWords(first))).toBeTruthy();
    const fill = (a: { opponent1: number; partner: number; opponent2: number }) => {
      type(getByRole(drill, 'textbox', { name: 'Opponent 1' }), String(a.opponent1));
      type(getByRole(drill, 'textbox', { name: 'Partner' }), String(a.partner));
      type(getByRole(drill, 'textbox', { name: 'Opponent 2' }), String(a.opponent2));
      clock += 9000;
      submit(getByRole(drill, 'textbox', { name: 'Opponent 1' }));
    };
    fill(first.answer);
    expect(statusOf('Placement')).toBe(
      `Right: opponent 1 on ${first.answer.opponent1}, partner on ${first.answer.partner}, opponent 2 on ${first.answer.opponent2}. 9.0 s.`,
    );
    fireEvent.click(getByRole(drill, 'button', { name: 'Next bomb' }));

    const second = placementItem(seeds[1]!, 1);
    const wrong = { ...second.answer, partner: (second.answer.partner + 3) % 32 };
    fill(wrong);
    expect(statusOf('Placement')).toMatch(/^Wrong from line 2: partner is \d+, not \d+\./);
    const lines = within(getByRole(drill, 'list', { name: 'Derivation' })).getAllByRole('listitem');
    const expected = checkPlacement(second, wrong).lines.map((l) => l.text);
    expect(lines.map((li) => li.textContent)).toEqual([
      `${expected[0]} Right.`,
      `${expected[1]} First wrong line: you typed ${wrong.partner}.`,
      expect.stringMatching(new RegExp(`^${expected[2]!.replace(/[()+]/g, '\\$&')} (Right\\.|You typed \\d+\\.)$`)),
    ]);
    expect(records.map((r) => r.correct)).toEqual([true, false]);
    expect(records[1]).toMatchObject({ drill: 'placement', item: seeds[1], answer: wrong, ms: 9000 });
  });

  it('names a field that is not a space, and ends a round of 10 with accuracy, mean and best time', () => {
    let k = 0;
    mountPlacementDrill(root, { ...opts(), nextSeed: () => `dom-round#${k++}` });
    const drill = region('Placement');
    type(getByRole(drill, 'textbox', { name: 'Opponent 1' }), '37');
    type(getByRole(drill, 'textbox', { name: 'Partner' }), '');
    type(getByRole(drill, 'textbox', { name: 'Opponent 2' }), '4');
    submit(getByRole(drill, 'textbox', { name: 'Opponent 2' }));
    expect(getByRole(drill, 'alert').textContent).toBe(
      'Opponent 1: 37 is over 31: take it mod 32 (5). Partner: type a number 0–31.',
    );
    expect(document.activeElement).toBe(getByRole(drill, 'textbox', { name: 'Opponent 1' }));
    for (let i = 0; i < 10; i++) {
      const item = placementItem(`dom-round#${i}`, 1);
      const a = i < 7 ? item.answer : { ...item.answer, opponent1: (item.answer.opponent1 + 1) % 32 };
      type(getByRole(drill, 'textbox', { name: 'Opponent 1' }), String(a.opponent1));
      type(getByRole(drill, 'textbox', { name: 'Partner' }), String(a.partner));
      type(getByRole(drill, 'textbox', { name: 'Opponent 2' }), String(a.opponent2));
      clock += 1000 * (i + 5);
      submit(getByRole(drill, 'textbox', { name: 'Opponent 1' }));
      if (i === 9) expect(statusOf('Placement')).toMatch(/ Round of 10: 7 right \(70%\), mean 9\.5 s, best 5\.0 s\.$/);
      fireEvent.click(getByRole(drill, 'button', { name: i < 9 ? 'Next bomb' : 'Start a new round' }));
    }
    expect(records.map((r) => r.ms)).toEqual([5000, 6000, 7000, 8000, 9000, 10000, 11000, 12000, 13000, 14000]);
    expect(records.map((r) => r.correct)).toEqual([...Array(7).fill(true), false, false, false]);
    // A new round: its status is empty and the first field has the focus.
    expect(statusOf('Placement')).toBe('');
    expect(document.activeElement).toBe(getByRole(drill, 'textbox', { name: 'Opponent 1' }));
  });
});

describe('swap or play?', () => {
  /** The first seeds of `prefix#i` whose answer is play and swap. */
  const seedsOf = (prefix: string) => {
    const out: Record<'play' | 'swap', string> = { play: '', swap: '' };
    for (let i = 0; !out.play || !out.swap; i++) {
      const item = swapOrPlayItem(`${prefix}#${i}`, 1);
      out[item.answer] ||= item.seed;
    }
    return out;
  };

  it('right and wrong on a play hand and a swap hand, with the winning or the closest line', () => {
    const s = seedsOf('dom-sop');
    const order = [s.play, s.swap, s.play, s.swap];
    let k = 0;
    mountSwapOrPlayDrill(root, { ...opts(), nextSeed: () => order[k++]! });
    const drill = region('Swap or play?');
    const answer = (name: 'Play' | 'Swap') => {
      clock += 3000;
      fireEvent.click(within(getByRole(drill, 'group', { name: 'Your answer' })).getByRole('button', { name }));
    };
    expect(within(getByRole(drill, 'list', { name: 'Board' })).getAllByRole('listitem')[2]!.textContent).toMatch(
      /^Hidden pawns: opponent \w+ \(\w+\) on space \d+; your partner/,
    );
    answer('Play');
    expect(statusOf('Swap or play?')).toBe('Right: play, the hand wins as dealt. 3.0 s.');
    const winning = within(getByRole(drill, 'list', { name: 'Winning line' })).getAllByRole('listitem');
    expect(winning.map((li) => li.textContent)).toEqual(explainSwapOrPlay(swapOrPlayItem(s.play, 1)).lines);
    expect(document.activeElement).toBe(getByRole(drill, 'button', { name: 'Next hand' }));
    fireEvent.click(getByRole(drill, 'button', { name: 'Next hand' }));

    answer('Play');
    expect(statusOf('Swap or play?')).toBe('Wrong: swap, the hand cannot win as dealt. 3.0 s.');
    const closest = within(getByRole(drill, 'list', { name: 'Closest line' })).getAllByRole('listitem');
    const e = explainSwapOrPlay(swapOrPlayItem(s.swap, 1));
    expect(closest.map((li) => li.textContent)).toEqual(e.lines);
    expect(closest.at(-1)!.textContent).toContain(`(${e.failure!.reason})`);
    expect(within(drill).getByRole('list', { name: 'Winning line after the swap' })).toBeTruthy();
    fireEvent.click(getByRole(drill, 'button', { name: 'Next hand' }));

    answer('Swap');
    expect(statusOf('Swap or play?')).toMatch(/^Wrong: play/);
    fireEvent.click(getByRole(drill, 'button', { name: 'Next hand' }));
    answer('Swap');
    expect(statusOf('Swap or play?')).toMatch(/^Right: swap/);
    expect(records.map((r) => [r.item, r.answer, r.correct])).toEqual([
      [s.play, 'play', true],
      [s.swap, 'play', false],
      [s.play, 'swap', false],
      [s.swap, 'swap', true],
    ]);
  });
});

describe('the expert drills together', () => {
  it('follow the rule-seed control (default 1), which names a value that is not a rule seed', () => {
    mountExpertDrills(root, { ...opts(), random: seedrandom.alea('dom-all') });
    expect(getByRole(root, 'region', { name: 'Expert drills' })).toBeTruthy();
    const control = getByRole(root, 'form', { name: 'Rule seed of the drills' });
    const field = getByRole(control, 'textbox', { name: 'Rule seed' });
    expect((field as HTMLInputElement).value).toBe('1');
    expect(getByRole(control, 'link', { name: 'Manual for rule seed 1' }).getAttribute('href')).toBe(
      'manual/index.html#1',
    );
    type(field, '0');
    fireEvent.click(getByRole(control, 'button', { name: 'Use this rule seed' }));
    expect(getByRole(control, 'alert').textContent).toBe(
      'Rule seed "0" is not an integer 1 … 2147483647; the drills keep rule seed 1.',
    );
    type(field, ' 0042 ');
    fireEvent.click(getByRole(control, 'button', { name: 'Use this rule seed' }));
    expect(getByRole(control, 'alert').textContent).toBe('');
    expect(getByRole(control, 'link', { name: 'Manual for rule seed 42' }).getAttribute('href')).toBe(
      'manual/index.html#42',
    );
    const offset = getByRole(region('Name offsets'), 'textbox', { name: 'Offset' });
    type(offset, '3');
    submit(offset);
    expect(statusOf('Name offsets')).toMatch(/\(rule seed 42\)/);
    expect(records.map((r) => r.ruleSeed)).toEqual([42]);
  });
});
