/**
 * Property tests (fast-check): the generator keeps RULES.md §9 for thousands of seeds, the
 * reducer never throws and keeps its invariants under random inputs, and the solver agrees
 * with an exhaustive walk of the module reducer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bombProblems } from '../../src/doors/bombCheck';
import { initialState, INPUTS, run, step, type ModuleState } from '../../src/module/moduleReducer';
import type { Puzzle } from '../../src/rules/bomb';
import {
  ALL_CARDS,
  AWAY,
  entersHome,
  outcomes,
  bombToJson,
  countSolutions,
  generateBomb,
  LED_NAMES,
  packBoard,
  pieceAt,
  ruleSet,
  type Board,
  type Card,
} from '../../src/rules';

describe('generator (RULES.md §9)', () => {
  it('keeps every promise for 3,000 seeds over five rule seeds', () => {
    const failures: string[] = [];
    let swaps = 0;
    for (const ruleSeed of [1, 2, 42, 99999, 2147483647]) {
      for (let i = 0; i < 600; i++) {
        const bomb = generateBomb(`prop#${i}`, ruleSeed);
        if (bomb.swap) swaps++;
        const problems = bombProblems(bomb);
        if (problems.length) failures.push(`${bomb.seed}/${ruleSeed}: ${problems.join('; ')}`);
      }
    }
    expect(failures).toEqual([]);
    // About half the bombs have a swap.
    expect(swaps / 3000).toBeGreaterThan(0.45);
    expect(swaps / 3000).toBeLessThan(0.55);
  });

  it('keeps every promise with the easy and hard deals too', () => {
    const failures: string[] = [];
    for (let i = 0; i < 400; i++) {
      const deal = i % 2 ? 'easy' : 'hard';
      const bomb = generateBomb(`deal#${i}`, 1 + (i % 3), { deal });
      const problems = bombProblems(bomb);
      if (problems.length) failures.push(`${bomb.seed}/${deal}: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('is deterministic: the same seed gives the same bomb', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2147483647 }), (seed, ruleSeed) => {
        expect(JSON.stringify(bombToJson(generateBomb(seed, ruleSeed)))).toBe(
          JSON.stringify(bombToJson(generateBomb(seed, ruleSeed))),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('honours the designer filters', () => {
    for (let i = 0; i < 100; i++) {
      const b = generateBomb(`f#${i}`, 1, {
        swap: 'required',
        minSolutions: 1,
        maxSolutions: 3,
        excludeKinds: ['warrior'],
        includeKinds: ['trickster'],
      });
      expect(b.swap).not.toBeNull();
      const played = b.hand.map((c, j) => (j === b.swap!.slot ? b.swap!.card : c));
      const n = countSolutions(packBoard(b.state), b.seat, played);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
      expect(played.some((c) => c.kind === 'trickster')).toBe(true);
      expect([...b.hand, b.swap!.card].some((c) => c.kind === 'warrior')).toBe(false);
      expect(bombProblems(b)).toEqual([]);
    }
    for (let i = 0; i < 50; i++)
      expect(generateBomb(`g#${i}`, 7, { swap: 'forbidden', serial: 'AB1CD2' })).toMatchObject({
        swap: null,
        serial: 'AB1CD2',
      });
  });
});

/** Random puzzles: distinct spaces, 1–5 cards from a deck, optional swap. */
const puzzleArb = fc
  .record({
    seat: fc.constantFrom(0, 1, 2, 3) as fc.Arbitrary<0 | 1 | 2 | 3>,
    spaces: fc.uniqueArray(fc.integer({ min: 0, max: 31 }), { minLength: 4, maxLength: 4 }),
    captured: fc.tuple(fc.boolean(), fc.boolean()),
    hand: fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 1, maxLength: 5 }),
    swap: fc.option(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 13 }))),
    ruleSeed: fc.constantFrom(1, 5, 77),
  })
  .map(({ seat, spaces, captured, hand, swap, ruleSeed }): Puzzle => {
    const deck = ruleSet(ruleSeed).deck;
    const state: Board = {
      seat,
      you: spaces[0]!,
      opponent1: captured[0] ? null : spaces[1]!,
      partner: spaces[2]!,
      opponent2: captured[1] ? null : spaces[3]!,
    };
    const cards = hand.map((i) => deck[i]!);
    return {
      state,
      hand: cards,
      swap: swap && swap[0] < cards.length ? { slot: swap[0], card: deck[swap[1]]! } : null,
    };
  });

const inputArb = fc.array(fc.constantFrom(...INPUTS, 'x', '6', '0', ''), { maxLength: 40 });

function invariants(s: ModuleState): void {
  const spaces = [0, 1, 2, 3].map((k) => pieceAt(s.pos, k)).filter((v) => v !== AWAY);
  expect(new Set(spaces).size).toBe(spaces.length);
  expect(pieceAt(s.pos, 2)).not.toBe(AWAY); // the partner is never captured
  expect(s.hand).toHaveLength(s.puzzle.hand.length);
  if (s.solved) {
    expect(pieceAt(s.pos, 0)).toBe(AWAY);
    expect(s.hand.every((c) => c === null)).toBe(true);
    expect(s.pending).toBeNull();
  } else {
    expect(pieceAt(s.pos, 0)).not.toBe(AWAY);
    expect(s.hand.some((c) => c !== null)).toBe(true);
  }
  if (s.pending) expect(s.hand[s.pending.slot]).toBe(s.pending.card);
  if (s.puzzle.swap && !s.swapped) expect(s.hand.every((c, i) => c === s.puzzle.hand[i])).toBe(true);
}

describe('module reducer under random input', () => {
  it('never throws, keeps its invariants, and a strike or reset always restores the initial state', () => {
    fc.assert(
      fc.property(puzzleArb, inputArb, (puzzle, inputs) => {
        let s = initialState(puzzle);
        for (const input of inputs) {
          const r = step(s, input);
          invariants(r.state);
          const played = r.effects.filter((e) => e.type === 'card-played');
          expect(played.length).toBeLessThanOrEqual(1);
          if (r.effects.some((e) => e.type === 'reset')) expect(r.state).toEqual(initialState(puzzle));
          if (r.effects.every((e) => e.type === 'ignored')) expect(r.state).toBe(s);
          s = r.state;
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('pressing the same card twice in a row never plays it twice', () => {
    fc.assert(
      fc.property(puzzleArb, fc.integer({ min: 1, max: 5 }), inputArb, (puzzle, slot, prefix) => {
        const s = run(initialState(puzzle), prefix).state;
        const once = step(s, String(slot));
        // A strike resets the module: the card is back in the hand and may be played again.
        fc.pre(!once.effects.some((e) => e.type === 'reset'));
        const twice = step(once.state, String(slot));
        expect(twice.effects.filter((e) => e.type === 'card-played')).toHaveLength(0);
      }),
      { numRuns: 2000 },
    );
  });
});

/** Counts solutions by walking every input sequence of the reducer (RULES.md §8 by brute force). */
function bruteForceCount(puzzle: Puzzle): number {
  let count = 0;
  const walk = (s: ModuleState) => {
    if (s.solved) {
      count++;
      return;
    }
    if (s.pending) {
      if (s.pending.ask === 'leds') {
        // Unordered pairs: press the lower seat first.
        for (let a = 0; a < 4; a++) {
          for (let b = a + 1; b < 4; b++) {
            const r = run(s, [LED_NAMES[a]!, LED_NAMES[b]!]);
            if (!r.strikes.length) walk(r.state);
          }
        }
      } else {
        for (const o of ['l', 'r']) {
          const r = step(s, o);
          if (!r.effects.some((e) => e.type === 'strike')) walk(r.state);
        }
      }
      return;
    }
    s.hand.forEach((c, i) => {
      if (c === null) return;
      const r = step(s, String(i + 1));
      if (!r.effects.some((e) => e.type === 'strike')) walk(r.state);
    });
  };
  walk(initialState(puzzle));
  return count;
}

describe('entersHome against outcomes', () => {
  it('finds exactly the home-entering outcome, with its variant', () => {
    const out = new Int32Array(12);
    fc.assert(
      fc.property(puzzleArb, fc.integer({ min: 0, max: 53 }), (p, cardId) => {
        const card = ALL_CARDS[cardId]!;
        const pos = packBoard(p.state);
        const start = p.state.seat * 8;
        const n = outcomes(pos, start, card, out);
        let variant = 0;
        for (let i = 0; i < n; i += 2) if ((out[i]! & 63) === AWAY) variant = out[i + 1]!;
        expect(entersHome(pos, start, card)).toBe(variant);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('solver against the reducer', () => {
  it('solutionCount equals an exhaustive walk of the module for random hands', () => {
    fc.assert(
      fc.property(
        puzzleArb.filter((p) => p.hand.length <= 4),
        (p) => {
          const puzzle = { ...p, swap: null };
          const cards: readonly Card[] = puzzle.hand;
          expect(countSolutions(packBoard(puzzle.state), puzzle.state.seat, cards)).toBe(bruteForceCount(puzzle));
        },
      ),
      { numRuns: 1500 },
    );
  });
});
