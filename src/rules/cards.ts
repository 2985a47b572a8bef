/**
 * Card codes of the TAC module (RULES.md §6): parse (case-insensitive) and format (canonical).
 *
 * `N` regular (1–13), `NR` reverse, `ND` diamond, `NS` single steps, `W` Warrior, `T` Trickster.
 * Every card value is interned: parsing the same code twice returns the same object, so cards
 * compare with `===`.
 */
import { asciiUpper, trimAscii, wordNamed } from './text';

export const CARD_KINDS = ['regular', 'reverse', 'diamond', 'single', 'warrior', 'trickster'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/**
 * The card kind a word names, read as every door reads a word of a fixed list (`wordNamed`:
 * surrounding spaces ignored, ASCII case only), for `tac generate --include / --exclude` and the
 * designer's `include=` / `exclude=`: `Warrior` and ` warrior ` are `warrior`, `ｗarrior` nothing.
 */
export function kindNamed(word: string): CardKind | undefined {
  return wordNamed(word, CARD_KINDS);
}

/** A card. `value` is the number 1–13 for number cards and 0 for Warrior and Trickster. */
export interface Card {
  readonly kind: CardKind;
  readonly value: number;
  /** Canonical code, e.g. `"8D"`. */
  readonly code: string;
  /** Dense index 0–53, handy for tables. */
  readonly id: number;
}

const SUFFIX: Record<CardKind, string> = {
  regular: '',
  reverse: 'R',
  diamond: 'D',
  single: 'S',
  warrior: 'W',
  trickster: 'T',
};

/** All 54 distinct cards: 13 values × 4 number kinds, then Warrior and Trickster. */
export const ALL_CARDS: readonly Card[] = (() => {
  const out: Card[] = [];
  for (const kind of ['regular', 'reverse', 'diamond', 'single'] as const) {
    for (let value = 1; value <= 13; value++) {
      out.push({ kind, value, code: `${value}${SUFFIX[kind]}`, id: out.length });
    }
  }
  out.push({ kind: 'warrior', value: 0, code: 'W', id: out.length });
  out.push({ kind: 'trickster', value: 0, code: 'T', id: out.length });
  return out;
})();

const BY_CODE = new Map(ALL_CARDS.map((c) => [c.code, c]));

/** The Warrior card. */
export const WARRIOR = BY_CODE.get('W')!;
/** The Trickster card. */
export const TRICKSTER = BY_CODE.get('T')!;

/**
 * Parses a card code, ASCII case-insensitively and ignoring surrounding ASCII spaces
 * (RULES.md §6). No Unicode case mapping: `"7ſ"` (long s) is not `7S`.
 * @returns the interned card, or `undefined` for anything that is not a card code
 *   (e.g. `"14"`, `"0"`, `"5X"`, `"07"`, `"7ſ"`).
 */
export function parseCard(code: unknown): Card | undefined {
  if (typeof code !== 'string') return undefined;
  return BY_CODE.get(asciiUpper(trimAscii(code)));
}

/** Canonical code of a card (RULES.md §6), e.g. `"4R"`. */
export function formatCard(card: Card): string {
  return card.code;
}

/** The card of a number value and kind, e.g. `numberCard(8, 'diamond')` is `8D`. */
export function numberCard(value: number, kind: 'regular' | 'reverse' | 'diamond' | 'single'): Card {
  const c = BY_CODE.get(`${value}${SUFFIX[kind]}`);
  if (!c) throw new RangeError(`numberCard: value ${value} is not 1–13`);
  return c;
}

/** Human words for a card, for logs and accessible names: "8 diamond", "Warrior". */
export function describeCard(card: Card): string {
  switch (card.kind) {
    case 'regular':
      return String(card.value);
    case 'reverse':
      return `${card.value} reverse`;
    case 'diamond':
      return `${card.value} diamond`;
    case 'single':
      return `${card.value} single steps`;
    case 'warrior':
      return 'Warrior';
    case 'trickster':
      return 'Trickster';
  }
}
