/**
 * The module's colours as 0xRRGGBB numbers: the casing and the board, the LEDs, the cards and
 * the option buttons, and which colour a card's number takes. One palette for the bomb, the
 * manual and the designer, so that a defuser's "the red card" or "the blue LED" is what the
 * expert sees on the page. Pure: no Pixi, no DOM.
 */
import type { Color } from '../rules/board';
import type { Card } from '../rules/cards';
import { MODULE_WORDS, type ModuleWords } from './moduleWords';

/** Fill colours of the four LED colours (RULES.md §9). */
export const LED_COLORS: Readonly<Record<Color, number>> = {
  red: 0xe5383b,
  yellow: 0xffc300,
  green: 0x2bb24c,
  blue: 0x2f7df6,
};

/** The casing, the board and the buttons. */
export const MODULE_PALETTE = {
  /** The casing's dark rim and the pile outlines. */
  casingEdge: 0x6e7175,
  casing: 0xa7aaad,
  felt: 0x2f5d46,
  feltEdge: 0x1d3b2c,
  /** The dark band under the track. */
  trackPath: 0x24493a,
  /** The way from each start into its home: a light band and arrowhead, with a dark edge. */
  homePath: 0xf2e6c8,
  homePathEdge: 0x1b1b1b,
  space: 0xd8d2c4,
  /** A start space: lighter, with a ring inside in its seat's LED colour (`startRingColor`). */
  startSpace: 0xe8dcc0,
  startRing: 0x6b5b3a,
  spaceEdge: 0x1b1b1b,
  /** A home that is not the defuser's (the defuser's is tinted: `defuserHomeColor`). */
  home: 0x1c3a2b,
  homeEdge: 0x0f1f17,
  /** The names beside the LEDs; the defuser's "You" in yellow. */
  name: 0xf4f1e8,
  youName: 0xffe28a,
  /** The words under the piles ("SWAP" and "DISCARD" on the module). */
  pileLabel: 0x3b3d40,
  tac: 0xb3261e,
  tacEdge: 0x5e0f0b,
  tacText: 0xfff4e0,
  /** The status light: off, solved, exploded (and the strike flash). */
  lightOff: 0x4a4d50,
  lightSolved: 0x35e06a,
  lightExploded: 0xff2a2a,
  /** The face and edge of an option button. */
  optionFace: 0xe9e6dc,
  optionEdge: 0x3a3a3a,
  /** The halo of an LED the Trickster waits for and the ring of a held TAC. */
  halo: 0xffd166,
  /** The red veil of a strike. */
  strikeFlash: 0xff2020,
  /** The ring (and cross, for a blocked move) marking where a play struck. */
  strikeMark: 0xff2a2a,
  /** The explosion: the white flash, the smoke's black, the fireball from its core outwards. */
  flash: 0xfffbe8,
  smoke: 0x0b0b0c,
  fireCore: 0xfff3b0,
  fireMid: 0xffa31a,
  fireEdge: 0xd62d20,
} as const;

/** Card colours. */
export const CARD_PALETTE = {
  /** Regular, Warrior and Trickster numbers and corners; the dots and house icons. */
  ink: 0x1d1d1f,
  /** Diamond cards, the discard icon, the jester's smile. */
  red: 0xc8102e,
  /** Reverse cards and the pass arrows. */
  blue: 0x1f5fbf,
  /** Single-step cards. */
  green: 0x2b8a3e,
  /** The sword's guard and pommel, the jester's bells and band. */
  gold: 0xc99a2e,
  /** The card's face, its edge and the thin inner frame. */
  face: 0xfbfaf6,
  edge: 0x3a3a3a,
  frame: 0xd0ccc0,
  /** The short rule under the number of a regular card. */
  regularRule: 0xc9c3b3,
  /** The "WARRIOR" and "TRICKSTER" captions. */
  warriorLabel: 0x8a1c1c,
  tricksterLabel: 0x5a189a,
  /** The card back (the face-down swap card). */
  back: 0x7a1f2b,
  backEdge: 0x2b0a10,
  backGold: 0xe9c46a,
  backDiamond: 0x9b2d3c,
} as const;

/** Mixes two 0xRRGGBB colours: t = 0 gives a, 1 gives b. */
export function mix(a: number, b: number, t: number): number {
  const ch = (s: number) => Math.round(((a >> s) & 255) + (((b >> s) & 255) - ((a >> s) & 255)) * t) << s;
  return ch(16) | ch(8) | ch(0);
}

/** A 0xRRGGBB colour as CSS `#rrggbb`. */
export function css(color: number): string {
  return `#${color.toString(16).padStart(6, '0')}`;
}

/** The defuser's home: the dark home tinted with the defuser's LED colour (55 %). */
export function defuserHomeColor(led: number): number {
  return mix(MODULE_PALETTE.home, led, 0.55);
}

/** The ring inside a start space: the brown ring tinted with its seat's LED colour (80 %). */
export function startRingColor(led: number): number {
  return mix(MODULE_PALETTE.startRing, led, 0.8);
}

/** The colour of a card's number, corners and mark: red diamond, blue reverse, green single steps, ink otherwise. */
export function cardColorOf(card: Card): number {
  switch (card.kind) {
    case 'diamond':
      return CARD_PALETTE.red;
    case 'reverse':
      return CARD_PALETTE.blue;
    case 'single':
      return CARD_PALETTE.green;
    default:
      return CARD_PALETTE.ink;
  }
}

/**
 * The caption of a picture card ("WARRIOR", "TRICKSTER" on the module; `words` gives another
 * language's) and its colour, or null for a number card.
 */
export function pictureCaptionOf(
  card: Card,
  words: ModuleWords = MODULE_WORDS,
): { text: string; color: number } | null {
  if (card.kind === 'warrior') return { text: words.warrior, color: CARD_PALETTE.warriorLabel };
  if (card.kind === 'trickster') return { text: words.trickster, color: CARD_PALETTE.tricksterLabel };
  return null;
}
