import { describe, expect, it } from 'vitest';
import { bombToJson, generateBomb } from '../../src/rules/generator';
import { initialState, run } from '../../src/module/moduleReducer';
import { packBoard } from '../../src/rules/position';
import { countSolutions, findSolution, playsToActions } from '../../src/rules/solver';
import { locate } from '../../src/rules/placement';
import { deriveSteps } from '../../src/rules/expertDerivation';
import { checkBomb, checkBombText } from '../../src/doors/bombCheck';
import {
  cliArgs,
  hasFilters,
  parseForm,
  queryToForm,
  settingsToQuery,
  type FormInput,
  FORM_DEFAULTS,
} from '../../src/pages/designer/generatorFilters';
import {
  analyseTask,
  batchSeed,
  batchTask,
  generateTask,
  histogramOf,
  pictureTask,
  type AnalyseRequest,
  type PictureRequest,
} from '../../src/pages/designer/designerTasks';

const FORM: FormInput = { ...FORM_DEFAULTS, seed: 'abc' };

describe('deriveSteps (RULES.md §5)', () => {
  it('shows the example of RULES.md §5 with every number', () => {
    const d = deriveSteps('N14FZ6', 1, 4, ['Molly', 'Susan', 'Peter']);
    expect(d.serial.map((c) => c.value)).toEqual([14, 1, 4, 6, 26, 6]);
    expect(d.names).toEqual([
      { name: 'Molly', offset: 13 },
      { name: 'Susan', offset: 20 },
      { name: 'Peter', offset: 17 },
    ]);
    expect(d.steps.map((s) => s.space)).toEqual([5, 20, 15]);
    expect(d.steps[0].text).toBe('opponent1 = you + v1 + v6 + off(Molly) = 4 + 14 + 6 + 13 = 37 → 5 (mod 32)');
    expect(d.steps[1].text).toBe('partner = opponent1 + v2 + v5 + off(Susan) = 5 + 1 + 26 + 20 = 52 → 20 (mod 32)');
    expect(d.steps[2].text).toBe('opponent2 = partner + v3 + v4 + off(Peter) = 20 + 4 + 6 + 17 = 47 → 15 (mod 32)');
  });

  it('agrees with locate() on generated bombs', () => {
    for (let i = 0; i < 200; i++) {
      const b = generateBomb(`d${i}`, 1 + i);
      const d = deriveSteps(b.serial, b.ruleSeed, b.state.you as number, b.names);
      expect(d.steps.map((s) => s.space)).toEqual(
        Object.values(locate(b.serial, b.ruleSeed, b.state.you as number, b.names)),
      );
      expect(d.steps.map((s) => s.space)).toEqual([b.state.opponent1, b.state.partner, b.state.opponent2]);
    }
  });
});

describe('checkBomb', () => {
  const good = bombToJson(generateBomb('abc', 1)) as Record<string, unknown> & {
    state: Record<string, unknown>;
    names: string[];
    hand: string[];
  };
  const edit = (f: (j: typeof good) => void) => {
    const j = structuredClone(good);
    f(j);
    return checkBomb(j);
  };

  it('accepts every generated bomb unchanged', () => {
    for (let i = 0; i < 100; i++) {
      const json = bombToJson(generateBomb(`v${i}`, 1 + (i % 5)));
      const r = checkBomb(json);
      expect(r.ok ? [] : [r.error]).toEqual([]);
      if (r.ok) {
        expect(bombToJson(r.bomb)).toEqual(json);
        expect(r.notes).toEqual([]);
      }
    }
  });

  it('names the field of a shape error', () => {
    const r = edit((j) => (j.state.partner = 40));
    expect(r).toMatchObject({ ok: false, error: 'bomb.state.partner must be a track space 0–31, not 40' });
  });

  it('names a name that does not fit and offers the names that do', () => {
    const wrong = good.names[1] === 'Sam' ? 'Tom' : 'Sam';
    const r = edit((j) => (j.names[1] = wrong));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatch(
      new RegExp(
        `^bomb\\.names\\[1\\] "${wrong}" puts the partner on space \\d+, but bomb\\.state\\.partner is ${good.state.partner} \\(RULES\\.md §5\\); "${good.names[1]}" fits$`,
      ),
    );
    expect(r.fitNames).toEqual(good.names);
  });

  it('refuses a pawn at home, a seat mismatch, a short hand, a card outside the deck', () => {
    expect(edit((j) => (j.state.you = 'home'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^bomb\.state\.you must be a track space/),
    });
    expect(edit((j) => (j.state.seat = ((j.seat as number) + 1) % 4))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^bomb\.state\.seat must equal bomb\.seat/),
    });
    expect(edit((j) => j.hand.pop())).toMatchObject({
      ok: false,
      error: 'bomb.hand must hold 5 cards (the module deals five), not 4',
    });
    expect(edit((j) => (j.hand[2] = '11'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^bomb\.hand\[2\] "11" is not in the deck of rule seed 1/),
    });
  });

  it('refuses a swap whose dealt hand is winnable, and an unwinnable hand', () => {
    const noSwap = bombToJson(generateBomb('s', 1, { swap: 'forbidden' })) as Record<string, unknown> & {
      hand: string[];
    };
    const other = noSwap.hand[0] === '1' ? '2' : '1';
    expect(checkBomb({ ...noSwap, swap: { slot: 0, card: other } })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^bomb\.swap must be null: the dealt hand is already winnable/),
    });
    const withSwap = bombToJson(generateBomb('s', 1, { swap: 'required' })) as Record<string, unknown>;
    expect(checkBomb({ ...withSwap, swap: null })).toMatchObject({
      ok: false,
      error: 'bomb.hand is not winnable from bomb.state (RULES.md §8)',
    });
  });

  it('recomputes a wrong solution and says so', () => {
    const r = edit((j) => (j.solution = ['1']));
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.notes).toEqual(['bomb.solution did not solve the bomb without a strike: recomputed']);
      // The solver's first solution (the classic deal's own `solution` is its winning line).
      const b = generateBomb('abc', 1);
      const played = b.swap ? b.hand.map((c, i) => (i === b.swap!.slot ? b.swap!.card : c)) : b.hand;
      const actions = playsToActions(findSolution(packBoard(b.state), b.seat, played)!);
      expect(r.bomb.solution).toEqual(b.swap ? ['tac', ...actions] : actions);
      const out = run(initialState({ state: b.state, hand: b.hand, swap: b.swap }), r.bomb.solution);
      expect(out.state.solved && out.strikes).toEqual([]);
    }
  });

  it('reports bad JSON syntax without throwing', () => {
    expect(checkBombText('{"seed": ')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Bomb JSON is not valid JSON: /),
    });
    expect(checkBombText('null')).toMatchObject({ ok: false, error: expect.stringMatching(/^bomb must be an object/) });
  });
});

describe('parseForm', () => {
  it('turns the form into generateBomb arguments and tac generate options', () => {
    const r = parseForm({
      ...FORM,
      swap: 'required',
      minSolutions: '2',
      maxSolutions: '9',
      include: ['trickster'],
      exclude: ['warrior'],
      serial: 'ab3cd4',
    });
    expect(r).toEqual({
      ok: true,
      value: {
        seed: 'abc',
        ruleSeed: 1,
        filters: {
          swap: 'required',
          minSolutions: 2,
          maxSolutions: 9,
          includeKinds: ['trickster'],
          excludeKinds: ['warrior'],
          serial: 'AB3CD4',
        },
      },
    });
    if (!r.ok) return;
    expect(cliArgs(r.value, 20)).toEqual([
      'generate',
      '--seed=abc',
      '--rule-seed',
      '1',
      '--count',
      '20',
      '--swap',
      'required',
      '--min-solutions',
      '2',
      '--max-solutions',
      '9',
      '--include',
      'trickster',
      '--exclude',
      'warrior',
      '--serial',
      'AB3CD4',
    ]);
    expect(parseForm({ ...FORM, ...queryToForm(settingsToQuery(r.value)) })).toEqual(r);
  });

  it('passes the deal on as tac generate --deal does (classic, the default, is not written)', () => {
    for (const deal of ['easy', 'hard'] as const) {
      const r = parseForm({ ...FORM, deal });
      expect(r).toEqual({ ok: true, value: { seed: 'abc', ruleSeed: 1, filters: { deal } } });
      if (!r.ok) return;
      expect(cliArgs(r.value)).toEqual(['generate', '--seed=abc', '--rule-seed', '1', '--deal', deal]);
      expect(settingsToQuery(r.value)).toBe(`seed=abc&ruleseed=1&deal=${deal}`);
      expect(parseForm({ ...FORM, ...queryToForm(settingsToQuery(r.value)) })).toEqual(r);
      const out = generateTask(r.value);
      expect(out.ok && out.bomb).toEqual(bombToJson(generateBomb('abc', 1, { deal })));
      // The deal is not a filter: the bomb page deals it from ?seed=&ruleseed=&deal=.
      expect(hasFilters(r.value.filters)).toBe(false);
    }
    expect(parseForm({ ...FORM, deal: 'classic' })).toEqual({
      ok: true,
      value: { seed: 'abc', ruleSeed: 1, filters: {} },
    });
    expect(parseForm({ ...FORM, deal: 'uniform' })).toEqual({
      ok: false,
      error: 'Deal must be classic, easy or hard, not "uniform"',
      field: 'deal',
    });
  });

  it('names the field of each problem', () => {
    expect(parseForm({ ...FORM, ruleSeed: '0' })).toMatchObject({
      ok: false,
      field: 'ruleSeed',
      error: 'Rule seed must be an integer 1 … 2147483647, not "0"',
    });
    expect(parseForm({ ...FORM, minSolutions: '-3' })).toMatchObject({ ok: false, field: 'minSolutions' });
    expect(parseForm({ ...FORM, minSolutions: '9', maxSolutions: '3' })).toMatchObject({
      ok: false,
      field: 'maxSolutions',
      error: 'Max solutions (3) must be at least Min solutions (9)',
    });
    expect(parseForm({ ...FORM, include: ['warrior'], exclude: ['warrior'] })).toMatchObject({
      ok: false,
      field: 'exclude',
    });
    expect(parseForm({ ...FORM, serial: 'AB3' })).toMatchObject({
      ok: false,
      field: 'serial',
      error: 'Serial "AB3" has 3 characters, not 6',
    });
    expect(parseForm({ ...FORM, seed: '' })).toMatchObject({ ok: false, field: 'seed' });
  });
});

describe('tasks', () => {
  it('generateTask gives the bomb of tac generate; analyseTask its solutions', () => {
    const r = generateTask({ seed: 'abc', ruleSeed: 1, filters: {} });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const bomb = generateBomb('abc', 1);
    expect(r.bomb).toEqual(bombToJson(bomb));
    const a = analyseTask(r.bomb as unknown as AnalyseRequest);
    const played = bomb.hand.map((c, i) => (bomb.swap && i === bomb.swap.slot ? bomb.swap.card : c));
    expect(a.difficulty.solutionCount).toBe(countSolutions(packBoard(bomb.state), bomb.seat, played));
    expect(a.solutions.length).toBe(Math.min(500, a.difficulty.solutionCount));
  });

  it('pictureTask draws the module as dealt with the hidden pawns revealed, as SVG markup', () => {
    const bomb = generateBomb('pic', 1);
    const json = bombToJson(bomb) as unknown as PictureRequest;
    const svg = pictureTask(json);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/data-space="/g)).toHaveLength(32);
    for (const name of bomb.names) expect(svg).toContain(`>${name}</text>`);
    for (const piece of ['opponent1', 'partner', 'opponent2']) expect(svg).toContain(`data-piece="${piece}"`);
    expect(svg.match(/class="card card-/g)).toHaveLength(5);
    expect(() => pictureTask({ ...json, hand: ['1', '2', '3', 'Q', '5'] })).toThrow(RangeError);
  });

  it('generateTask reports filters that match nothing', () => {
    const r = generateTask({
      seed: 'abc',
      ruleSeed: 1,
      filters: { excludeKinds: ['regular', 'reverse', 'diamond', 'single'] },
    });
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/^No bomb: /) });
    // A filter is named by the form's label, as tac names it by its option.
    expect(generateTask({ seed: 'abc', ruleSeed: 1, filters: { deal: 'hard', minSolutions: 5 } })).toEqual({
      ok: false,
      error: "No bomb: Min solutions (5) is above the hard deal's most (4)",
    });
  });

  it('batchTask makes the lines of tac generate --count with statistics', () => {
    const progress: number[] = [];
    const out = batchTask({ seed: 'b', ruleSeed: 1, filters: { swap: 'required' } }, 250, (d) => progress.push(d));
    const lines = out.jsonl.trim().split('\n');
    expect(lines).toHaveLength(250);
    expect(lines[6]).toBe(JSON.stringify(bombToJson(generateBomb('b#7', 1, { swap: 'required' }))));
    // Each bomb carries a seed of its own (b#i, or b#i.2 … when b#i's bomb has no swap) that
    // deals exactly it without the filter, as tac generate and the bomb page do (issue 25).
    for (const line of lines) {
      const seed = (JSON.parse(line) as { seed: string }).seed;
      expect(seed).toMatch(/^b#\d+(\.\d+)?$/);
      expect(JSON.stringify(bombToJson(generateBomb(seed, 1)))).toBe(line);
    }
    expect(lines.some((l) => /"seed":"b#\d+\.\d+"/.test(l))).toBe(true);
    expect(progress).toEqual([100, 200, 250]);
    expect(out.stats!.swapShare).toBe(1);
    expect(out.stats!.cardFrequencies.reduce((a, c) => a + c.count, 0)).toBe(1250);
    expect(out.stats!.histogram.reduce((a, b) => a + b.bombs, 0)).toBe(250);
    expect(batchSeed('x', 1)).toBe('x#1');
    expect(batchTask({ seed: 'one', ruleSeed: 2, filters: {} }, 1).jsonl).toBe(
      JSON.stringify(bombToJson(generateBomb('one#1', 2))) + '\n',
    );
    expect(() => batchTask({ seed: 'b', ruleSeed: 1, filters: {} }, 10_001)).toThrow(RangeError);
  });

  it('histogramOf bins 1, 2, 3–4, 5–8 …', () => {
    const h = histogramOf([1, 2, 3, 4, 5, 8, 9, 600]);
    expect(h.slice(0, 4).map((b) => [b.lo, b.hi, b.bombs])).toEqual([
      [1, 1, 1],
      [2, 2, 1],
      [3, 4, 2],
      [5, 8, 2],
    ]);
    expect(h.at(-1)).toEqual({ lo: 513, hi: null, bombs: 1 });
  });
});
