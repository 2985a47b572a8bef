/** The expert's drills of issue 19 (src/drills/): checkers against the rules engine, the scheduler, the records. */
import { readFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import {
  checkDrillAnswer,
  readSpaceNumber,
  roundSummary,
  summaryWords,
  type DrillAnswer,
} from '../../src/drills/drillAnswer';
import {
  answerName,
  BOX_GAPS,
  boxCounts,
  checkOffset,
  deckOfAnswers,
  newOffsetDeck,
  nextName,
  OFFSET_ROUND,
  offsetOf,
} from '../../src/drills/nameOffsetDrill';
import {
  checkPlacement,
  placementItem,
  placementItemOf,
  placementVerdict,
  placementWords,
} from '../../src/drills/placementDrill';
import {
  checkSwapOrPlay,
  closestLine,
  explainSwapOrPlay,
  swapOrPlayItem,
  swapOrPlayItemOf,
  type SwapOrPlayItem,
} from '../../src/drills/swapOrPlayDrill';
import { run, initialState, type ModuleState } from '../../src/module/moduleReducer';
import {
  BASE_NAMES,
  generateBomb,
  locate,
  packBoard,
  parseSerial,
  playsToActions,
  ruleSet,
  countSolutions,
  type Bomb,
} from '../../src/rules';

const vectors = (file: string) =>
  readFileSync(new URL(`../vectors/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

/** 10,000 classic bombs, shared by the placement and the swap-or-play checks. */
const BOMBS: Bomb[] = Array.from({ length: 10_000 }, (_, i) =>
  generateBomb(`drill#${i}`, i % 10 === 9 ? 1 + (i % 997) : 1, { deal: 'classic' }),
);

describe('name offsets (RULES.md §4)', () => {
  it('the offset of every name of 20 rule seeds is its place in the reference shuffle (ruleseeds.jsonl)', () => {
    for (const row of vectors('ruleseeds.jsonl')) {
      row.names.forEach((name: string, i: number) => {
        expect(offsetOf(name, row.ruleSeed)).toBe(i);
        expect(checkOffset(name, row.ruleSeed, i).correct).toBe(true);
        expect(checkOffset(name, row.ruleSeed, (i + 1) % 32)).toMatchObject({ correct: false, offset: i });
      });
    }
    expect(checkOffset('Molly', 1, 13).words).toBe('Right: Molly is 13 (rule seed 1).');
    expect(checkOffset('Molly', 1, 14).words).toBe('Wrong: you typed 14: Molly is 13 (rule seed 1).');
  });

  it('an expert who knows the table sees all 32 names once in a round of 32, then again in the next', () => {
    const rng = seedrandom.alea('offsets');
    let deck = newOffsetDeck(42);
    const asked: string[] = [];
    for (let i = 0; i < 2 * OFFSET_ROUND; i++) {
      const name = nextName(deck, rng);
      asked.push(name);
      deck = answerName(deck, name, true, 1500);
    }
    expect(new Set(asked.slice(0, 32)).size).toBe(32);
    expect(new Set(asked.slice(32)).size).toBe(32);
    expect(boxCounts(deck)).toEqual([0, 0, 0, 0, 32, 0]);
  });

  it('a wrong name comes back in box 1 after 3 other answers, a slow one keeps its box, a fast one goes up', () => {
    const rng = seedrandom.alea('offsets-2');
    let deck = newOffsetDeck(1);
    const first = nextName(deck, rng);
    deck = answerName(deck, first, false, 2000);
    expect(deck.cards[first]).toMatchObject({ box: 1, due: 1 + BOX_GAPS[0], wrong: 1 });
    const between: string[] = [];
    for (let i = 0; i < BOX_GAPS[0]; i++) {
      const n = nextName(deck, rng);
      between.push(n);
      deck = answerName(deck, n, true, 1000);
    }
    expect(between).not.toContain(first);
    expect(nextName(deck, rng)).toBe(first);
    deck = answerName(deck, first, true, 9000); // slow: stays in box 1
    expect(deck.cards[first]).toMatchObject({ box: 1, due: 5 + BOX_GAPS[0], right: 1 });
    deck = answerName(deck, first, true, 1000); // fast: box 2
    expect(deck.cards[first]).toMatchObject({ box: 2, due: 6 + BOX_GAPS[1] });
    const slowNew = nextName(deck, rng);
    expect(answerName(deck, slowNew, true, 6000).cards[slowNew]!.box).toBe(1);
  });

  it('never asks the same name twice in a row, and the deck is the fold of the answers', () => {
    const rng = seedrandom.alea('offsets-3');
    let deck = newOffsetDeck(7);
    const answers: DrillAnswer[] = [];
    let last = '';
    for (let i = 0; i < 300; i++) {
      const name = nextName(deck, rng);
      expect(name).not.toBe(last);
      last = name;
      const correct = rng() < 0.6;
      const ms = Math.floor(rng() * 9000);
      deck = answerName(deck, name, correct, ms);
      const answer = correct ? offsetOf(name, 7)! : (offsetOf(name, 7)! + 1) % 32;
      answers.push({
        v: 1,
        drill: 'name-offset',
        ruleSeed: 7,
        item: name,
        answer,
        correct,
        ms,
        when: new Date(i).toISOString(),
      });
    }
    expect(deckOfAnswers(7, answers)).toEqual(deck);
    expect(deckOfAnswers(8, answers)).toEqual(newOffsetDeck(8));
    expect(Object.keys(deck.cards).sort()).toEqual([...BASE_NAMES].sort());
  });
});

describe('placement (RULES.md §5)', () => {
  it('on 10,000 seeded bombs the answer is RULES.md §5 (src/rules/placement.ts) and the bomb’s own position', () => {
    for (const b of BOMBS.slice(0, 10_000)) {
      const item = placementItemOf(b);
      expect(item.answer).toEqual(locate(b.serial, b.ruleSeed, b.state.you as number, b.names));
      expect(item.answer).toEqual({
        opponent1: b.state.opponent1,
        partner: b.state.partner,
        opponent2: b.state.opponent2,
      });
      const c = checkPlacement(item, item.answer);
      expect(c.correct && c.firstWrong === null).toBe(true);
      expect(c.lines.map((l) => l.expected)).toEqual([
        item.answer.opponent1,
        item.answer.partner,
        item.answer.opponent2,
      ]);
    }
  });

  it('the reference vectors (locate.jsonl) check right, and one wrong space marks its own line first', () => {
    for (const row of vectors('locate.jsonl')) {
      const serial = (parseSerial(row.serial) as { serial: string }).serial;
      const q = { serial, ruleSeed: row.ruleSeed, you: row.you, names: row.names };
      expect(checkPlacement(q, row.expect).correct).toBe(true);
      for (const [i, piece] of (['opponent1', 'partner', 'opponent2'] as const).entries()) {
        const wrong = { ...row.expect, [piece]: (row.expect[piece] + 1) % 32 };
        const c = checkPlacement(q, wrong);
        expect(c.firstWrong).toBe(i);
        expect(c.lines.map((l) => l.right)).toEqual([0, 1, 2].map((k) => k !== i));
      }
    }
  });

  it('words the RULES.md §5 example exactly as the designer does', () => {
    const q = { serial: 'N14FZ6', ruleSeed: 1, you: 4, names: ['Molly', 'Susan', 'Peter'] as const };
    const c = checkPlacement(q, { opponent1: 5, partner: 21, opponent2: 15 });
    expect(c.lines.map((l) => l.text)).toEqual([
      'opponent1 = you + v1 + v6 + off(Molly) = 4 + 14 + 6 + 13 = 37 → 5 (mod 32)',
      'partner = opponent1 + v2 + v5 + off(Susan) = 5 + 1 + 26 + 20 = 52 → 20 (mod 32)',
      'opponent2 = partner + v3 + v4 + off(Peter) = 20 + 4 + 6 + 17 = 47 → 15 (mod 32)',
    ]);
    expect(c.firstWrong).toBe(1);
    expect(placementVerdict(c)).toBe(
      'Wrong from line 2: partner is 20, not 21. The answer: opponent 1 on 5, partner on 20, opponent 2 on 15.',
    );
    const item = placementItem('drill#0', 1);
    expect(placementWords(item)).toBe(`You are on space ${item.you}. Clockwise from you: ${item.names.join(', ')}.`);
  });

  it('reads typed spaces: leading zeros, a sum not yet reduced, and text are named', () => {
    expect(readSpaceNumber(' 05 ', 'Partner')).toEqual({ ok: true, value: 5 });
    expect(readSpaceNumber('37', 'Opponent 1')).toEqual({
      ok: false,
      problem: 'Opponent 1: 37 is over 31: take it mod 32 (5).',
    });
    expect(readSpaceNumber('', 'Partner')).toEqual({ ok: false, problem: 'Partner: type a number 0–31.' });
    expect(readSpaceNumber('<b>', 'Opponent 2')).toEqual({
      ok: false,
      problem: 'Opponent 2: "<b>" is not a number 0–31.',
    });
  });
});

/** Plays action words on a bomb as dealt (no swap), returning the end state and strikes. */
function played(item: SwapOrPlayItem, actions: readonly string[]): { state: ModuleState; strikes: string[] } {
  const puzzle = { state: item.board, hand: item.hand, swap: null };
  return run(initialState(puzzle), actions);
}

describe('swap or play? (RULES.md §7–8)', () => {
  it('on 10,000 seeded bombs the answer is the solver’s, and the generator’s swap', () => {
    let swaps = 0;
    for (const b of BOMBS) {
      const item = swapOrPlayItemOf(b);
      const count = countSolutions(packBoard(b.state), b.seat, b.hand);
      expect(item.answer).toBe(count > 0 ? 'play' : 'swap');
      expect(item.answer === 'swap').toBe(b.swap !== null);
      expect(checkSwapOrPlay(item, item.answer).correct).toBe(true);
      expect(checkSwapOrPlay(item, item.answer === 'play' ? 'swap' : 'play').correct).toBe(false);
      if (item.answer === 'swap') swaps++;
    }
    expect(swapOrPlayItem('drill#0', 1)).toEqual(swapOrPlayItemOf(BOMBS[0]!));
    expect(swaps).toBeGreaterThan(4000);
    expect(swaps).toBeLessThan(6000);
  });

  it('the explanation: a winning line that the module solves, or the closest line that strikes where it says', () => {
    for (const b of BOMBS.slice(0, 800)) {
      const item = swapOrPlayItemOf(b);
      const e = explainSwapOrPlay(item);
      if (item.answer === 'play') {
        expect(e.lines.length).toBe(5);
        expect(e.failure).toBeNull();
        continue;
      }
      const c = closestLine(packBoard(item.board), item.seat, item.hand)!;
      const r = played(item, playsToActions(c.plays));
      expect(r.strikes).toEqual([c.failure.reason]);
      expect(e.lines.length).toBe(c.plays.length);
      expect(e.lines.at(-1)).toContain(`(${c.failure.reason})`);
      expect(e.summary).toMatch(/^Swap: no line of this hand wins as dealt\. The closest line plays \d cards? and /);
      expect(e.afterSwap[0]).toMatch(/^TAC swaps card \d, /);
    }
  });

  it('the closest line is the closest of every line, found by playing them all on the module', () => {
    let checked = 0;
    for (const b of BOMBS.slice(0, 300)) {
      if (!b.swap) continue;
      const item = swapOrPlayItemOf(b);
      const c = closestLine(packBoard(item.board), item.seat, item.hand)!;
      expect([c.played, c.distance]).toEqual(bestByReducer(item));
      checked++;
    }
    expect(checked).toBeGreaterThan(120);
  });
});

/**
 * The closeness (cards played before the strike, spaces from home) of the closest line, found
 * by pressing every sequence of inputs on the module reducer until it strikes: independent of
 * the drill's search, which works on packed positions.
 */
function bestByReducer(item: SwapOrPlayItem): [number, number] {
  const start = initialState({ state: item.board, hand: item.hand, swap: null });
  const startSpace = item.seat * 8;
  const distance = (s: ModuleState) => {
    const you = s.pos & 63;
    return you === 32 ? 0 : ((((startSpace - you) % 32) + 32) % 32) + 1;
  };
  let best: [number, number] = [-1, 0];
  const consider = (p: number, d: number) => {
    if (p > best[0] || (p === best[0] && d < best[1])) best = [p, d];
  };
  const walk = (s: ModuleState, playedCards: number) => {
    for (const input of ['1', '2', '3', '4', '5', 'l', 'r', 'tl', 'tr', 'bl', 'br']) {
      if (s.pending ? /^[1-5]$/.test(input) : !/^[1-5]$/.test(input)) continue;
      if (!s.pending && s.hand[Number(input) - 1] === null) continue;
      // An equal card in an earlier slot plays the same lines.
      if (!s.pending && s.hand.slice(0, Number(input) - 1).includes(s.hand[Number(input) - 1]!)) continue;
      if (s.pending?.ask === 'leds' && !['tl', 'tr', 'bl', 'br'].includes(input)) continue;
      if (s.pending && s.pending.ask !== 'leds' && !['l', 'r'].includes(input)) continue;
      if (s.pending?.led !== undefined && s.pending.led !== null && input === ['tr', 'br', 'bl', 'tl'][s.pending.led])
        continue;
      const r = run(s, [input]);
      const cardPlayed = r.effects.some((e) => e.type === 'card-played');
      if (r.strikes.length) {
        const flow = r.strikes[0] === 'home-with-cards-left' || r.strikes[0] === 'hand-empty-not-home';
        // A flow strike counts the card; its distance is where the pawn was after it.
        const after = r.effects.filter((e) => e.type === 'pawn-moved' && e.by !== 'reset').at(-1);
        const d = flow
          ? after && after.type === 'pawn-moved'
            ? after.to === 'home'
              ? 0
              : ((((startSpace - (after.to as number)) % 32) + 32) % 32) + 1
            : distance(s)
          : distance(s);
        consider(playedCards + (flow ? 1 : 0), d);
      } else if (r.state.solved) {
        consider(Infinity, 0);
      } else {
        walk(r.state, playedCards + (cardPlayed ? 1 : 0));
      }
    }
  };
  walk(start, 0);
  return best;
}

describe('drill answer records and rounds', () => {
  const good: DrillAnswer = {
    v: 1,
    drill: 'placement',
    ruleSeed: 1,
    item: 'p-abc',
    answer: { opponent1: 5, partner: 20, opponent2: 15 },
    correct: true,
    ms: 8400,
    when: '2026-12-01T09:30:00.000Z',
  };

  it('passes a good record and names what is wrong in a bad one', () => {
    expect(checkDrillAnswer(good)).toEqual({ ok: true, value: good });
    expect(checkDrillAnswer({ ...good, answer: { ...good.answer, partner: 32 } })).toMatchObject({ ok: false });
    const bad = checkDrillAnswer({ ...good, answer: { ...good.answer, partner: 32 } });
    expect(bad.ok === false && bad.error).toContain('partner');
    const badName = checkDrillAnswer({ ...good, drill: 'name-offset', item: 'Bob', answer: 3 });
    expect(badName.ok === false && badName.error).toContain('item');
    expect(checkDrillAnswer({ ...good, when: 'yesterday' }).ok).toBe(false);
    expect(checkDrillAnswer({ ...good, ruleSeed: 0 }).ok).toBe(false);
    expect(checkDrillAnswer({ ...good, extra: 1 }).ok).toBe(false);
    expect(checkDrillAnswer({ ...good, drill: 'swap-or-play', answer: 'play' }).ok).toBe(true);
    // The practice record may key a record by an id of its own.
    const keyed = { ...good, id: '3f0c2a9e-1b2c-4d5e-8f90-0123456789ab' };
    expect(checkDrillAnswer(keyed)).toEqual({ ok: true, value: keyed });
    const badId = checkDrillAnswer({ ...good, id: '<script>' });
    expect(badId.ok === false && badId.error).toContain('id');
    // Each problem in one sentence naming the field, as every door says it.
    const noMs = Object.fromEntries(Object.entries(good).filter(([k]) => k !== 'ms'));
    const noDrill = Object.fromEntries(Object.entries(good).filter(([k]) => k !== 'drill'));
    expect(
      [
        { ...good, answer: { ...good.answer, partner: 32 } },
        { ...good, drill: 'juggling' },
        { ...good, extra: 1 },
        'placement',
        { ...good, ms: 'slow' },
        noMs,
        noDrill,
        { ...good, answer: [5, 20, 15] },
        { ...good, v: 2 },
      ].map((x) => checkDrillAnswer(x)),
    ).toEqual(
      [
        'answer.partner must be a whole number 0 … 31, not 32',
        'drill must be one of name-offset, placement, swap-or-play, not "juggling"',
        'extra is not a field of a drill answer (v, id, drill, ruleSeed, item, answer, correct, ms, when)',
        'the input must be an object (a drill answer), not "placement"',
        'ms must be a number of milliseconds 0 … 86400000, not "slow"',
        'ms is missing',
        'drill is missing: it must be one of name-offset, placement, swap-or-play',
        'answer must be an object {opponent1, partner, opponent2}, not [5,20,15]',
        'v must be 1 (the drill answer version this page reads), not 2',
      ].map((error) => ({ ok: false, error })),
    );
  });

  it('sums a round: accuracy, mean time of every answer, best time of the right ones', () => {
    const s = roundSummary([
      { correct: true, ms: 4000 },
      { correct: false, ms: 2000 },
      { correct: true, ms: 6000 },
      { correct: true, ms: 12000 },
    ]);
    expect(s).toEqual({ count: 4, correct: 3, accuracy: 0.75, meanMs: 6000, bestMs: 4000 });
    expect(summaryWords(s, true)).toBe('Round of 4: 3 right (75%), mean 6.0 s, best 4.0 s.');
    expect(summaryWords(s, false)).toBe('Round of 4: 3 right (75%), mean 6.0 s.');
    expect(roundSummary([])).toEqual({ count: 0, correct: 0, accuracy: 0, meanMs: null, bestMs: null });
    expect(ruleSet(1).names[13]).toBe('Molly');
  });
});
