/**
 * The TAC module's KTANE log lines (../shared/spec/KTANE-LOG.md), out and in, on logs written by
 * hand from the spec (tests/fixtures/ktane-log/): the writer writes exactly the hand-written lines
 * for the same game; the reader finds two interleaved modules among other lines (CRLF,
 * `(Filename: …)`, blank lines, hidden `<TAC #n>` lines of rule seed 7), rebuilds their bombs and
 * plays, and refuses cut logs, impossible bombs, unknown spellings and bad JSON naming the line.
 */
import { describe, expect, it } from 'vitest';
import { solveLine } from '../../src/cli/tac';
import {
  boardJson,
  cardOfSpelling,
  readBoardJson,
  readStrikeLine,
  spellCard,
  strikeLine,
} from '../../src/ktaneLog/ktaneLogFormat';
import { bombWithSerial, readKtaneLog, type LoggedModule, type ModuleRead } from '../../src/ktaneLog/ktaneLogReader';
import { ktaneLogLines } from '../../src/ktaneLog/ktaneLogWriter';
import { recordEffects, startRecord } from '../../src/module/playedSteps';
import { initialState, run } from '../../src/module/moduleReducer';
import { ALL_CARDS, parseCard, STRIKE_REASONS, type Bomb, type Board } from '../../src/rules';
import { board, fixture, MODULE_1, MODULE_2, STRUCK, STRUCK_INPUTS } from '../fixtures/ktane-log/bombs';

const cards = (codes: string) => codes.split(' ').map((c) => parseCard(c)!);

function ok(m: ModuleRead | undefined): LoggedModule {
  if (!m?.ok) throw new Error(`module not read: ${m ? m.error : 'missing'}`);
  return m;
}

describe('the words of the log (KTANE-LOG.md "Cards", "Board JSON")', () => {
  it('spells every card as the module does and reads the spellings back', () => {
    expect(cards('1 4R 8D 7S 13 W T').map(spellCard)).toEqual(['1', '4⏪', '8◊', '7∴', '13', 'Warrior', 'Trickster']);
    for (const c of ALL_CARDS) expect(cardOfSpelling(spellCard(c))).toBe(c);
    expect(['4R', '8D', 'W', '14⏪', '⏪', ''].map(cardOfSpelling)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('writes the board JSON with the keys in order, colour numbers, -1 home and null captured', () => {
    expect(
      boardJson('Initial board:', ['green', 'red', 'blue', 'yellow'], board(1, 12, 27, 5, 20), [
        'Molly',
        'Susan',
        'Peter',
      ]),
    ).toBe(
      '{"message":"Initial board:","colors":[2,0,3,1],"playerseat":1,"positions":[12,27,5,20],"names":["Molly","Susan","Peter"]}',
    );
    expect(
      boardJson('m', ['red', 'yellow', 'green', 'blue'], board(3, 'home', null, 4, 9), ['Sam', 'Tom', 'Zoe']),
    ).toBe('{"message":"m","colors":[0,1,2,3],"playerseat":3,"positions":[-1,null,4,9],"names":["Sam","Tom","Zoe"]}');
    const read = readBoardJson(
      '{"message":"x","colors":[0,1,2,3],"playerseat":3,"positions":[-1,null,4,9],"names":["sam","Tom","Zoe"]}',
    );
    expect(read).toEqual({
      ok: true,
      value: {
        message: 'x',
        colors: ['red', 'yellow', 'green', 'blue'],
        board: board(3, 'home', null, 4, 9),
        names: ['Sam', 'Tom', 'Zoe'],
      },
    });
  });

  it('names what is wrong in a board JSON', () => {
    const err = (json: string) => {
      const r = readBoardJson(json);
      return r.ok ? 'ok' : r.error;
    };
    expect(
      err('{"message":"x","colors":[0,1,2,3],"playerseat":1,"positions":[3,40,5,6],"names":["Sam","Tom","Zoe"]}'),
    ).toBe('the board JSON: board.positions[1] must be a track space 0–31 or null (captured), not 40');
    expect(
      err('{"message":"x","colors":[0,1,1,3],"playerseat":1,"positions":[3,4,5,6],"names":["Sam","Tom","Zoe"]}'),
    ).toBe('the board JSON: board.colors must hold each colour once, not [0,1,1,3]');
    expect(
      err('{"message":"x","colors":[0,1,2,3],"playerseat":1,"positions":[3,4,5,6],"names":["Sam","Bob","Zoe"]}'),
    ).toBe('the board JSON: board.names[1] must be one of the 32 names of RULES.md §4, not "Bob"');
    expect(err('{"message":"x","colors":[0,1,2,3],"playerseat":1,"positions":[3,4,3,6]}')).toBe(
      'the board JSON: board.positions must not put two pieces on one space, not [3,4,3,6]',
    );
    expect(err('{"message":"x","colors":[0,1,2,3],"playerseat":1,"positions":[3,4,')).toMatch(
      /^the board JSON does not parse \(/,
    );
  });

  it("writes every strike in the module's words and reads each back to its reason", () => {
    const b = board(0, 10, 3, 14, null);
    const lines = [
      strikeLine('move-across-piece', parseCard('4R')!, b),
      strikeLine('capture-partner', parseCard('4')!, b), // the partner on the landing space
      strikeLine('capture-partner', parseCard('7S')!, b), // 14 is passed by 7 single steps from 10
      strikeLine('capture-partner', parseCard('4S')!, b), // 14 is the landing space of 4 single steps
      strikeLine('capture-partner', parseCard('W')!, b),
      ...STRIKE_REASONS.filter((r) => !['move-across-piece', 'capture-partner'].includes(r)).map((r) =>
        strikeLine(r, parseCard('T')!, b),
      ),
    ];
    expect(lines).toEqual([
      'Moving 4 would move across another piece. Strike!',
      'Moving 4 would capture your partner. Strike!',
      'Moving 7 single steps would capture your partner. Strike!',
      'Moving 4 would capture your partner. Strike!',
      'Using the Warrior would capture your partner. Strike!',
      'You pressed the TAC button at the start of the round, but no swap was required. Strike!',
      'You tried to play a card at the start of the round, but you needed to swap first. Strike!',
      'You tried to swap a piece that has already been captured. Strike!',
      'You entered your home with cards still in your hand. Strike!',
      'Your hand is empty, but you did not enter your home. Strike!',
    ]);
    expect(lines.map((l) => readStrikeLine(l)?.reason)).toEqual([
      'move-across-piece',
      'capture-partner',
      'capture-partner',
      'capture-partner',
      'capture-partner',
      'swap-not-needed',
      'swap-required',
      'trickster-captured-piece',
      'home-with-cards-left',
      'hand-empty-not-home',
    ]);
    expect(readStrikeLine('Moving 14 would capture your partner. Strike!')).toBeUndefined();
    expect(readStrikeLine('Moving 4 would capture your partner.')).toBeUndefined();
  });
});

describe('the writer (log out)', () => {
  it('writes exactly the hand-written lines of struck-game.txt for the same game', () => {
    const played = run(initialState(STRUCK), STRUCK_INPUTS);
    const steps = recordEffects(startRecord(STRUCK), played.effects).steps;
    const handWritten = fixture('struck-game.txt')
      .split('\n')
      .filter((l) => l.startsWith('[TAC #1]'));
    expect(ktaneLogLines(STRUCK, steps, 1)).toEqual(handWritten);
  });

  it('writes exactly the hand-written lines of both modules of two-tac-modules.txt (hidden lines, swap, strike)', () => {
    const text = fixture('two-tac-modules.txt').split('\r\n');
    const linesOf = (n: number) => text.filter((l) => l.startsWith(`[TAC #${n}] `) || l.startsWith(`<TAC #${n}> `));
    const game = (bomb: Bomb, inputs: readonly string[]) =>
      recordEffects(startRecord(bomb), run(initialState(bomb), inputs).effects).steps;
    // TAC #1 played its intended gameplay.
    expect(ktaneLogLines(MODULE_1, game(MODULE_1, MODULE_1.solution), 1)).toEqual(linesOf(1));
    // TAC #2: a card picked before the swap (strike), then the intended gameplay.
    expect(ktaneLogLines(MODULE_2, game(MODULE_2, ['1', ...MODULE_2.solution]), 2)).toEqual(linesOf(2));
    expect(ktaneLogLines(STRUCK, [], 1).filter((l) => l.startsWith('<TAC'))).toEqual([]);
  });
});

describe('the reader (log in)', () => {
  const read = readKtaneLog(fixture('two-tac-modules.txt'));

  it('finds both TAC modules among the other lines and rebuilds their bombs as written', () => {
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.modules.map((m) => [m.label, m.line])).toEqual([
      ['TAC #1', 13],
      ['TAC #2', 17],
    ]);
    expect(read.serials).toEqual([{ serial: 'KT4VR7', line: 10 }]);
    const [one, two] = read.modules.map(ok);
    // The log holds no seed: the bombs are the hand-written ones without it.
    expect({ ...one!.bomb, seed: '' }).toEqual(MODULE_1);
    expect({ ...two!.bomb, seed: '' }).toEqual(MODULE_2);
    expect(one!.notes).toEqual(['serial KT4VR7 from line 10 of the file']);
  });

  it('gives the solution counts tac solve gives for the hands written in the file', () => {
    if (!read.ok) throw new Error(read.error);
    const [one, two] = read.modules.map(ok);
    const count = (state: Board, hand: string[]) =>
      (solveLine({ state, hand }) as { ok: true; value: { solutionCount: number } }).value.solutionCount;
    const played = (m: LoggedModule) =>
      m.bomb.hand.map((c, i) => (m.bomb.swap?.slot === i ? m.bomb.swap.card : c)).map((c) => c.code);
    expect(played(one!)).toEqual(['3', '8D', '1', '5', '2']);
    expect(played(two!)).toEqual(['6S', 'W', '1', 'T', '5R']);
    expect(count(one!.bomb.state, played(one!))).toBe(count(board(1, 30, 12, 16, 20), ['3', '8D', '1', '5', '2']));
    expect(count(two!.bomb.state, played(two!))).toBeGreaterThan(0);
    expect(count(two!.bomb.state, ['6S', 'W', '8', 'T', '5R'])).toBe(0); // the dealt hand needs the swap
  });

  it('reads the played steps in order, each with its line, the strike and the solve', () => {
    if (!read.ok) throw new Error(read.error);
    const [one, two] = read.modules.map(ok);
    expect(one!.steps.map((s) => [s.card!.code, s.board.you, s.outcome.kind])).toEqual([
      ['8D', 30, 'moved'],
      ['1', 31, 'moved'],
      ['2', 1, 'moved'],
      ['3', 4, 'moved'],
      ['5', 'home', 'solved'],
    ]);
    expect(one!.stepLines).toEqual([44, 45, 47, 52, 53]);
    expect(two!.steps.map((s) => [s.card?.code ?? null, s.board.you, s.outcome])).toEqual([
      [null, 8, { kind: 'strike', reason: 'swap-required' }],
      ['W', 12, { kind: 'captured', pieces: ['opponent1'] }],
      ['T', 15, { kind: 'moved' }],
      ['6S', 21, { kind: 'moved' }],
      ['5R', 16, { kind: 'moved' }],
      ['1', 'home', { kind: 'solved' }],
    ]);
    expect(two!.stepLines).toEqual([42, 46, 48, 49, 56, 57]);
    expect([one!.solved, two!.solved, one!.stepsError, two!.stepsError]).toEqual([true, true, null, null]);
  });

  it('reads the same file with LF line ends, and without its serial line', () => {
    const lf = fixture('two-tac-modules.txt').replace(/\r\n/g, '\n');
    const noSerial = readKtaneLog(lf.replace('[SerialNumber] Randomizing Serial Number: KT4VR7', ''));
    if (!noSerial.ok) throw new Error(noSerial.error);
    const one = ok(noSerial.modules[0]);
    expect(one.bomb.serial).toBe(null);
    expect(one.notes[0]).toBe(
      'the serial number is not in the log: the names are not checked against the board (RULES.md §5 needs the serial)',
    );
    expect(bombWithSerial(one.bomb, 'kt4vr7')).toMatchObject({ ok: true, bomb: { serial: 'KT4VR7', seed: '' } });
    expect(bombWithSerial(one.bomb, 'AB1CD2')).toEqual({
      ok: false,
      error:
        'with serial AB1CD2: bomb.names[0] "Bill" puts opponent 1 on space 29, but bomb.state.opponent1 is 12 (RULES.md §5); "Tom" fits',
    });
    // A serial given for module 2 only: module 1 keeps looking in the file.
    const given = readKtaneLog(lf, { serial: { 2: 'ab1cd2' } });
    if (!given.ok) throw new Error(given.error);
    expect(ok(given.modules[0]).bomb.serial).toBe('KT4VR7');
    expect(given.modules[1]).toMatchObject({
      ok: false,
      error:
        'TAC #2: not a possible TAC bomb with serial AB1CD2: bomb.names[0] "Kate" puts opponent 1 on space 29, but bomb.state.opponent1 is 12 (RULES.md §5); "Emily" fits (lines 17–32)',
    });
  });
});

describe('a log cut off in the middle', () => {
  const text = fixture('two-tac-modules.txt');
  const cutAt = (marker: string, keep: number) => text.slice(0, text.indexOf(marker) + keep);

  it("in a module's start lines: that module is refused naming the line, the other is read", () => {
    // The file ends inside TAC #2's initial board (line 32).
    const r = readKtaneLog(cutAt('[TAC #2] {"message":"Initial board:"', 60));
    if (!r.ok) throw new Error(r.error);
    const one = ok(r.modules[0]);
    expect(one.steps).toEqual([]);
    expect(one.solved).toBe(false);
    expect(r.modules[1]).toMatchObject({ ok: false, label: 'TAC #2', line: 17 });
    expect(r.modules[1]!.ok || r.modules[1]!.error).toMatch(
      /^TAC #2: line 32 \(\{"message":"Initial board:".*\): the board JSON does not parse \(.*\): the file ends in the middle of this line \(the log is cut off\)$/,
    );
    // The file ends after TAC #2's swap decision: no board, nothing invented.
    const r2 = readKtaneLog(cutAt('[TAC #2] You must swap a card.', 30));
    if (!r2.ok) throw new Error(r2.error);
    expect(r2.modules[1]!.ok || r2.modules[1]!.error).toBe(
      `TAC #2: no "Hand after swap" line (the module's lines stop at line 30, the end of the file: the log is cut off)`,
    );
  });

  it('in the play lines: the steps up to the cut, and the cut line named', () => {
    // Cut inside line 53 (TAC #1's last "After playing" board).
    const r = readKtaneLog(cutAt('[TAC #1] {"message":"After playing 5', 40));
    if (!r.ok) throw new Error(r.error);
    const one = ok(r.modules[0]);
    expect(one.steps.map((s) => s.card!.code)).toEqual(['8D', '1', '2', '3']);
    expect(one.solved).toBe(false);
    expect(one.stepsError).toMatch(
      /^line 53 \(.*\): the board JSON does not parse \(.*\): the file ends in the middle of this line \(the log is cut off\)$/,
    );
    // TAC #2's lines stop earlier in the file: its steps so far, no error, not solved.
    const two = ok(r.modules[1]);
    expect(two.steps).toHaveLength(4);
    expect([two.solved, two.stepsError]).toEqual([false, null]);

    // Cut after the board that brings the pawn home, before "Module solved!": not invented.
    const r2 = readKtaneLog(cutAt('[TAC #1] You entered your home', 0));
    if (!r2.ok) throw new Error(r2.error);
    const one2 = ok(r2.modules[0]);
    expect(one2.steps).toHaveLength(4);
    expect(one2.stepsError).toBe(
      'line 53: the log ends after this board, before the line that says what followed (a strike or the solve): the log is cut off',
    );
  });
});

describe('refusals, each naming the line', () => {
  const START = [
    '[TAC #1] Using rule seed: 1.',
    '[TAC #1] Initial hand: 3, 8◊, 1, 5, 2',
    '[TAC #1] You must not swap a card.',
    '[TAC #1] {"message":"Initial board:","colors":[2,0,3,1],"playerseat":1,"positions":[30,12,16,20],"names":["Bill","Anna","Toby"]}',
  ];
  const refusal = (lines: string[]) => {
    const r = readKtaneLog(lines.join('\n'));
    if (!r.ok) return r.error;
    const m = r.modules[0]!;
    return m.ok ? 'read' : m.error;
  };

  it('reads the start lines alone (the intended gameplay missing is noted, the solution computed)', () => {
    const r = readKtaneLog(START.join('\n'), { serial: 'KT4VR7' });
    if (!r.ok) throw new Error(r.error);
    const m = ok(r.modules[0]);
    expect(m.notes).toEqual([
      'serial KT4VR7 as given',
      'intended gameplay not used (the log holds 0 intended-gameplay boards, not 5): the solution is computed',
      "the file ends with this module's line 4, before the module was solved: the log may be cut off (nothing after it is assumed)",
    ]);
    expect(run(initialState(m.bomb), m.bomb.solution).state.solved).toBe(true);
  });

  it('a board that is not a possible TAC bomb', () => {
    // 11 is not in rule seed 1's deck (RULES.md §4).
    expect(refusal([START[0]!, '[TAC #1] Initial hand: 3, 8◊, 1, 5, 11', ...START.slice(2)])).toBe(
      'TAC #1: not a possible TAC bomb: bomb.hand[4] "11" is not in the deck of rule seed 1 (1 2 3 4R 5 6 7S 8D 9 10 12 13 T W) (lines 1–4)',
    );
    // From space 30, 9 9 9 9 9 cannot end at home (the start is 8): no card order wins.
    expect(refusal([START[0]!, '[TAC #1] Initial hand: 9, 9, 9, 9, 9', ...START.slice(2)])).toBe(
      'TAC #1: not a possible TAC bomb: bomb.hand is not winnable from bomb.state (RULES.md §8) (lines 1–4)',
    );
    // "You must swap" but the hand after the swap changes two cards.
    expect(
      refusal([
        ...START.slice(0, 2),
        '[TAC #1] You must swap a card.',
        '[TAC #1] Hand after swap: 3, 8◊, 2, 1, 2',
        START[3]!,
      ]),
    ).toBe(
      'TAC #1: line 4 (Hand after swap: 3, 8◊, 2, 1, 2): differs from the initial hand in cards 3 and 4, but a swap changes exactly one card',
    );
    const initial = 'line 4 ({"message":"Initial board:","colors":[2,0,3,1],"playerseat"…)';
    expect(refusal([...START.slice(0, 3), START[3]!.replace('[30,12,16,20]', '[30,null,16,20]')])).toBe(
      `TAC #1: ${initial}: not a possible TAC bomb: an opponent is captured (null), but every piece starts on the track (RULES.md §9)`,
    );
    expect(refusal([...START.slice(0, 3), START[3]!.replace('[30,12,16,20]', '[30,12,30,20]')])).toBe(
      `TAC #1: ${initial}: the board JSON: board.positions must not put two pieces on one space, not [30,12,30,20]`,
    );
  });

  it('an unknown card spelling, JSON that does not parse, a wrong hidden line, no TAC line at all', () => {
    expect(refusal([START[0]!, '[TAC #1] Initial hand: 3, 8D, 1, 5, 2', ...START.slice(2)])).toBe(
      'TAC #1: line 2 (Initial hand: 3, 8D, 1, 5, 2): Initial hand: card 2 "8D" is not a card spelling (N, N⏪, N◊, N∴, Warrior or Trickster, N 1–13)',
    );
    expect(refusal([...START.slice(0, 3), '[TAC #1] {"message":"Initial board:","colors":[2,0,3,1]', 'more'])).toMatch(
      /^TAC #1: line 4 \(.*\): the board JSON does not parse \(.+\)$/,
    );
    expect(
      refusal([
        '[TAC #1] Using rule seed: 8.',
        '<TAC #1> Deck: 1, 2, 3, 4, 5⏪, 6∴, 7, 8, 9◊, 10, 12, 13, Trickster, Warrior',
      ]),
    ).toMatch(/^TAC #1: line 2 \(Deck: 1, 2, .*\): this deck is not rule seed 8's \(RULES.md §4: .*\)$/);
    expect(refusal(['[TAC #1] Using rule seed: 8.', '<TAC #1> Names order: Julia, Andy, Sam'])).toMatch(
      /^TAC #1: line 2 \(Names order: Julia, Andy, Sam\): this names order is not rule seed 8's \(RULES.md §4\): name 1 is "Julia", rule seed 8 has "\w+"$/,
    );
    expect(
      refusal([
        '[Wires #1] Cut wire 2.',
        START[3]!,
        '[TAC #1] You entered your home and your hand is empty. Module solved!',
      ]),
    ).toBe(
      `TAC #1: no "Using rule seed" line before line 2: the log does not hold this module's start lines (it is cut before them)`,
    );
    const after = START[3]!
      .replace('Initial board:', 'After playing 1, board looks like this:')
      .replace('[30,', '[31,');
    expect(refusal([START[0]!, START[2]!, START[3]!, after])).toBe(
      `TAC #1: no "Initial hand" line before the module's first play line (line 4)`,
    );
    expect(refusal(['[Wires #1] Wire colours: red.', '', '(Filename: x Line: 64)'])).toBe(
      'the log holds no line of a TAC module ("[TAC #1] Using rule seed: 1." and the like)',
    );
  });
});

describe('what the log does not write', () => {
  it('a held TAC button (reset) between plays is inferred from the next board', () => {
    const lines = fixture('struck-game.txt').split('\n');
    // Keep "After playing 1" and "After playing 8◊" (moved, lines 13–14), then the defuser held TAC:
    // the next line is round 2's "After playing 8◊" (discarded, from the initial board).
    const held = [...lines.slice(0, 14), ...lines.slice(19)].join('\n');
    const r = readKtaneLog(held);
    if (!r.ok) throw new Error(r.error);
    const m = ok(r.modules[0]);
    expect(m.steps.map((s) => [s.card!.code, s.board.you, s.afterHoldReset])).toEqual([
      ['1', 20, false],
      ['8D', 28, false],
      ['8D', 19, true],
      ['1', 20, false],
      ['2', 22, false],
      ['5', 27, false],
      ['6', 'home', false],
    ]);
    expect(m.solved).toBe(true);
  });

  it("reads an older module version's start (names in the message, intended gameplay first)", () => {
    const legacy = [
      '[TAC #3] Using rule seed: 1.',
      '<TAC #3> Names order: Julia, Andy, Sam, Adam, James, Jenny, Harry, Zoe, Alex, Sarah, Toby, Tom, Steve, Molly, Craig, Kate, Chris, Peter, Will, Ryan, Susan, David, Carl, Felix, Zach, Emily, Fred, Kevin, Bill, Sally, Anna, Lucy',
      '[TAC #3] Intended gameplay:',
      '[TAC #3] {"message":"Play 8◊, yielding:","colors":[2,0,3,1],"playerseat":1,"positions":[30,12,16,20]}',
      '[TAC #3] {"message":"Play 1, yielding:","colors":[2,0,3,1],"playerseat":1,"positions":[31,12,16,20]}',
      '[TAC #3] {"message":"Play 2, yielding:","colors":[2,0,3,1],"playerseat":1,"positions":[1,12,16,20]}',
      '[TAC #3] {"message":"Play 3, yielding:","colors":[2,0,3,1],"playerseat":1,"positions":[4,12,16,20]}',
      '[TAC #3] {"message":"Play 5, yielding:","colors":[2,0,3,1],"playerseat":1,"positions":[-1,12,16,20]}',
      '[TAC #3] {"message":"Player names (clockwise from You): Bill, Anna, Toby","colors":[2,0,3,1],"playerseat":1,"positions":[30,12,16,20]}',
      '[TAC #3] Initial hand: 3, 8◊, 1, 5, 2',
      '[TAC #3] You must not swap a card.',
    ];
    const r = readKtaneLog(legacy.join('\n'), { serial: 'KT4VR7' });
    if (!r.ok) throw new Error(r.error);
    const m = ok(r.modules[0]);
    expect([m.label, m.bomb.names, m.bomb.solution, m.notes]).toEqual([
      'TAC #3',
      ['Bill', 'Anna', 'Toby'],
      ['2', 'r', '3', '5', '1', '4', 'r'],
      [
        'serial KT4VR7 as given',
        "the file ends with this module's line 11, before the module was solved: the log may be cut off (nothing after it is assumed)",
      ],
    ]);
  });
});
