/**
 * Tâchi's circuit and each of its eleven rules (seed document 001_33bf7dd73aa5c130.txt; our
 * readings in docs/tachi.md), one describe each: every test would fail if its rule were dropped.
 * Positions are set by hand: the state is plain data.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  DICE_FACES,
  KATTI_OF,
  legalMoves,
  newGame,
  OUT,
  pathOf,
  rollDice,
  squareName,
  squareOfStep,
  squareXY,
  TACHI_SEATS,
  TACHI_SQUARE,
  TACHI_STEP,
  TachiError,
  WAITING_STEP,
  type TachiEvent,
  type TachiMove,
  type TachiSeat,
  type TachiState,
} from '../../src/rules/tachi';

/** A game of `players` with the pawns, the player to play and the dice rolled given. */
function at(pawns: [number, number][], roll: [number, number] | null, turn = 0): TachiState {
  const s = newGame({ players: pawns.length, seed: 'rules' });
  return { ...s, pawns, turn, roll, phase: roll ? 'move' : 'roll' };
}

/** The moves as `kind pawn:from→to …` lines, sorted, for comparing sets of moves. */
const lines = (moves: readonly TachiMove[]) =>
  moves.map((m) => `${m.kind} ${m.steps.map((s) => `${s.pawn}:${s.from}→${s.to}`).join(' ')}`).sort();

/** The dice of the `rolled` event first in `events`. */
function diceOf(events: readonly TachiEvent[]): readonly [number, number] {
  const e = events[0];
  if (e?.type !== 'rolled') throw new Error(`no roll in ${JSON.stringify(events)}`);
  return e.dice;
}

/** South's step of a square (−1 when the square is not on South's circuit). */
const southStep = (name: string) => pathOf('south').findIndex((sq) => squareName(sq) === name);
/** North's step of the square of South's step `step`. */
const northStepOfSouth = (step: number) => pathOf('north').indexOf(squareOfStep('south', step));

/** The seat's circuit as rows of step numbers (row 9 first), `·` where it does not go. */
function grid(seat: TachiSeat): string[] {
  const g = Array.from({ length: 9 }, () => Array<string>(9).fill(' ·'));
  pathOf(seat).forEach((sq, i) => {
    const { x, y } = squareXY(sq);
    g[y]![x] = String(i).padStart(2);
  });
  return g.map((r) => r.join(' '));
}

describe('Le circuit', () => {
  it("South's circuit is the grid of docs/tachi.md: the edge from the katti to the right, b1, up column b, the spiral clockwise into the tachi", () => {
    expect(grid('south')).toEqual([
      '20 19 18 17 16 15 14 13 12',
      '21 36 37 38 39 40 41 42 11',
      '22 35 58 59 60 61 62 43 10',
      '23 34 57 72 73 74 63 44  9',
      '24 33 56 71 78 75 64 45  8',
      '25 32 55 70 77 76 65 46  7',
      '26 31 54 69 68 67 66 47  6',
      '27 30 53 52 51 50 49 48  5',
      '28 29  ·  ·  0  1  2  3  4',
    ]);
  });

  it('names each leg of the document on South’s circuit: katti e1, first corner i1, the four corners, b1, b8, the tachi from e4', () => {
    const names = pathOf('south').map(squareName);
    expect(names.slice(0, 5)).toEqual(['e1', 'f1', 'g1', 'h1', 'i1']); // "à droite jusqu'au premier coin"
    expect([names[12], names[20], names[28]]).toEqual(['i9', 'a9', 'a1']); // the next corners, the fourth
    expect(names[29]).toBe('b1'); // "avancer d'une case vers son propre katti"
    expect(names.slice(30, 37)).toEqual(['b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8']); // up to the next-to-last square
    expect(names[37]).toBe('c8'); // "tourner à droite"
    expect([names[77], names[78]]).toEqual(['e4', 'e5']); // in from the square 3 above the katti
  });

  it('gives every seat a circuit of 79 different squares from its katti to the tachi, South’s turned about the centre', () => {
    const paths = TACHI_SEATS.map((seat) => pathOf(seat));
    for (const [i, seat] of TACHI_SEATS.entries()) {
      const path = paths[i]!;
      expect(path).toHaveLength(TACHI_STEP + 1);
      expect(new Set(path).size).toBe(79);
      expect(path[0]).toBe(KATTI_OF[seat]);
      expect(path[TACHI_STEP]).toBe(TACHI_SQUARE);
      // The square before the tachi is 3 squares from the seat's katti, towards the centre.
      const k = squareXY(KATTI_OF[seat]);
      const e = squareXY(path[77]!);
      expect(Math.abs(k.x - e.x) + Math.abs(k.y - e.y)).toBe(3);
    }
    expect(grid('east')[0]).toBe('12 11 10  9  8  7  6  5  4');
    expect(pathOf('east').slice(0, 5).map(squareName)).toEqual(['i5', 'i6', 'i7', 'i8', 'i9']); // East's right is up
    expect(pathOf('north').slice(0, 2).map(squareName)).toEqual(['e9', 'd9']);
    expect(pathOf('west').slice(0, 2).map(squareName)).toEqual(['a5', 'a4']);
  });
});

describe('rule 1: both pawns start on their own katti', () => {
  it.each([2, 3, 4])('with %i players', (players) => {
    const s = newGame({ players, seed: 'x' });
    expect(s.pawns).toEqual(Array(players).fill([0, 0]));
    s.seats.forEach((seat) => expect(squareOfStep(seat, 0)).toBe(KATTI_OF[seat]));
    expect(s.seats).toEqual(
      players === 2 ? ['south', 'north'] : players === 3 ? ['south', 'east', 'north'] : TACHI_SEATS,
    );
  });
});

describe('rule 2: one pawn the total, or both pawns one die each', () => {
  it('offers exactly the two totals and the two ways of splitting 3 and 4', () => {
    expect(
      lines(
        legalMoves(
          at(
            [
              [10, 20],
              [0, 0],
            ],
            [3, 4],
          ),
        ),
      ),
    ).toEqual(['split 0:10→13 1:20→24', 'split 0:10→14 1:20→23', 'total 0:10→17', 'total 1:20→27']);
  });

  it('splits a double one way, and a pawn that cannot move leaves the other the total only', () => {
    expect(
      lines(
        legalMoves(
          at(
            [
              [10, 20],
              [0, 0],
            ],
            [3, 3],
          ),
        ),
      ),
    ).toEqual(['split 0:10→13 1:20→23', 'total 0:10→16', 'total 1:20→26']);
    expect(
      lines(
        legalMoves(
          at(
            [
              [OUT, 20],
              [0, 0],
            ],
            [3, 4],
          ),
        ),
      ),
    ).toEqual(['total 1:20→27']);
  });
});

describe('rule 3: a double makes the player play again', () => {
  it('keeps the turn after a move on a double, passes it after any other roll', () => {
    const double = applyMove(
      at(
        [
          [10, 20],
          [0, 0],
        ],
        [3, 3],
      ),
      legalMoves(
        at(
          [
            [10, 20],
            [0, 0],
          ],
          [3, 3],
        ),
      )[0]!,
    );
    expect(double.state.turn).toBe(0);
    expect(double.state.phase).toBe('roll');
    expect(double.events.at(-1)).toEqual({ type: 'again', player: 0 });
    const plain = applyMove(
      at(
        [
          [10, 20],
          [0, 0],
        ],
        [3, 4],
      ),
      legalMoves(
        at(
          [
            [10, 20],
            [0, 0],
          ],
          [3, 4],
        ),
      )[0]!,
    );
    expect(plain.state.turn).toBe(1);
    expect(plain.events.at(-1)).toEqual({ type: 'turn', player: 1 });
  });

  it('keeps the turn after a double that moves nothing (both pawns off the board, a double 3)', () => {
    let s = at(
      [
        [OUT, OUT],
        [0, 0],
      ],
      null,
    );
    // Roll until a double that is not a double 1 comes (the seeded dice: always the same rolls).
    for (let i = 0; i < 200; i++) {
      const r = rollDice(s);
      const [a, b] = diceOf(r.events);
      if (a === b && a !== 1) {
        expect(r.events.map((e) => e.type)).toEqual(['rolled', 'no-move', 'again']);
        expect(r.state.turn).toBe(0);
        return;
      }
      s = { ...r.state, turn: 0, pawns: s.pawns, phase: 'roll', roll: null };
    }
    throw new Error('no double in 200 rolls');
  });
});

describe('rule 4: a player may not refuse to move', () => {
  it('has no move that leaves every pawn where it is, and refuses one', () => {
    const s = at(
      [
        [10, WAITING_STEP],
        [0, 0],
      ],
      [3, 4],
    );
    expect(lines(legalMoves(s))).toEqual(['total 0:10→17']);
    expect(() => applyMove(s, { kind: 'total', steps: [] })).toThrow(TachiError);
    expect(() => applyMove(s, { kind: 'total', steps: [{ pawn: 0, from: 10, to: 10 }] })).toThrow(/not a legal move/);
  });

  it('keeps a roll that can be played waiting for a move: the turn does not pass by itself', () => {
    const r = rollDice(
      at(
        [
          [0, 0],
          [0, 0],
        ],
        null,
      ),
    );
    expect(r.state.phase).toBe('move');
    expect(r.state.turn).toBe(0);
    expect(() => rollDice(r.state)).toThrow(expect.objectContaining({ code: 'move-first' }));
  });
});

describe('rule 5: passing over or stopping on an opponent sends it off the board', () => {
  // North's pawns stand on South's steps 20 (a9) and 22 (a7): North's steps 4 and 6.
  const north = (south: number) => northStepOfSouth(south);

  it('captures the pawn landed on and the one passed over, both off the board', () => {
    const s = at(
      [
        [18, 0],
        [north(20), north(22)],
      ],
      [1, 3],
    );
    const total = legalMoves(s).find((m) => m.kind === 'total' && m.steps[0]!.pawn === 0)!;
    expect(total.steps[0]!.to).toBe(22);
    expect(total.captures.map((c) => [c.player, c.pawn, squareName(c.square)])).toEqual([
      [1, 0, 'a9'],
      [1, 1, 'a7'],
    ]);
    expect(applyMove(s, total).state.pawns[1]).toEqual([OUT, OUT]);
  });

  it('captures both pawns on one square, and never the player’s own pawns', () => {
    const s = at(
      [
        [18, 19],
        [north(20), north(20)],
      ],
      [1, 1],
    );
    const total = legalMoves(s).find((m) => m.kind === 'total' && m.steps[0]!.pawn === 0)!;
    const after = applyMove(s, total).state;
    expect(after.pawns).toEqual([
      [20, 19],
      [OUT, OUT],
    ]);
  });

  it('leaves an opponent the pawn stops short of', () => {
    const s = at(
      [
        [18, 0],
        [north(22), 0],
      ],
      [1, 1],
    );
    expect(legalMoves(s).find((m) => m.kind === 'total' && m.steps[0]!.pawn === 0)!.captures).toEqual([]);
  });
});

describe('rule 6: a pawn on any katti is safe', () => {
  it('never captures on a katti: East’s katti i5 (South’s step 8), passed and landed on', () => {
    const east = pathOf('east').indexOf(squareOfStep('south', 9)); // i6, next to East's katti
    const s = at(
      [
        [6, 0],
        [0, east],
        [0, 0],
      ],
      [1, 1],
    );
    expect(squareName(squareOfStep('south', 8))).toBe('i5');
    const moves = legalMoves(s);
    const landOn = moves.find((m) => m.kind === 'total' && m.steps[0]!.pawn === 0)!; // 6 → 8
    expect(landOn.captures).toEqual([]);
    // The same pawn passing i5 with a bigger roll takes the pawn on i6, not the one on the katti.
    const passing = legalMoves(
      at(
        [
          [6, 0],
          [0, east],
          [0, 0],
        ],
        [1, 3],
      ),
    ).find((m) => m.kind === 'total' && m.steps[0]!.pawn === 0)!;
    expect(passing.captures.map((c) => [c.player, c.pawn])).toEqual([[1, 1]]);
  });
});

describe('rule 7: a pawn off the board comes back onto its katti only by a double 1, the katti free of opponents', () => {
  it('does not move a pawn off the board with any other roll', () => {
    for (const a of DICE_FACES.six)
      for (const b of DICE_FACES.six) {
        if (a === 1 && b === 1) continue;
        expect(
          legalMoves(
            at(
              [
                [OUT, OUT],
                [0, 0],
              ],
              [a, b],
            ),
          ),
        ).toEqual([]);
      }
  });

  it('brings one pawn back onto the katti on a double 1 (the roll used), or lets the other pawn play it', () => {
    expect(
      lines(
        legalMoves(
          at(
            [
              [OUT, OUT],
              [10, 10],
            ],
            [1, 1],
          ),
        ),
      ),
    ).toEqual(['re-enter 0:-1→0']);
    expect(
      lines(
        legalMoves(
          at(
            [
              [OUT, 30],
              [10, 10],
            ],
            [1, 1],
          ),
        ),
      ),
    ).toEqual(['re-enter 0:-1→0', 'total 1:30→32']);
    const back = applyMove(
      at(
        [
          [OUT, OUT],
          [10, 10],
        ],
        [1, 1],
      ),
      legalMoves(
        at(
          [
            [OUT, OUT],
            [10, 10],
          ],
          [1, 1],
        ),
      )[0]!,
    );
    expect(back.state.pawns[0]).toEqual([0, OUT]);
  });

  it('keeps the pawn off while an opponent stands on the katti (e1 is North’s step 16); the player’s own pawn there does not', () => {
    const onKatti = pathOf('north').indexOf(KATTI_OF.south);
    expect(onKatti).toBe(16);
    expect(
      lines(
        legalMoves(
          at(
            [
              [OUT, 20],
              [onKatti, 0],
            ],
            [1, 1],
          ),
        ),
      ),
    ).toEqual(['total 1:20→22']);
    expect(
      lines(
        legalMoves(
          at(
            [
              [OUT, 0],
              [10, 0],
            ],
            [1, 1],
          ),
        ),
      ),
    ).toEqual(['re-enter 0:-1→0', 'total 1:0→2']);
  });
});

describe('rule 8: every pawn stops 4 squares before the tachi', () => {
  it('stops a pawn on its waiting square (step 74, f6 for South) and loses the points left over', () => {
    expect(squareName(squareOfStep('south', WAITING_STEP))).toBe('f6');
    expect(
      lines(
        legalMoves(
          at(
            [
              [70, 0],
              [0, 0],
            ],
            [6, 6],
          ),
        ),
      ),
    ).toContain('total 0:70→74');
    expect(
      lines(
        legalMoves(
          at(
            [
              [73, 60],
              [0, 0],
            ],
            [6, 1],
          ),
        ),
      ),
    ).toContain('split 0:73→74 1:60→61');
  });

  it('moves a pawn on the waiting square with no roll but a double 4', () => {
    expect(
      lines(
        legalMoves(
          at(
            [
              [WAITING_STEP, 60],
              [0, 0],
            ],
            [6, 6],
          ),
        ),
      ),
    ).toEqual(['total 1:60→72']);
  });
});

describe('rule 9: a double 4 takes a waiting pawn into the tachi', () => {
  it('enters on a double 4, never on another roll with a 4', () => {
    expect(
      lines(
        legalMoves(
          at(
            [
              [WAITING_STEP, 60],
              [0, 0],
            ],
            [4, 4],
          ),
        ),
      ),
    ).toEqual(['tachi 0:74→78', 'total 1:60→68']);
    for (const roll of [
      [4, 1],
      [4, 3],
      [4, 6],
      [6, 6],
    ] as [number, number][]) {
      expect(
        legalMoves(
          at(
            [
              [WAITING_STEP, 60],
              [0, 0],
            ],
            roll,
          ),
        ).some((m) => m.kind === 'tachi'),
      ).toBe(false);
    }
  });

  it('captures on the three squares it passes on the way in (South’s f5, f4, e4)', () => {
    const north = pathOf('north').indexOf(squareOfStep('south', 76));
    const move = legalMoves(
      at(
        [
          [WAITING_STEP, 60],
          [north, 0],
        ],
        [4, 4],
      ),
    )[0]!;
    expect(move.kind).toBe('tachi');
    expect(move.captures.map((c) => squareName(c.square))).toEqual([squareName(squareOfStep('south', 76))]);
  });
});

describe('rule 10: two pawns on the waiting square go into the tachi on the same double 4', () => {
  it('takes both in with one double 4, as the one move there is', () => {
    expect(
      lines(
        legalMoves(
          at(
            [
              [WAITING_STEP, WAITING_STEP],
              [0, 0],
            ],
            [4, 4],
          ),
        ),
      ),
    ).toEqual(['tachi 0:74→78 1:74→78']);
  });

  it('takes one pawn in when the other is elsewhere', () => {
    const tachi = legalMoves(
      at(
        [
          [WAITING_STEP, 70],
          [0, 0],
        ],
        [4, 4],
      ),
    ).filter((m) => m.kind === 'tachi');
    expect(tachi.map((m) => m.steps.length)).toEqual([1]);
  });
});

describe('rule 11: the first with both pawns in the tachi wins', () => {
  it('ends the game with the winner once its second pawn is in', () => {
    const s = at(
      [
        [TACHI_STEP, WAITING_STEP],
        [0, 0],
      ],
      [4, 4],
    );
    const r = applyMove(s, legalMoves(s)[0]!);
    expect(r.state.phase).toBe('over');
    expect(r.state.winner).toBe(0);
    expect(r.events.map((e) => e.type)).toEqual(['moved', 'won']);
    expect(() => rollDice(r.state)).toThrow(expect.objectContaining({ code: 'game-over' }));
  });

  it('goes on while a player has one pawn in', () => {
    const s = at(
      [
        [WAITING_STEP, 60],
        [0, 0],
      ],
      [4, 4],
    );
    const r = applyMove(s, legalMoves(s)[0]!);
    expect(r.state.pawns[0]).toEqual([TACHI_STEP, 60]);
    expect(r.state.phase).toBe('roll');
    expect(r.state.winner).toBeNull();
  });

  it('keeps pawns in the tachi out of play: never captured there', () => {
    const s = at(
      [
        [TACHI_STEP, 0],
        [WAITING_STEP, 0],
      ],
      [4, 4],
      1,
    );
    expect(legalMoves(s)[0]!.captures).toEqual([]);
  });
});

describe('the Tâchi rules functions refuse, with a code', () => {
  it('a table of 1 or 5, unknown dice, a move before the roll', () => {
    expect(() => newGame({ players: 5, seed: 'x' })).toThrow(expect.objectContaining({ code: 'bad-table' }));
    expect(() => newGame({ players: 1, seed: 'x' })).toThrow(/2 to 4 players/);
    expect(() => newGame({ players: 2, seed: 'x', dice: 'd20' as never })).toThrow(
      expect.objectContaining({ code: 'bad-dice' }),
    );
    const s = newGame({ players: 2, seed: 'x' });
    expect(() => applyMove(s, { kind: 'total', steps: [{ pawn: 0, from: 0, to: 4 }] })).toThrow(
      expect.objectContaining({ code: 'roll-first' }),
    );
  });
});

describe('the dice', () => {
  it('rolls the long dice’s faces 1, 3, 4, 6 by default, the six-sided dice as a setting, the same for the same seed', () => {
    const faces = (dice: 'long' | 'six') => {
      const seen = new Set<number>();
      let s = newGame({ players: 2, seed: 'dice', dice });
      for (let i = 0; i < 400; i++) {
        const r = rollDice(s);
        const d = diceOf(r.events);
        d.forEach((f) => seen.add(f));
        s = { ...r.state, phase: 'roll', roll: null, pawns: s.pawns };
      }
      return [...seen].sort();
    };
    expect(newGame({ players: 2, seed: 'x' }).dice).toBe('long');
    expect(faces('long')).toEqual([1, 3, 4, 6]);
    expect(faces('six')).toEqual([1, 2, 3, 4, 5, 6]);
    const first = (seed: string) => diceOf(rollDice(newGame({ players: 2, seed })).events);
    expect(first('same')).toEqual(first('same'));
    expect(new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((s) => first(s).join())).size).toBeGreaterThan(1);
  });

  it('keeps a game JSON: a state read back from JSON rolls the same dice', () => {
    const s = rollDice(newGame({ players: 3, seed: 'json' })).state;
    const back = JSON.parse(JSON.stringify(s)) as TachiState;
    expect(back).toEqual(s);
    const m = legalMoves(s)[0]!;
    const a = rollDice(applyMove(s, m).state);
    const b = rollDice(applyMove(back, m).state);
    expect(b).toEqual(a);
  });
});

describe('where the circuits meet', () => {
  it('puts each seat’s waiting square on the other seats’ circuits (f6 is North’s step 70)', () => {
    expect(northStepOfSouth(WAITING_STEP)).toBe(70);
    expect(southStep('d4')).toBe(70);
  });
});
