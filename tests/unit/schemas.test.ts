/** src/doors/schemas.ts: one sentence naming the field and the problem for every kind of bad input. */
import { describe, expect, it } from 'vitest';
import { bombSchema, check, solveLineSchema } from '../../src/doors/schemas';
import { decodeBombParam, encodeBombParam } from '../../src/doors/bombUrl';
import { bombToJson, generateBomb } from '../../src/rules';

const bomb = bombToJson(generateBomb('schema', 3)) as Record<string, unknown>;
const err = (value: unknown) => {
  const r = check(bombSchema, value, 'bomb');
  return r.ok ? 'ok' : r.error;
};

describe('bomb JSON validation', () => {
  it('accepts what tac generate prints and normalises case', () => {
    expect(err(bomb)).toBe('ok');
    const r = check(
      bombSchema,
      {
        ...bomb,
        serial: String(bomb.serial).toLowerCase(),
        names: (bomb.names as string[]).map((n) => n.toUpperCase()),
      },
      'bomb',
    );
    expect(r.ok && r.value.serial).toBe(bomb.serial);
    expect(r.ok && r.value.names).toEqual(bomb.names);
  });
  it('names the field and the problem', () => {
    expect(err([1, 2])).toBe('bomb must be an object, not an array');
    expect(err(null)).toBe('bomb must be an object, not null');
    expect(err({ ...bomb, state: [] })).toBe('bomb.state must be an object, not an array');
    expect(err({ ...bomb, colors: ['red', 'purple', 'green', 'blue'] })).toBe(
      'bomb.colors[1] must be red, yellow, green or blue, not "purple"',
    );
    expect(err({ ...bomb, colors: ['red', 'red', 'green', 'blue'] })).toBe(
      'bomb.colors must hold each colour once, not ["red","red","green","blue"]',
    );
    // Four colours exactly: a fifth entry is named, not dropped silently.
    expect(err({ ...bomb, colors: ['red', 'yellow', 'green', 'blue', 'red'] })).toBe(
      'bomb.colors must be the four colours red, yellow, green, blue in seat order, not ["red","yellow","green","blue","red"]',
    );
    expect(err({ ...bomb, colors: ['red', 'yellow', 'green'] })).toBe(
      'bomb.colors must be the four colours red, yellow, green, blue in seat order, not ["red","yellow","green"]',
    );
    expect(err({ ...bomb, ruleSeed: 0 })).toBe('bomb.ruleSeed must be an integer 1 … 2147483647, not 0');
    expect(err({ ...bomb, swap: undefined })).toBe('bomb.swap is missing');
    expect(err({ ...bomb, hand: ['5', '5', '5', '5', '5', '5'] })).toBe(
      'bomb.hand must hold 1 to 5 cards, not ["5","5","5","5","5","5"]',
    );
    expect(err({ ...bomb, serial: 'AB' })).toBe('bomb.serial "AB" has 2 characters, not 6');
    expect(err({ ...bomb, names: ['Sam', 'Tom'] })).toBe('bomb.names must hold exactly three names, not ["Sam","Tom"]');
    const st = bomb.state as Record<string, unknown>;
    expect(err({ ...bomb, state: { ...st, opponent2: st.partner } })).toBe(
      `bomb.state.opponent2 and bomb.state.partner are both on space ${st.partner}`,
    );
  });
  it('a solve line that is not an object is refused', () => {
    const r = check(solveLineSchema, []);
    expect(r).toEqual({ ok: false, error: 'the input must be an object, not an array' });
  });
});

describe('bomb URL parameter', () => {
  it('round-trips a bomb, including non-ASCII seeds', () => {
    const b = { ...bomb, seed: 'ü€#&=? <b>' };
    const param = encodeBombParam(b);
    expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
    const d = decodeBombParam(param);
    expect(d.ok && d.bomb.seed).toBe('ü€#&=? <b>');
  });
  it('explains what is wrong with a bad parameter', () => {
    expect(decodeBombParam('%%%')).toEqual({ ok: false, error: 'the bomb parameter is not base64url-encoded JSON' });
    expect(decodeBombParam(encodeBombParam({ ...bomb, hand: ['Q'] }))).toEqual({
      ok: false,
      error: 'bomb.hand[0] must be a card code (1–13, NR, ND, NS, W or T), not "Q"',
    });
  });
});
