/**
 * The verifier's hand-written logs (issue 12), written from ../shared/spec/KTANE-LOG.md and the
 * rules alone, not by our writer:
 *
 * - `seed42-swap-trickster.txt`: a byte order mark, CRLF, tabs in the game's lines, `(Filename: …)`
 *   and blank lines, the serial on the game's own line, and two TAC modules numbered #1 and #3
 *   interleaved with Wires and Morse Code lines. TAC #1 (rule seed 1, seat 2, no swap): you on 5,
 *   Sally on 20, Sam (the partner) on 28, Peter on 7; Warrior, 1, Trickster, 9, 8◊. The defuser plays
 *   the Warrior (Peter captured, you on 7), then swaps with the Trickster the captured Peter: a
 *   strike; then the intended gameplay (Warrior, Trickster Sally ↔ Sam, 1, 8◊ discarded, 9 home
 *   from 8 over the start 16). TAC #3 (rule seed 42 with its hidden names order and deck, seat 0, a
 *   swap of the 13 in slot 5 for a 7∴): you on 20, Molly on 22, Chris (partner) on 10, Craig on
 *   25; the defuser swaps and plays the 3 across Molly: a strike; then 7∴ (both captured), 3,
 *   4⏪, 9◊ discarded, 7∴ home over the start 0. Names worked out from serial KT4VR7 (RULES.md §5).
 * - `lost-after-first-card.txt`: TAC #1's bomb again; the defuser opens with the 1 (you on 6, the
 *   Warrior's only target is then Peter on 7 and the 9 can no longer land on 17), plays the hand
 *   out with the hand empty on 16 (a strike), then solves.
 *
 * Expected values are worked out by hand from the rules; solution counts are `tac solve`'s.
 */
import { describe, expect, it } from 'vitest';
import { solveLine } from '../../src/cli/tac';
import { readKtaneLog, type LoggedModule, type ModuleRead } from '../../src/ktaneLog/ktaneLogReader';
import { ktaneLogOfInputs } from '../../src/ktaneLog/ktaneLogWriter';
import { replayOf } from '../../src/replay/replayModel';
import { initialState, run } from '../../src/module/moduleReducer';
import { fixture, board, STRUCK } from '../fixtures/ktane-log/bombs';

function ok(m: ModuleRead | undefined): LoggedModule {
  if (!m?.ok) throw new Error(`module not read: ${m ? m.error : 'missing'}`);
  return m;
}

const text = fixture('seed42-swap-trickster.txt');
const lines = text.replace(/^\uFEFF/, '').split('\r\n');
const codes = (m: LoggedModule) =>
  m.steps.map((s) => `${s.card?.code ?? '-'} ${s.outcome.kind === 'strike' ? s.outcome.reason : s.outcome.kind}`);
const solutionCount = (m: LoggedModule) => {
  const { state, hand, swap } = m.bomb;
  const played = hand.map((c, i) => (swap && i === swap.slot ? swap.card : c).code);
  return (solveLine({ state, hand: played }) as { ok: true; value: { solutionCount: number } }).value.solutionCount;
};

describe('a hand-written log: BOM, CRLF, tabs, noise, rule seed 42, modules #1 and #3', () => {
  const r = readKtaneLog(text);
  if (!r.ok) throw new Error(r.error);

  it('finds both modules and rebuilds their bombs as written by hand', () => {
    expect(r.modules.map((m) => m.label)).toEqual(['TAC #1', 'TAC #3']);
    const [a, b] = [ok(r.modules[0]), ok(r.modules[1])];
    expect(a.bomb).toMatchObject({
      ruleSeed: 1,
      serial: 'KT4VR7',
      seat: 2,
      colors: ['yellow', 'blue', 'red', 'green'],
      names: ['Sally', 'Sam', 'Peter'],
      state: board(2, 5, 20, 28, 7),
      swap: null,
      solution: ['1', '3', 'tl', 'tr', '2', '5', 'r', '4', 'r'],
    });
    expect(a.bomb.hand.map((c) => c.code)).toEqual(['W', '1', 'T', '9', '8D']);
    expect(b.bomb).toMatchObject({
      ruleSeed: 42,
      serial: 'KT4VR7',
      seat: 0,
      colors: ['green', 'red', 'blue', 'yellow'],
      names: ['Molly', 'Chris', 'Craig'],
      state: board(0, 20, 22, 10, 25),
      solution: ['tac', '1', '2', '3', '4', 'r', '5', 'r'],
    });
    expect(b.bomb.hand.map((c) => c.code)).toEqual(['7S', '3', '4R', '9D', '13']);
    expect(b.bomb.swap).toMatchObject({ slot: 4, card: { code: '7S' } });
    expect([a.notes[0], b.notes[0]]).toEqual([
      'serial KT4VR7 from line 5 of the file',
      'serial KT4VR7 from line 5 of the file',
    ]);
    expect([solutionCount(a), solutionCount(b)]).toEqual([32, 48]);
  });

  it('reads each game: strikes on the Trickster and across a piece, then the solve', () => {
    const [a, b] = [ok(r.modules[0]), ok(r.modules[1])];
    expect(codes(a)).toEqual([
      'W captured',
      'T trickster-captured-piece',
      'W captured',
      'T moved',
      '1 moved',
      '8D moved',
      '9 solved',
    ]);
    expect(a.stepLines).toEqual([41, 46, 49, 50, 52, 53, 55]);
    expect(codes(b)).toEqual(['3 move-across-piece', '7S captured', '3 moved', '4R moved', '9D moved', '7S solved']);
    expect([a.solved, b.solved, a.stepsError, b.stepsError]).toEqual([true, true, null, null]);
  });

  it('our writer writes exactly the hand-written lines for the same games (tac play --ktane-log)', () => {
    const [a, b] = [ok(r.modules[0]), ok(r.modules[1])];
    const bombA = { ...a.bomb, seed: '', serial: 'KT4VR7' };
    const bombB = { ...b.bomb, seed: '', serial: 'KT4VR7' };
    const inputsA = ['1', '3', 'bl', 'br', ...a.bomb.solution];
    const inputsB = ['tac', '2', ...b.bomb.solution];
    expect(ktaneLogOfInputs(bombA, inputsA, 1)).toEqual(lines.filter((l) => l.startsWith('[TAC #1] ')));
    expect(ktaneLogOfInputs(bombB, inputsB, 3)).toEqual(lines.filter((l) => /^(\[TAC #3\]|<TAC #3>) /.test(l)));
  });
});

describe('cut and broken lines the verifier wrote', () => {
  it('a board line cut just after a whole value is called cut off, not only bad JSON', () => {
    const at = text.indexOf('[TAC #1] {"message":"After playing 1,');
    const cut = text.slice(
      0,
      at + '[TAC #1] {"message":"After playing 1, board looks like this:","colors":[1,3,0,2]'.length,
    );
    const r = readKtaneLog(cut);
    if (!r.ok) throw new Error(r.error);
    const a = ok(r.modules[0]);
    expect(codes(a)).toEqual(['W captured', 'T trickster-captured-piece', 'W captured', 'T moved']);
    expect(a.stepsError).toMatch(
      /^line 52 \(\{"message":"After playing 1, board looks like this:","colors…\): the board JSON does not parse \(.+\): the file ends in the middle of this line \(the log is cut off\)$/,
    );
  });

  it('a log that ends cleanly in the middle of a game keeps the steps and notes the end for the module whose line is last', () => {
    const at = text.indexOf('[TAC #1] {"message":"After playing 1,');
    const r = readKtaneLog(text.slice(0, at));
    if (!r.ok) throw new Error(r.error);
    const [a, b] = [ok(r.modules[0]), ok(r.modules[1])];
    expect(codes(a)).toEqual(['W captured', 'T trickster-captured-piece', 'W captured', 'T moved']);
    expect(codes(b)).toEqual(['3 move-across-piece', '7S captured', '3 moved']);
    expect([a.stepsError, b.stepsError, a.solved, b.solved]).toEqual([null, null, false, false]);
    expect(a.notes).toEqual(['serial KT4VR7 from line 5 of the file']);
    expect(b.notes).toEqual([
      'serial KT4VR7 from line 5 of the file',
      "the file ends with this module's line 51, before the module was solved: the log may be cut off (nothing after it is assumed)",
    ]);
  });

  it('an intended-gameplay board of other colours is not taken as the solution (a note, the solution computed)', () => {
    const r = readKtaneLog(
      text.replace(
        '"message":"Play 9, yielding:","colors":[1,3,0,2]',
        '"message":"Play 9, yielding:","colors":[3,1,0,2]',
      ),
    );
    if (!r.ok) throw new Error(r.error);
    const a = ok(r.modules[0]);
    expect(a.notes[1]).toBe(
      'intended gameplay not used (line 31 ({"message":"Play 9, yielding:","colors":[3,1,0,2],"playerse…): its seat, colours or names differ from the initial board): the solution is computed',
    );
    expect(run(initialState(a.bomb), a.bomb.solution).state.solved).toBe(true);
    expect(codes(a)).toHaveLength(7);
  });

  it('a "Using rule seed" line with a seed that is not a number is named, not taken for a cut', () => {
    const r = readKtaneLog(text.replace('Using rule seed: 42.', 'Using rule seed: ４２.'));
    if (!r.ok) throw new Error(r.error);
    expect(r.modules[1]).toMatchObject({
      ok: false,
      label: 'TAC #3',
      line: 12,
      error: 'TAC #3: line 12 (Using rule seed: ４２.): rule seed "４２" is not an integer 1 … 2147483647',
    });
    expect(ok(r.modules[0]).solved).toBe(true);
  });

  it('a strike line in other words (a double space) is named, not read as a game without that strike', () => {
    const r = readKtaneLog(
      text.replace(
        'Moving 3 would move across another piece. Strike!',
        'Moving 3 would move across another piece.  Strike!',
      ),
    );
    if (!r.ok) throw new Error(r.error);
    const b = ok(r.modules[1]);
    expect(b.stepsError).toBe(
      'line 42 (Moving 3 would move across another piece.  Strike!): this strike line is not one the module writes (see KTANE-LOG.md): its strike is not read',
    );
    expect(b.solved).toBe(false);
    expect(ok(r.modules[0]).solved).toBe(true);
  });

  it('a log that ends with a strike says the bomb may have exploded there (the module writes no line for it)', () => {
    // TAC on a hand that needs no swap, with a strike limit of 1: the bomb explodes, the log ends.
    const r = readKtaneLog(ktaneLogOfInputs(STRUCK, ['tac']).join('\n'), { serial: 'KT4VR7' });
    if (!r.ok) throw new Error(r.error);
    const m = ok(r.modules[0]);
    expect(m.notes.at(-1)).toMatch(
      /^the file ends with this module's line \d+, before the module was solved: the bomb may have exploded at this strike, or the log is cut off \(nothing after it is assumed\)$/,
    );
  });

  it('an impossible last board of the file is named as impossible, not as a cut', () => {
    const start = lines.filter((l) => l.startsWith('[TAC #1] ')).slice(0, 10);
    const after = (card: string, pos: string) =>
      `[TAC #1] {"message":"After playing ${card}, board looks like this:","colors":[1,3,0,2],"playerseat":2,"positions":${pos},"names":["Sally","Sam","Peter"]}`;
    // The 1 to 6, then the 9 from 6 would pass Peter on 7: it strikes, so no board follows it.
    const log = [...start, after('1', '[6,20,28,7]'), after('9', '[15,20,28,7]')].join('\n');
    const r = readKtaneLog(log);
    if (!r.ok) throw new Error(r.error);
    const a = ok(r.modules[0]);
    expect(codes(a)).toEqual(['1 moved']);
    expect(a.stepsError).toBe(
      'line 12: after playing 9 this board cannot follow the board before it, nor the initial board after a reset (RULES.md §6–7)',
    );
  });
});

describe('the replay of a game lost on its first card', () => {
  it('marks the 1 (tac solve: from 6 with Warrior, Trickster, 9, 8◊ no win), and solves in round 2', () => {
    const r = readKtaneLog(fixture('lost-after-first-card.txt'));
    if (!r.ok) throw new Error(r.error);
    const m = ok(r.modules[0]);
    expect(codes(m)).toEqual([
      '1 moved',
      'W captured',
      'T moved',
      '8D moved',
      '9 hand-empty-not-home',
      'W captured',
      'T moved',
      '1 moved',
      '8D moved',
      '9 solved',
    ]);
    const rest = (
      solveLine({ state: board(2, 6, 20, 28, 7), hand: ['W', 'T', '9', '8D'] }) as {
        ok: true;
        value: { winnable: boolean };
      }
    ).value;
    expect(rest.winnable).toBe(false);
    const replay = replayOf(m.bomb, m.steps);
    expect(replay.firstLost).toBe(0);
    expect(replay.steps.map((s) => [s.round, s.winnable, s.lost])).toEqual([
      [1, false, true],
      [1, false, false],
      [1, false, false],
      [1, false, false],
      [1, false, false],
      [2, true, false],
      [2, true, false],
      [2, true, false],
      [2, true, false],
      [2, true, false],
    ]);
    expect([replay.strikes, replay.solved]).toEqual([1, true]);
  });
});
