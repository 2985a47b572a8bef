// Tac-Tik's table, deck, deal, exchange, seeds and saved states (docs/tactik.md §1–5, §16).
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  botMove,
  checkState,
  colorsOfSeat,
  colorsOfTeam,
  DECK_SIZE,
  faceOf,
  FACES,
  fullDeck,
  legalMoves,
  newGame,
  partnerOf,
  shuffled,
  startOf,
  tableOf,
  teamOfSeat,
  trackLength,
  type Move,
  type TactikEvent,
  type TactikState,
} from '../../src/rules/tactik';
import { play, refusal } from '../fixtures/tactikPositions';

/** Plays bot moves until `stop` says so (or the game ends); returns the state and every event. */
function playUntil(s: TactikState, stop: (s: TactikState, e: readonly TactikEvent[]) => boolean) {
  const events: TactikEvent[] = [];
  while (s.phase !== 'over') {
    const r = applyMove(s, botMove(s)!);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
    events.push(...r.events);
    if (stop(s, r.events)) break;
  }
  return { state: s, events };
}

describe('the table (§1–2)', () => {
  it('allows 2, 3, 4 and 6 players, never 5, with 2 or 3 colours each at 2', () => {
    expect(() => tableOf(5)).toThrow(/5 players are not allowed/);
    expect(() => tableOf(1)).toThrow(RangeError);
    expect(() => tableOf(2, 4)).toThrow(/2 or 3 colours/);
    expect(tableOf(2)).toEqual({ players: 2, colorsEach: 2 });
    expect(tableOf(2, 3)).toEqual({ players: 2, colorsEach: 3 });
    expect(tableOf(6, 3)).toEqual({ players: 6, colorsEach: 1 });
  });

  it('has 16 track spaces per colour, starts at 16·c', () => {
    expect([tableOf(3), tableOf(4), tableOf(6), tableOf(2, 2), tableOf(2, 3)].map(trackLength)).toEqual([
      48, 64, 96, 64, 96,
    ]);
    expect([0, 1, 5].map(startOf)).toEqual([0, 16, 80]);
  });

  it('seats partners face to face at 4 and 6, and alternates a 2-player table’s colours', () => {
    expect(partnerOf(tableOf(4), 1)).toBe(3);
    expect(partnerOf(tableOf(6), 1)).toBe(4);
    expect(partnerOf(tableOf(3), 1)).toBeUndefined();
    expect(teamOfSeat(tableOf(6), 5)).toBe(2);
    expect(colorsOfTeam(tableOf(4), 1)).toEqual([1, 3]);
    expect(colorsOfSeat(tableOf(2, 2), 1)).toEqual([1, 3]);
    expect(colorsOfSeat(tableOf(2, 3), 0)).toEqual([0, 2, 4]);
    expect(colorsOfTeam(tableOf(3), 2)).toEqual([2]);
  });
});

describe('the deck (§3)', () => {
  it('holds four of each of twelve effects and one joker', () => {
    expect(DECK_SIZE).toBe(49);
    expect(FACES).toEqual(['1', '2', '3', '-4', '5', '6', '7', '8', '9', '10', '12', 'permute']);
    const count = new Map<string, number>();
    for (let id = 0; id < DECK_SIZE; id++) count.set(faceOf(id), (count.get(faceOf(id)) ?? 0) + 1);
    expect(count.get('joker')).toBe(1);
    expect([...count.entries()].filter(([f]) => f !== 'joker').every(([, n]) => n === 4)).toBe(true);
    expect(() => faceOf(49)).toThrow(RangeError);
  });
});

describe('the deal and the turn (§4)', () => {
  it('deals 6 cards each at 2 players and 4 at 3, 4 and 6, one at a time from the seat after the dealer', () => {
    for (const [players, size] of [
      [2, 6],
      [3, 4],
      [4, 4],
      [6, 4],
    ] as const) {
      const s = newGame('deal', players);
      expect(s.hands.map((h) => h.length)).toEqual(new Array(players).fill(size));
      expect(s.dealer).toBe(players - 1);
      expect(s.turn).toBe(0);
      expect(s.phase).toBe('exchange');
      // Off the top of the seeded deck (its last card): seat 0, seat 1, …, then round again.
      const deck = shuffled(fullDeck(), 'deal', 0);
      const dealt = [...Array(size).keys()].flatMap((r) => s.hands.map((h) => h[r]!));
      expect(dealt).toEqual(deck.slice(-dealt.length).reverse());
      expect(s.draw).toEqual(deck.slice(0, 49 - dealt.length));
    }
  });

  it('deals the same game from the same seed and another from another seed', () => {
    expect(newGame('abc', 4)).toEqual(newGame('abc', 4));
    expect(newGame('abc', 4).hands).not.toEqual(newGame('abd', 4).hands);
  });

  it('plays from the seat after the dealer, skips empty hands, and passes the deal clockwise', () => {
    const { state, events } = playUntil(newGame('rotate', 4), (_, e) => e.some((x) => x.type === 'dealt'));
    const plays = events.filter((e) => e.type === 'played' || e.type === 'discarded');
    expect(plays.length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({ type: 'dealt', dealer: 0, deal: 2 });
    expect(state.dealer).toBe(0);
    expect(state.turn).toBe(1);
    expect(state.hands.map((h) => h.length)).toEqual([4, 4, 4, 4]);
    // The first play after the first exchange was seat 0's (the dealer was seat 3).
    expect(plays[0]).toMatchObject({ seat: 0 });
  });

  it('shuffles the discard pile when the draw pile runs out, mid-deal', () => {
    // 2 players: 12 cards a deal, so the fifth deal takes the 49th card and then needs the discard.
    const { state, events } = playUntil(newGame('reshuffle', 2), (_, e) =>
      e.some((x) => x.type === 'dealt' && x.reshuffled),
    );
    const dealt = events.filter((e) => e.type === 'dealt');
    expect(dealt.map((d) => (d as { reshuffled: boolean }).reshuffled)).toEqual([false, false, false, true]);
    expect(state.deals).toBe(5);
    expect(state.shuffles).toBe(2);
    expect(state.discard).toEqual([]);
    expect(state.draw.length + state.hands.flat().length).toBe(49);
    expect(checkState(state).ok).toBe(true);
  });
});

describe('the secret exchange (§5)', () => {
  const giveFirst = (s: TactikState): TactikState => {
    let t = s;
    while (t.phase === 'exchange') t = play(t, { kind: 'give', card: t.hands[t.turn]![0]! });
    return t;
  };
  const receivedFrom = (before: TactikState, after: TactikState) =>
    after.hands.map((h) => before.hands.findIndex((b) => b[0] === h[h.length - 1]));

  it('at 2 players the opponents exchange', () => {
    const s = newGame('x2', 2);
    expect(receivedFrom(s, giveFirst(s))).toEqual([1, 0]);
  });
  it('at 3 players each gives to the next seat clockwise', () => {
    const s = newGame('x3', 3);
    expect(receivedFrom(s, giveFirst(s))).toEqual([2, 0, 1]);
  });
  it('at 4 and 6 players partners exchange', () => {
    const s4 = newGame('x4', 4);
    expect(receivedFrom(s4, giveFirst(s4))).toEqual([2, 3, 0, 1]);
    const s6 = newGame('x6', 6);
    expect(receivedFrom(s6, giveFirst(s6))).toEqual([3, 4, 5, 0, 1, 2]);
  });

  it('moves no card until every seat has chosen, and nobody plays before', () => {
    let s = newGame('secret', 4);
    const before = s.hands;
    expect(legalMoves(s).every((m) => m.kind === 'give')).toBe(true);
    expect(refusal(s, { kind: 'forward', card: s.hands[0]![0]!, pawn: 0, count: 2, home: false })).toBe('wrong-phase');
    for (let k = 0; k < 3; k++) s = play(s, { kind: 'give', card: s.hands[s.turn]![1]! });
    expect(s.hands).toEqual(before);
    expect(s.given.filter((g) => g !== null)).toHaveLength(3);
    s = play(s, { kind: 'give', card: s.hands[3]![1]! });
    expect(s.phase).toBe('play');
    expect(s.hands).not.toEqual(before);
    expect(s.given).toEqual([null, null, null, null]);
    expect(refusal(s, { kind: 'give', card: s.hands[0]![0]! })).toBe('wrong-phase');
  });

  it('lets a seat give out of turn (online play) but only once', () => {
    let s = newGame('order', 3);
    s = play(s, { kind: 'give', card: s.hands[2]![0]!, seat: 2 });
    expect(s.turn).toBe(0);
    expect(refusal(s, { kind: 'give', card: s.hands[2]![1]!, seat: 2 })).toBe('already-given');
    expect(refusal(s, { kind: 'give', card: s.hands[1]![0]! })).toBe('card-not-in-hand');
  });
});

describe('state as data (§16)', () => {
  it('goes on identically from its JSON, and every state of a game passes checkState', () => {
    let a = newGame('json', 6);
    for (let i = 0; i < 120 && a.phase !== 'over'; i++) {
      const b = JSON.parse(JSON.stringify(a)) as TactikState;
      const check = checkState(b);
      expect(check.ok, JSON.stringify(check)).toBe(true);
      const m = botMove(a)!;
      expect(botMove(b)).toEqual(m);
      expect(JSON.parse(JSON.stringify(play(b, m)))).toEqual(JSON.parse(JSON.stringify(play(a, m))));
      a = play(a, m);
    }
  });

  it('names what is wrong with a state read back', () => {
    const s = newGame('bad', 4);
    const bad = (patch: object) => {
      const r = checkState({ ...s, ...patch });
      return r.ok ? [] : r.problems;
    };
    expect(checkState(null)).toEqual({ ok: false, problems: ['the state must be an object'] });
    expect(bad({ format: 'x' })).toEqual(['format must be "tactik/1"']);
    expect(bad({ table: { players: 5, colorsEach: 1 } })).toEqual(['table.players must be 2, 3, 4 or 6']);
    const pawns = [...s.pawns];
    pawns[0] = { zone: 'track', space: 5, pieu: true };
    pawns[6] = { zone: 'track', space: 5, pieu: false };
    expect(bad({ pawns })).toEqual([
      'pawns[0] is a pieu away from its start',
      'pawns[6]: space 5 holds two pawns (0 and 6)',
    ]);
    expect(bad({ draw: s.draw.slice(1) })).toEqual(['every card 0–48 must be in exactly one hand or pile']);
    expect(bad({ turn: 4 })).toEqual(['turn must be a seat 0–3']);
    expect(bad({ winner: 1 })).toEqual(['winner must be null until the game is over']);
    const teamHome = s.pawns.map((p, i) => (i < 4 || (i >= 8 && i < 12) ? { zone: 'home', slot: i % 4 } : p));
    expect(bad({ pawns: teamHome })).toEqual(['a team has all its pawns home but the game is not over']);
  });

  it('refuses a move of an unknown shape with bad-move and keeps the state', () => {
    const s = newGame('shape', 2);
    for (const m of [null, {}, { kind: 'fly' }, { kind: 'give', card: 60 }, { kind: 'give', card: 1.5 }]) {
      expect(refusal(s, m as unknown as Move)).toBe('bad-move');
    }
  });
});
