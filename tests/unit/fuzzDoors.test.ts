/**
 * Fuzzing the doors (issue 11) with fast-check: arbitrary strings and JSON, look-alike
 * characters, lone surrogates, huge and deeply nested values and numbers out of range, fed to
 * the CLI's line handler, the URL parameter parsers (bomb page, designer) and the bomb check.
 * Never a throw, always one clear message, and never a bomb that breaks RULES.md §9.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerLine } from '../../src/cli/jsonLines';
import { locateLine, playLine, playLogLine, solveLine } from '../../src/cli/tac';
import { bombProblems, checkBomb } from '../../src/doors/bombCheck';
import { decodeBombParam, encodeBombParam } from '../../src/doors/bombUrl';
import { parseSeed } from '../../src/doors/seed';
import {
  FORM_DEFAULTS,
  parseForm,
  queryProblems,
  queryToForm,
  type FormInput,
} from '../../src/pages/designer/generatorFilters';
import { bombToJson, generateBomb, isStandardSerial } from '../../src/rules';
import { parseBombParams } from '../../src/doors/urlParams';

const LOOK_ALIKES = [
  'ﬃ',
  'ı',
  'ſ',
  '\u212A',
  'Ｋ',
  '７',
  '\u200b',
  '\u202e',
  '\ud800',
  '\udc00',
  '😀',
  'İ',
  'ﬆ',
  '\u0000',
];

/** Strings a hostile user would try: any code point (lone surrogates included) and look-alikes. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.constantFrom(...LOOK_ALIKES, 'a', 'S', '7', 'tl', ' '), { maxLength: 12 }).map((a) => a.join('')),
  fc.constantFrom('x'.repeat(100_000), '😀'.repeat(5000), 'ſſſſſſ', 'ﬃﬃ', 'ıııııı', '7ſ', '\u212Aate', '1e400'),
);

/** JSON-ish values, including what JSON.parse can yield but a schema would not expect. */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  nasty,
  fc.constantFrom(Infinity, -Infinity, -0, 1e308, 2 ** 53, 0.5, -1, 32, null, true, []),
  // Deep enough to pass any depth limit, shallow enough for the test's own JSON.stringify;
  // deeper text (300,000 levels) is fed to the line handler as text below.
  fc.integer({ min: 2, max: 3000 }).map((d) => {
    let v: unknown = 1;
    for (let i = 0; i < d; i++) v = [v];
    return v;
  }),
  fc.constant(Array.from({ length: 50_000 }, () => '5')),
);

/** A valid value with one leaf (or branch) replaced by a nasty value. */
function mutated(base: unknown): fc.Arbitrary<unknown> {
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) walk(x, [...path, Array.isArray(v) ? Number(k) : k]);
    }
  };
  walk(base, []);
  return fc
    .tuple(fc.constantFrom(...paths.filter((p) => p.length > 0)), nastyValue, fc.boolean())
    .map(([path, value, drop]) => {
      const copy = structuredClone(base) as Record<string | number, unknown>;
      let at = copy;
      for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
      if (drop) delete at[path.at(-1)!];
      else at[path.at(-1)!] = value;
      return copy;
    });
}

/** One clear message: a non-empty single line, at most ~300 characters, valid UTF-16. */
function expectOneMessage(message: string): void {
  expect(message.length).toBeGreaterThan(10);
  expect(message.length).toBeLessThanOrEqual(400);
  expect(message).not.toMatch(/\n/);
  expect(message).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
  expect(message).not.toMatch(/undefined|\[object |Maximum call stack|NaN/);
}

const BOMB = bombToJson(generateBomb('fuzz', 1));
const STATE = { seat: 1, you: 20, opponent1: 5, partner: 9, opponent2: 3 };
const LINES = {
  solve: { handler: solveLine, valid: { state: STATE, hand: ['7S', '5', '4R', '2', '11'] } },
  play: { handler: playLine, valid: { puzzle: BOMB, actions: ['1', 'r', 'tac', 'tl'] } },
  'play --ktane-log': { handler: playLogLine, valid: { puzzle: BOMB, actions: ['1', 'r', 'tac', 'tl'] } },
  locate: {
    handler: locateLine,
    valid: { serial: 'N14FZ6', ruleSeed: 1, seat: 1, you: 4, names: ['Molly', 'Susan', 'Peter'] },
  },
};

describe('the CLI line handler never throws and always gives one answer', () => {
  for (const [name, { handler, valid }] of Object.entries(LINES)) {
    it(`${name}: arbitrary text, arbitrary JSON and mutated valid lines`, () => {
      const text = fc.oneof(
        nasty,
        fc.json({ maxDepth: 4 }),
        mutated(valid).map((v) => JSON.stringify(v) ?? 'null'),
        fc.integer({ min: 1, max: 300_000 }).map((d) => '['.repeat(d) + ']'.repeat(d)),
        fc.constantFrom(`{"a":${'9'.repeat(400)}}`, '{"state":1e400}', '{"hand":["5"]}'),
      );
      fc.assert(
        fc.property(text, fc.integer({ min: 1, max: 10 ** 6 }), (t, n) => {
          const r = answerLine(handler, { n, text: t });
          if (r.ok) expect('value' in r ? JSON.stringify(r.value) : r.text).toBeTypeOf('string');
          else expectOneMessage(r.error);
        }),
        { numRuns: 300 },
      );
    });
  }
});

describe('the bomb check never throws and never passes a bomb that breaks RULES.md §9', () => {
  it('mutated bombs and arbitrary values', () => {
    fc.assert(
      fc.property(fc.oneof(mutated(BOMB), nastyValue), (json) => {
        const r = checkBomb(json);
        if (!r.ok) return expectOneMessage(r.error);
        // A non-standard serial is accepted with a note (RULES.md §3); every other promise holds.
        const problems = bombProblems(r.bomb).filter((p) => !/standard shape/.test(p));
        expect(problems).toEqual([]);
        expect(isStandardSerial(r.bomb.serial) || r.notes.some((n) => /standard shape/.test(n))).toBe(true);
        expect(parseSeed(r.bomb.seed).ok || r.bomb.seed === '').toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('the URL parameter parsers never throw', () => {
  const param = fc.oneof(
    nasty,
    mutated(BOMB).map((b) => `bomb=${encodeBombParam(b)}`),
    fc.constantFrom('bomb=%%%', `bomb=${'A'.repeat(10_000)}`, 'ruleseed=00042', 'seed=%20abc', 'time=OFF'),
  );
  const query = fc
    .array(
      fc.tuple(fc.constantFrom('seed', 'ruleseed', 'time', 'strikes', 'bomb', 'include', 'swap', 'x', ''), param),
      { maxLength: 6 },
    )
    .map((pairs) =>
      pairs.map(([k, v]) => (v.startsWith('bomb=') ? v : new URLSearchParams([[k, v]]).toString())).join('&'),
    );

  it('the bomb page: a sound bomb or none, a valid seed, one line per notice', () => {
    fc.assert(
      fc.property(fc.oneof(query, nasty), (search) => {
        const p = parseBombParams(search, () => 0.25);
        expect(parseSeed(p.seed)).toEqual({ ok: true, seed: p.seed });
        if (p.bomb) expect(bombProblems(p.bomb).filter((x) => !/standard shape/.test(x))).toEqual([]);
        for (const n of p.notices) expectOneMessage(n);
      }),
      { numRuns: 300 },
    );
  });

  it('the designer: the address check and the form parse', () => {
    fc.assert(
      fc.property(fc.oneof(query, nasty), (search) => {
        for (const problem of queryProblems(search)) expectOneMessage(problem);
        const form: FormInput = { ...FORM_DEFAULTS, ...queryToForm(search) };
        const r = parseForm(form);
        if (!r.ok) expectOneMessage(r.error);
      }),
      { numRuns: 300 },
    );
  });

  it('decodeBombParam: any text', () => {
    fc.assert(
      fc.property(nasty, (s) => {
        const r = decodeBombParam(s);
        if (!r.ok) expectOneMessage(r.error);
      }),
      { numRuns: 300 },
    );
  });
});
