/**
 * The replay model (src/replay/replayModel.ts) on the struck game written by hand in
 * tests/fixtures/ktane-log/struck-game.txt: the step from which the hand could no longer be won is
 * worked out by hand below, and the replay of the log and of the same game played on the bomb
 * page's controller (through its command box) are the same.
 */
import { describe, expect, it } from 'vitest';
import { readKtaneLog } from '../../src/ktaneLog/ktaneLogReader';
import { replayOf } from '../../src/replay/replayModel';
import { ModuleController } from '../../src/play/moduleController';
import { fixture, STRUCK } from '../fixtures/ktane-log/bombs';

const text = fixture('struck-game.txt');

/*
 * The bomb: seat 0, so the start is space 0 and home is entered by landing on space 1 (RULES.md §6).
 * Your pawn is on 19; the three other pieces are on 5, 8 and 10, behind you. The hand is
 * 6, 1, 8◊, 5, 2: every card moves clockwise. To win, the five cards must end exactly on space 1
 * (= 33) with the last one entering home: 33 − 19 = 14 steps, and 6 + 1 + 5 + 2 = 14, so the 8◊
 * must be discarded and the four others moved (the other pieces are not in the way from 19 to 33).
 *
 * The struck game: 1 (19 → 20), then 8◊ MOVED (20 → 28), 2 (28 → 30), 6 (30 → 4, past the start
 * without landing on 1), then 5 from 4 would cross the opponent on 5: strike.
 * - After 1, the hand 6, 8◊, 5, 2 can still win from 20: 13 steps = 6 + 5 + 2, 8◊ discarded.
 * - After the 8◊ moved to 28, the cards left are 6, 5, 2 (13 steps): 28 + 13 = 41, which is not
 *   33, so no order ends on space 1. The hand is lost at this step (index 1), three plays before
 *   the strike. Then round 2 (after the strike's reset) is the winning line: all winnable.
 * (STRUCK, in tests/fixtures/ktane-log/bombs.ts, is this bomb.)
 */
describe('the replay of a struck game', () => {
  const read = readKtaneLog(text);
  if (!read.ok || !read.modules[0]!.ok) throw new Error('the fixture must read');
  const logged = read.modules[0]!;

  it('marks the step from which the hand could no longer be won: the 8◊ moved, not the strike', () => {
    const replay = replayOf(logged.bomb, logged.steps);
    expect(replay.steps.map((s) => [s.step.card!.code, s.step.board.you, s.winnable, s.lost, s.round])).toEqual([
      ['1', 20, true, false, 1],
      ['8D', 28, false, true, 1],
      ['2', 30, false, false, 1],
      ['6', 4, false, false, 1],
      ['5', 4, false, false, 1], // Moving 5 would move across another piece: the strike
      ['8D', 19, true, false, 2],
      ['1', 20, true, false, 2],
      ['2', 22, true, false, 2],
      ['5', 27, true, false, 2],
      ['6', 'home', true, false, 2],
    ]);
    expect(replay.firstLost).toBe(1);
    expect(replay.strikes).toBe(1);
    expect(replay.solved).toBe(true);
    expect(replay.steps[1]!.cardsLeft.map((c) => c.code)).toEqual(['6', '5', '2']);
    expect(replay.steps[4]!.step.outcome).toEqual({ kind: 'strike', reason: 'move-across-piece' });
  });

  it('is the same for the same game played on the bomb page (Twitch Plays commands)', () => {
    const c = new ModuleController(STRUCK, 3);
    // 1, 8◊ moved, 2, 6, 5 (strike); then 8◊ discarded, 1, 2, 5, 6 entering home.
    expect(c.command('!1 2; 3; left; 5; 1; 4')).toBe(6);
    expect(c.strikes).toBe(1);
    expect(c.command('!1 3; right; 2; 5; 4; 1; r')).toBe(7);
    expect(c.state.solved).toBe(true);
    expect(c.playedSteps).toEqual(logged.steps);
    expect(replayOf(STRUCK, c.playedSteps)).toEqual(replayOf(logged.bomb, logged.steps));
  });
});
