/**
 * Tâchi's properties over whole games (fast-check): whatever the seed, the table and the moves
 * chosen, a pawn never leaves its seat's circuit and only goes forward along it, a pawn on a katti
 * is never captured, the tachi is entered only from the waiting square on a double 4; and games of
 * bots end with a winner (a seeded 300 here; scripts/benchTachi.ts plays 10,000).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  botMove,
  isKatti,
  legalMoves,
  newGame,
  OUT,
  pathOf,
  rollDice,
  squareOfStep,
  stepSquares,
  TACHI_STEP,
  WAITING_STEP,
  type DiceSet,
  type TachiMove,
  type TachiState,
} from '../../src/rules/tachi';

interface Played {
  readonly before: TachiState;
  readonly move: TachiMove;
  readonly after: TachiState;
}

/**
 * Plays a game, each move chosen by the next of `choices` (an index into the legal moves, modulo
 * their count), until it ends or `maxRolls`; calls `check` after each move.
 */
function playGame(
  options: { players: number; seed: string; dice: DiceSet },
  choices: readonly number[],
  check: (p: Played) => void,
  maxRolls = 3000,
): TachiState {
  let s = newGame(options);
  let k = 0;
  while (s.phase !== 'over' && s.rolls < maxRolls) {
    if (s.phase === 'roll') {
      s = rollDice(s).state;
      continue;
    }
    const moves = legalMoves(s);
    const move = moves[(choices[k++ % Math.max(1, choices.length)] ?? 0) % moves.length]!;
    const after = applyMove(s, move).state;
    check({ before: s, move, after });
    s = after;
  }
  return s;
}

const gameArb = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  seed: fc.string({ maxLength: 8 }),
  dice: fc.constantFrom<DiceSet>('long', 'six'),
  choices: fc.array(fc.nat({ max: 11 }), { minLength: 1, maxLength: 40 }),
});

describe('Tâchi properties over whole games', () => {
  it('keeps every pawn on its circuit (a step 0 … 78 or off the board), going forward square by square', () => {
    fc.assert(
      fc.property(gameArb, ({ choices, ...options }) => {
        playGame(options, choices, ({ before, move, after }) => {
          const seat = before.seats[before.turn]!;
          for (const pair of after.pawns)
            for (const at of pair) expect(at === OUT || (at >= 0 && at <= TACHI_STEP)).toBe(true);
          for (const st of move.steps) {
            const squares = stepSquares(seat, st);
            if (st.from === OUT) expect(squares).toEqual([pathOf(seat)[0]]);
            else expect(squares).toEqual(pathOf(seat).slice(st.from + 1, st.to + 1));
            expect(st.to).toBeGreaterThan(st.from);
            expect(after.pawns[before.turn]![st.pawn]).toBe(st.to);
          }
        });
      }),
      { numRuns: 100 },
    );
  });

  it('never captures a pawn on a katti, and sends off exactly the opponents the move passes over or stops on', () => {
    fc.assert(
      fc.property(gameArb, ({ choices, ...options }) => {
        playGame(options, choices, ({ before, move, after }) => {
          const passed = new Set(
            move.steps.filter((st) => st.from !== OUT).flatMap((st) => stepSquares(before.seats[before.turn]!, st)),
          );
          before.pawns.forEach((pair, p) => {
            if (p === before.turn) return;
            pair.forEach((at, i) => {
              if (at === OUT || at === TACHI_STEP) return expect(after.pawns[p]![i]).toBe(at);
              const sq = squareOfStep(before.seats[p]!, at);
              const taken = passed.has(sq) && !isKatti(sq);
              expect(after.pawns[p]![i]).toBe(taken ? OUT : at);
            });
          });
          for (const c of move.captures) expect(isKatti(c.square)).toBe(false);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('lets a pawn into the tachi only from the waiting square, on a double 4', () => {
    fc.assert(
      fc.property(gameArb, ({ choices, ...options }) => {
        playGame(options, choices, ({ before, move }) => {
          for (const st of move.steps) {
            if (st.to !== TACHI_STEP) continue;
            expect(before.roll).toEqual([4, 4]);
            expect(st.from).toBe(WAITING_STEP);
            expect(move.kind).toBe('tachi');
          }
        });
      }),
      { numRuns: 100 },
    );
  });
});

describe('games of bots', () => {
  it('end with a winner, both pawns in the tachi: 300 seeded games, 2 to 4 players, both dice sets', () => {
    let rolls = 0;
    for (let i = 0; i < 300; i++) {
      const players = 2 + (i % 3);
      const dice: DiceSet = i % 2 === 0 ? 'long' : 'six';
      let s = newGame({ players, seed: `end-${i}`, dice });
      while (s.phase !== 'over' && s.rolls < 20_000)
        s = s.phase === 'roll' ? rollDice(s).state : applyMove(s, botMove(s)!).state;
      expect(s.phase).toBe('over');
      expect(s.pawns[s.winner!]).toEqual([TACHI_STEP, TACHI_STEP]);
      rolls += s.rolls;
    }
    expect(rolls / 300).toBeGreaterThan(40);
  });

  it('only ever choose a legal move', () => {
    let s = newGame({ players: 4, seed: 'legal' });
    while (s.phase !== 'over') {
      if (s.phase === 'roll') s = rollDice(s).state;
      else {
        const m = botMove(s)!;
        expect(legalMoves(s)).toContainEqual(m);
        s = applyMove(s, m).state;
      }
    }
  });
});
