/**
 * The whole game's log (src/ktaneLog/gameLogWriter.ts): the file passes the Logfile Analyzer's line
 * rules (tests/fixtures/logfileAnalyzer.ts, its regexes copied from Timwi/KtaneContent's
 * `More/Logfile Analyzer.js` and `Logfile Analyzer Data.js`) as one bomb with one TAC module, its
 * serial, time, strike limit, strikes, rule seed and end; and the designer's log reader reads it
 * back to the same bomb and steps (round trip).
 */
import { describe, expect, it } from 'vitest';
import { gameLogLines, gameLogText, generatorSeed, type GameLogBomb } from '../../src/ktaneLog/gameLogWriter';
import { readKtaneLog } from '../../src/ktaneLog/ktaneLogReader';
import { ktaneLogLines } from '../../src/ktaneLog/ktaneLogWriter';
import { initialState, run } from '../../src/module/moduleReducer';
import { recordEffects, startRecord, type PlayedStep } from '../../src/module/playedSteps';
import { analyzeLog, FILE_CHECK } from '../fixtures/logfileAnalyzer';
import { MODULE_2, STRUCK, STRUCK_INPUTS } from '../fixtures/ktane-log/bombs';

const stepsOf = (bomb: GameLogBomb, inputs: readonly string[]): readonly PlayedStep[] =>
  recordEffects(startRecord(bomb), run(initialState(bomb), inputs).effects).steps;

const struck: GameLogBomb = { ...STRUCK, seed: '123456789' };
/** STRUCK_INPUTS up to and with its strike (the 5 moved across a piece, RULES.md §6). */
const UP_TO_STRIKE = STRUCK_INPUTS.slice(0, 7);

describe('the whole game log passes the Logfile Analyzer line rules', () => {
  it('a game solved after one strike: one bomb, one TAC module, serial, time, strikes, Solved', () => {
    const steps = stepsOf(struck, STRUCK_INPUTS);
    const text = gameLogText(struck, steps, { minutes: 5, strikeLimit: 3, end: 'solved' });
    expect(text.startsWith('Initialize engine version: 2017.4.22f1 ')).toBe(true);
    expect(FILE_CHECK.test(text)).toBe(true);
    const a = analyzeLog(text);
    expect(a.errors).toEqual([]);
    expect(a.groups).toHaveLength(1);
    const [group] = a.groups;
    expect(group!.ended).toBe(true);
    expect(group!.ruleSeed).toBe('1');
    expect(group!.bombs).toHaveLength(1);
    const bomb = group!.bombs[0]!;
    expect(bomb).toMatchObject({ seed: 123456789, serial: 'KT4VR7', time: 300, totalStrikes: 3 });
    expect(bomb).toMatchObject({ strikes: 1, state: 'Solved', totalModules: 1, needies: 0 });
    expect(Object.keys(bomb.modules)).toEqual(['TACModule']);
    // Every module line went to TAC #1; the boards were drawn: initial, five intended, the plays.
    const tacLines = ktaneLogLines(struck, steps).filter((l) => l.startsWith('[TAC #1] '));
    expect(bomb.modules['TACModule']!['#1']).toEqual(tacLines.map((l) => l.slice('[TAC #1] '.length)));
    expect(bomb.boards[0]).toBe('Initial board:');
    expect(bomb.boards.filter((m) => m.startsWith('Play '))).toHaveLength(STRUCK.solution.length - 2);
  });

  it('the game lines in their order: header, then the strike line right after the module’s', () => {
    const lines = gameLogLines(struck, stepsOf(struck, STRUCK_INPUTS), { minutes: 5, strikeLimit: 3, end: 'solved' });
    expect(lines.slice(0, 6)).toEqual([
      'Initialize engine version: 2017.4.22f1 (TAC module simulator)',
      '[State] Enter GameplayState',
      '[BombGenerator] Generating bomb with seed 123456789',
      '[BombGenerator] Generator settings: Time: 300, NumStrikes: 3, FrontFaceOnly: True',
      '[BombGenerator] Selected TACModule (TACModule (ModBombComponent))',
      '[SerialNumber] Randomizing Serial Number: KT4VR7',
    ]);
    expect(lines[6]).toBe('[TAC #1] Using rule seed: 1.');
    const strike = lines.indexOf('[Bomb] Strike from TAC! 1 / 3 strikes');
    expect(lines[strike - 1]).toBe('[TAC #1] Moving 5 would move across another piece. Strike!');
    expect(lines.slice(-2)).toEqual(['[Bomb] A winner is you!!', '[State] OnRoundEnd()']);
  });

  it('exploded on strikes and on time, rule seed 7, a game still going on', () => {
    const onStrikes = analyzeLog(
      gameLogText(struck, stepsOf(struck, UP_TO_STRIKE), { minutes: 2, strikeLimit: 1, end: 'strikes' }),
    );
    expect(onStrikes.errors).toEqual([]);
    expect(onStrikes.groups[0]!.bombs[0]).toMatchObject({ strikes: 1, totalStrikes: 1, state: 'Exploded (Strikes)' });
    const onTime = analyzeLog(
      gameLogText(struck, stepsOf(struck, UP_TO_STRIKE), { minutes: 1, strikeLimit: 3, end: 'time' }),
    );
    expect(onTime.groups[0]!.bombs[0]).toMatchObject({ strikes: 1, time: 60, state: 'Exploded (Time Ran Out)' });
    const seven: GameLogBomb = { ...MODULE_2, seed: 'rule seven' };
    const text = gameLogText(seven, [], { minutes: 0, strikeLimit: 3, end: null });
    expect(text).toContain('\n[Rule Seed Modifier] The Seed is 7\n');
    const going = analyzeLog(text);
    expect(going.errors).toEqual([]);
    expect(going.groups[0]).toMatchObject({ ruleSeed: '7', ended: false });
    expect(going.groups[0]!.bombs[0]).toMatchObject({ seed: generatorSeed('rule seven'), state: 'Unsolved' });
    expect(text).not.toMatch(/Boom|winner|OnRoundEnd/);
  });

  it('the model refuses what the Analyzer refuses: no engine line, a TAC line before Selected', () => {
    const lines = gameLogLines(struck, [], { minutes: 5, strikeLimit: 3, end: null });
    expect(analyzeLog(lines.slice(1).join('\n')).valid).toBe(false);
    const noSelected = analyzeLog(lines.filter((l) => !l.includes('Selected')).join('\n'));
    expect(noSelected.errors[0]).toMatch(/^line 6: no Selected TACModule line yet/);
    expect(analyzeLog(`${lines.join('\n')}\n2 Pools:\n`).errors.length).toBe(2);
  });

  it('the generator seed: a C# int as it is, anything else its FNV-1a hash', () => {
    expect(generatorSeed('123456789')).toBe(123456789);
    expect(generatorSeed('-2147483648')).toBe(-2147483648);
    // FNV-1a 32 of "a" is 0xe40c292c, as a signed int.
    expect(generatorSeed('a')).toBe(0xe40c292c | 0);
    expect(generatorSeed('2147483648')).toBe(generatorSeed('2147483648'));
    expect(generatorSeed('2147483648')).not.toBe(2147483648);
    expect(() => gameLogLines({ ...struck, serial: 'kt4vr7' }, [], { minutes: 5, strikeLimit: 3, end: null })).toThrow(
      /serial number "kt4vr7"/,
    );
  });
});

describe('the designer reads the whole game log back', () => {
  it('the same bomb (with its serial from the [SerialNumber] line) and the same steps', () => {
    for (const [bomb, inputs, end] of [
      [struck, STRUCK_INPUTS, 'solved'],
      [struck, UP_TO_STRIKE, 'strikes'],
      [{ ...MODULE_2, seed: '7' }, MODULE_2.solution, 'solved'],
    ] as const) {
      const steps = stepsOf(bomb, inputs);
      const read = readKtaneLog(gameLogText(bomb, steps, { minutes: 5, strikeLimit: 1, end }));
      if (!read.ok) throw new Error(read.error);
      expect(read.modules).toHaveLength(1);
      const m = read.modules[0]!;
      if (!m.ok) throw new Error(m.error);
      // The log holds no seed: the bomb comes back without it.
      expect({ ...m.bomb, seed: bomb.seed }).toEqual(bomb);
      expect(m.steps).toEqual(steps);
      expect(m.solved).toBe(end === 'solved');
      expect(m.stepsError).toBeNull();
    }
  });
});
