/**
 * The Tâchi page's pure parts: its address (seats, seed, dice, speed, moves; every bad value named
 * in a notice; the copy link that replays a game) and its words (moves, places, log lines).
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, newGame, OUT, pathOf, TACHI_STEP, type TachiState } from '../../src/rules/tachi';
import { readTableAddress, tableQuery } from '../../src/pages/tachi/tachiAddress';
import { eventWords, moveWords, pathWords, placeWords, playerLine } from '../../src/pages/tachi/tachiWords';

const read = (search: string) => readTableAddress(search, () => 'random');

describe('the Tâchi address', () => {
  it('reads the issue’s example and gives defaults for what it leaves out', () => {
    expect(read('?seats=bot,bot,bot&seed=S&speed=fast')).toEqual({
      settings: { seats: ['bot', 'bot', 'bot'], seed: 'S', dice: 'long', speed: 'fast', moves: [] },
      notices: [],
      seedGiven: true,
    });
    expect(read('').settings).toEqual({
      seats: ['you', 'bot', 'bot', 'bot'],
      seed: 'random',
      dice: 'long',
      speed: 'normal',
      moves: [],
    });
    expect(read('seats=You, PERSON ,bot&dice=six&speed=instant&moves=01a').settings).toMatchObject({
      seats: ['you', 'person', 'bot'],
      dice: 'six',
      speed: 'instant',
      moves: [0, 1, 10],
    });
  });

  it('names each bad value and what is used instead', () => {
    const cases: [string, string][] = [
      ['seats=you', 'seats: a table has 2 to 4 seats, not 1; the table is you, bot, bot, bot.'],
      ['seats=bot,bot,bot,bot,bot', 'seats: a table has 2 to 4 seats, not 5; the table is you, bot, bot, bot.'],
      ['seats=you,,bot', 'seats: an empty seat is not a seat (you, person or bot); the table is you, bot, bot, bot.'],
      ['seats=you,me', 'seats: "me" is not a seat (you, person or bot); the table is you, bot, bot, bot.'],
      [
        'seats=bot,you,you',
        'seats: "you" is one seat (the others at this screen are "person"); seat 2 is you, the other yous are persons.',
      ],
      ['seed=', 'seed: empty; a random seed is used.'],
      [`seed=${'x'.repeat(101)}`, 'seed: longer than 100 characters; a random seed is used.'],
      ['seed=a%00b', 'seed: character U+0000 is not printable; a random seed is used.'],
      ['dice=d6', 'dice: "d6" is not long, six; dice long.'],
      ['speed=slow', 'speed: "slow" is not normal, fast, instant; speed normal.'],
      ['moves=12-3', 'moves: character 3 ("-") is not a move number (0–9, a–z); the game replays the 2 before it.'],
      ['seed=a&seed=b', 'seed is given 2 times; the first is used.'],
      ['ruleseed=4', '"ruleseed" is not a setting of this page (seats, seed, dice, speed, moves); it is ignored.'],
    ];
    for (const [query, notice] of cases) expect(read(query).notices, query).toEqual([notice]);
    expect(read('seats=bot,you,you').settings.seats).toEqual(['bot', 'you', 'person']);
    expect(read('seed=').settings.seed).toBe('random');
    expect(read('seed=a&seed=b').settings.seed).toBe('a');
    expect(read('moves=12-3').settings.moves).toEqual([1, 2]);
  });

  it('writes a link that reads back as the same table with the moves played', () => {
    const settings = read('seats=you,person,bot&seed=a b&dice=six').settings;
    const q = tableQuery(settings, [0, 2, 11, 35]);
    expect(q).toBe('?seats=you,person,bot&seed=a+b&dice=six&moves=02bz');
    expect(read(q)).toEqual({ settings: { ...settings, moves: [0, 2, 11, 35] }, notices: [], seedGiven: true });
  });
});

describe('the Tâchi words', () => {
  const kinds = ['you', 'bot'] as const;
  const at = (pawns: [number, number][], roll: [number, number]): TachiState => ({
    ...newGame({ players: 2, seed: 'w' }),
    pawns,
    roll,
    phase: 'move',
  });

  it('says where a pawn is', () => {
    expect(placeWords('south', 0)).toBe('e1, its katti');
    expect(placeWords('south', 37)).toBe('c8');
    expect(placeWords('south', 74)).toBe('f6, its waiting square');
    expect(placeWords('north', OUT)).toBe('off the board');
    expect(placeWords('east', TACHI_STEP)).toBe('in the tachi');
    expect(
      playerLine(
        at(
          [
            [0, OUT],
            [0, 0],
          ],
          [1, 3],
        ),
        kinds,
        0,
      ),
    ).toBe('Red (you), South: pawn 1 e1, its katti (step 0 of 78); pawn 2 off the board');
  });

  it('says each kind of move, its captures and its path', () => {
    const s = at(
      [
        [0, 0],
        [pathOf('north').indexOf(pathOf('south')[3]!), 0],
      ],
      [1, 3],
    );
    const lines = legalMoves(s).map((m) => moveWords(s, kinds, m));
    expect(lines).toEqual([
      "Pawn 1: 4 squares, e1 to i1; captures Blue's pawn 1 on h1",
      "Pawn 1: 1 square, e1 to f1; pawn 2: 3 squares, e1 to h1; captures Blue's pawn 1 on h1",
    ]);
    expect(pathWords(s, legalMoves(s)[0]!)).toBe('Pawn 1: f1 g1 h1 i1.');
    const home = at(
      [
        [74, 74],
        [0, 0],
      ],
      [4, 4],
    );
    expect(moveWords(home, kinds, legalMoves(home)[0]!)).toBe('Both pawns into the tachi');
    const back = at(
      [
        [OUT, 30],
        [0, 0],
      ],
      [1, 1],
    );
    expect(legalMoves(back).map((m) => moveWords(back, kinds, m))).toEqual([
      'Pawn 1 back onto the katti e1',
      'Pawn 2: 2 squares, b2 to b4',
    ]);
  });

  it('says each event of the log', () => {
    const s = at(
      [
        [74, 74],
        [0, 0],
      ],
      [4, 4],
    );
    const move = legalMoves(s)[0]!;
    expect(eventWords(s, kinds, { type: 'rolled', player: 0, dice: [4, 4] })).toBe('Red (you) rolled a double 4.');
    expect(eventWords(s, kinds, { type: 'rolled', player: 1, dice: [3, 6] })).toBe('Blue (bot) rolled 3 and 6.');
    expect(eventWords(s, kinds, { type: 'moved', player: 0, move })).toBe('Red (you): both pawns into the tachi.');
    expect(eventWords(s, kinds, { type: 'no-move', player: 1 })).toBe('Blue (bot) cannot move.');
    expect(eventWords(s, kinds, { type: 'again', player: 0 })).toBe('Red (you) rolled a double and plays again.');
    expect(eventWords(s, kinds, { type: 'won', player: 0 })).toBe('Red (you) won: both pawns in the tachi.');
  });
});
