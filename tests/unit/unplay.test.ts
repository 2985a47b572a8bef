/**
 * The un-plays of the classic deal (RULES.md §10, src/rules/unplay.ts): played forward with the
 * real rules (`outcomes` of src/rules/play.ts, the code the module and the solver run), every
 * un-play gives back the position it was un-played from; and the lists of §10 for hand-computed
 * positions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  AWAY,
  CARD_KINDS,
  numberCard,
  outcomes,
  pack,
  parseCard,
  pieceAt,
  resolvePlay,
  TRICKSTER,
  WARRIOR,
  type Card,
  type CardKind,
} from '../../src/rules';
import { MAX_UNPLAYS, unplays } from '../../src/rules/unplay';

const A = AWAY;

/** The un-plays of `card` from a position, as a sorted list (the §10 lists are sets). */
function list(pos: number, start: number, card: Card): number[] {
  const out = new Int32Array(MAX_UNPLAYS);
  const n = unplays(pos, start, card, out);
  return Array.from(out.subarray(0, n)).sort((a, b) => a - b);
}
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const show = (p: number) => [0, 1, 2, 3].map((k) => (pieceAt(p, k) === A ? '-' : pieceAt(p, k))).join(',');

/**
 * Random positions as the deal meets them: the partner anywhere, opponents on the track or
 * captured, your pawn home, anywhere, or within a few spaces of your start (where the home
 * choice and the single steps' home entry happen).
 */
const positionArb = fc
  .record({
    seat: fc.constantFrom(0, 1, 2, 3),
    you: fc.oneof(
      fc.constant<'home'>('home'),
      fc.integer({ min: 0, max: 31 }).map((s) => ({ space: s })),
      fc.integer({ min: -6, max: 6 }).map((d) => ({ near: d })),
    ),
    others: fc.uniqueArray(fc.integer({ min: 0, max: 31 }), { minLength: 4, maxLength: 4 }),
    captured1: fc.boolean(),
    captured2: fc.boolean(),
  })
  .map(({ seat, you, others, captured1, captured2 }) => {
    const start = seat * 8;
    let y: number;
    if (you === 'home') y = A;
    else if ('space' in you) y = you.space;
    else y = (start + you.near) & 31;
    // Three distinct spaces for the others, none on your space.
    const free = others.filter((s) => s !== y).slice(0, 3);
    return {
      start,
      pos: pack(y, captured1 ? A : free[0]!, free[1]!, captured2 ? A : free[2]!),
    };
  });

/** A position every deal state satisfies: partner on the track, pieces on distinct spaces. */
function problemsOf(pos: number): string | null {
  const spaces = [0, 1, 2, 3].map((k) => pieceAt(pos, k)).filter((s) => s !== A);
  if (pieceAt(pos, 0) === A) return 'your pawn is home';
  if (pieceAt(pos, 2) === A) return 'the partner is off the track';
  if ([0, 1, 2, 3].some((k) => pieceAt(pos, k) > A)) return 'a field is out of range';
  if (new Set(spaces).size !== spaces.length) return 'two pieces share a space';
  return null;
}

describe('un-plays agree with play (RULES.md §10 against §6)', () => {
  it('every un-play of every card, played forward, gives back the position it was un-played from', () => {
    const out = new Int32Array(MAX_UNPLAYS);
    const buf = new Int32Array(12);
    const checked = new Map<CardKind, number>(CARD_KINDS.map((k) => [k, 0]));
    const restored = new Map<CardKind, number>(CARD_KINDS.map((k) => [k, 0]));
    let fromHome = 0;
    let nearStart = 0;
    fc.assert(
      fc.property(positionArb, ({ start, pos }) => {
        if (pieceAt(pos, 0) === A) fromHome++;
        else if (Math.min((pieceAt(pos, 0) - start) & 31, (start - pieceAt(pos, 0)) & 31) <= 3) nearStart++;
        for (const card of ALL_CARDS) {
          const n = unplays(pos, start, card, out);
          for (let i = 0; i < n; i++) {
            const before = out[i]!;
            const bad = problemsOf(before);
            if (bad) throw new Error(`${card.code} from ${show(pos)}: un-play ${show(before)}: ${bad}`);
            // The play's outcomes from the un-played position include the position itself.
            const m = outcomes(before, start, card, buf);
            let found = false;
            for (let j = 0; j < m; j += 2) if (buf[j] === pos) found = true;
            if (!found) throw new Error(`${card.code} from ${show(before)} does not give ${show(pos)}`);
            checked.set(card.kind, checked.get(card.kind)! + 1);
            const back = (k: number) => pieceAt(pos, k) === A && pieceAt(before, k) !== A;
            if (back(1) || back(3)) restored.set(card.kind, restored.get(card.kind)! + 1);
          }
        }
      }),
      { numRuns: 4000, seed: 20240608 },
    );
    // The run covered what the property is about: every kind un-played many times, captured
    // opponents put back by every kind that captures, positions home and around your start.
    for (const k of CARD_KINDS) expect(checked.get(k), k).toBeGreaterThan(1000);
    for (const k of ['regular', 'reverse', 'diamond', 'single', 'warrior'] as const)
      expect(restored.get(k), k).toBeGreaterThan(500);
    expect(restored.get('trickster')).toBe(0);
    expect(fromHome).toBeGreaterThan(500);
    expect(nearStart).toBeGreaterThan(500);
  });

  it('a Trickster un-play replayed with its own pair and a number un-play replayed with resolvePlay agree', () => {
    // The same check through resolvePlay (the reducer's entry point) for a few hand-picked plays.
    const pos = pack(5, 9, 14, A);
    const [u] = list(pos, 0, TRICKSTER).filter((p) => pieceAt(p, 0) === 9);
    expect(resolvePlay(u!, 0, TRICKSTER, [], [0, 1])).toBe(pos);
    const five = numberCard(5, 'regular');
    expect(resolvePlay(pack(15, 20, 10, 3), 0, five, [])).toBe(pack(20, A, 10, 3));
  });
});

describe('the un-play lists of RULES.md §10 (hand-computed)', () => {
  it('number card from home: one un-play from start − (N−1)·d when the N spaces are free', () => {
    // Seat 0 (start 0), 3: spaces 0, 31, 30 free → you on 30.
    expect(list(pack(A, A, 10, A), 0, parseCard('3')!)).toEqual([pack(30, A, 10, A)]);
    // Seat 1 (start 8), 4R (d = −1): spaces 8, 9, 10, 11 → you on 11; the partner on 10 blocks it.
    expect(list(pack(A, A, 20, A), 8, parseCard('4R')!)).toEqual([pack(11, A, 20, A)]);
    expect(list(pack(A, A, 10, A), 8, parseCard('4R')!)).toEqual([]);
    // A diamond from home has no discard: only the move, from 0 − 7 = 25.
    expect(list(pack(A, A, 16, A), 0, parseCard('8D')!)).toEqual([pack(25, A, 16, A)]);
    // 1 from home: you on your start.
    expect(list(pack(A, A, 16, A), 24, parseCard('1')!)).toEqual([pack(24, A, 16, A)]);
  });

  it('number card from a space: back N·d over free spaces, a captured opponent put back on p', () => {
    // 5 on 20, opponent 1 captured, opponent 2 on 3, partner 10: spaces 19 … 15 free.
    expect(list(pack(20, A, 10, 3), 0, parseCard('5')!)).toEqual(sorted([pack(15, A, 10, 3), pack(15, 20, 10, 3)]));
    // Both captured: each alone on p.
    expect(list(pack(20, A, 10, A), 0, parseCard('5')!)).toEqual(
      sorted([pack(15, A, 10, A), pack(15, 20, 10, A), pack(15, A, 10, 20)]),
    );
    // A piece on the way (opponent 2 on 17) means no move un-play.
    expect(list(pack(20, A, 10, 17), 0, parseCard('5')!)).toEqual([]);
    // 4R on 2 (d = −1): from 6, spaces 3, 4, 5, 6 free.
    expect(list(pack(2, 12, 20, 28), 0, parseCard('4R')!)).toEqual([pack(6, 12, 20, 28)]);
    // A diamond: also the state itself (discarded), even when the move is blocked.
    expect(list(pack(20, A, 10, 17), 0, parseCard('8D')!)).toEqual([pack(20, A, 10, 17)]);
    expect(list(pack(20, 1, 10, 2), 0, parseCard('8D')!)).toEqual(sorted([pack(20, 1, 10, 2), pack(12, 1, 10, 2)]));
  });

  it('single steps: only captured opponents are put back, each alone and both on two different spaces', () => {
    // 3S from home, seat 0, both captured, partner 16: spaces 0, 31, 30 free; q = 30, k = 2 (31, 0).
    const s3 = numberCard(3, 'single');
    expect(list(pack(A, A, 16, A), 0, s3)).toEqual(
      sorted([
        pack(30, A, 16, A),
        pack(30, 31, 16, A),
        pack(30, 0, 16, A),
        pack(30, A, 16, 31),
        pack(30, A, 16, 0),
        pack(30, 31, 16, 0),
        pack(30, 0, 16, 31),
      ]),
    );
    // 2S from 5, opponent 2 captured, opponent 1 on 20 (never moved): q = 3, k = 2 (4, 5).
    const s2 = numberCard(2, 'single');
    expect(list(pack(5, 20, 12, A), 0, s2)).toEqual(
      sorted([pack(3, 20, 12, A), pack(3, 20, 12, 4), pack(3, 20, 12, 5)]),
    );
    // 1S from home: q = start, nothing to put back (k = 0).
    expect(list(pack(A, A, 12, A), 8, numberCard(1, 'single'))).toEqual([pack(8, A, 12, A)]);
    // 7S from 10 with both captured: 1 + 2·7 + 7·6 un-plays.
    expect(list(pack(10, A, 20, A), 0, numberCard(7, 'single'))).toHaveLength(57);
  });

  it('Warrior: from each free space back from p − 1 to the first piece, a captured opponent on p', () => {
    // You on 10, opponent 1 captured, partner 6, opponent 2 on 20: spaces 9, 8, 7.
    expect(list(pack(10, A, 6, 20), 0, WARRIOR)).toEqual(
      sorted([pack(9, 10, 6, 20), pack(8, 10, 6, 20), pack(7, 10, 6, 20)]),
    );
    // Both captured, partner on 8: space 9 with either opponent on 10.
    expect(list(pack(10, A, 8, A), 0, WARRIOR)).toEqual(sorted([pack(9, 10, 8, A), pack(9, A, 8, 10)]));
    // None with both opponents on the track, none from home, none when p − 1 holds a piece.
    expect(list(pack(10, 3, 6, 20), 0, WARRIOR)).toEqual([]);
    expect(list(pack(A, A, 6, A), 0, WARRIOR)).toEqual([]);
    expect(list(pack(10, A, 9, A), 0, WARRIOR)).toEqual([]);
  });

  it('Trickster: each unordered pair of pieces on the track exchanged; none from home', () => {
    // You 5, opponent 1 on 9, partner 14, opponent 2 captured: pairs (you, o1), (you, partner), (o1, partner).
    expect(list(pack(5, 9, 14, A), 0, TRICKSTER)).toEqual(
      sorted([pack(9, 5, 14, A), pack(14, 9, 5, A), pack(5, 14, 9, A)]),
    );
    expect(list(pack(5, 9, 14, 20), 0, TRICKSTER)).toHaveLength(6);
    expect(list(pack(A, 9, 14, 20), 0, TRICKSTER)).toEqual([]);
  });
});
