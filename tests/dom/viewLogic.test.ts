/**
 * The bomb page's pure view helpers: URL parameters, the countdown, log and status words, the
 * view state built from the reducer's state.
 */
import { describe, expect, it } from 'vitest';
import { encodeBombParam } from '../../src/doors/bombUrl';
import { bombToJson, generateBomb, parseCard } from '../../src/rules/index';
import { initialState, step } from '../../src/module/moduleReducer';
import { bombSearch, parseBombParams, plateSeed } from '../../src/doors/urlParams';
import { Countdown, formatClock, formatDuration, timerRate } from '../../src/pages/bomb/countdown';
import { actionWords, cardButtonName, effectLine, ledButtonName, statusLine } from '../../src/play/bombWords';
import { STRIKE_SENTENCES } from '../../src/module/playWords';
import { seatLabels, viewStateOf } from '../../src/art/viewState';
import { capturedSeats } from '../../src/rules/bomb';
import { STRIKE_REASONS } from '../../src/rules/play';

const fixed = () => 0.5;

describe('plateSeed', () => {
  it('says the seed as the plate shows it, once, with where the bomb came from', () => {
    expect(plateSeed('abc', false)).toBe('abc');
    expect(plateSeed('abc', true)).toBe('abc (bomb from a link)');
    expect(plateSeed('', false)).toBe('(none)');
    // A bomb opened from a KTANE log has no seed: one pair of brackets, not "(none) (bomb from a link)".
    expect(plateSeed('', true)).toBe('none (bomb from a link)');
    expect(plateSeed('W'.repeat(30), false)).toBe(`${'W'.repeat(24)}…`);
    // A look-alike seed (a Cyrillic а, U+0430) is shown escaped, not as "abc"; cut between escapes.
    expect(plateSeed('\u0430bc', false)).toBe('\\u{0430}bc');
    expect(plateSeed('\u0430bc', true)).toBe('\\u{0430}bc (bomb from a link)');
    expect(plateSeed('\u0430'.repeat(10), false)).toBe(`${'\\u{0430}'.repeat(3)}…`);
  });
});

describe('parseBombParams', () => {
  it('reads good values', () => {
    const p = parseBombParams('?seed=abc&ruleseed=42&deal=hard&time=7&strikes=5', fixed);
    expect(p).toMatchObject({
      seed: 'abc',
      randomSeed: false,
      ruleSeed: 42,
      deal: 'hard',
      minutes: 7,
      strikeLimit: 5,
      bomb: null,
      notices: [],
    });
  });

  it('defaults to a random seed, rule seed 1, the classic deal, 5 minutes and 3 strikes without notices', () => {
    const p = parseBombParams('', fixed);
    expect(p.seed).toBe('ssssssss');
    expect(p.randomSeed).toBe(true);
    expect([p.ruleSeed, p.deal, p.minutes, p.strikeLimit, p.notices.length]).toEqual([1, 'classic', 5, 3, 0]);
    expect(parseBombParams('?seed=a&deal=%20Easy%20').deal).toBe('easy');
  });

  it('turns the timer off with time=off or time=0', () => {
    expect(parseBombParams('?seed=a&time=off').minutes).toBe(0);
    expect(parseBombParams('?seed=a&time=0').minutes).toBe(0);
  });

  it('reads time and strikes as every door reads numbers: leading zeros allowed (00 is 0, off)', () => {
    for (const [time, minutes] of [
      ['00', 0],
      ['000', 0],
      ['07', 7],
      ['099', 99],
      [' 5 ', 5],
      ['OFF', 0],
    ] as const) {
      expect(parseBombParams(`?seed=a&time=${encodeURIComponent(time)}`), time).toMatchObject({ minutes, notices: [] });
    }
    expect(parseBombParams('?seed=a&strikes=03')).toMatchObject({ strikeLimit: 3, notices: [] });
    expect(parseBombParams('?seed=a&time=0100&strikes=00').notices).toEqual([
      'time "0100" is not "off" or a whole number of minutes 1–99; used 5 minutes.',
      'strikes "00" is not a strike limit 1–9; used 3.',
    ]);
    expect(parseBombParams('?seed=a&time=%EF%BC%95').notices).toEqual([
      'time "５" is not "off" or a whole number of minutes 1–99; used 5 minutes.',
    ]);
  });

  it('names each bad parameter and what was used instead', () => {
    const p = parseBombParams('?seed=&ruleseed=0&deal=uniform&time=100&strikes=x', fixed);
    expect(p.notices).toEqual([
      'seed is empty; used the random seed "ssssssss".',
      'ruleseed "0" is not an integer 1 … 2147483647; used rule seed 1.',
      'deal "uniform" is not classic, easy or hard; used the classic deal.',
      'time "100" is not "off" or a whole number of minutes 1–99; used 5 minutes.',
      'strikes "x" is not a strike limit 1–9; used 3.',
    ]);
    expect([p.ruleSeed, p.deal, p.minutes, p.strikeLimit]).toEqual([1, 'classic', 5, 3]);
  });

  it('rejects a rule seed beyond 2^31 − 1 and a seed longer than 100 characters (the seed rule)', () => {
    expect(parseBombParams('?seed=a&ruleseed=2147483648').ruleSeed).toBe(1);
    expect(parseBombParams(`?seed=${'x'.repeat(100)}`, fixed).seed).toBe('x'.repeat(100));
    const long = parseBombParams(`?seed=${'x'.repeat(101)}`, fixed);
    expect(long.seed).toBe('ssssssss');
    expect(long.notices).toEqual([
      `seed "${'x'.repeat(20)}…" has 101 characters, at most 100; used the random seed "ssssssss".`,
    ]);
  });

  it('takes a whole bomb from ?bomb= (overriding seed and rule seed) and reports a bad one', () => {
    const bomb = generateBomb('linked', 7);
    const json = JSON.parse(
      JSON.stringify({
        ...bomb,
        hand: bomb.hand.map((c) => c.code),
        swap: bomb.swap && { slot: bomb.swap.slot, card: bomb.swap.card.code },
      }),
    );
    const p = parseBombParams(`?seed=zzz&ruleseed=3&bomb=${encodeBombParam(json)}`);
    expect(p.bomb?.serial).toBe(bomb.serial);
    expect(p.bomb?.hand.map((c) => c.code)).toEqual(bomb.hand.map((c) => c.code));
    expect(p.ruleSeed).toBe(7);
    // The parameters the bomb overrides are named (before: ignored without a word).
    expect(p.notices).toEqual([
      'The bomb in the link is played (bomb wins): seed "zzz" and ruleseed "3" are not used.',
    ]);
    // Their own notices give way to it: the bomb is played, not a random seed's.
    const all = parseBombParams(`?seed=&ruleseed=x&deal=hard&time=2&bomb=${encodeBombParam(json)}`);
    expect(all.notices).toEqual([
      'The bomb in the link is played (bomb wins): seed "", ruleseed "x" and deal "hard" are not used.',
    ]);
    expect(parseBombParams(`?bomb=${encodeBombParam(json)}&time=off`).notices).toEqual([]);
    const bad = parseBombParams(
      `?seed=zzz&bomb=${encodeBombParam({ ...json, state: { ...json.state, partner: 40 } })}`,
    );
    expect(bad.bomb).toBe(null);
    expect(bad.notices).toEqual([
      'The bomb in the link cannot be played: bomb.state.partner must be a track space 0–31, not 40. Dealt the bomb of seed "zzz" instead.',
    ]);
  });

  it('names a parameter given twice, and plays its first value (issue 25)', () => {
    const p = parseBombParams('?seed=a&seed=b&ruleseed=3&ruleseed=4&time=2&time=off&time=9');
    expect([p.seed, p.ruleSeed, p.minutes]).toEqual(['a', 3, 2]);
    expect(p.notices).toEqual([
      'seed is given 2 times ("a", "b"); used the first, "a".',
      'ruleseed is given 2 times ("3", "4"); used the first, "3".',
      'time is given 3 times ("2", "off", "9"); used the first, "2".',
    ]);
    const bomb = generateBomb('twice', 2);
    const json = bombToJson(bomb);
    const other = encodeBombParam(bombToJson(generateBomb('other', 1)));
    const b = parseBombParams(`?bomb=${encodeBombParam(json)}&bomb=${other}`);
    expect(b.bomb?.serial).toBe(bomb.serial);
    expect(b.notices).toEqual(['bomb is given 2 times; played the first.']);
    // A bomb that wins names the seeds it does not use, twice or not.
    expect(parseBombParams(`?seed=a&seed=b&bomb=${encodeBombParam(json)}`).notices).toEqual([
      'The bomb in the link is played (bomb wins): seed "a" is not used.',
    ]);
  });

  it('writes a search string that reads back the same', () => {
    const s = bombSearch({ seed: 'a b#1', ruleSeed: 9, minutes: 0, strikeLimit: 2 });
    expect(s).toBe('?seed=a+b%231&ruleseed=9&time=off&strikes=2');
    expect(parseBombParams(s)).toMatchObject({ seed: 'a b#1', ruleSeed: 9, minutes: 0, strikeLimit: 2 });
    // The deal is written only when it is not the default.
    expect(bombSearch({ seed: 'a', ruleSeed: 1, deal: 'classic', minutes: 5, strikeLimit: 3 })).toBe(
      '?seed=a&ruleseed=1&time=5&strikes=3',
    );
    const easy = bombSearch({ seed: 'a', ruleSeed: 1, deal: 'easy', minutes: 5, strikeLimit: 3 });
    expect(easy).toBe('?seed=a&ruleseed=1&deal=easy&time=5&strikes=3');
    expect(parseBombParams(easy)).toMatchObject({ seed: 'a', deal: 'easy', notices: [] });
  });
});

describe('the countdown', () => {
  it('runs faster after strikes, as in KTANE', () => {
    expect([0, 1, 2, 3].map(timerRate)).toEqual([1, 1.25, 1.5, 1.75]);
    const c = new Countdown(60_000);
    c.advance(10_000, 0);
    expect(c.remainingMs).toBe(50_000);
    c.advance(10_000, 2);
    expect(c.remainingMs).toBe(35_000);
    c.advance(100_000, 1);
    expect(c.remainingMs).toBe(0);
    expect(c.expired).toBe(true);
  });

  it('shows MM:SS from a minute up and SS.CC in the last minute', () => {
    expect(formatClock(300_000)).toBe('05:00');
    expect(formatClock(61_001)).toBe('01:02');
    expect(formatClock(60_000)).toBe('01:00');
    expect(formatClock(59_994)).toBe('59.99');
    expect(formatClock(5_230)).toBe('05.23');
    expect(formatClock(-5)).toBe('00.00');
    expect(formatDuration(65_400)).toBe('1:05');
  });
});

describe('words of the page', () => {
  const bomb = generateBomb('words', 1);

  it('explains every strike reason in a sentence', () => {
    for (const r of STRIKE_REASONS) expect(STRIKE_SENTENCES[r]).toMatch(/^[A-Z].{20,}\.$/);
    expect(effectLine(bomb, { type: 'strike', reason: 'capture-partner' })).toBe(
      'STRIKE (capture-partner): Your pawn would have captured your partner.',
    );
  });

  it('names the controls as the test contract says', () => {
    expect(cardButtonName(1, parseCard('8D')!)).toBe('Card 2: 8 diamond');
    expect(cardButtonName(0, null)).toBe('Card 1: played');
    const labels = seatLabels(bomb);
    expect(labels[bomb.seat]).toBe('You');
    expect(labels[(bomb.seat + 2) % 4]).toBe(bomb.names[1]);
    expect(ledButtonName(bomb, bomb.seat)).toBe(
      `LED ${['top-right', 'bottom-right', 'bottom-left', 'top-left'][bomb.seat]}: You (${bomb.colors[bomb.seat]})`,
    );
    expect(['1', 'tac', 'reset', 'l', 'r', 'tl', 'br', 'x'].map(actionWords)).toEqual([
      'card 1',
      'TAC',
      'TAC held',
      'left option',
      'right option',
      'LED top-left',
      'LED bottom-right',
      '"x"',
    ]);
  });

  it('announces the state', () => {
    const ctx = { strikes: 1, strikeLimit: 3, exploded: null, solvedAfterMs: null };
    const s0 = initialState(bomb);
    expect(statusLine(bomb, s0, ctx, formatDuration)).toBe('Armed: 5 cards in hand, 1 of 3 strikes.');
    // A streak's limit of 1: "0 of 1 strike", not "0 of 1 strikes"; zen counts with no limit.
    expect(statusLine(bomb, s0, { ...ctx, strikes: 0, strikeLimit: 1 }, formatDuration)).toBe(
      'Armed: 5 cards in hand, 0 of 1 strike.',
    );
    expect(statusLine(bomb, s0, { ...ctx, strikeLimit: Infinity }, formatDuration)).toBe(
      'Armed: 5 cards in hand, 1 strike.',
    );
    expect(statusLine(bomb, { ...s0, solved: true }, { ...ctx, solvedAfterMs: 83_000 }, formatDuration)).toBe(
      'Solved in 1:23!',
    );
    expect(statusLine(bomb, s0, { ...ctx, exploded: 'time' }, formatDuration)).toBe(
      'Exploded: the time ran out. The hidden pawns are revealed.',
    );
  });

  it('builds the view state from the reducer state', () => {
    const s0 = initialState(bomb);
    const v = viewStateOf(bomb, s0, { colorBlind: true });
    expect(v.you).toBe(bomb.state.you);
    expect(v.hand).toEqual(bomb.hand);
    expect(v.swapWaiting).toBe(true); // shown on every bomb until a swap is made
    expect(v.pending).toBe(null);
    expect(v.ledsOff).toEqual([]);
    expect(v.light).toBe('armed');
    expect(capturedSeats({ seat: 2, you: 1, opponent1: null, partner: 3, opponent2: null })).toEqual([3, 1]);
    let st = s0;
    for (const a of bomb.solution) st = step(st, a).state;
    const done = viewStateOf(bomb, st);
    expect(done.you).toBe('home');
    expect(done.hand.every((c) => c === null)).toBe(true);
    expect(done.light).toBe('solved');
  });
});

describe('the log under random play', () => {
  it('has a sentence for every effect and never prints "undefined" or "NaN"', () => {
    const words = ['1', '2', '3', '4', '5', 'tac', 'reset', 'l', 'r', 'tl', 'tr', 'bl', 'br'];
    let x = 12345;
    const rnd = () => ((x = (x * 1103515245 + 12345) & 0x7fffffff), x / 0x80000000);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const bomb = generateBomb(`log#${i}`, 1 + (i % 3));
      let st = initialState(bomb);
      for (let k = 0; k < 60 && !st.solved; k++) {
        const r = step(st, words[Math.floor(rnd() * words.length)]!);
        st = r.state;
        for (const e of r.effects) {
          const line = effectLine(bomb, e);
          expect(line, e.type).toMatch(/^[A-Z"].*[.!]$/);
          expect(line).not.toMatch(/undefined|NaN|null/);
          seen.add(e.type);
        }
      }
      const solved = bomb.solution.reduce((s, a) => step(s, a).state, initialState(bomb));
      expect(solved.solved).toBe(true);
    }
    for (const t of [
      'card-selected',
      'card-played',
      'pawn-moved',
      'strike',
      'reset',
      'ignored',
      'options-shown',
      'leds-awaited',
    ])
      expect(seen).toContain(t);
  });
});
