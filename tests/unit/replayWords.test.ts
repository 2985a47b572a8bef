/**
 * The replay in words and pictures (src/replay/replayWords.ts, src/replay/replayPictures.ts) on the
 * hand-written logs of tests/fixtures/ktane-log/: the struck game (its lost step worked out by
 * hand in replayModel.test.ts) and TAC #2 of two-tac-modules.txt (a swap, a strike before the
 * swap, a Warrior capture, a Trickster exchange); and a reset by holding TAC, which the log does
 * not write.
 */
import { describe, expect, it } from 'vitest';
import { readKtaneLog, type LoggedModule } from '../../src/ktaneLog/ktaneLogReader';
import { recordEffects, startRecord } from '../../src/module/playedSteps';
import { replayOf } from '../../src/replay/replayModel';
import { initialState, run } from '../../src/module/moduleReducer';
import { lostShort, positionWords, replaySummary, stepLabels } from '../../src/replay/replayWords';
import { replayPictures } from '../../src/replay/replayPictures';
import { fixture, MODULE_2, STRUCK, STRUCK_INPUTS } from '../fixtures/ktane-log/bombs';

function module(file: string, index: number): LoggedModule {
  const read = readKtaneLog(fixture(file));
  if (!read.ok) throw new Error(read.error);
  const m = read.modules[index];
  if (!m?.ok) throw new Error(`module ${index} of ${file} not read`);
  return m;
}

const struck = module('struck-game.txt', 0);
const struckReplay = replayOf(struck.bomb, struck.steps);
const tac2 = module('two-tac-modules.txt', 1);
const tac2Replay = replayOf(tac2.bomb, tac2.steps);
const codes = (hand: readonly ({ code: string } | null)[]) => hand.map((c) => c?.code ?? '-').join(' ');

describe('the replay in words', () => {
  it('sums up the struck game and names the step from which the hand was lost', () => {
    expect(replaySummary(struckReplay)).toBe(
      '10 steps, 1 strike, solved. In round 1 the hand could no longer be won from step 2 (the 8 diamond), until the module was reset.',
    );
    expect(stepLabels(struck.bomb, struckReplay)).toEqual([
      '1 · moved',
      '8 diamond · moved · hand lost',
      '2 · moved',
      '6 · moved',
      '5 · strike',
      '8 diamond · discarded',
      '1 · moved',
      '2 · moved',
      '5 · moved',
      '6 · solved',
    ]);
  });

  it('says each position: as dealt, the lost step, the strike in the module words, a discard, the solve', () => {
    const w = (p: number) => positionWords(struck.bomb, struckReplay, p);
    expect(w(0)).toEqual({
      title: 'As dealt',
      card: 'No card played yet.',
      moves: '',
      board:
        'Your pawn on space 19, opponent 1 (Julia) on space 5, the partner (Sally) on space 8, opponent 2 (Alex) on space 10.',
      result: '10 steps follow.',
      hand: '',
    });
    expect(w(2)).toEqual({
      title: 'Step 2 of 10 (round 1)',
      card: 'Played the 8 diamond.',
      moves: 'Your pawn from space 20 to space 28.',
      board:
        'Your pawn on space 28, opponent 1 (Julia) on space 5, the partner (Sally) on space 8, opponent 2 (Alex) on space 10.',
      result: 'Moved, no strike.',
      hand: 'From here the hand can no longer be won (cards left: 6, 5 and 2): the first such step of round 1.',
    });
    expect(w(3).hand).toBe('The hand is still lost (cards left: 6 and 5).');
    expect(w(5).moves).toBe('Nothing moved.');
    expect(w(5).result).toBe(
      'Moving 5 would move across another piece. Strike! The module resets to the board as dealt, with the whole hand.',
    );
    expect(w(5).hand).toBe('Round 1 was already lost before this strike.');
    // Round 2 starts from the board as dealt: the 8 diamond discarded moves nothing.
    expect([w(6).title, w(6).moves, w(6).result]).toEqual([
      'Step 6 of 10 (round 2)',
      'Nothing moved.',
      'Discarded: nothing moved, no strike.',
    ]);
    expect(w(6).hand).toBe('The hand can still be won from here (cards left: 6, 1, 5 and 2).');
    expect([w(10).moves, w(10).result, w(10).hand]).toEqual([
      'Your pawn from space 27 to home.',
      'Your pawn entered your home with the last card: module solved!',
      'Solved.',
    ]);
    expect(() => w(11)).toThrow(RangeError);
    expect(() => w(-1)).toThrow(RangeError);
  });

  it('tells a strike before the swap, a Warrior capture and a Trickster exchange (TAC #2, a swap)', () => {
    const w = (p: number) => positionWords(tac2.bomb, tac2Replay, p);
    expect(stepLabels(tac2.bomb, tac2Replay)[0]).toBe('card before swap · strike · hand lost');
    expect([w(1).card, w(1).hand]).toEqual([
      'Picked a card before the swap.',
      'This play lost round 1: the hand had still been winnable before it.',
    ]);
    expect(w(1).result).toMatch(
      /^You tried to play a card at the start of the round, but you needed to swap first\. Strike!/,
    );
    expect([w(2).card, w(2).moves, w(2).result]).toEqual([
      'Played the Warrior.',
      'Your pawn from space 8 to space 12; opponent 1 (Kate) captured on space 12.',
      'Captured opponent 1 (Kate).',
    ]);
    expect(w(3).moves).toBe('Your pawn from space 12 to space 15; opponent 2 (Will) from space 15 to space 12.');
    expect(replaySummary(tac2Replay)).toBe(
      '6 steps, 1 strike, solved. In round 1 the hand could no longer be won from step 1 (a card before the swap), until the module was reset.',
    );
    expect(lostShort(tac2Replay)).toBe('round 1 lost at step 1');
  });

  it('a game of one step: one step follows, and the hand lost with no reset after it', () => {
    // TAC on a hand that needs no swap: a strike, and the game stops there (an explosion).
    const steps = recordEffects(startRecord(STRUCK), run(initialState(STRUCK), ['tac']).effects).steps;
    const one = replayOf(STRUCK, steps);
    expect([one.steps.length, one.firstLost]).toEqual([1, 0]);
    expect(positionWords(STRUCK, one, 0).result).toBe('1 step follows.');
    expect(lostShort(one)).toBe('hand lost at step 1');
  });

  it('names each round in which the hand was lost, not only the first (issue 25)', () => {
    // Round 1: the struck game's first round (lost at step 2, the 8 diamond; strike at step 5);
    // round 2: TAC on a hand that needs no swap (a strike, lost at step 6); round 3: solved.
    const inputs = [...STRUCK_INPUTS.slice(0, 6), 'tac', ...STRUCK.solution];
    const steps = recordEffects(startRecord(STRUCK), run(initialState(STRUCK), inputs).effects).steps;
    const replay = replayOf(STRUCK, steps);
    expect(replay.steps.filter((s) => s.lost).map((s) => [s.round, s.index + 1])).toEqual([
      [1, 2],
      [2, 6],
    ]);
    expect(replaySummary(replay)).toBe(
      '11 steps, 2 strikes, solved. In round 1 the hand could no longer be won from step 2 (the 8 diamond), until the module was reset; in round 2 from step 6 (TAC), until the module was reset.',
    );
    expect(lostShort(replay)).toBe('round 1 lost at step 2, round 2 at step 6');
    // Lost again in the last round, and the game ends there: that round is named with no reset.
    const exploded = [...STRUCK_INPUTS.slice(0, 6), 'tac', 'tac'];
    const three = replayOf(
      STRUCK,
      recordEffects(startRecord(STRUCK), run(initialState(STRUCK), exploded).effects).steps,
    );
    expect(replaySummary(three)).toBe(
      '7 steps, 3 strikes, not solved. In round 1 the hand could no longer be won from step 2 (the 8 diamond), until the module was reset; in round 2 from step 6 (TAC), until the module was reset; in round 3 from step 7 (TAC).',
    );
    expect(lostShort(three)).toBe('round 1 lost at step 2, round 2 at step 6, round 3 at step 7');
  });

  it('says when the module was reset by holding TAC (the board before is the board as dealt again)', () => {
    // 1 played (19 → 20), TAC held, then the 8 diamond discarded from the board as dealt.
    const steps = recordEffects(startRecord(STRUCK), run(initialState(STRUCK), ['2', 'reset', '3', 'r']).effects).steps;
    const replay = replayOf(STRUCK, steps);
    const w = positionWords(STRUCK, replay, 2);
    expect(w.title).toBe('Step 2 of 2 (round 2)');
    expect(w.card).toBe('The module was reset by holding TAC before this step. Played the 8 diamond.');
    expect(w.moves).toBe('Nothing moved.');
    expect(replaySummary(replay)).toBe('2 steps, 0 strikes, not solved. The hand could be won after every step.');
    expect(replaySummary(replayOf(STRUCK, []))).toBe('No card was played.');
  });
});

describe('the replay as the module still picture', () => {
  it('takes the cards played out of the hand, piles them, lights red on the strike and green once solved', () => {
    const stills = replayPictures(struck.bomb, struckReplay);
    expect(stills).toHaveLength(11);
    expect([codes(stills[0]!.hand), codes(stills[0]!.discard), stills[0]!.you, stills[0]!.light]).toEqual([
      '6 1 8D 5 2',
      '',
      19,
      'armed',
    ]);
    expect(stills[0]!.revealed).toEqual(struck.bomb.state);
    expect([codes(stills[2]!.hand), codes(stills[2]!.discard), stills[2]!.you]).toEqual(['6 - - 5 2', '1 8D', 28]);
    expect([codes(stills[5]!.hand), codes(stills[5]!.discard), stills[5]!.light]).toEqual([
      '- - - - -',
      '1 8D 2 6 5',
      'exploded',
    ]);
    // Round 2: the whole hand again.
    expect([codes(stills[6]!.hand), codes(stills[6]!.discard), stills[6]!.you]).toEqual(['6 1 - 5 2', '8D', 19]);
    expect([stills[10]!.you, stills[10]!.light, codes(stills[10]!.hand)]).toEqual(['home', 'solved', '- - - - -']);
    expect(stills.every((s) => s.labels[0] === 'You' && s.seat === 0 && s.ledsOff.length === 0)).toBe(true);
  });

  it('shows the dealt hand until the swap, the swapped card after it, and a captured LED out', () => {
    const stills = replayPictures(MODULE_2, tac2Replay);
    expect([codes(stills[1]!.hand), stills[1]!.swapWaiting, stills[1]!.light]).toEqual([
      '6S W 8 T 5R',
      true,
      'exploded',
    ]);
    // The Warrior after the swap: slot 3 holds the swapped 1; opponent 1 (seat 3) is captured.
    expect([codes(stills[2]!.hand), stills[2]!.swapWaiting, stills[2]!.ledsOff]).toEqual(['6S - 1 T 5R', false, [3]]);
    expect(stills[2]!.revealed!.opponent1).toBe(null);
  });
});
