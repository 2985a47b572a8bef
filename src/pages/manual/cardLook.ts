/**
 * How the module draws its cards, option buttons and board, as plain values for the manual's SVG:
 * the colours, texts and sizes of src/view/cardArt.ts (`cardFace`, `cardBack`, `optionIcon`) and
 * src/view/boardArt.ts (`drawBoard`, `COLOR_HEX`) and the home tint of src/view/moduleScene.ts.
 * The card colours come from src/view/cardPalette.ts (pure, shared with the module's art); the
 * board's are mirrored here from the Pixi files (the manual must not load Pixi). A defuser saying "the red card" or "the blue arrows" must mean
 * what the expert sees on the page. tests/dom/manualCardLook.test.ts draws the module's cards with
 * a stand-in Pixi and checks that these values are still the module's. Pure: no DOM.
 */
import type { Card } from '../../rules';
import { CARD_PALETTE, cardColourOf, moveDots, pictureCaptionOf } from '../../view/cardPalette';

/** A 0xRRGGBB number as CSS `#rrggbb`. */
const css = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

/** The module's card colours (src/view/cardPalette.ts), as CSS hex. */
export const LOOK = {
  ...(Object.fromEntries(Object.entries(CARD_PALETTE).map(([k, v]) => [k, css(v)])) as Record<
    keyof typeof CARD_PALETTE,
    string
  >),
  /** The face of an option button (its edge is `edge`). */
  optionFace: '#e9e6dc',
} as const;

/** Size of a card (src/view/layout.ts CARD) and of an option button (OPTION), module pixels. */
export const CARD_SIZE = { w: 100, h: 140 } as const;
export const OPTION_SIZE = { w: 76, h: 50 } as const;

/** Font sizes of the card texts (src/view/cardArt.ts SIZE: small 11, index 14, name 19, title 24, big 54). */
export const CARD_FONT = { caption: 11, corner: 14, option: 19, backTitle: 24, number: 54 } as const;

/** Colours of the module and its board (src/view/boardArt.ts, moduleScene.ts). */
export const BOARD_LOOK = {
  moduleEdge: '#6e7175',
  moduleGrey: '#a7aaad',
  felt: '#2f5d46',
  feltEdge: '#1d3b2c',
  /** The dark band under the track and the thin line from each start to its home. */
  trackPath: '#24493a',
  space: '#d8d2c4',
  /** A start space: lighter, with a ring inside in its seat's LED colour (see startRingColour). */
  startSpace: '#e8dcc0',
  startRing: '#6b5b3a',
  spaceEdge: '#1b1b1b',
  /** The three homes that are not the defuser's. */
  home: '#1c3a2b',
  homeEdge: '#0f1f17',
  /** LED names; the defuser's "You" in yellow. */
  name: '#f4f1e8',
  youName: '#ffe28a',
  tac: '#b3261e',
  tacEdge: '#5e0f0b',
  tacText: '#fff4e0',
  statusOff: '#4a4d50',
} as const;

/** The LED colours (src/view/boardArt.ts COLOR_HEX). */
export const LED_LOOK = { red: '#e5383b', yellow: '#ffc300', green: '#2bb24c', blue: '#2f7df6' } as const;

/** How much of the seat's colour tints the defuser's home (moduleScene: mix(home, colour, 0.55)). */
export const HOME_TINT = 0.55;

/** Mixes two `#rrggbb` colours: t = 0 gives a, 1 gives b (as boardArt.ts `mix`). */
export function mixColour(a: string, b: string, t: number): string {
  const ch = (c: string, i: number) => parseInt(c.slice(1 + 2 * i, 3 + 2 * i), 16);
  return `#${[0, 1, 2]
    .map((i) => Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * t))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** How much of the seat's colour rings each start (moduleScene: mix(startRing, colour, 0.8)). */
export const START_RING_TINT = 0.8;

/** The ring inside a start space: the brown ring tinted with the seat's LED colour. */
export function startRingColour(ledColour: string): string {
  return mixColour(BOARD_LOOK.startRing, ledColour, START_RING_TINT);
}

/** The defuser's home: the dark home tinted with the seat's LED colour. */
export function defuserHomeColour(ledColour: string): string {
  return mixColour(BOARD_LOOK.home, ledColour, HOME_TINT);
}

/** The colour of a card's number, corners and mark, as CSS hex (src/view/cardPalette.ts). */
export function cardColour(card: Card): string {
  return css(cardColourOf(card));
}

/**
 * The corner text of a card: the full code (`4R`, `8D`, `7S`, `12`) in both corners, or `W` / `T`
 * in the top-left corner only for the Warrior and the Trickster.
 */
export function cornerText(card: Card): string {
  return card.code;
}

/** The caption of a picture card ("WARRIOR", "TRICKSTER") with its CSS colour, or null for a number card. */
export function pictureCaption(card: Card): { text: string; colour: string } | null {
  const c = pictureCaptionOf(card);
  return c && { text: c.text, colour: css(c.colour) };
}

export { moveDots };
