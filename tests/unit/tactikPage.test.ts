// The Tac-Tik page's pure parts: the address, the choices offered step by step, the words of the
// log and the board, and the saved game (src/pages/tactik/).
import { describe, expect, it } from 'vitest';
import { applyMove, newGame, type TactikState } from '../../src/rules/tactik';
import { offerAfter, type Choice } from '../../src/pages/tactik/choices';
import { loadGame, saveGame, SAVE_KEY } from '../../src/pages/tactik/savedGame';
import { readTableAddress, tableSearch } from '../../src/pages/tactik/tableAddress';
import { boardLines, eventLines, playWord, seatLabel, seatName } from '../../src/pages/tactik/words';
import { cardOf, home, position, track } from '../fixtures/tactikPositions';

describe('the address', () => {
  it('reads seats, seed, speed and colours, and writes them back', () => {
    const { setting, notices } = readTableAddress('?seats=person,BOT&seed=%20abc&speed=fast&colours=3');
    expect(notices).toEqual([]);
    expect(setting).toEqual({
      seats: ['person', 'bot'],
      seed: 'abc',
      randomSeed: false,
      speed: 'fast',
      colorsEach: 3,
    });
    expect(tableSearch(setting)).toBe('?seats=person,bot&seed=abc&speed=fast&colours=3');
    expect(readTableAddress(tableSearch(setting)).setting).toEqual(setting);
  });

  it('names each bad value and what is used instead', () => {
    const r = readTableAddress('?seats=you,you,bot&seed=&speed=slow', () => 0);
    expect(r.notices).toEqual([
      'seats "you,you,bot": only one seat can be "you"; seats 2 are played as "person".',
      'seed is empty; a random seed is used.',
      'speed "slow" is not normal, fast or instant; normal is used.',
    ]);
    expect(r.setting).toMatchObject({
      seats: ['you', 'person', 'bot'],
      seed: 'aaaaaaaa',
      randomSeed: true,
      speed: 'normal',
    });
    expect(readTableAddress('?seats=bot,bot,bot,bot,bot').notices).toEqual([
      'seats "bot,bot,bot,bot,bot" names 5 seats: a table has 2, 3, 4 or 6 (5 is not allowed); the table is you, bot, bot, bot.',
    ]);
    expect(readTableAddress('?seats=bot,bot&colours=4').notices).toEqual([
      'colours "4" is not 2 or 3 (colours each at 2 players); 2 is used.',
    ]);
  });
});

describe('the choices offered', () => {
  it('in the exchange: a card, then the give to confirm', () => {
    const s = newGame('choices', 4);
    const first = offerAfter(s, []);
    expect(first.stage).toBe('give');
    expect(first.options).toHaveLength(4);
    const done = offerAfter(s, [first.options[1]!.choice]);
    expect(done).toMatchObject({ stage: 'confirm', move: { kind: 'give', card: s.hands[0]![1] } });
  });

  it('cards without a move shown disabled; the discard alone when no card can be played', () => {
    const s = position({
      players: 4,
      pawns: { 0: home(3) },
      hand: ['5', '-4', '1'],
    });
    expect(offerAfter(s, []).options.map((o) => [o.label, o.enabled])).toEqual([
      ['5', false],
      ['−4', false],
      ['1', true],
    ]);
    const stuck = position({ players: 4, hand: ['5', '7'] });
    const offer = offerAfter(stuck, []);
    expect(offer.stage).toBe('discard');
    expect(offerAfter(stuck, [offer.options[0]!.choice]).move).toEqual({ kind: 'discard' });
  });

  it('the joker: first what it does, then the move', () => {
    const s = position({ players: 4, pawns: { 0: track(10), 4: track(40) }, hand: ['joker'] });
    const card: Choice = { kind: 'card', card: cardOf('joker') };
    const effects = offerAfter(s, [card]);
    expect(effects.stage).toBe('effect');
    expect(effects.options.map((o) => o.label)).toEqual([
      'Put a pawn out',
      '1 forward',
      '2 forward',
      '3 forward',
      '5 forward',
      '6 forward',
      '8 forward',
      '9 forward',
      '10 forward',
      '12 forward',
      '4 back',
      'Permute',
      'The 7 in steps',
    ]);
    const back = offerAfter(s, [card, effects.options[10]!.choice]);
    expect(back.options.map((o) => [o.label, o.pawns])).toEqual([['Red pawn on space 10 → space 6 (4 back)', [0]]]);
  });

  it('the 7 step by step, with the board previewed, only steps that can finish', () => {
    const s = position({ players: 4, pawns: { 0: track(10), 1: track(30), 4: track(16, true) }, hand: ['7'] });
    const choices: Choice[] = [{ kind: 'card', card: cardOf('7') }];
    for (let k = 0; k < 5; k++) {
      const o = offerAfter(s, choices);
      expect(o.stage).toBe('step');
      choices.push(o.options[0]!.choice); // pawn 0 first, as long as it is offered
    }
    const late = offerAfter(s, choices);
    expect(late.preview[0]).toEqual(track(15));
    expect(late.options.map((o) => o.label)).toEqual(['Red pawn on space 30: one step to space 31']);
    choices.push(late.options[0]!.choice, offerAfter(s, [...choices, late.options[0]!.choice]).options[0]!.choice);
    const done = offerAfter(s, choices);
    expect(done.stage).toBe('confirm');
    expect(applyMove(s, done.move!).ok).toBe(true);
    expect(done.preview.slice(0, 2)).toEqual([track(15), track(32)]);
  });
});

describe('words', () => {
  it('names seats by colour and role, at 2 players by all their colours', () => {
    const t2 = newGame('w', 2, 3).table;
    expect(seatName(t2, 0)).toBe('Red, Black & Green');
    expect(seatLabel(newGame('w', 6).table, ['you', 'bot', 'bot', 'person', 'bot', 'bot'], 3)).toBe('Yellow (person)');
  });

  it('says a play with its capture, in the log and in the moves offered', () => {
    const s: TactikState = position({ players: 4, pawns: { 0: track(5), 4: track(7) }, hand: ['2'] });
    const play = { kind: 'forward', card: cardOf('2'), pawn: 0, count: 2, home: false } as const;
    expect(playWord(s, play)).toBe('Red pawn on space 5 → space 7 (2 forward), capturing the blue pawn');
    const r = applyMove(s, play);
    expect(r.ok && eventLines(s, ['you', 'bot', 'bot', 'bot'], r.events)).toEqual([
      'Red (you) played 2: red pawn from space 5 to space 7; captured the blue pawn on space 7, back to its reserve.',
      'Red (you) dealt: deal 2.',
    ]);
  });

  it('says the board colour by colour', () => {
    const s = position({ players: 3, pawns: { 0: track(0, true), 1: home(0), 4: track(20) }, hand: ['2'] });
    expect(boardLines(s, ['you', 'bot', 'bot'])).toEqual([
      'Red (you), start space 0: on space 0 (pieu); home 1; 2 in the reserve.',
      'Blue (bot), start space 16: on space 20; 3 in the reserve.',
      'Yellow (bot), start space 32: 4 in the reserve.',
    ]);
  });
});

describe('the saved game', () => {
  const memory = (): Storage => {
    const m = new Map<string, string>();
    return {
      getItem: (k) => m.get(k) ?? null,
      setItem: (k, v) => void m.set(k, v),
      removeItem: (k) => void m.delete(k),
      clear: () => m.clear(),
      key: () => null,
      get length() {
        return m.size;
      },
    };
  };

  it('comes back as saved', () => {
    const storage = memory();
    const state = newGame('save', 3);
    expect(saveGame(storage, { seats: ['you', 'bot', 'bot'], seed: 'save', colorsEach: 1, state, log: ['a'] })).toBe(
      true,
    );
    expect(loadGame(storage).game).toEqual({
      seats: ['you', 'bot', 'bot'],
      seed: 'save',
      colorsEach: 1,
      state,
      log: ['a'],
    });
  });

  it('names what is wrong with what is stored, and uses none of it', () => {
    const storage = memory();
    expect(loadGame(storage)).toEqual({});
    storage.setItem(SAVE_KEY, '{');
    expect(loadGame(storage)).toEqual({ problem: 'it is not JSON' });
    const state = newGame('save', 3);
    const stored = {
      format: 'tactik-save/1',
      seats: ['you', 'bot', 'bot'],
      seed: 'save',
      state: { ...state, turn: 7 },
      log: [],
    };
    storage.setItem(SAVE_KEY, JSON.stringify(stored));
    expect(loadGame(storage)).toEqual({ problem: 'its state: turn must be a seat 0–2' });
    storage.setItem(SAVE_KEY, JSON.stringify({ ...stored, state, seats: ['you', 'bot'] }));
    expect(loadGame(storage)).toEqual({ problem: 'its state has another number of seats' });
  });
});
