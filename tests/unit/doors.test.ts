/**
 * Issue 11, "one check for every door", in-process: the ASCII codes (look-alikes are errors
 * naming the character), the one seed rule and rule-seed rule, the one bomb check against every
 * crafted bomb of the issue, bounded messages (cut between code points), nesting depth and
 * numbers out of range, the designer's address and command line.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerLine, readLines, type InputLine } from '../../src/cli/jsonLines';
import { locateLine, playLine, solveLine, tidyQuotes } from '../../src/cli/tac';
import { bombProblems, checkBomb, checkBombText } from '../../src/doors/bombCheck';
import { decodeBombParam, encodeBombParam } from '../../src/doors/bombUrl';
import { jsonProblem, MAX_DEPTH, preview } from '../../src/doors/jsonValue';
import { batchSeedProblem, MAX_SEED_LENGTH, parseSeed, seedNotAscii, shownSeed } from '../../src/doors/seed';
import {
  cliCommand,
  parseForm,
  queryProblems,
  queryToForm,
  shellWord,
  type FormInput,
  FORM_DEFAULTS,
} from '../../src/pages/designer/generatorFilters';
import { echoValue, parseHashSeed } from '../../src/pages/manual/hashSeed';
import {
  bombToJson,
  canonicalName,
  generateBomb,
  kindNamed,
  parseCard,
  parseRuleSeed,
  parseSerial,
} from '../../src/rules';
import { cutText, quote, showInvisible } from '../../src/rules/text';
import { parseCommand } from '../../src/doors/commands';
import { parseBombParams } from '../../src/doors/urlParams';

const KELVIN = '\u212A';
const BIN = join(import.meta.dirname, '..', '..', 'bin', 'tac.mjs');
const bomb = bombToJson(generateBomb('crafted-3', 1)) as unknown as Record<string, unknown> & {
  seat: number;
  state: Record<string, unknown>;
  hand: string[];
  names: string[];
  swap: unknown;
};
const noSwap = (() => {
  for (let i = 1; ; i++) {
    const b = bombToJson(generateBomb(`crafted#${i}`, 1)) as typeof bomb;
    if (!b.swap) return b;
  }
})();
const edit = (b: typeof bomb, change: (j: typeof bomb) => void) => {
  const j = structuredClone(b);
  change(j);
  return j;
};
const FORM_INPUT: FormInput = { ...FORM_DEFAULTS, seed: 'abc' };
const isWellFormed = (s: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

describe('ASCII where the rules say ASCII (RULES.md §3, §4, §6, §7)', () => {
  it('serials: look-alikes are not letters, and the error names the character', () => {
    expect(parseSerial('n14fz6')).toEqual({ ok: true, serial: 'N14FZ6' });
    expect(parseSerial('ﬃﬃ')).toMatchObject({
      ok: false,
      error: 'serial character 1 "ﬃ" (U+FB03) is not a letter A–Z or digit',
    });
    expect(parseSerial('ıııııı')).toMatchObject({
      error: 'serial character 1 "ı" (U+0131) is not a letter A–Z or digit',
    });
    expect(parseSerial('ſſſſſſ')).toMatchObject({
      error: 'serial character 1 "ſ" (U+017F) is not a letter A–Z or digit',
    });
    expect(parseSerial('N14FZ６')).toMatchObject({
      error: 'serial character 6 "６" (U+FF16) is not a letter A–Z or digit',
    });
    expect(parseSerial('N14FZ')).toMatchObject({ error: 'serial "N14FZ" has 5 characters, not 6' });
  });

  it('card codes, names and action words: no Unicode case mapping', () => {
    expect(parseCard(' 7s ')?.code).toBe('7S');
    expect(parseCard('7ſ')).toBeUndefined();
    expect(parseCard('ﬆ')).toBeUndefined();
    expect(canonicalName(' kATE ')).toBe('Kate');
    expect(canonicalName(`${KELVIN}ate`)).toBeUndefined();
    expect(parseCommand('TL, Tac, 1')).toEqual({ ok: true, words: ['tl', 'tac', '1'], module: null });
    expect(parseCommand(`tl, ${KELVIN}`)).toMatchObject({ ok: false, error: expect.stringMatching(/\(word 2\)/) });
  });

  it('action words and swap modes are read one way at every door: ASCII case, surrounding spaces', () => {
    const puzzle = {
      state: { seat: 0, you: 29, opponent1: 10, partner: 20, opponent2: 25 },
      hand: ['1', '1', '2'],
      swap: null,
    };
    const lower = playLine({ puzzle, actions: ['1', '2', '3', 'r'] });
    expect(lower).toMatchObject({ ok: true, value: { solved: true, strikes: [] } });
    // Before: `actions[0] "TAC" is not an action`, while the command box took `TL, Tac`.
    expect(playLine({ puzzle, actions: ['1', ' 2 ', '3', 'R'] })).toEqual(lower);
    expect(playLine({ puzzle, actions: ['TAC', 'Tl', 'RESET'] })).toMatchObject({ ok: true });
    expect(parseCommand('TAC, Tl, RESET')).toEqual({ ok: true, words: ['tac', 'tl', 'reset'], module: null });
    expect(playLine({ puzzle, actions: ['1', `t${KELVIN}`] })).toEqual({
      ok: false,
      error: `actions[1] "t${KELVIN}" is not an action (1–5, tac, reset, l, r, tl, tr, bl, br)`,
    });
    expect(playLine({ puzzle, actions: ['tac', 7] })).toEqual({
      ok: false,
      error: 'actions[1] must be an action word, not 7',
    });
    // A bomb's solution is read the same way (`TAC` is `tac`).
    const solution = bomb.swap ? ['TAC', ...(bomb.solution as string[]).slice(1)] : (bomb.solution as string[]);
    expect(checkBomb({ ...bomb, solution: solution.map((w) => ` ${w.toUpperCase()}`) })).toMatchObject({
      ok: true,
      notes: [],
      bomb: { solution: bomb.solution },
    });
    // --swap and the designer's swap as the deal: `dealNamed` and `swapNamed`.
    expect(parseForm({ ...FORM_INPUT, swap: ' REQUIRED' })).toMatchObject({
      ok: true,
      value: { filters: { swap: 'required' } },
    });
    expect(queryProblems('seed=a&swap=REQUIRED')).toEqual([]);
    expect(queryToForm('seed=a&swap=Forbidden').swap).toBe('forbidden');
    expect(queryProblems('seed=a&swap=requir%C4%97d')).toEqual([
      'swap "requirėd" is not either, required or forbidden',
    ]);
    // Card kinds too (`kindNamed`): `tac generate --include` and the designer's include= / exclude=.
    expect(kindNamed(' Warrior ')).toBe('warrior');
    expect(kindNamed('\uFF57arrior')).toBe(undefined); // a fullwidth w
    expect(queryProblems('seed=a&include=Warrior,%20TRICKSTER&exclude=Diamond')).toEqual([]);
    expect(queryToForm('seed=a&include=Warrior,%20TRICKSTER&exclude=Diamond')).toMatchObject({
      include: ['warrior', 'trickster'],
      exclude: ['diamond'],
    });
    expect(queryProblems(`seed=a&include=${encodeURIComponent(`${KELVIN},w${KELVIN}`)}`)).toEqual([
      `include "${KELVIN}" is not a card kind (regular, reverse, diamond, single, warrior, trickster)`,
      `include "w${KELVIN}" is not a card kind (regular, reverse, diamond, single, warrior, trickster)`,
    ]);
    // Min and max solutions are numbers as every door reads them (`wholeNumber`): ASCII spaces only.
    expect(parseForm({ ...FORM_INPUT, minSolutions: ' 005 ', maxSolutions: '30' })).toMatchObject({
      ok: true,
      value: { filters: { minSolutions: 5, maxSolutions: 30 } },
    });
    expect(parseForm({ ...FORM_INPUT, minSolutions: '\u00A05' })).toEqual({
      ok: false,
      error: 'Min solutions must be an integer 0 … 1000000000, not "\u00A05"',
      field: 'minSolutions',
    });
    expect(parseForm({ ...FORM_INPUT, include: ['Warrior'], exclude: ['SINGLE'] })).toMatchObject({
      ok: true,
      value: { filters: { includeKinds: ['warrior'], excludeKinds: ['single'] } },
    });
  });

  it('the CLI names the look-alike character in each field', () => {
    const state = { seat: 1, you: 4, opponent1: 5, partner: 20, opponent2: 15 };
    expect(locateLine({ serial: 'ſſſſſſ', ruleSeed: 1, seat: 1, you: 4, names: ['Molly', 'Susan', 'Peter'] })).toEqual({
      ok: false,
      error: 'serial character 1 "ſ" (U+017F) is not a letter A–Z or digit',
    });
    expect(
      locateLine({ serial: 'N14FZ6', ruleSeed: 1, seat: 1, you: 4, names: ['Molly', 'Susan', `${KELVIN}ate`] }),
    ).toEqual({
      ok: false,
      error: `names[2] character 1 "${KELVIN}" (U+212A) is not a letter A–Z (the 32 names of RULES.md §4)`,
    });
    expect(solveLine({ state, hand: ['7ſ'] })).toEqual({
      ok: false,
      error: 'hand[0] character 2 "ſ" (U+017F) is not a letter A–Z or digit (card codes: 1–13, NR, ND, NS, W or T)',
    });
  });
});

describe('one seed rule and one rule-seed rule', () => {
  it('seeds as shown: a look-alike cannot pass for ASCII (escapes of the doors, backslashes doubled)', () => {
    // The address takes any seed: `аbc` (a Cyrillic а, U+0430) deals another bomb than `abc`.
    expect(parseSeed('\u0430bc')).toEqual({ ok: true, seed: '\u0430bc' });
    expect(['abc', '\u0430bc', 'caf\u00e9', 'a\u{1F600}b', 'a\\b', '\\u{0430}bc'].map((s) => shownSeed(s))).toEqual([
      'abc',
      '\\u{0430}bc',
      'caf\\u{00E9}',
      'a\\u{1F600}b',
      'a\\\\b',
      '\\\\u{0430}bc', // the ASCII text "\u{0430}bc" is not shown as the Cyrillic seed
    ]);
    // Cut between escapes, never inside one.
    expect(shownSeed('\u0430'.repeat(5), 20)).toBe('\\u{0430}\\u{0430}…');
    expect(shownSeed('abcdef', 4)).toBe('abcd…');
    expect(['abc', '\u0430bc', 'b\u0430d\u0441', '\u0431\u043e\u043c\u0431\u0430'].map(seedNotAscii)).toEqual([
      null,
      'character 1 "\u0430" (U+0430) is not ASCII',
      'characters 2 "\u0430" (U+0430) and 4 "\u0441" (U+0441) are not ASCII',
      '5 characters are not ASCII: 1 "\u0431" (U+0431), 2 "\u043e" (U+043E), 3 "\u043c" (U+043C), …',
    ]);
  });

  it('seeds: trimmed, 1–100 characters, nothing invisible', () => {
    expect(parseSeed(' abc ')).toEqual({ ok: true, seed: 'abc' });
    expect(parseSeed('a b#1 ü😀')).toEqual({ ok: true, seed: 'a b#1 ü😀' });
    expect(parseSeed('😀'.repeat(MAX_SEED_LENGTH))).toMatchObject({ ok: true });
    expect(parseSeed('x'.repeat(101))).toEqual({
      ok: false,
      problem: `"${'x'.repeat(20)}…" has 101 characters, at most 100`,
    });
    expect(parseSeed('')).toEqual({ ok: false, problem: 'is empty' });
    expect(parseSeed('   ')).toEqual({ ok: false, problem: 'holds only spaces' });
    expect(parseSeed('a\u200bb')).toEqual({
      ok: false,
      problem: 'character 2 U+200B is not allowed in a seed (no control or invisible characters)',
    });
    expect(parseSeed('a\ud800b')).toMatchObject({ ok: false, problem: expect.stringMatching(/^character 2 U\+D800/) });
    expect(batchSeedProblem('x'.repeat(96), 999)).toBe(null);
    expect(batchSeedProblem('x'.repeat(96), 1000)).toMatch(/makes seeds of up to 101 characters/);
  });

  it('a seed holding U+FFFD (what invalid UTF-8 or percent-encoding becomes) is refused, at every door', () => {
    const problem =
      'character 1 "�" (U+FFFD) is not allowed in a seed: it replaces text that was not valid UTF-8 (in a link, not valid percent-encoding)';
    expect(parseSeed('\ufffd')).toEqual({ ok: false, problem });
    for (const search of ['?seed=%FF', '?seed=%ED%A0%80', '?seed=%E2%82']) {
      const p = parseBombParams(search, () => 0);
      expect([p.randomSeed, p.notices], search).toEqual([true, [`seed ${problem}; used the random seed "aaaaaaaa".`]]);
      expect(parseForm({ ...FORM_INPUT, ...queryToForm(search) }), search).toEqual({
        ok: false,
        field: 'seed',
        error: `Bomb seed ${problem}`,
      });
    }
    expect(checkBomb({ ...bomb, seed: 'abc\ufffd' })).toMatchObject({
      ok: false,
      error: expect.stringContaining('bomb.seed character 4 "�" (U+FFFD) is not allowed in a seed: it replaces'),
    });
    // tac: the bytes of --seed $'\xff' reach Node as U+FFFD.
    const r = spawnSync('sh', ['-c', `"$NODE" "$BIN" generate --seed "$(printf 'a\\377')"`], {
      encoding: 'utf8',
      env: { ...process.env, NODE: process.execPath, BIN },
    });
    expect([r.status, r.stdout, r.stderr.split('\n')[0]]).toEqual([
      2,
      '',
      `error: option '--seed <S>' argument 'a�' is invalid. --seed character 2 "�" (U+FFFD) is not allowed in a seed: it replaces text that was not valid UTF-8 (in a link, not valid percent-encoding).`,
    ]);
  });

  it('the bomb page, the designer and tac take the same seed the same way', () => {
    expect(parseBombParams('?seed=%20abc').seed).toBe('abc');
    const form: FormInput = { ...FORM_INPUT, seed: ' abc' };
    expect(parseForm(form)).toMatchObject({ ok: true, value: { seed: 'abc' } });
    const long = 'L'.repeat(100);
    expect(parseBombParams(`?seed=${long}`).seed).toBe(long);
    expect(parseForm({ ...form, seed: long })).toMatchObject({ ok: true, value: { seed: long } });
    expect(parseForm({ ...form, seed: `${long}L` })).toMatchObject({ ok: false, field: 'seed' });
  });

  it('rule seeds: digits, any number of leading zeros, 1 … 2147483647, on every door', () => {
    expect(parseRuleSeed('00042')).toEqual({ ok: true, ruleSeed: 42 });
    expect(parseRuleSeed(' 000000000042 ')).toEqual({ ok: true, ruleSeed: 42 });
    for (const bad of ['0', '2147483648', '4٢', '１', '+1', '1e3', '', '0x10'])
      expect(parseRuleSeed(bad).ok, bad).toBe(false);
    expect(parseBombParams('?seed=a&ruleseed=000000000042')).toMatchObject({ ruleSeed: 42, notices: [] });
    expect(parseHashSeed('#000000000042')).toEqual({ ruleSeed: 42 });
    const form = { seed: 'a', ruleSeed: '000000000042', swap: 'either', minSolutions: '', maxSolutions: '' };
    expect(parseForm({ ...form, include: [], exclude: [], serial: '' })).toMatchObject({ value: { ruleSeed: 42 } });
  });
});

describe('the one bomb check (RULES.md §9)', () => {
  const crafted: [string, typeof bomb, string][] = [
    [
      'pawn home',
      edit(bomb, (j) => (j.state.you = 'home')),
      'bomb.state.you must be a track space 0–31: a bomb starts with your pawn on the track, not "home"',
    ],
    [
      'seat ≠ state.seat',
      edit(bomb, (j) => (j.state.seat = (j.seat + 1) % 4)),
      `bomb.state.seat must equal bomb.seat (${bomb.seat}), not ${(bomb.seat + 1) % 4}`,
    ],
    [
      'names Sam, Sam, Sam',
      edit(bomb, (j) => (j.names = ['Sam', 'Sam', 'Sam'])),
      'bomb.names[0] "Sam" puts opponent 1',
    ],
    ['five 13s', edit(noSwap, (j) => (j.hand = ['13', '13', '13', '13', '13'])), 'bomb.hand is not winnable'],
    [
      'a swap on a winnable hand',
      edit(noSwap, (j) => (j.swap = { slot: 0, card: j.hand[0] === 'W' ? 'T' : 'W' })),
      'bomb.swap must be null: the dealt hand is already winnable',
    ],
    [
      'one card',
      edit(bomb, (j) => (j.hand = [j.hand[0]!])),
      'bomb.hand must hold 5 cards (the module deals five), not 1',
    ],
    ...['11', '11S', '2D', '1R', '13S'].map((c): [string, typeof bomb, string] => [
      `card ${c}`,
      edit(bomb, (j) => (j.hand[1] = c)),
      `bomb.hand[1] "${c}" is not in the deck of rule seed 1 (1 2 3 4R 5 6 7S 8D 9 10 12 13 T W)`,
    ]),
    ['serial ﬃﬃ', edit(bomb, (j) => (j.serial = 'ﬃﬃ')), 'bomb.serial character 1 "ﬃ" (U+FB03) is not'],
    ['card 7ſ', edit(bomb, (j) => (j.hand[2] = '7ſ')), 'bomb.hand[2] character 2 "ſ" (U+017F) is not'],
    [
      'Kelvin Kate',
      edit(bomb, (j) => (j.names[0] = `${KELVIN}ate`)),
      `bomb.names[0] character 1 "${KELVIN}" (U+212A) is not`,
    ],
    ['a 300-character seed', edit(bomb, (j) => (j.seed = 's'.repeat(300))), 'bomb.seed "ssss'],
  ];

  it.each(crafted)('refuses %s, naming the field, through ?bomb= as in the designer', (_, json, error) => {
    const r = checkBomb(json);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.startsWith(error), !r.ok ? r.error : '').toBe(true);
    expect(decodeBombParam(encodeBombParam(json))).toEqual(r);
    const page = parseBombParams(`?bomb=${encodeBombParam(json)}`, () => 0.5);
    expect(page.bomb).toBe(null);
    expect(page.notices[0]).toBe(
      `The bomb in the link cannot be played: ${!r.ok && r.error}. Dealt the bomb of seed "ssssssss" instead.`,
    );
  });

  it('accepts generated bombs, and what it accepts keeps every promise of §9', () => {
    for (let i = 1; i <= 200; i++) {
      const b = generateBomb(`ok#${i}`, (i % 7) + 1);
      const r = checkBomb(bombToJson(b));
      expect(r.ok && r.notes).toEqual([]);
      expect(r.ok && bombProblems(r.bomb)).toEqual([]);
    }
  });

  it('refuses a bomb parameter over 4096 characters before decoding it', () => {
    expect(decodeBombParam('A'.repeat(45_000))).toEqual({
      ok: false,
      error: 'the bomb parameter is 45000 characters long; a bomb takes at most 4096',
    });
  });
});

describe('messages stay short and valid, whatever the input', () => {
  it('cut between code points: never inside a surrogate pair', () => {
    expect(cutText('😀'.repeat(100), 80)).toBe(`${'😀'.repeat(80)}…`);
    expect(quote('a'.repeat(1000))).toHaveLength(83);
    expect(isWellFormed(preview('x😀'.repeat(100)))).toBe(true);
    const r = solveLine({
      state: { seat: 1, you: 4, opponent1: 5, partner: 20, opponent2: 15 },
      hand: ['😀'.repeat(50)],
    });
    expect(!r.ok && isWellFormed(r.error)).toBe(true);
    const bad = answerLine(solveLine, { n: 1, text: `[${'😀'.repeat(100)}` });
    expect(!bad.ok && bad.error.startsWith('line 1 is not valid JSON: ')).toBe(true);
    expect(!bad.ok && isWellFormed(bad.error)).toBe(true);
  });

  it('a 10 MB value is quoted in at most 80 characters', () => {
    const r = answerLine(solveLine, { n: 3, text: JSON.stringify('x'.repeat(10_000_000)) });
    expect(r).toEqual({ ok: false, error: `line 3 must be a JSON object, not "${'x'.repeat(80)}…"` });
    expect(preview(Array.from({ length: 100_000 }, () => 'abc'))).toMatch(/^\["abc","abc",.*…$/);
  });

  it('nesting 200,000 deep and 1e400 get their own messages', () => {
    const deep = `{"state":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    expect(answerLine(solveLine, { n: 1, text: deep })).toEqual({
      ok: false,
      error: `the input nests arrays and objects more than ${MAX_DEPTH} deep`,
    });
    // (Before: "line 1 could not be answered: Maximum call stack size exceeded".)
    const deepHand = `{"state":{"seat":1,"you":1,"opponent1":5,"partner":9,"opponent2":3},"hand":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    expect(answerLine(solveLine, { n: 1, text: deepHand })).toEqual({
      ok: false,
      error: `the input nests arrays and objects more than ${MAX_DEPTH} deep`,
    });
    expect(jsonProblem(JSON.parse('[[[[1]]]]'))).toBe(null);
    expect(preview(JSON.parse(deep))).toMatch(/^\{"state":\[\[\[.*…$/);
    const line = '{"state":{"seat":1,"you":1e400,"opponent1":5,"partner":9,"opponent2":3},"hand":["5"]}';
    expect(answerLine(solveLine, { n: 1, text: line })).toEqual({
      ok: false,
      error: 'state.you is a number out of range (it reads as Infinity)',
    });
    // A non-zero number that underflows to 0 is named too (before: read as space 0, no message).
    const tiny = '{"state":{"seat":1,"you":1e-400,"opponent1":5,"partner":9,"opponent2":3},"hand":["5"]}';
    expect(answerLine(solveLine, { n: 1, text: tiny })).toEqual({
      ok: false,
      error: 'state.you is a number out of range (1e-400 reads as 0)',
    });
    const decimals = `{"state":{"seat":1,"you":4,"opponent1":5,"partner":9,"opponent2":3},"hand":["5"],"x":[{"y":-0.${'0'.repeat(400)}7}]}`;
    expect(answerLine(solveLine, { n: 1, text: decimals })).toEqual({
      ok: false,
      error: 'x[0].y is a number out of range (-0.00000000000000000… reads as 0)',
    });
    // Zero written as zero is zero; a number inside a string is a string; 1e-300 is not 0.
    for (const fine of ['0e-400', '-0.0e-999', '1e-300']) {
      const line = `{"state":{"seat":1,"you":${fine},"opponent1":5,"partner":9,"opponent2":3},"hand":["5"],"s":"1e-400"}`;
      const r = answerLine(solveLine, { n: 1, text: line });
      expect(r, fine).toEqual(
        fine === '1e-300'
          ? { ok: false, error: 'state.you must be a track space 0–31 or "home", not 1e-300' }
          : { ok: true, value: expect.objectContaining({ winnable: expect.any(Boolean) }) },
      );
    }
    const bombText = JSON.stringify(bomb).replace(/"you":\d+/, '"you":1e-999');
    expect(checkBombText(bombText)).toMatchObject({
      ok: false,
      error: 'bomb.state.you is a number out of range (1e-999 reads as 0)',
    });
    expect(decodeBombParam(Buffer.from(bombText).toString('base64url'))).toMatchObject({
      ok: false,
      error: 'bomb.state.you is a number out of range (1e-999 reads as 0)',
    });
    expect(playLine({ puzzle: { state: {}, hand: [], swap: null }, actions: [-Infinity] })).toEqual({
      ok: false,
      error: 'actions[0] is a number out of range (it reads as -Infinity)',
    });
  });

  it('commander’s quotes of an argument are cut and show invisible characters', () => {
    const long = 'x'.repeat(5000);
    expect(tidyQuotes(`error: option '--seed <S>' argument '${long}' is invalid.`, ['generate', '--seed', long])).toBe(
      `error: option '--seed <S>' argument '${'x'.repeat(40)}…' is invalid.`,
    );
    expect(tidyQuotes("argument 'a\u200bb' is invalid.", ['--seed=a\u200bb'])).toBe(
      "argument 'a\\u{200B}b' is invalid.",
    );
    // A line break or a quote inside the value (before: the raw line break was printed).
    expect(tidyQuotes("argument 'it's\na' is invalid.", ['--seed', "it's\na"])).toBe("argument 'it's\\na' is invalid.");
  });

  it('quote() writes every invisible, direction-changing or line-breaking character as an escape', () => {
    const cases: [string, string][] = [
      ['\u202esetunim 99', '"\\u{202E}setunim 99"'], // right-to-left override (Cf)
      ['\u200b', '"\\u{200B}"'], // zero-width space (Cf)
      ['a\u2066b\u2069\u200e\u200f\u061c', '"a\\u{2066}b\\u{2069}\\u{200E}\\u{200F}\\u{061C}"'], // isolates, marks
      ['\ufeff\u00ad', '"\\u{FEFF}\\u{00AD}"'], // BOM, soft hyphen (Cf)
      ['\u0000\u0085\u007f', '"\\u{0000}\\u{0085}\\u{007F}"'], // C0, C1, DEL (Cc)
      ['a\nb\tc\rd', '"a\\nb\\tc\\rd"'],
      ['\u2028\u2029', '"\\u{2028}\\u{2029}"'], // Zl, Zp
      ['\ue000\u{F0000}', '"\\u{E000}\\u{F0000}"'], // private use (Co)
      ['\u0378\u{E0001}', '"\\u{0378}\\u{E0001}"'], // unassigned (Cn), a tag (Cf)
      ['x\ud800y\udc00', '"x\\u{D800}y\\u{DC00}"'], // lone surrogates (Cs)
      ['say "hi" \\o/', '"say \\"hi\\" \\\\o/"'],
      ['été 😀 Ω ‮'.slice(0, 8), '"été 😀 Ω"'],
    ];
    for (const [input, shown] of cases) expect(quote(input), JSON.stringify(input)).toBe(shown);
    expect(showInvisible('a\u202eb\\')).toBe('a\\u{202E}b\\');
  });

  it('every door names the invisible characters of a bad value', () => {
    const p = parseBombParams('seed=abc&time=%E2%80%AEsetunim%2099&strikes=%E2%80%8B');
    expect(p.notices).toEqual([
      'time "\\u{202E}setunim 99" is not "off" or a whole number of minutes 1–99; used 5 minutes.',
      expect.stringMatching(/^strikes "\\u\{200B\}" /),
    ]);
    const state = { seat: '\u202e1', you: 20, opponent1: 5, partner: 9, opponent2: 3 };
    expect(solveLine({ state, hand: ['7S'] })).toEqual({
      ok: false,
      error: 'state.seat must be a seat 0, 1, 2 or 3, not "\\u{202E}1"',
    });
    expect(echoValue('\u0000')).toBe('\\u{0000}');
    expect(parseForm({ ...FORM_INPUT, ruleSeed: '\u202e7' })).toMatchObject({
      ok: false,
      error: 'Rule seed must be an integer 1 … 2147483647, not "\\u{202E}7"',
    });
    expect(answerLine(solveLine, { n: 1, text: '{"a":"\u202e' })).toMatchObject({
      ok: false,
      error: expect.not.stringMatching(/[\u202e\n]/),
    });
  });
});

describe('JSON Lines reader', () => {
  async function* chunks(...parts: (string | Uint8Array)[]) {
    for (const p of parts) yield typeof p === 'string' ? Buffer.from(p) : p;
  }
  const all = async (it: AsyncIterable<InputLine>) => {
    const out: InputLine[] = [];
    for await (const l of it) out.push(l);
    return out;
  };

  it('splits on \\n and \\r\\n across chunks, keeps a last line without a break, drops the BOM', async () => {
    expect(await all(readLines(chunks('\ufeff{"a"', ':1}\r\n\n{}', '\n[1]')))).toEqual([
      { n: 1, text: '{"a":1}' },
      { n: 2, text: '' },
      { n: 3, text: '{}' },
      { n: 4, text: '[1]' },
    ]);
  });

  it('skips a line over the limit without keeping it, and answers the next', async () => {
    const mb = new Uint8Array(1 << 20).fill(0x78);
    const lines = await all(readLines(chunks('{}\n', ...Array.from({ length: 40 }, () => mb), '\n{"b":2}\n'), 1 << 20));
    expect(lines).toEqual([
      { n: 1, text: '{}' },
      { n: 2, problem: 'too-long', bytes: 40 << 20 },
      { n: 3, text: '{"b":2}' },
    ]);
    expect(answerLine(solveLine, lines[1]!)).toEqual({
      ok: false,
      error: 'line 2 is longer than 1048576 bytes (41943040 bytes): not read',
    });
  });

  it('says when a line is not UTF-8', async () => {
    const [line] = await all(readLines(chunks(new Uint8Array([0x7b, 0xff, 0x7d]))));
    expect(answerLine(solveLine, line!)).toEqual({ ok: false, error: 'line 1 is not valid UTF-8 text' });
  });
});

describe('the designer’s address and command line', () => {
  it('names settings of the address the form cannot hold', () => {
    expect(queryProblems('seed=a&include=warior,trickster&swap=requird&colour=red')).toEqual([
      '"colour" is not a setting (seed, ruleseed, swap, min, max, include, exclude, serial, deal, bomb)',
      'swap "requird" is not either, required or forbidden',
      'include "warior" is not a card kind (regular, reverse, diamond, single, warrior, trickster)',
    ]);
    expect(queryProblems('seed=a&ruleseed=3&swap=required&include=warrior')).toEqual([]);
    // The deal's word is read as the bomb page and tac read it (ASCII case, spaces); an old
    // `distribution=` link is named, not silently dropped.
    expect(queryProblems('seed=a&deal=EASY')).toEqual([]);
    expect(queryToForm('seed=a&deal=%20Hard').deal).toBe('hard');
    expect(queryProblems('seed=a&deal=nonsense&distribution=uniform')).toEqual([
      '"distribution" is not a setting (seed, ruleseed, swap, min, max, include, exclude, serial, deal, bomb)',
      'deal "nonsense" is not classic, easy or hard',
    ]);
    expect(queryProblems('seed=a&deal=%C4%B1')).toEqual(['deal "ı" is not classic, easy or hard']);
  });

  it('quotes every argument for a POSIX shell', () => {
    expect(shellWord('#x')).toBe("'#x'");
    expect(shellWord('abc#1')).toBe('abc#1');
    expect(shellWord("it's")).toBe("'it'\\''s'");
    expect(shellWord('a b')).toBe("'a b'");
    expect(shellWord('$(rm -rf ~)')).toBe("'$(rm -rf ~)'");
    expect(cliCommand({ seed: '#x', ruleSeed: 1, filters: {} })).toBe("npx tac generate --seed='#x' --rule-seed 1");
    expect(cliCommand({ seed: '-V', ruleSeed: 1, filters: {} })).toBe('npx tac generate --seed=-V --rule-seed 1');
  });

  it('the shown command, run by a POSIX shell, deals the designer’s bomb for any seed (one starting with - too)', () => {
    const seeds = [
      '-V',
      '--version',
      '-h',
      '--help',
      '--count',
      '--',
      '#x',
      'a b',
      "it's",
      '$(echo hi)',
      '`x`',
      '"q"',
      '~',
      '*',
    ];
    for (const seed of seeds) {
      const settings = { seed, ruleSeed: 3, filters: {} };
      // `npx tac` of the shown line runs the built command (as npx does).
      const r = spawnSync('sh', ['-c', `npx() { shift; "$NODE" "$BIN" "$@"; }; ${cliCommand(settings, 2)}`], {
        encoding: 'utf8',
        env: { ...process.env, NODE: process.execPath, BIN },
      });
      expect([seed, r.status, r.stderr]).toEqual([seed, 0, '']);
      expect(
        r.stdout
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l)),
      ).toEqual([1, 2].map((i) => bombToJson(generateBomb(`${seed}#${i}`, 3))));
    }
  });
});
