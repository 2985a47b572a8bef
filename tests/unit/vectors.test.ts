/**
 * The reference vectors of ../shared/vectors (copied into tests/vectors/), run in-process
 * through the same functions the `tac` command uses. ../shared/bin/check-vectors runs them
 * through the command itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locateLine, playLine, solveLine } from '../../src/cli/tac';
import { ruleSet } from '../../src/rules';

const load = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', 'vectors', name), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

function answer(fn: (v: unknown) => { ok: boolean }, input: unknown) {
  const r = fn(input) as { ok: true; value: Record<string, unknown> } | { ok: false; error: string };
  if (!r.ok) throw new Error(`unexpected error: ${r.error}`);
  return r.value;
}

describe('reference vectors', () => {
  it('solve.jsonl: winnable and solutionCount for every hand', () => {
    const rows = load('solve.jsonl');
    expect(rows.length).toBe(3718);
    const wrong = rows.filter((x) => {
      const g = answer(solveLine, { state: x.state, hand: x.hand });
      return g.winnable !== x.winnable || g.solutionCount !== x.solutionCount;
    });
    expect(wrong).toEqual([]);
  });

  for (const file of ['plays-single.jsonl', 'plays-module.jsonl']) {
    it(`${file}: strikes, solved, state and hand after the actions`, () => {
      const rows = load(file);
      expect(rows.length).toBeGreaterThan(1000);
      const wrong = rows.filter((x) => {
        const g = answer(playLine, { puzzle: x.puzzle, actions: x.actions });
        return (
          JSON.stringify(g) !==
          JSON.stringify({
            strikes: x.expect.strikes,
            solved: x.expect.solved,
            state: {
              seat: x.expect.state.seat,
              you: x.expect.state.you,
              opponent1: x.expect.state.opponent1,
              partner: x.expect.state.partner,
              opponent2: x.expect.state.opponent2,
            },
            hand: x.expect.hand,
          })
        );
      });
      expect(wrong).toEqual([]);
    });
  }

  it('locate.jsonl: the three invisible pieces', () => {
    const rows = load('locate.jsonl');
    expect(rows.length).toBe(600);
    const wrong = rows.filter(
      ({ expect: want, ...q }) => JSON.stringify(answer(locateLine, q)) !== JSON.stringify(want),
    );
    expect(wrong).toEqual([]);
  });

  it('ruleseeds.jsonl: names and deck of 20 rule seeds', () => {
    const rows = load('ruleseeds.jsonl');
    expect(rows.length).toBe(20);
    for (const x of rows) {
      const r = ruleSet(x.ruleSeed);
      expect([...r.names], `rule seed ${x.ruleSeed}`).toEqual(x.names);
      expect(
        r.deck.map((c) => c.code),
        `rule seed ${x.ruleSeed}`,
      ).toEqual(x.deck);
    }
  });

  it('solutions printed by solve really solve the hand through the module', () => {
    const rows = load('solve.jsonl')
      .filter((x) => x.winnable)
      .slice(0, 400);
    for (const x of rows) {
      const s = answer(solveLine, { state: x.state, hand: x.hand });
      const played = answer(playLine, { puzzle: { state: x.state, hand: x.hand, swap: null }, actions: s.solution });
      expect(played.solved, JSON.stringify(x)).toBe(true);
      expect(played.strikes).toEqual([]);
    }
  });
});
