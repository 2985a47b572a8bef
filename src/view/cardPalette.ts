/**
 * How the module's cards look, as plain values: the colours of card faces, backs and option
 * icons, which colour a card's number takes, and where the single-step dots go. Pure (no Pixi),
 * so that the Pixi art (cardArt.ts) and the manual's SVG (src/pages/manual/cardArt.ts) draw from the
 * same values: a defuser's "the red card" is the expert's red card.
 */
import type { Card } from '../rules/cards';

/** Card colours as 0xRRGGBB numbers (Pixi's form; the manual turns them into CSS hex). */
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

/** The colour of a card's number, corners and mark: red diamond, blue reverse, green single steps, ink otherwise. */
export function cardColourOf(card: Card): number {
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

/** The caption of a picture card ("WARRIOR", "TRICKSTER") and its colour, or null for a number card. */
export function pictureCaptionOf(card: Card): { text: string; colour: number } | null {
  if (card.kind === 'warrior') return { text: 'WARRIOR', colour: CARD_PALETTE.warriorLabel };
  if (card.kind === 'trickster') return { text: 'TRICKSTER', colour: CARD_PALETTE.tricksterLabel };
  return null;
}

/** How many dots the "move" option button shows under the card's number (at most 5). */
export function moveDots(value: number): number {
  return Math.min(value, 5);
}

/**
 * Where `n` single-step dots go: at most two rows within width `w`, centred on (x, y).
 * @returns the centre and radius of each dot, in drawing units.
 */
export function dotLayout(x: number, y: number, w: number, n: number): { cx: number; cy: number; r: number }[] {
  const perRow = n > 7 ? Math.ceil(n / 2) : n;
  const rows = Math.ceil(n / perRow);
  const step = Math.min(w / perRow, 12);
  const r = Math.min(step * 0.36, 4);
  const out: { cx: number; cy: number; r: number }[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const inRow = row === rows - 1 ? n - row * perRow : perRow;
    const col = i - row * perRow;
    out.push({ cx: x + (col - (inRow - 1) / 2) * step, cy: y + (row - (rows - 1) / 2) * step, r });
  }
  return out;
}
