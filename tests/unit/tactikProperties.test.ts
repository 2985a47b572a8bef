// Properties of the Tac-Tik engine over random games (fast-check): every move offered is legal
// and keeps every pawn and card; no pawn passes another in a home; a pieu is never captured or
// passed. And whole bot games at every table size end with a winner, every state legal
// (docs/tactik.md §6–8, §15–16). The 10,000 games per size are in `npm run bench:tactik`.
import fc from 'fast-check';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  botMove,
  checkState,
  colorOfPawn,
  legalMoves,
  newGame,
  randomMove,
  startOf,
  type Move,
  type PawnSpot,
  type TactikEvent,
  type TactikState,
} from '../../src/rules/tactik';

const TABLES = [
  [2, 2],
  [2, 3],
  [3, 1],
  [4, 1],
  [6, 1],
] as const;

const sameColorHome = (pawns: readonly PawnSpot[], pawn: number, slot: number) =>
  pawns.some((p, i) => i !== pawn && colorOfPawn(i) === colorOfPawn(pawn) && p.zone === 'home' && p.slot === slot);
const pieuOn = (pawns: readonly PawnSpot[], space: number, self: number) =>
  pawns.some((p, i) => i !== self && p.zone === 'track' && p.pieu && p.space === space);
const place = (p: PawnSpot) => (p.zone === 'track' ? `t${p.space}` : p.zone === 'home' ? `h${p.slot}` : 'r');

/**
 * Replays a move's events on the pawns before it and checks each one: a pawn's path never
 * enters a pieu's space nor a taken home slot, a pieu is never captured, a pieu is permuted only
 * with a pawn of its colour. The replay must end on the state's pawns. Returns the problems.
 */
function replayProblems(before: TactikState, events: readonly TactikEvent[], after: TactikState): string[] {
  const out: string[] = [];
  const pawns: PawnSpot[] = [...before.pawns];
  for (const e of events) {
    if (e.type === 'captured') {
      const p = pawns[e.pawn]!;
      if (p.zone === 'track' && p.pieu) out.push(`pieu ${e.pawn} captured`);
      pawns[e.pawn] = { zone: 'reserve' };
    } else if (e.type === 'out') {
      pawns[e.pawn] = { zone: 'track', space: e.space, pieu: true };
    } else if (e.type === 'moved') {
      for (const at of e.path) {
        if (at.zone === 'track' && pieuOn(pawns, at.space, e.pawn))
          out.push(`pawn ${e.pawn} passed a pieu on ${at.space}`);
        if (at.zone === 'home' && sameColorHome(pawns, e.pawn, at.slot)) out.push(`pawn ${e.pawn} passed in a home`);
      }
      pawns[e.pawn] = e.to.zone === 'track' ? { zone: 'track', space: e.to.space, pieu: false } : e.to;
    } else if (e.type === 'permuted') {
      const [a, b] = [pawns[e.pawn]!, pawns[e.other]!];
      if (a.zone !== 'track' || b.zone !== 'track') out.push('permuted off the track');
      else {
        if ((a.pieu || b.pieu) && colorOfPawn(e.pawn) !== colorOfPawn(e.other))
          out.push('pieu permuted with another colour');
        pawns[e.pawn] = { zone: 'track', space: b.space, pieu: false };
        pawns[e.other] = { zone: 'track', space: a.space, pieu: false };
      }
    }
  }
  if (pawns.map(place).join() !== after.pawns.map(place).join()) out.push('events do not lead to the new pawns');
  return out;
}

/** Pawns already home keep their order, and a pawn that came home is behind every one there before. */
function homeOrderProblems(before: TactikState, after: TactikState): string[] {
  const out: string[] = [];
  before.pawns.forEach((p, i) => {
    const q = after.pawns[i]!;
    if (p.zone === 'home' && q.zone !== 'home') out.push(`pawn ${i} left its home`);
    if (p.zone === 'home' && q.zone === 'home' && q.slot < p.slot) out.push(`pawn ${i} went back in its home`);
    after.pawns.forEach((r, j) => {
      const o = before.pawns[j]!;
      if (colorOfPawn(i) !== colorOfPawn(j) || q.zone !== 'home' || r.zone !== 'home' || o.zone !== 'home') return;
      if (p.zone !== 'home' && q.slot > r.slot) out.push(`pawn ${i} came home past pawn ${j}`);
      if (p.zone === 'home' && p.slot < o.slot && q.slot > r.slot) out.push(`pawn ${i} passed pawn ${j} in its home`);
    });
  });
  return out;
}

/** Every problem of one offered move applied to `s`. */
function moveProblems(s: TactikState, m: Move): string[] {
  const r = applyMove(s, m);
  if (!r.ok) return [`offered move refused: ${r.error.code} ${JSON.stringify(m)}`];
  const check = checkState(JSON.parse(JSON.stringify(r.state)));
  const problems = check.ok ? [] : check.problems;
  if (r.state.pawns.length !== s.pawns.length) problems.push('the pawn count changed');
  for (const [i, p] of s.pawns.entries()) {
    const q = r.state.pawns[i]!;
    const stillPieu = q.zone === 'track' && q.pieu && q.space === startOf(colorOfPawn(i));
    const moved = r.events.some(
      (e) => (e.type === 'moved' && e.pawn === i) || (e.type === 'permuted' && (e.pawn === i || e.other === i)),
    );
    if (p.zone === 'track' && p.pieu && !stillPieu && !moved) problems.push(`pieu ${i} lost without moving`);
  }
  return [...problems, ...replayProblems(s, r.events, r.state), ...homeOrderProblems(s, r.state)];
}

describe('every offered move (fast-check)', () => {
  it('is legal, keeps every pawn and card, never passes in a home, never captures nor passes a pieu', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TABLES),
        fc.string({ maxLength: 8 }),
        fc.integer({ min: 0, max: 220 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ([players, each], seed, plies, botShare) => {
          let s = newGame(seed, players, each);
          const rng = seedrandom(`props|${seed}`);
          for (let i = 0; i < plies && s.phase !== 'over'; i++) {
            for (const m of legalMoves(s)) {
              const problems = moveProblems(s, m);
              if (problems.length > 0) throw new Error(`${problems.join('; ')} at ply ${i}`);
            }
            const r = applyMove(s, rng() < botShare ? botMove(s)! : randomMove(s, rng)!);
            if (!r.ok) throw new Error(r.error.code);
            s = r.state;
          }
        },
      ),
      { numRuns: 40, seed: 20240623 },
    );
  });
});

/** Bot games per table size here; 10,000 a size in the benchmark (scripts/benchTactik.ts). */
const GAMES = 100;

describe(`${GAMES} bot games at each table size`, () => {
  for (const [players, each] of TABLES) {
    it(`${players} players${players === 2 ? `, ${each} colours each` : ''}: each ends with a winner, every state legal`, () => {
      const winners = new Map<number, number>();
      for (let g = 0; g < GAMES; g++) {
        let s = newGame(`bots-${players}-${each}-${g}`, players, each);
        let plies = 0;
        while (s.phase !== 'over') {
          const m = botMove(s)!;
          const r = applyMove(s, m);
          if (!r.ok) throw new Error(`bot move refused: ${r.error.code}`);
          s = r.state;
          if (++plies % 25 === 0 && !checkState(s).ok) throw new Error(`illegal state at ply ${plies} of game ${g}`);
          if (plies > 5000) throw new Error(`game ${g} did not end`);
        }
        expect(checkState(s).ok).toBe(true);
        expect(s.winner).not.toBeNull();
        winners.set(s.winner!, (winners.get(s.winner!) ?? 0) + 1);
      }
      // Every team wins some games: the seat order and the deal do not decide the game.
      expect([...winners.keys()].sort()).toEqual(players === 3 || players === 6 ? [0, 1, 2] : [0, 1]);
    });
  }
});
