/**
 * The Tac-Tik deck (docs/tactik.md §3): four of each of twelve effects and one joker, 49 cards,
 * and its seeded shuffle.
 *
 * A card is a number 0–48 (its id); `faceOf(id)` is what it does. Ids 4k … 4k+3 are the four
 * copies of `FACES[k]`, id 48 is the joker. Cards are plain numbers so a game state is plain data.
 */
import seedrandom from 'seedrandom';

/**
 * The twelve effects of the deck, in deck order. `'1'` and `'10'` put a pawn out or move forward
 * 1 / 10; `'2'` … `'12'` move forward; `'7'` is played in seven single steps; `'-4'` moves back
 * four; `'permute'` exchanges two pawns.
 */
export const FACES = ['1', '2', '3', '-4', '5', '6', '7', '8', '9', '10', '12', 'permute'] as const;
/** A card's face: one of the twelve effects or the joker. */
export type Face = (typeof FACES)[number] | 'joker';

/** Copies of each effect in the deck. */
const COPIES = 4;
/** The joker's id (the last card). */
const JOKER = FACES.length * COPIES;
/** Cards in the deck: 49. */
export const DECK_SIZE = JOKER + 1;

/** A card: its id, 0 … 48. */
export type CardId = number;

/** Forward moves a numbered card makes (the 7 excepted: it is played in steps). */
export const FORWARD_COUNTS = [1, 2, 3, 5, 6, 8, 9, 10, 12] as const;

/** The face of card `id`. @throws RangeError for an id outside 0 … 48. */
export function faceOf(id: CardId): Face {
  if (!Number.isInteger(id) || id < 0 || id >= DECK_SIZE) throw new RangeError(`no card ${id} (cards are 0–48)`);
  return id === JOKER ? 'joker' : FACES[Math.floor(id / COPIES)]!;
}

/** True when `id` is a card of the deck (an integer 0 … 48). */
export function isCard(id: unknown): id is CardId {
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < DECK_SIZE;
}

/** Every card id, 0 … 48, in deck order. */
export function fullDeck(): CardId[] {
  return Array.from({ length: DECK_SIZE }, (_, i) => i);
}

/**
 * The cards shuffled for a game's `n`-th shuffle (0 is the first deal; each time the draw pile
 * runs out, the discard pile is shuffled with the next n): a Fisher–Yates shuffle driven by
 * seedrandom's Alea generator seeded with `tactik|<seed>|<n>`. The same seed, n and cards give the
 * same order on every machine. Returns a new array; `cards` is not changed.
 */
export function shuffled(cards: readonly CardId[], seed: string, n: number): CardId[] {
  const rng = seedrandom.alea(`tactik|${seed}|${n}`);
  const out = [...cards];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
