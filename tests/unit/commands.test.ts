/**
 * The command line of the bomb page (src/doors/commands.ts): the module's action words and the
 * original module's Twitch Plays command verbatim (`!1 tac; 1; left; led tl; br`), checked as a
 * whole, and such commands solving generated bombs through the module reducer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMAND_WORDS_HELP, MAX_COMMAND_ACTIONS, parseCommand } from '../../src/doors/commands';
import { initialState, run } from '../../src/module/moduleReducer';
import { generateBomb } from '../../src/rules';

describe('parseCommand', () => {
  it('reads the Twitch Plays words, with or without !n, separated by commas, semicolons or spaces', () => {
    expect(parseCommand('!1 tac; 1; left; led tl; br')).toEqual({
      ok: true,
      words: ['tac', '1', 'l', 'tl', 'br'],
      module: 1,
    });
    expect(parseCommand('!12 T, 5 RIGHT;LED Bl  led TR ; reset')).toEqual({
      ok: true,
      words: ['tac', '5', 'r', 'bl', 'tr', 'reset'],
      module: 12,
    });
    expect(parseCommand(' 1, TAC  r,tl ')).toEqual({ ok: true, words: ['1', 'tac', 'r', 'tl'], module: null });
    expect(parseCommand('')).toEqual({ ok: true, words: [], module: null });
    expect(parseCommand('!3')).toEqual({ ok: true, words: [], module: 3 });
  });

  it('refuses a line of more than 64 actions whole (the page would animate and log thousands)', () => {
    expect(MAX_COMMAND_ACTIONS).toBe(64);
    const most = parseCommand(`!1 ${'led tl '.repeat(64)}`);
    expect(most.ok && most.words.length).toBe(64);
    expect(parseCommand(`!1 ${'led tl '.repeat(64)} 1`)).toEqual({
      ok: false,
      error: 'the command holds more than 64 actions (word 130 is the 65th): run them in parts',
    });
    expect(parseCommand('reset '.repeat(20_000))).toEqual({
      ok: false,
      error: 'the command holds more than 64 actions (word 65 is the 65th): run them in parts',
    });
  });

  it('names the first bad word and its place', () => {
    const list = `(${COMMAND_WORDS_HELP})`;
    expect(parseCommand('1, 9, foo')).toEqual({ ok: false, error: `"9" (word 2) is not an action ${list}` });
    expect(parseCommand('!1 tac; led; 1')).toEqual({
      ok: false,
      error: '"led" (word 3) must be followed by an LED: tl, tr, bl or br',
    });
    expect(parseCommand('led 1')).toEqual({
      ok: false,
      error: '"led" (word 1) must be followed by an LED: tl, tr, bl or br',
    });
    expect(parseCommand('!x tac')).toEqual({ ok: false, error: '"!x" (word 1) is not a module number such as !1' });
    // Module numbers start at 1 (KTANE's Twitch Plays numbers modules from 1).
    expect(parseCommand('!0 tac')).toEqual({ ok: false, error: '"!0" (word 1) is not a module number such as !1' });
    expect(parseCommand('!000 tac')).toEqual({ ok: false, error: '"!000" (word 1) is not a module number such as !1' });
    expect(parseCommand('!007 tac')).toMatchObject({ ok: true, module: 7 });
    expect(parseCommand('tac !1')).toEqual({ ok: false, error: `"!1" (word 2) is not an action ${list}` });
    expect(parseCommand('constructor')).toEqual({
      ok: false,
      error: `"constructor" (word 1) is not an action ${list}`,
    });
    expect(parseCommand('1 <b>x</b>')).toEqual({ ok: false, error: `"<b>x</b>" (word 2) is not an action ${list}` });
    expect(parseCommand(`1 ${'y'.repeat(40)}`)).toEqual({
      ok: false,
      error: `"${'y'.repeat(30)}…" (word 2) is not an action ${list}`,
    });
  });
});

/** A Twitch Plays word for an action word: one of its spellings, chosen by `pick`. */
const SPELLINGS: Record<string, readonly string[]> = {
  tac: ['tac', 't', 'TAC'],
  l: ['l', 'left', 'Left'],
  r: ['r', 'right', 'RIGHT'],
  tl: ['tl', 'led tl', 'LED TL'],
  tr: ['tr', 'led tr'],
  bl: ['bl', 'led bl'],
  br: ['br', 'led br'],
};

describe('Twitch Plays commands solve bombs through the reducer', () => {
  it('for generated bombs of several rule seeds, any spelling and separators', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 5 }),
        fc.constantFrom(1, 3, 42, 2147483647),
        fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
        fc.constantFrom('; ', ', ', ' ', ';'),
        fc.integer({ min: 1, max: 99 }),
        (seed, ruleSeed, picks, separator, moduleNumber) => {
          const bomb = generateBomb(seed, ruleSeed);
          const words = bomb.solution.map((w, i) => {
            const options = SPELLINGS[w] ?? [w];
            return options[picks[i % picks.length]! % options.length]!;
          });
          const text = `!${moduleNumber} ${words.join(separator)}`;
          const parsed = parseCommand(text);
          expect(parsed).toEqual({ ok: true, words: bomb.solution, module: moduleNumber });
          const out = run(initialState(bomb), parsed.ok ? parsed.words : []);
          expect(out.state.solved).toBe(true);
          expect(out.strikes).toEqual([]);
        },
      ),
      { numRuns: 400 },
    );
  });
});
