/**
 * The game around the module (src/module/gameState.ts) and what the reducer tells of each play
 * (the board after it, where a strike happened): the strike count against the limit, the
 * explosion by strikes and by time, the discard pile, the played steps.
 */
import { describe, expect, it } from 'vitest';
import { gameOver, playInput, runOutOfTime, startGame, type GameState } from '../../src/module/gameState';
import { initialState, step, type Effect } from '../../src/module/moduleReducer';
import type { Puzzle } from '../../src/rules/bomb';
import { parseCard, type Board } from '../../src/rules';

const cards = (...codes: string[]) => codes.map((c) => parseCard(c)!);
const board = (you: number, o1: number | null, partner: number, o2: number | null, seat: 0 | 1 | 2 | 3 = 0): Board => ({
  seat,
  you,
  opponent1: o1,
  partner,
  opponent2: o2,
});
const codes = (cs: readonly { code: string }[]) => cs.map((c) => c.code).join(' ');

/** Plays `inputs` in order; the last step's result and the game after all of them. */
function play(game: GameState, inputs: readonly string[]) {
  let last = { game, effects: [] as readonly Effect[], struck: false, exploded: false };
  for (const input of inputs) last = playInput(last.game, input);
  return last;
}

/** Solved with 1, 1, then 2 and the right option (home). */
const SOLVABLE: Puzzle = { state: board(29, 10, 20, 25), hand: cards('1', '1', '2'), swap: null };
/** A 9 from space 3 with an opponent on 7: `move-across-piece`. */
const BLOCKED: Puzzle = { state: board(3, 7, 20, 28), hand: cards('9', '1'), swap: null };

describe('what the reducer tells of a play', () => {
  it('card-played carries the board after the play', () => {
    const r = step(initialState(SOLVABLE), '1');
    const played = r.effects.find((e) => e.type === 'card-played');
    expect(played && played.type === 'card-played' && played.board).toEqual(board(30, 10, 20, 25));
    // A Trickster exchange: you and the partner swap places (RULES.md §6).
    const t: Puzzle = { state: board(5, 10, 20, 25, 1), hand: cards('T', '1'), swap: null };
    let s = initialState(t);
    for (const input of ['1', 'br']) s = step(s, input).state;
    const ex = step(s, 'tl').effects.find((e) => e.type === 'card-played');
    expect(ex && ex.type === 'card-played' && ex.board).toEqual(board(20, 10, 5, 25, 1));
  });

  it('a strike of the play itself keeps the board it was tried on and says where it struck', () => {
    const r = step(initialState(BLOCKED), '1');
    const played = r.effects.find((e) => e.type === 'card-played');
    expect(played && played.type === 'card-played' && played.board).toEqual(BLOCKED.state);
    expect(r.effects.find((e) => e.type === 'strike')).toEqual({
      type: 'strike',
      reason: 'move-across-piece',
      spot: { type: 'pawn-blocked', path: [4, 5, 6], at: 7 },
    });
    // A swap strike has no place on the track.
    expect(step(initialState(SOLVABLE), 'tac').effects[0]).toEqual({ type: 'strike', reason: 'swap-not-needed' });
  });
});

describe('the game state', () => {
  it('counts strikes and explodes at the limit; then every input is ignored', () => {
    const one = play(startGame(BLOCKED, 2), ['1']);
    expect([one.struck, one.exploded, one.game.strikes, one.game.exploded, gameOver(one.game)]).toEqual([
      true,
      false,
      1,
      null,
      false,
    ]);
    const two = playInput(one.game, '1');
    expect([two.struck, two.exploded, two.game.strikes, two.game.exploded, gameOver(two.game)]).toEqual([
      true,
      true,
      2,
      'strikes',
      true,
    ]);
    const after = playInput(two.game, '2');
    expect(after.game).toBe(two.game);
    expect(after.effects).toEqual([{ type: 'ignored', input: '2', why: 'the bomb has exploded' }]);
  });

  it('a strike limit of 1 explodes on the first strike', () => {
    const r = play(startGame(SOLVABLE, 1), ['tac']);
    expect([r.exploded, r.game.strikes, r.game.exploded]).toEqual([true, 1, 'strikes']);
  });

  it('keeps the discard pile in play order and empties it on a reset', () => {
    const g = play(startGame(SOLVABLE, 3), ['1', '2']).game;
    expect(codes(g.discard)).toBe('1 1');
    expect(g.module.hand.map((c) => c?.code ?? null)).toEqual([null, null, '2']);
    expect(play(g, ['reset']).game.discard).toEqual([]);
    // A strike resets too.
    const struck = play(startGame(BLOCKED, 3), ['2', '1']).game;
    expect([struck.strikes, struck.discard]).toEqual([1, []]);
  });

  it('times out: exploded by time, unless the module is already over', () => {
    const g = play(startGame(SOLVABLE, 3), ['1']).game;
    const out = runOutOfTime(g);
    expect([out.exploded, out.strikes, gameOver(out)]).toEqual(['time', 0, true]);
    expect(runOutOfTime(out)).toBe(out);
    const solved = play(startGame(SOLVABLE, 3), ['1', '2', '3', 'r']).game;
    expect(solved.module.solved).toBe(true);
    expect(runOutOfTime(solved)).toBe(solved);
    expect(playInput(solved, '1').effects[0]).toMatchObject({ type: 'ignored', why: 'the module is solved' });
  });

  it('records the played steps with the board after each and the result', () => {
    const g = play(startGame(SOLVABLE, 3), ['tac', '1', '2', 'reset', '1', '2', '3', 'r']).game;
    expect(g.record.steps.map((s) => [s.card?.code ?? null, s.board.you, s.outcome.kind, s.afterHoldReset])).toEqual([
      [null, 29, 'strike', false],
      ['1', 30, 'moved', false],
      ['1', 31, 'moved', false],
      ['1', 30, 'moved', true],
      ['1', 31, 'moved', false],
      ['2', 'home', 'solved', false],
    ]);
    expect(g.record.steps[0]!.outcome).toEqual({ kind: 'strike', reason: 'swap-not-needed' });
  });
});
