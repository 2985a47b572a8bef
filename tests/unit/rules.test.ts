/** Unit tests of the rules layer against the worked examples and decisions of RULES.md. */
import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  BASE_NAMES,
  charValue,
  describeCard,
  formatCard,
  homeCell,
  isStandardSerial,
  locate,
  MonoRandom,
  namesFor,
  pack,
  parseCard,
  parseSerial,
  resolvePlay,
  ruleSet,
  serialValues,
  spaceCell,
  AWAY,
  CAPTURE_PARTNER,
  MOVE_ACROSS_PIECE,
  TRICKSTER_CAPTURED_PIECE,
  nextAsk,
  countSolutions,
  solve,
} from '../../src/rules';

const card = (code: string) => parseCard(code)!;

describe('board (RULES.md §1)', () => {
  it('draws the track on a 13 × 5 grid with corners 2, 6, 18, 22', () => {
    expect(spaceCell(22)).toEqual({ col: 0, row: 0 });
    expect(spaceCell(0)).toEqual({ col: 10, row: 0 });
    expect(spaceCell(2)).toEqual({ col: 12, row: 0 });
    expect(spaceCell(4)).toEqual({ col: 12, row: 2 });
    expect(spaceCell(6)).toEqual({ col: 12, row: 4 });
    expect(spaceCell(8)).toEqual({ col: 10, row: 4 });
    expect(spaceCell(16)).toEqual({ col: 2, row: 4 });
    expect(spaceCell(18)).toEqual({ col: 0, row: 4 });
    expect(spaceCell(20)).toEqual({ col: 0, row: 2 });
    expect(spaceCell(24)).toEqual({ col: 2, row: 0 });
    const cells = new Set(Array.from({ length: 32 }, (_, s) => JSON.stringify(spaceCell(s))));
    expect(cells.size).toBe(32);
  });
  it('puts homes inside the track next to their starts', () => {
    expect(homeCell(0)).toEqual({ col: 10, row: 1 });
    expect(homeCell(1)).toEqual({ col: 10, row: 3 });
    expect(homeCell(2)).toEqual({ col: 2, row: 3 });
    expect(homeCell(3)).toEqual({ col: 2, row: 1 });
  });
});

describe('cards (RULES.md §6)', () => {
  it('parses case-insensitively and formats canonically', () => {
    expect(parseCard('8d')?.code).toBe('8D');
    expect(parseCard(' 4r ')?.kind).toBe('reverse');
    expect(parseCard('t')).toBe(parseCard('T'));
    expect(formatCard(card('13'))).toBe('13');
    for (const bad of ['0', '14', '5X', '07', '', 'WW', 5, null]) expect(parseCard(bad)).toBeUndefined();
    expect(ALL_CARDS).toHaveLength(54);
    expect(describeCard(card('7S'))).toBe('7 single steps');
  });
});

describe('serial numbers (RULES.md §3)', () => {
  it('normalises, values and recognises the standard shape', () => {
    expect(parseSerial(' n14fz6 ')).toEqual({ ok: true, serial: 'N14FZ6' });
    expect(parseSerial('N14FZ')).toMatchObject({ ok: false });
    expect(parseSerial('N14F-6')).toMatchObject({ ok: false });
    expect(serialValues('N14FZ6')).toEqual([14, 1, 4, 6, 26, 6]);
    expect(charValue('A')).toBe(1);
    expect(isStandardSerial('AB3CD4')).toBe(true);
    expect(isStandardSerial('AB3OD4')).toBe(false);
    expect(isStandardSerial('AB3CDE')).toBe(false);
  });
});

describe('rule seeds (RULES.md §4)', () => {
  it('rule seed 1 gives the documented order and deck', () => {
    const r = ruleSet(1);
    expect(r.names.slice(0, 4)).toEqual(['Julia', 'Andy', 'Sam', 'Adam']);
    expect(r.names[31]).toBe('Lucy');
    expect(r.deck.map((c) => c.code).join(' ')).toBe('1 2 3 4R 5 6 7S 8D 9 10 12 13 T W');
    expect(r.offsetOf('Molly')).toBe(13);
  });
  it('MonoRandom(1) shuffles the base list into the order RULES.md §4 prints for seed 1', () => {
    const order =
      'Julia Andy Sam Adam James Jenny Harry Zoe Alex Sarah Toby Tom Steve Molly Craig Kate Chris Peter Will Ryan Susan David Carl Felix Zach Emily Fred Kevin Bill Sally Anna Lucy';
    expect(new MonoRandom(1).shuffle([...BASE_NAMES]).join(' ')).toBe(order);
  });
  it('MonoRandom.next returns min without drawing when the range is ≤ 1', () => {
    const a = new MonoRandom(9);
    const b = new MonoRandom(9);
    expect(a.next(4, 5)).toBe(4);
    expect(a.sample()).toBe(b.sample());
  });
  it('gives 32 distinct names and 14 distinct cards for large seeds (32-bit wrap-around)', () => {
    for (const seed of [161803398, 161803399, 1020366830, 2147483646, 2147483647]) {
      const r = ruleSet(seed);
      expect(new Set(r.names).size).toBe(32);
      expect(new Set(r.deck).size).toBe(14);
    }
  });
  it('rejects rule seeds outside 1 … 2^31 − 1', () => {
    expect(() => ruleSet(0)).toThrow(RangeError);
    expect(() => ruleSet(2 ** 31)).toThrow(RangeError);
  });
});

describe('placement (RULES.md §5)', () => {
  it('works the example of RULES.md', () => {
    expect(locate('N14FZ6', 1, 4, ['Molly', 'Susan', 'Peter'])).toEqual({ opponent1: 5, partner: 20, opponent2: 15 });
  });
  it('namesFor is the inverse of locate for every target', () => {
    for (let t = 0; t < 32; t++) {
      const at = { opponent1: t, partner: (t + 9) % 32, opponent2: (t + 17) % 32 };
      expect(locate('AB3CD4', 7, 3, namesFor('AB3CD4', 7, 3, at))).toEqual(at);
    }
  });
});

describe('card play (RULES.md §6)', () => {
  // seat 0: start 0, home after entering from space 1 (clockwise) or 31 (reverse).
  const start = 0;
  it('regular: blocked by any intervening piece, captures an opponent on the landing space', () => {
    expect(resolvePlay(pack(10, 12, 20, 25), start, card('5'), [])).toBe(MOVE_ACROSS_PIECE);
    expect(resolvePlay(pack(10, 15, 20, 25), start, card('5'), [])).toBe(pack(15, AWAY, 20, 25));
    expect(resolvePlay(pack(10, 16, 15, 25), start, card('5'), [])).toBe(CAPTURE_PARTNER);
  });
  it('home choice when landing one past the start; enter skips the landing space', () => {
    const pos = pack(28, 1, 2, 25);
    expect(nextAsk(pos, start, card('5'), [])).toBe('home');
    expect(resolvePlay(pos, start, card('5'), ['r'])).toBe(pack(AWAY, 1, 2, 25));
    expect(resolvePlay(pos, start, card('5'), ['l'])).toBe(pack(1, AWAY, 2, 25));
    // The partner on the landing space is no problem when entering.
    expect(resolvePlay(pack(28, 3, 1, 25), start, card('5'), ['r'])).toBe(pack(AWAY, 3, 1, 25));
    // A piece on the start blocks entering.
    expect(resolvePlay(pack(28, 0, 2, 25), start, card('5'), ['r'])).toBe(MOVE_ACROSS_PIECE);
  });
  it('reverse moves counter-clockwise and enters home backwards', () => {
    const pos = pack(3, 10, 20, 25);
    expect(nextAsk(pos, start, card('4R'), [])).toBe('home');
    expect(resolvePlay(pos, start, card('4R'), ['l'])).toBe(pack(31, 10, 20, 25));
    expect(resolvePlay(pos, start, card('4R'), ['r'])).toBe(pack(AWAY, 10, 20, 25));
  });
  it('diamond: discard changes nothing; move asks the home choice after', () => {
    const pos = pack(25, 27, 20, 30);
    expect(nextAsk(pos, start, card('8D'), [])).toBe('diamond');
    expect(resolvePlay(pos, start, card('8D'), ['r'])).toBe(pos);
    expect(nextAsk(pos, start, card('8D'), ['l'])).toBe('home');
    expect(resolvePlay(pos, start, card('8D'), ['l', 'r'])).toBe(MOVE_ACROSS_PIECE);
  });
  it('single steps capture every opponent passed and strike on the partner', () => {
    expect(resolvePlay(pack(10, 12, 20, 16), start, card('7S'), [])).toBe(pack(17, AWAY, 20, AWAY));
    expect(resolvePlay(pack(10, 12, 14, 16), start, card('7S'), [])).toBe(CAPTURE_PARTNER);
    expect(resolvePlay(pack(26, 29, 20, 0), start, card('7S'), ['r'])).toBe(pack(AWAY, AWAY, 20, AWAY));
  });
  it('Warrior goes to the next piece clockwise, wrapping round the track', () => {
    expect(resolvePlay(pack(30, 3, 20, 12), start, card('W'), [])).toBe(pack(3, AWAY, 20, 12));
    expect(resolvePlay(pack(30, 3, 1, 12), start, card('W'), [])).toBe(CAPTURE_PARTNER);
    expect(resolvePlay(pack(31, AWAY, 0, AWAY), start, card('W'), [])).toBe(CAPTURE_PARTNER);
  });
  it('Trickster exchanges two pieces; a captured one strikes', () => {
    expect(resolvePlay(pack(5, 9, 20, 30), start, card('T'), [], [0, 2])).toBe(pack(20, 9, 5, 30));
    expect(resolvePlay(pack(5, AWAY, 20, 30), start, card('T'), [], [1, 3])).toBe(TRICKSTER_CAPTURED_PIECE);
  });
});

describe('solver (RULES.md §8)', () => {
  it('counts equal cards in different slots separately', () => {
    // Seat 0 (start 0), you on 29, hand 1, 1, 2: every order ends entering home from 31 (with
    // the 2) or from 0 (with a 1); the three orders of {1, 1, 2} count twice each.
    const pos = pack(29, 10, 20, 25);
    const hand = [card('1'), card('1'), card('2')];
    expect(countSolutions(pos, 0, hand)).toBe(6);
    expect(solve(pos, 0, hand)).toEqual({ winnable: true, solutionCount: 6, solution: ['1', '2', '3', 'r'] });
  });
  it('a position with your pawn home has no solution', () => {
    expect(countSolutions(pack(AWAY, 10, 20, 25), 0, [card('5')])).toBe(0);
  });
});
