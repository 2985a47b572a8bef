/** The `tac` command as a process (CLI.md): shapes, determinism, bad input, usage, exit codes. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bombToJson, generateBomb } from '../../src/rules/generator';

const BIN = join(import.meta.dirname, '..', '..', 'bin', 'tac.mjs');
function tac(args: string[], input = '') {
  const r = spawnSync(process.execPath, [BIN, ...args], { input, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, lines: r.stdout.split('\n').filter(Boolean) };
}

describe('tac', () => {
  it('generate prints the same bytes for the same seed, and S#i with --count', () => {
    const a = tac(['generate', '--seed', 'abc', '--rule-seed', '3']);
    expect(a.status).toBe(0);
    expect(a.stdout).toBe(tac(['generate', '--seed', 'abc', '--rule-seed', '3']).stdout);
    const bomb = JSON.parse(a.stdout);
    expect(Object.keys(bomb)).toEqual([
      'seed',
      'ruleSeed',
      'serial',
      'seat',
      'colors',
      'names',
      'state',
      'hand',
      'swap',
      'solution',
    ]);
    expect(bomb.seed).toBe('abc');
    expect(bomb.ruleSeed).toBe(3);
    const many = tac(['generate', '--seed', 'abc', '--count', '3', '--rule-seed', '3']);
    expect(many.lines.map((l) => JSON.parse(l).seed)).toEqual(['abc#1', 'abc#2', 'abc#3']);
    const random = tac(['generate', '--count', '2']);
    const seeds = random.lines.map((l) => JSON.parse(l).seed as string);
    expect(seeds[0]).toMatch(/#1$/);
    expect(seeds[1]!.replace(/#2$/, '#1')).toBe(seeds[0]);
  });

  it('solve and play answer each line, errors on their own line, exit 2', () => {
    const input = [
      '{"state":{"seat":1,"you":20,"opponent1":5,"partner":9,"opponent2":3},"hand":["7S","5","4R","2","11"]}',
      'not json',
      '{"state":{"seat":1,"you":20,"opponent1":5,"partner":20,"opponent2":3},"hand":["5"]}',
      '{"state":{"seat":1,"you":20,"opponent1":5,"partner":9,"opponent2":3},"hand":["5","Q"]}',
      '{"state":{"seat":1,"you":20,"opponent1":5,"partner":9},"hand":["5"]}',
      '{"state":{"seat":1,"you":32,"opponent1":5,"partner":9,"opponent2":3},"hand":["5"]}',
      '{"state":{"seat":1,"you":20,"opponent1":5,"partner":9,"opponent2":3},"hand":[]}',
    ].join('\n');
    const r = tac(['solve'], input + '\n');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('');
    expect(r.lines).toHaveLength(7);
    const out = r.lines.map((l) => JSON.parse(l));
    expect(out[0]).toEqual({ winnable: true, solutionCount: 25, solution: ['2', '3', '4', '5', '1', 'r'] });
    expect(out[1].error).toMatch(/^line 2 is not valid JSON/);
    expect(out[2].error).toBe('state.partner and state.you are both on space 20');
    expect(out[3].error).toBe('hand[1] must be a card code (1–13, NR, ND, NS, W or T), not "Q"');
    expect(out[4].error).toBe('state.opponent2 is missing');
    expect(out[5].error).toBe('state.you must be a track space 0–31 or "home", not 32');
    expect(out[6].error).toBe('hand must hold 1 to 5 cards, not []');
    for (const o of out) if (o.error) expect(o.error).not.toMatch(/\bat \w+ \(|node_modules/);

    const p = tac(
      ['play'],
      [
        '{"puzzle":{"state":{"seat":0,"you":29,"opponent1":10,"partner":20,"opponent2":25},"hand":["1","1","2"],"swap":null},"actions":["1","2","3","r"]}',
        '{"puzzle":{"state":{"seat":0,"you":29,"opponent1":10,"partner":20,"opponent2":25},"hand":["1"],"swap":null},"actions":["jump"]}',
        '{"puzzle":{"state":{"seat":0,"you":29,"opponent1":10,"partner":20,"opponent2":25},"hand":["1"],"swap":{"slot":3,"card":"5"}},"actions":[]}',
      ].join('\n'),
    );
    expect(p.status).toBe(2);
    expect(JSON.parse(p.lines[0]!)).toEqual({
      strikes: [],
      solved: true,
      state: { seat: 0, you: 'home', opponent1: 10, partner: 20, opponent2: 25 },
      hand: [null, null, null],
    });
    expect(JSON.parse(p.lines[1]!).error).toBe(
      'actions[0] "jump" is not an action (1–5, tac, reset, l, r, tl, tr, bl, br)',
    );
    expect(JSON.parse(p.lines[2]!).error).toBe('puzzle.swap.slot must name a slot of the hand (0–0), not 3');
    const q = tac(
      ['play'],
      [
        '{"puzzle":{"state":{"seat":0,"you":29,"opponent1":10,"partner":20,"opponent2":25},"hand":["1"]},"actions":[]}',
        '{"puzzle":{"state":{"seat":0,"you":29,"opponent1":10,"partner":20,"opponent2":25},"hand":["1"],"swap":{"slot":0,"card":"99"}},"actions":[]}',
        '[]',
        '',
      ].join('\n') + '\n',
    );
    expect(q.lines.map((l) => JSON.parse(l).error)).toEqual([
      'puzzle.swap is missing',
      'puzzle.swap.card must be a card code (1–13, NR, ND, NS, W or T), not "99"',
      'line 3 must be a JSON object, not an array',
      'line 4 is empty',
    ]);
  });

  it('a reader that goes away ends the command quietly; a BOM on the first line is ignored', () => {
    const r = spawnSync('bash', ['-c', `"${process.execPath}" "${BIN}" generate --count 200000 | head -1`], {
      encoding: 'utf8',
    });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).seed).toMatch(/#1$/);
    const bom = tac(
      ['locate'],
      '\uFEFF{"serial":"N14FZ6","ruleSeed":1,"seat":1,"you":4,"names":["Molly","Susan","Peter"]}\n',
    );
    expect(JSON.parse(bom.stdout)).toEqual({ opponent1: 5, partner: 20, opponent2: 15 });
  });

  it('impossible filters get one sentence on stderr and exit 2', () => {
    for (const [args, message] of [
      [
        ['--include', 'regular,reverse,diamond,single,warrior,trickster'],
        'the filters require 6 card kinds in the hand, but a hand holds five cards',
      ],
      [['--include', 'trickster', '--exclude', 'trickster'], 'the filters both require and exclude trickster cards'],
      [['--min-solutions', '5', '--max-solutions', '2'], '--min-solutions (5) is above --max-solutions (2)'],
      [['--max-solutions', '0'], '--max-solutions must be at least 1, not 0: every bomb is winnable'],
      [['--deal', 'hard', '--min-solutions', '5'], "--min-solutions (5) is above the hard deal's most (4)"],
      [
        ['--exclude', 'regular,reverse,diamond,single'],
        'the filters exclude every number card, and only a number card brings the pawn home',
      ],
    ] as const) {
      const r = tac(['generate', ...args]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`tac generate: ${message}\n`);
    }
  });

  it('generate --deal classic|easy|hard prints the bombs of generateBomb; classic is the default; --distribution was renamed', () => {
    const line = (deal?: 'classic' | 'easy' | 'hard') =>
      JSON.stringify(bombToJson(generateBomb('dl', 5, deal ? { deal } : {})));
    expect(tac(['generate', '--seed', 'dl', '--rule-seed', '5']).stdout).toBe(`${line()}\n`);
    for (const deal of ['classic', 'easy', 'hard'] as const) {
      expect(tac(['generate', '--seed', 'dl', '--rule-seed', '5', '--deal', deal]).stdout).toBe(`${line(deal)}\n`);
    }
    expect(line()).toBe(line('classic'));
    // One reading of the deal's word at every door (dealNamed): ASCII case and spaces ignored.
    expect(tac(['generate', '--seed', 'dl', '--rule-seed', '5', '--deal', ' EASY ']).stdout).toBe(`${line('easy')}\n`);
    const old = tac(['generate', '--distribution', 'uniform']);
    expect(old.status).toBe(2);
    expect(old.stdout).toBe('');
    expect(old.stderr).toMatch(
      /^error: option '--distribution <d>' argument 'uniform' is invalid\. --distribution was replaced by --deal: classic \(the default, as the game deals\), easy \(the former forward distribution\) or hard\.\n/,
    );
    const bad = tac(['generate', '--deal', 'uniform']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/argument 'uniform' is invalid\. Allowed choices are classic, easy, hard\./);
  });

  it('a seed may look like an option: --seed -V deals the bomb of "-V" (program options only before the command)', () => {
    for (const seed of ['-V', '--version', '-h', '--help', '--']) {
      const want = JSON.stringify(bombToJson(generateBomb(seed, 1))) + '\n';
      expect(tac(['generate', '--seed', seed]), seed).toMatchObject({ status: 0, stdout: want, stderr: '' });
      expect(tac(['generate', `--seed=${seed}`]), seed).toMatchObject({ status: 0, stdout: want, stderr: '' });
    }
    expect(tac(['-V'])).toMatchObject({ status: 0, stdout: '0.1.0\n' });
    expect(tac(['generate', '-V'])).toMatchObject({
      status: 2,
      stderr: expect.stringMatching(/^error: unknown option '-V'/),
    });
  });

  it('--include and --exclude read card kinds as --deal reads its word: ASCII case, surrounding spaces', () => {
    const want = tac(['generate', '--seed', 'abc', '--include', 'warrior,trickster', '--exclude', 'single']);
    expect(want.status).toBe(0);
    // The kinds included are in the hand that is played (the dealt hand after the swap).
    const b = JSON.parse(want.stdout) as { hand: string[]; swap: { slot: number; card: string } | null };
    const played = b.hand.map((c, i) => (b.swap?.slot === i ? b.swap.card : c));
    expect(played).toEqual(expect.arrayContaining(['W', 'T']));
    expect(tac(['generate', '--seed', 'abc', '--include', 'Warrior, TRICKSTER', '--exclude', ' Single'])).toEqual(want);
    const bad = tac(['generate', '--include', 'warrior,\uFF57arrior']);
    expect(bad.stderr.split('\n')[0]).toBe(
      'error: option \'--include <kinds>\' argument \'warrior,\uFF57arrior\' is invalid. unknown card kind "\uFF57arrior" (character 1 "\uFF57" (U+FF57) is not an ASCII letter; kinds: regular, reverse, diamond, single, warrior, trickster).',
    );
  });

  it('--count, --min-solutions and --max-solutions read numbers as every door does (wholeNumber)', () => {
    const want = tac(['generate', '--seed', 'abc', '--count', '2', '--min-solutions', '5', '--max-solutions', '30']);
    expect(want.status).toBe(0);
    expect(
      tac(['generate', '--seed', 'abc', '--count', ' 02 ', '--min-solutions', ' 005', '--max-solutions', '30 ']),
    ).toEqual(want);
    const nbsp = tac(['generate', '--min-solutions', '\u00A05']);
    expect(nbsp.stderr.split('\n')[0]).toBe(
      "error: option '--min-solutions <n>' argument '\u00A05' is invalid. --min-solutions must be an integer 0 … 1000000000, not \"\u00A05\".",
    );
  });

  it('a filtered bomb prints a seed whose --seed line, without the filters, is the same bytes (issue 25)', () => {
    const filtered = tac([
      'generate',
      '--seed',
      'kb',
      '--count',
      '1',
      '--include',
      'diamond,trickster',
      '--swap',
      'required',
    ]);
    expect(filtered.status).toBe(0);
    const { seed } = JSON.parse(filtered.stdout) as { seed: string };
    expect(seed).toMatch(/^kb#1(\.\d+)?$/);
    expect(tac(['generate', `--seed=${seed}`]).stdout).toBe(filtered.stdout);
    const hard = tac(['generate', '--seed', 'kb', '--deal', 'hard', '--max-solutions', '2', '--swap', 'forbidden']);
    const hardSeed = (JSON.parse(hard.stdout) as { seed: string }).seed;
    expect(tac(['generate', `--seed=${hardSeed}`, '--deal', 'hard']).stdout).toBe(hard.stdout);
  });

  it('--swap reads its word as --deal does: ASCII case, surrounding spaces', () => {
    const want = tac(['generate', '--seed', 'abc', '--swap', 'required']);
    expect(want.status).toBe(0);
    expect(JSON.parse(want.stdout).swap).not.toBe(null);
    expect(tac(['generate', '--seed', 'abc', '--swap', ' REQUIRED '])).toEqual(want);
    const bad = tac(['generate', '--swap', 'maybe']);
    expect(bad.stderr.split('\n')[0]).toBe(
      "error: option '--swap <mode>' argument 'maybe' is invalid. Allowed choices are either, required, forbidden.",
    ); // A look-alike letter is named (Cyrillic а and і, read as ASCII letters by nobody).
    const first = (args: string[]) => tac(args).stderr.split('\n')[0];
    expect(first(['generate', '--deal', 'h\u0430rd'])).toBe(
      "error: option '--deal <deal>' argument 'h\u0430rd' is invalid. Character 2 \"\u0430\" (U+0430) is not an ASCII letter. Allowed choices are classic, easy, hard.",
    );
    expect(first(['generate', '--swap', 'requ\u0456red'])).toBe(
      "error: option '--swap <mode>' argument 'requ\u0456red' is invalid. Character 5 \"\u0456\" (U+0456) is not an ASCII letter. Allowed choices are either, required, forbidden.",
    );
    expect(first(['generate', '--include', 'w\u0430rrior'])).toBe(
      'error: option \'--include <kinds>\' argument \'w\u0430rrior\' is invalid. unknown card kind "w\u0430rrior" (character 2 "\u0430" (U+0430) is not an ASCII letter; kinds: regular, reverse, diamond, single, warrior, trickster).',
    );
  });

  it('option errors write the value’s line breaks and invisible characters as escapes, as every message does', () => {
    const r = tac(['generate', '--seed', 'a\nb']);
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(
      "error: option '--seed <S>' argument 'a\\nb' is invalid. --seed character 2 U+000A is not allowed in a seed (no control or invisible characters).",
    );
    const rtl = tac(['generate', '--rule-seed=\u202e42']);
    expect(rtl.stderr.split('\n')[0]).toBe(
      "error: option '--rule-seed <N>' argument '\\u{202E}42' is invalid. --rule-seed \"\\u{202E}42\" is not an integer 1 … 2147483647.",
    );
  });

  it('--count names bombs S#i even for one bomb; without --count the seed is S', () => {
    expect(JSON.parse(tac(['generate', '--seed', 'q', '--count', '1']).stdout).seed).toBe('q#1');
    expect(JSON.parse(tac(['generate', '--seed', 'q']).stdout).seed).toBe('q');
    expect(JSON.parse(tac(['generate']).stdout).seed).not.toMatch(/#/);
  });

  it('locate reads serials case-insensitively and rejects bad serials and names', () => {
    const r = tac(
      ['locate'],
      [
        '{"serial":"n14fz6","ruleSeed":1,"seat":1,"you":4,"names":["Molly","Susan","Peter"]}',
        '{"serial":"N14FZ","ruleSeed":1,"seat":1,"you":4,"names":["Molly","Susan","Peter"]}',
        '{"serial":"N14FZ6","ruleSeed":1,"seat":1,"you":4,"names":["Molly","Susan","Bob"]}',
        '{"serial":"N14FZ6","ruleSeed":0,"seat":1,"you":4,"names":["Molly","Susan","Peter"]}',
        '{"serial":"N14FZ6","seat":1,"you":4,"names":["Molly","Susan","Peter"]}',
        '{"serial":"N14FZ6","ruleSeed":1,"seat":1,"you":4,"names":["Molly","Susan","Peter","Sam"]}',
      ].join('\n'),
    );
    expect(r.lines.map((l) => JSON.parse(l))).toEqual([
      { opponent1: 5, partner: 20, opponent2: 15 },
      { error: 'serial "N14FZ" has 5 characters, not 6' },
      { error: 'names[2] must be one of the 32 names of RULES.md §4, not "Bob"' },
      { error: 'ruleSeed must be an integer 1 … 2147483647, not 0' },
      { error: 'ruleSeed is missing' },
      { error: 'names must hold exactly three names, not ["Molly","Susan","Peter","Sam"]' },
    ]);
    expect(r.status).toBe(2);
  });

  it('names prints the table and deck; bad commands and options print usage and exit 2', () => {
    const n = tac(['names', '--rule-seed', '1']);
    expect(n.status).toBe(0);
    const j = JSON.parse(n.stdout);
    expect(j.names[0]).toBe('Julia');
    expect(j.deck).toEqual(['1', '2', '3', '4R', '5', '6', '7S', '8D', '9', '10', '12', '13', 'T', 'W']);
    for (const args of [
      ['frob'],
      ['names', '--rule-seed', 'x'],
      ['generate', '--count', '0'],
      ['generate', '--swap', 'maybe'],
      [],
    ]) {
      const r = tac(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(/Usage: tac/);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });
  it('play --ktane-log prints the KTANE log lines of each puzzle as module #n; a bare puzzle is refused on stderr', () => {
    const bombs = tac([
      'generate',
      '--seed',
      'klog',
      '--count',
      '2',
      '--rule-seed',
      '7',
      '--swap',
      'forbidden',
    ]).lines.map((l) => JSON.parse(l));
    const input = [
      JSON.stringify({ puzzle: bombs[0], actions: bombs[0].solution }),
      JSON.stringify({ puzzle: { state: bombs[1].state, hand: bombs[1].hand, swap: bombs[1].swap }, actions: [] }),
      JSON.stringify({ puzzle: { ...bombs[1], solution: undefined }, actions: ['tac', 'tac'] }),
    ].join('\n');
    const r = tac(['play', '--ktane-log'], input);
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      "tac play: line 2: puzzle.ruleSeed is missing: --ktane-log needs a whole bomb (a line of tac generate), since the log's boards hold the rule seed, colours and names\n",
    );
    expect(r.lines[0]).toBe('[TAC #1] Using rule seed: 7.');
    expect(r.lines.filter((l) => l.startsWith('[TAC #1] {"message":"After playing '))).toHaveLength(5);
    expect(r.lines.filter((l) => l.startsWith('[TAC #1] ')).at(-1)).toBe(
      '[TAC #1] You entered your home and your hand is empty. Module solved!',
    );
    expect(r.lines.filter((l) => l.startsWith('<TAC #3> '))).toHaveLength(2); // names order and deck
    // TAC pressed twice on a bomb without a swap: two strikes, each in the module's words.
    expect(r.lines.filter((l) => l.startsWith('[TAC #3] ')).slice(-2)).toEqual([
      '[TAC #3] You pressed the TAC button at the start of the round, but no swap was required. Strike!',
      '[TAC #3] You pressed the TAC button at the start of the round, but no swap was required. Strike!',
    ]);
    expect(r.lines.some((l) => l.startsWith('[TAC #2]'))).toBe(false);
    expect(tac(['play', '--help']).stdout).toMatch(/--ktane-log/);
  });
});
