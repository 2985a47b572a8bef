/**
 * The three deals (src/rules/generator.ts): the classic deal of RULES.md §10 (the default), easy
 * and hard; determinism, the classic deal's winning line, the filters with every deal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bombProblems } from '../../src/doors/bombCheck';
import { boardOf, initialState, run } from '../../src/module/moduleReducer';
import { analyseHand } from '../../src/pages/designer/solutionAnalysis';
import {
  bombToJson,
  countSolutions,
  DEALS,
  generateBomb,
  HARD_MAX_SOLUTIONS,
  NoBombError,
  packBoard,
  ruleSet,
  type Bomb,
  type GenerateFilters,
} from '../../src/rules';
import { parseSeed } from '../../src/doors/seed';

const playedHand = (b: Bomb) => (b.swap ? b.hand.map((c, i) => (i === b.swap!.slot ? b.swap!.card : c)) : b.hand);

describe('the classic deal (RULES.md §10)', () => {
  it('is the default, and each deal is deterministic from (seed, rule seed)', () => {
    for (let i = 0; i < 50; i++) {
      const json = (deal?: (typeof DEALS)[number]) =>
        JSON.stringify(bombToJson(generateBomb(`det#${i}`, 1 + (i % 4), deal ? { deal } : {})));
      expect(json()).toBe(json('classic'));
      for (const deal of DEALS) expect(json(deal)).toBe(json(deal));
    }
  });

  it('deals a solution that is its winning line: played by the module, it solves and captures both opponents', () => {
    for (let i = 0; i < 300; i++) {
      const b = generateBomb(`line#${i}`, [1, 2, 42][i % 3]!);
      const out = run(initialState({ state: b.state, hand: b.hand, swap: b.swap }), b.solution);
      expect(out.strikes).toEqual([]);
      expect(out.state.solved).toBe(true);
      // Every card was played and both opponents were captured on the way.
      expect(b.solution.filter((w) => /^[1-5]$/.test(w))).toHaveLength(5);
      expect(boardOf(out.state)).toMatchObject({ you: 'home', opponent1: null, opponent2: null });
    }
  });

  it('every bomb has a winning line that captures both opponents (checked by the designer analysis, not the generator)', () => {
    for (let i = 0; i < 300; i++) {
      const b = generateBomb(`both#${i}`, 1 + (i % 5), { deal: i % 2 ? 'classic' : 'hard' });
      expect(analyseHand(packBoard(b.state), b.seat, playedHand(b)).maxCaptures).toBe(2);
    }
  });

  it('deals no card of an excluded kind, the swap card included', () => {
    for (let i = 0; i < 100; i++) {
      const b = generateBomb(`ex#${i}`, 1, { excludeKinds: ['trickster', 'warrior'], swap: 'required' });
      const kinds = new Set([...b.hand, b.swap!.card].map((c) => c.kind));
      expect(kinds.has('trickster') || kinds.has('warrior')).toBe(false);
      expect(bombProblems(b)).toEqual([]);
    }
  });
});

describe('easy and hard deals', () => {
  it('easy deals the bombs of the default deal before the classic deal existed', () => {
    // Printed by `tac generate --seed abc` at commit 7a532d1 (the forward deal, then the default).
    expect(JSON.stringify(bombToJson(generateBomb('abc', 1, { deal: 'easy' })))).toBe(
      '{"seed":"abc","ruleSeed":1,"serial":"ZG1US9","seat":1,"colors":["red","blue","green","yellow"],"names":["Harry","Tom","Susan"],"state":{"seat":1,"you":4,"opponent1":13,"partner":18,"opponent2":28},"hand":["3","1","4R","4R","7S"],"swap":null,"solution":["1","2","3","5","4","r"]}',
    );
  });

  it(`hard keeps classic bombs with at most ${HARD_MAX_SOLUTIONS} solutions; a higher least count is refused`, () => {
    for (let i = 0; i < 200; i++) {
      const b = generateBomb(`hard#${i}`, 1 + (i % 3), { deal: 'hard' });
      const n = countSolutions(packBoard(b.state), b.seat, playedHand(b));
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(HARD_MAX_SOLUTIONS);
    }
    expect(() => generateBomb('x', 1, { deal: 'hard', minSolutions: HARD_MAX_SOLUTIONS + 1 })).toThrow(
      new NoBombError(`the least solution count (5) is above the hard deal's most (${HARD_MAX_SOLUTIONS})`),
    );
    expect(() => generateBomb('x', 1, { minSolutions: 5, maxSolutions: 2 })).toThrow(
      new NoBombError('the least solution count (5) is above the most solution count (2)'),
    );
    expect(() => generateBomb('x', 1, { deal: 'odd' as never })).toThrow(
      'deal must be classic, easy or hard, not "odd"',
    );
  });

  it('refuses filters no bomb can meet with a sentence that names the bound', () => {
    expect(() => generateBomb('x', 1, { maxSolutions: 0 })).toThrow(
      new NoBombError('the most solution count must be at least 1, not 0: every bomb is winnable'),
    );
    // A door names the filter its own way: `tac` by its option.
    const sentence = (filters: GenerateFilters) => {
      try {
        generateBomb('x', 1, filters);
      } catch (e) {
        if (e instanceof NoBombError) return e.sentence((f) => `--${f}`);
      }
      return null;
    };
    expect(sentence({ maxSolutions: 0 })).toBe('--maxSolutions must be at least 1, not 0: every bomb is winnable');
    expect(sentence({ minSolutions: 3, maxSolutions: 2 })).toBe('--minSolutions (3) is above --maxSolutions (2)');
    // Only single-step cards: no seed's bomb holds five of them (a candidate is the bomb of a seed of its own).
    const allBut7S = ['regular', 'reverse', 'diamond', 'warrior', 'trickster'] as const;
    expect(() => generateBomb('x', 1, { excludeKinds: allBut7S })).toThrow(
      new NoBombError(
        'no bomb matches the filters within 20000 candidates (the bombs of the seeds "x", "x.2" … "x.20000")',
      ),
    );
  });

  it('honours every filter with every deal', () => {
    const deck = ruleSet(3).deck;
    for (const deal of DEALS) {
      for (let i = 0; i < 40; i++) {
        const swap = i % 2 ? 'required' : 'forbidden';
        const b = generateBomb(`flt#${i}`, 3, {
          deal,
          swap,
          minSolutions: 2,
          maxSolutions: 3,
          includeKinds: ['single'],
          excludeKinds: ['warrior'],
          serial: 'AB1CD2',
        });
        expect(b.serial).toBe('AB1CD2');
        expect(b.swap === null).toBe(swap === 'forbidden');
        const played = playedHand(b);
        const n = countSolutions(packBoard(b.state), b.seat, played);
        expect([2, 3]).toContain(n);
        expect(played.some((c) => c.kind === 'single')).toBe(true);
        expect([...b.hand, ...played].some((c) => c.kind === 'warrior')).toBe(false);
        expect([...b.hand, ...played].every((c) => deck.includes(c))).toBe(true);
        expect(bombProblems(b)).toEqual([]);
      }
    }
  });
});

describe('a filtered bomb carries a seed that deals exactly it (issue 25)', () => {
  const json = (b: Bomb) => JSON.stringify(bombToJson(b));
  const kinds = fc.subarray(['regular', 'reverse', 'diamond', 'single', 'warrior', 'trickster'] as const, {
    maxLength: 2,
  });
  const filters = fc.record(
    {
      deal: fc.constantFrom(...DEALS),
      swap: fc.constantFrom('either', 'required', 'forbidden') as fc.Arbitrary<GenerateFilters['swap']>,
      minSolutions: fc.integer({ min: 0, max: 12 }),
      maxSolutions: fc.integer({ min: 12, max: 200 }),
      includeKinds: kinds,
      excludeKinds: fc.subarray(['warrior', 'trickster', 'single'] as const, { maxLength: 1 }),
    },
    { requiredKeys: ['deal'] },
  );

  it("the issue's bomb: --seed kb --count 1 --include diamond,trickster --swap required", () => {
    const b = generateBomb('kb#1', 1, { includeKinds: ['diamond', 'trickster'], swap: 'required' });
    expect(b.swap).not.toBe(null);
    expect(json(generateBomb(b.seed, 1))).toBe(json(b));
  });

  it('generating from the printed seed without filters (only the deal) gives the same JSON, for any filters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 9 }), filters, (s, rs, f) => {
        const seed = parseSeed(s);
        fc.pre(seed.ok && !f.includeKinds?.some((k) => (f.excludeKinds as readonly string[] | undefined)?.includes(k)));
        let b: Bomb;
        try {
          b = generateBomb(seed.ok ? seed.seed : '', rs, f);
        } catch (e) {
          if (e instanceof NoBombError) return;
          throw e;
        }
        const again = generateBomb(b.seed, rs, f.deal === 'classic' ? {} : { deal: f.deal });
        expect(json(again)).toBe(json(b));
        // The printed seed passes the seed rule, so that every door takes it back.
        expect(parseSeed(b.seed)).toEqual({ ok: true, seed: b.seed });
      }),
      { numRuns: 300, seed: 25 },
    );
  });

  it("candidate seeds are S, S.2, S.3 …, cut to the seed rule's 100 characters", () => {
    const b = generateBomb('cand', 1, { maxSolutions: 2 });
    expect(b.seed).toMatch(/^cand(\.\d+)?$/);
    const long = 'é'.repeat(99);
    const l = generateBomb(long, 1, { includeKinds: ['warrior', 'trickster'] });
    expect(parseSeed(l.seed)).toEqual({ ok: true, seed: l.seed });
    expect(json(generateBomb(l.seed, 1))).toBe(json(l));
  });
});
