// Tac-Tik's plays (docs/tactik.md §6–15), each rule on a made-up position: 4 players (track of
// 64, colour c's start 16·c) unless said otherwise; seat 0 plays colour 0 (pawns 0–3).
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  legalMoves,
  legalPlaysOfCard,
  sevenStepsOffered,
  type Move,
  type Play,
  type SevenStep,
  type TactikState,
} from '../../src/rules/tactik';
import { cardOf, home, play, position, refusal, track } from '../fixtures/tactikPositions';

const J = cardOf('joker');
const fwd = (card: number, pawn: number, count: number, homeward = false): Move => ({
  kind: 'forward',
  card,
  pawn,
  count,
  home: homeward,
});
const steps = (...list: [number, number, boolean?][]): SevenStep[] =>
  list.flatMap(([pawn, n, h]) => Array.from({ length: n }, () => ({ pawn, home: h ?? false })));
const kinds = (s: TactikState) => new Set(legalMoves(s).map((m) => m.kind));
const sevens = (s: TactikState) =>
  legalMoves(s).filter((m): m is Extract<Play, { kind: 'seven' }> => m.kind === 'seven');

describe('out and the pieu (§6)', () => {
  it('puts a pawn out with a 1, a 10 or the joker, as a pieu on its start; never with another card', () => {
    for (const face of ['1', '10', 'joker'] as const) {
      const s = position({ players: 4, hand: [face] });
      expect(legalMoves(s)).toContainEqual({ kind: 'out', card: cardOf(face), color: 0 });
      expect(play(s, { kind: 'out', card: cardOf(face), color: 0 }).pawns[0]).toEqual(track(0, true));
    }
    const five = position({ players: 4, hand: ['5'] });
    expect(refusal(five, { kind: 'out', card: cardOf('5'), color: 0 })).toBe('card-cannot');
    expect(legalMoves(five)).toEqual([{ kind: 'discard' }]);
  });

  it('lets the 1 and the 10 move forward 1 and 10 too', () => {
    const s = position({ players: 4, pawns: { 0: track(5) }, hand: ['1', '10'] });
    expect(play(s, fwd(cardOf('1'), 0, 1)).pawns[0]).toEqual(track(6));
    expect(play(s, fwd(cardOf('10'), 0, 10)).pawns[0]).toEqual(track(15));
  });

  it('captures an ordinary pawn on the start, of any colour; refuses when a pieu holds it or the reserve is empty', () => {
    const other = position({ players: 4, pawns: { 4: track(0) }, hand: ['1'] });
    const r = applyMove(other, { kind: 'out', card: cardOf('1'), color: 0 });
    expect(r.ok && r.state.pawns[4]).toEqual({ zone: 'reserve' });
    expect(r.ok && r.events).toContainEqual({ type: 'captured', pawn: 4, space: 0, by: 0 });
    const own = position({ players: 4, pawns: { 1: track(0) }, hand: ['1'] });
    expect(play(own, { kind: 'out', card: cardOf('1'), color: 0 }).pawns.slice(0, 2)).toEqual([
      track(0, true),
      { zone: 'reserve' },
    ]);
    const held = position({ players: 4, pawns: { 1: track(0, true) }, hand: ['1'] });
    expect(refusal(held, { kind: 'out', card: cardOf('1'), color: 0 })).toBe('start-held-by-pieu');
    const none = position({ players: 4, pawns: { 0: track(3), 1: track(5), 2: track(7), 3: track(9) }, hand: ['1'] });
    expect(refusal(none, { kind: 'out', card: cardOf('1'), color: 0 })).toBe('reserve-empty');
  });

  it('a pieu blocks every pawn, its own colour’s too, forward, backward and step by step', () => {
    const s = position({ players: 4, pawns: { 0: track(14), 4: track(16, true) }, hand: ['3', '2', '7'] });
    expect(refusal(s, fwd(cardOf('3'), 0, 3))).toBe('blocked-by-pieu');
    expect(refusal(s, fwd(cardOf('2'), 0, 2))).toBe('blocked-by-pieu');
    expect(sevens(s)).toEqual([]);
    const own = position({ players: 4, turn: 1, pawns: { 5: track(14), 4: track(16, true) }, hand: ['5'] });
    expect(refusal(own, fwd(cardOf('5'), 5, 5))).toBe('blocked-by-pieu');
    const back = position({ players: 4, pawns: { 0: track(18), 4: track(16, true) }, hand: ['-4'] });
    expect(refusal(back, { kind: 'back', card: cardOf('-4'), pawn: 0 })).toBe('blocked-by-pieu');
  });

  it('a pieu that moves or is permuted is an ordinary pawn, and can be passed and captured then', () => {
    const s = position({
      players: 4,
      pawns: { 0: track(0, true), 1: track(20), 4: track(62) },
      hand: ['2', 'permute'],
    });
    const moved = play(s, fwd(cardOf('2'), 0, 2));
    expect(moved.pawns[0]).toEqual(track(2));
    const permuted = play(s, { kind: 'permute', card: cardOf('permute'), pawn: 1, other: 0 });
    expect(permuted.pawns.slice(0, 2)).toEqual([track(20), track(0)]);
    const after = position({ players: 4, turn: 1, pawns: { 0: track(2), 4: track(62) }, hand: ['5'] });
    expect(play(after, fwd(cardOf('5'), 4, 5)).pawns[4]).toEqual(track(3));
  });
});

describe('forward moves, passing, capture (§7)', () => {
  it('passes ordinary pawns and captures the one it lands on, whatever its colour', () => {
    const s = position({ players: 4, pawns: { 0: track(5), 4: track(7) }, hand: ['3', '2'] });
    const passed = play(s, fwd(cardOf('3'), 0, 3));
    expect([passed.pawns[0], passed.pawns[4]]).toEqual([track(8), track(7)]);
    const landed = play(s, fwd(cardOf('2'), 0, 2));
    expect([landed.pawns[0], landed.pawns[4]]).toEqual([track(7), { zone: 'reserve' }]);
    const own = position({ players: 4, pawns: { 0: track(5), 1: track(7) }, hand: ['2'] });
    expect(play(own, fwd(cardOf('2'), 0, 2)).pawns.slice(0, 2)).toEqual([track(7), { zone: 'reserve' }]);
  });

  it('uses a card’s whole value: only its own count', () => {
    const s = position({ players: 4, pawns: { 0: track(5) }, hand: ['5'] });
    expect(legalMoves(s)).toEqual([fwd(cardOf('5'), 0, 5)]);
    expect(refusal(s, fwd(cardOf('5'), 0, 4))).toBe('card-cannot');
  });

  it('reports the move’s path, every place passed', () => {
    const r = applyMove(position({ players: 4, pawns: { 0: track(62) }, hand: ['5'] }), fwd(cardOf('5'), 0, 5, true));
    expect(r.ok && r.events.find((e) => e.type === 'moved')).toEqual({
      type: 'moved',
      pawn: 0,
      from: { zone: 'track', space: 62 },
      to: { zone: 'home', slot: 2 },
      path: [
        { zone: 'track', space: 63 },
        { zone: 'track', space: 0 },
        { zone: 'home', slot: 0 },
        { zone: 'home', slot: 1 },
        { zone: 'home', slot: 2 },
      ],
    });
  });
});

describe('the home (§8)', () => {
  it('enters on an exact count from its own start, or passes it: both are offered', () => {
    const s = position({ players: 4, pawns: { 0: track(62) }, hand: ['5'] });
    expect(legalMoves(s)).toEqual([fwd(cardOf('5'), 0, 5), fwd(cardOf('5'), 0, 5, true)]);
    expect(play(s, fwd(cardOf('5'), 0, 5, true)).pawns[0]).toEqual(home(2));
    expect(play(s, fwd(cardOf('5'), 0, 5)).pawns[0]).toEqual(track(3));
  });

  it('goes on round the track when the count overshoots the home', () => {
    const s = position({ players: 4, pawns: { 0: track(62) }, hand: ['8'] });
    expect(refusal(s, fwd(cardOf('8'), 0, 8, true))).toBe('home-overshoot');
    expect(legalMoves(s)).toEqual([fwd(cardOf('8'), 0, 8)]);
    const last = position({ players: 4, pawns: { 0: track(63) }, hand: ['5', '6'] });
    expect(play(last, fwd(cardOf('5'), 0, 5, true)).pawns[0]).toEqual(home(3));
    expect(refusal(last, fwd(cardOf('6'), 0, 6, true))).toBe('home-overshoot');
  });

  it('never passes nor lands on a pawn in the home', () => {
    const s = position({ players: 4, pawns: { 0: track(62), 1: home(1) }, hand: ['5', '3'] });
    expect(refusal(s, fwd(cardOf('5'), 0, 5, true))).toBe('home-blocked');
    expect(play(s, fwd(cardOf('3'), 0, 3, true)).pawns[0]).toEqual(home(0));
    const land = position({ players: 4, pawns: { 0: track(63), 1: home(0) }, hand: ['2'] });
    expect(refusal(land, fwd(cardOf('2'), 0, 2, true))).toBe('home-blocked');
  });

  it('moves on inside the home only forward and never past a pawn; no −4 nor permutation there', () => {
    const s = position({
      players: 4,
      pawns: { 0: home(0), 1: home(2), 4: track(30) },
      hand: ['1', '3', '-4', 'permute'],
    });
    expect(play(s, fwd(cardOf('1'), 0, 1, true)).pawns[0]).toEqual(home(1));
    expect(refusal(s, fwd(cardOf('3'), 0, 3, true))).toBe('home-blocked');
    expect(refusal(s, fwd(cardOf('3'), 1, 3, true))).toBe('home-overshoot');
    expect(refusal(s, fwd(cardOf('1'), 0, 1, false))).toBe('in-home');
    expect(refusal(s, { kind: 'back', card: cardOf('-4'), pawn: 0 })).toBe('in-home');
    expect(refusal(s, { kind: 'permute', card: cardOf('permute'), pawn: 0, other: 4 })).toBe('permute-excluded');
  });

  it('a pieu does not turn in from its start, a pawn come round does, and −4 then forward goes home', () => {
    const pieu = position({ players: 4, pawns: { 0: track(0, true) }, hand: ['3', '-4', '6'] });
    expect(refusal(pieu, fwd(cardOf('3'), 0, 3, true))).toBe('no-home-entry');
    const round = position({ players: 4, pawns: { 0: track(0) }, hand: ['3'] });
    expect(play(round, fwd(cardOf('3'), 0, 3, true)).pawns[0]).toEqual(home(2));
    const back = play(pieu, { kind: 'back', card: cardOf('-4'), pawn: 0 });
    expect(back.pawns[0]).toEqual(track(60));
    expect(play(back, fwd(cardOf('6'), 0, 6, true)).pawns[0]).toEqual(home(1));
  });

  it('your own pieu on your start keeps your other pawns out of the home', () => {
    const s = position({ players: 4, pawns: { 0: track(62), 1: track(0, true) }, hand: ['5'] });
    expect(refusal(s, fwd(cardOf('5'), 0, 5, true))).toBe('blocked-by-pieu');
  });
});

describe('the 7 (§9)', () => {
  it('shares its seven steps among one colour’s pawns: one play per different end', () => {
    const s = position({ players: 4, pawns: { 0: track(10), 1: track(30) }, hand: ['7'] });
    const ends = sevens(s).map((m) => play(s, m).pawns.slice(0, 2));
    expect(ends).toHaveLength(8);
    for (let k = 0; k <= 7; k++) expect(ends).toContainEqual([track(10 + k), track(37 - k)]);
  });

  it('captures on every step, so every pawn passed goes back to its reserve', () => {
    const s = position({ players: 4, pawns: { 0: track(10), 4: track(12), 9: track(14) }, hand: ['7'] });
    const r = applyMove(s, { kind: 'seven', card: cardOf('7'), steps: steps([0, 7]) });
    expect(r.ok && r.state.pawns[0]).toEqual(track(17));
    expect(r.ok && r.events.filter((e) => e.type === 'captured')).toEqual([
      { type: 'captured', pawn: 4, space: 12, by: 0 },
      { type: 'captured', pawn: 9, space: 14, by: 0 },
    ]);
  });

  it('offers only steps that complete all seven', () => {
    const stuck = position({ players: 4, pawns: { 0: track(10), 4: track(16, true) }, hand: ['7'] });
    expect(sevenStepsOffered(stuck, cardOf('7'), [])).toEqual([]);
    expect(legalMoves(stuck)).toEqual([{ kind: 'discard' }]);
    const two = position({ players: 4, pawns: { 0: track(10), 1: track(30), 4: track(16, true) }, hand: ['7'] });
    expect(sevens(two)).toHaveLength(6);
    expect(sevenStepsOffered(two, cardOf('7'), steps([0, 5]))).toEqual([{ pawn: 1, home: false }]);
    expect(sevenStepsOffered(two, cardOf('7'), steps([0, 2]))).toEqual([
      { pawn: 0, home: false },
      { pawn: 1, home: false },
    ]);
    expect(refusal(two, { kind: 'seven', card: cardOf('7'), steps: steps([0, 6], [1, 1]) })).toBe('blocked-by-pieu');
    expect(refusal(two, { kind: 'seven', card: cardOf('7'), steps: steps([0, 2], [1, 4]) })).toBe('seven-length');
  });

  it('steps into the home from the start and on inside it; a pieu that steps is ordinary', () => {
    const s = position({ players: 4, pawns: { 0: track(62), 1: home(0), 2: track(0, true) }, hand: ['7'] });
    const m = {
      kind: 'seven',
      card: cardOf('7'),
      steps: steps([1, 3, true], [2, 1], [0, 2], [0, 1, true]),
    } as const;
    expect(play(s, m).pawns.slice(0, 3)).toEqual([home(0), home(3), track(1)]);
    // The way in is free once pawn 1 has moved on: then pawn 0 may turn in, go on (capturing its
    // own pawn 2 on space 1), or pawn 2 may step.
    expect(sevenStepsOffered(s, cardOf('7'), steps([2, 1], [0, 2]))).not.toContainEqual({ pawn: 0, home: true });
    expect(sevenStepsOffered(s, cardOf('7'), steps([1, 3, true], [2, 1], [0, 2]))).toEqual([
      { pawn: 0, home: false },
      { pawn: 0, home: true },
      { pawn: 2, home: false },
    ]);
  });

  it('at 2 players a 7 is never split between colours', () => {
    const s = position({ players: 2, pawns: { 0: track(10), 8: track(40) }, hand: ['7'] });
    expect(sevens(s).map((m) => new Set(m.steps.map((x) => x.pawn)))).toEqual([new Set([0]), new Set([8])]);
    expect(refusal(s, { kind: 'seven', card: cardOf('7'), steps: steps([0, 3], [8, 4]) })).toBe('seven-colours');
    expect(sevenStepsOffered(s, cardOf('7'), steps([0, 3]))).toEqual([{ pawn: 0, home: false }]);
  });
});

describe('the −4 (§10)', () => {
  it('moves four back, a pieu too, captures on landing, and never enters a home', () => {
    const s = position({ players: 4, pawns: { 0: track(10), 4: track(6) }, hand: ['-4'] });
    const r = play(s, { kind: 'back', card: cardOf('-4'), pawn: 0 });
    expect([r.pawns[0], r.pawns[4]]).toEqual([track(6), { zone: 'reserve' }]);
    const pieu = position({ players: 4, pawns: { 0: track(0, true) }, hand: ['-4'] });
    expect(play(pieu, { kind: 'back', card: cardOf('-4'), pawn: 0 }).pawns[0]).toEqual(track(60));
    const past = position({ players: 4, pawns: { 0: track(2) }, hand: ['-4'] });
    expect(legalMoves(past)).toEqual([{ kind: 'back', card: cardOf('-4'), pawn: 0 }]);
    expect(play(past, { kind: 'back', card: cardOf('-4'), pawn: 0 }).pawns[0]).toEqual(track(62));
  });
});

describe('permute (§11)', () => {
  const P = cardOf('permute');
  it('exchanges one of your pawns with another pawn on the track', () => {
    const s = position({
      players: 4,
      pawns: { 0: track(10), 4: track(30), 8: home(0), 1: track(40) },
      hand: ['permute'],
    });
    const r = play(s, { kind: 'permute', card: P, pawn: 0, other: 4 });
    expect([r.pawns[0], r.pawns[4]]).toEqual([track(30), track(10)]);
    expect(refusal(s, { kind: 'permute', card: P, pawn: 0, other: 5 })).toBe('permute-excluded');
    expect(refusal(s, { kind: 'permute', card: P, pawn: 0, other: 0 })).toBe('permute-excluded');
    expect(refusal(s, { kind: 'permute', card: P, pawn: 4, other: 0 })).toBe('not-your-colour');
    expect(legalMoves(s).filter((m) => m.kind === 'permute')).toHaveLength(4);
  });

  it('never takes another colour’s pieu; a pieu goes only with a pawn of its own colour', () => {
    const s = position({
      players: 4,
      pawns: { 0: track(0, true), 1: track(20), 4: track(16, true), 8: track(32, true), 5: track(40) },
      hand: ['permute'],
    });
    expect(refusal(s, { kind: 'permute', card: P, pawn: 1, other: 4 })).toBe('permute-pieu');
    expect(refusal(s, { kind: 'permute', card: P, pawn: 1, other: 8 })).toBe('permute-pieu');
    expect(refusal(s, { kind: 'permute', card: P, pawn: 0, other: 5 })).toBe('permute-pieu');
    const r = play(s, { kind: 'permute', card: P, pawn: 0, other: 1 });
    expect(r.pawns.slice(0, 2)).toEqual([track(20), track(0)]);
  });
});

describe('the joker (§12)', () => {
  it('makes any play of the twelve effects and nothing else', () => {
    const s = position({ players: 4, pawns: { 0: track(10), 4: track(40) }, hand: ['joker'] });
    expect(kinds(s)).toEqual(new Set(['out', 'forward', 'back', 'permute', 'seven']));
    const counts = new Set(legalPlaysOfCard(s, J).flatMap((m) => (m.kind === 'forward' ? [m.count] : [])));
    expect([...counts].sort((a, b) => a - b)).toEqual([1, 2, 3, 5, 6, 8, 9, 10, 12]);
    for (const n of [4, 7, 11, 13]) expect(refusal(s, fwd(J, 0, n))).toBe('card-cannot');
  });
});

describe('which colours a seat plays (§13)', () => {
  it('at 4 and 6 moves its partner’s pawns once its own four are home, not before', () => {
    const mine = { 0: home(0), 1: home(1), 2: home(2), 3: home(3) };
    const s = position({ players: 4, pawns: { ...mine, 8: track(40) }, hand: ['5', '1'] });
    expect(legalMoves(s)).toEqual([
      fwd(cardOf('5'), 8, 5),
      { kind: 'out', card: cardOf('1'), color: 2 },
      fwd(cardOf('1'), 8, 1),
    ]);
    const early = position({ players: 4, pawns: { 0: track(3), 8: track(40) }, hand: ['5'] });
    expect(refusal(early, fwd(cardOf('5'), 8, 5))).toBe('not-your-colour');
    const six = position({ players: 6, pawns: { ...mine, 12: track(70) }, hand: ['5'] });
    expect(legalMoves(six)).toEqual([fwd(cardOf('5'), 12, 5)]);
  });

  it('at 3 players only its own colour', () => {
    const s = position({ players: 3, pawns: { 4: track(20), 8: track(40) }, hand: ['5'] });
    expect(legalMoves(s)).toEqual([{ kind: 'discard' }]);
    expect(refusal(s, fwd(cardOf('5'), 4, 5))).toBe('not-your-colour');
  });

  it('at 2 players every colour of its team, never the opponent’s', () => {
    const s = position({
      players: 2,
      colorsEach: 3,
      pawns: { 0: track(3), 8: track(40), 16: track(70), 4: track(20) },
      hand: ['5'],
    });
    expect(legalMoves(s).map((m) => (m as { pawn: number }).pawn)).toEqual([0, 8, 16]);
    expect(refusal(s, fwd(cardOf('5'), 4, 5))).toBe('not-your-colour');
  });
});

describe('no card can be played: the discard (§14)', () => {
  it('discards the whole hand only then, and the seat waits for the next deal', () => {
    const s = position({ players: 3, hand: ['5', '6', '7'], others: { 1: ['1', '10'], 2: ['1', '10'] } });
    expect(legalMoves(s)).toEqual([{ kind: 'discard' }]);
    let t = play(s, { kind: 'discard' });
    expect(t.hands[0]).toEqual([]);
    expect(t.discard).toEqual([cardOf('5'), cardOf('6'), cardOf('7')]);
    expect(t.turn).toBe(1);
    t = play(t, { kind: 'out', card: cardOf('1'), color: 1 });
    t = play(t, { kind: 'out', card: cardOf('1', 1), color: 2 });
    expect(t.turn).toBe(1);
    const can = position({ players: 3, hand: ['5', '1'] });
    expect(refusal(can, { kind: 'discard' })).toBe('discard-not-allowed');
  });
});

describe('the end (§15)', () => {
  it('at 3 players the first to bring its four pawns home wins', () => {
    const s = position({ players: 3, pawns: { 0: track(47), 1: home(1), 2: home(2), 3: home(3) }, hand: ['2', '3'] });
    const r = applyMove(s, fwd(cardOf('2'), 0, 2, true));
    expect(r.ok && [r.state.phase, r.state.winner]).toEqual(['over', 0]);
    expect(r.ok && r.events.at(-1)).toEqual({ type: 'won', team: 0, seats: [0] });
    expect(r.ok && refusal(r.state, fwd(cardOf('3'), 0, 3))).toBe('game-over');
    expect(r.ok && legalMoves(r.state)).toEqual([]);
  });

  it('with partners, only when all eight are home', () => {
    const own = position({ players: 4, pawns: { 0: track(63), 1: home(1), 2: home(2), 3: home(3) }, hand: ['2', '3'] });
    const half = play(own, fwd(cardOf('2'), 0, 2, true));
    expect(half.phase).toBe('play');
    const mine = { 0: home(0), 1: home(1), 2: home(2), 3: home(3) };
    const s = position({
      players: 4,
      pawns: { ...mine, 8: track(31), 9: home(1), 10: home(2), 11: home(3) },
      hand: ['2'],
    });
    const r = applyMove(s, fwd(cardOf('2'), 8, 2, true));
    expect(r.ok && [r.state.phase, r.state.winner]).toEqual(['over', 0]);
    expect(r.ok && r.events.at(-1)).toEqual({ type: 'won', team: 0, seats: [0, 2] });
  });

  it('at 2 players all of a team’s colours', () => {
    const mine = { 0: home(0), 1: home(1), 2: home(2), 3: home(3), 9: home(1), 10: home(2), 11: home(3) };
    const s = position({ players: 2, pawns: { ...mine, 8: track(31) }, hand: ['2'] });
    expect(play(s, fwd(cardOf('2'), 8, 2, true)).winner).toBe(0);
    const not = position({ players: 2, pawns: { 0: track(63), 1: home(1), 2: home(2), 3: home(3) }, hand: ['2', '3'] });
    expect(play(not, fwd(cardOf('2'), 0, 2, true)).phase).toBe('play');
  });
});

describe('refusals', () => {
  it('names a card not in the hand and a pawn that does not exist', () => {
    const s = position({ players: 4, pawns: { 0: track(5) }, hand: ['5'] });
    expect(refusal(s, fwd(cardOf('6'), 0, 6))).toBe('card-not-in-hand');
    expect(refusal(s, fwd(cardOf('5'), 99, 5))).toBe('no-such-pawn');
    const r = applyMove(s, fwd(cardOf('5'), 99, 5));
    expect(r.ok ? '' : r.error.message).toBe('there is no such pawn');
  });
});
