/**
 * The cards and piles of the module scene: the five hand slots in a fan along the bottom edge,
 * the face-down swap card and the discard pile (its top cards), and how cards move between them
 * (lifted for a choice, swapped, played onto the pile). Card faces are Pixi text and costly to
 * make, so a slot keeps its face while its card stays the same, and a played card's own face
 * moves onto the pile.
 */
import { Container } from 'pixi.js';
import type { Card } from '../../rules/cards';
import { cardBackArt, cardFaceArt } from '../../art/cardArt';
import { pileLabelsArt, pileOutlinesArt } from '../../art/moduleArt';
import { addShapes, toPixi } from '../../art/pixiArt';
import { cardSlot, DISCARD_PILE, LIFT, PILE_SHOWN, pileTilt, SMALL_CARD_SCALE, SWAP_PILE } from '../../art/layout';
import type { ModuleViewState } from '../../art/viewState';
import { lerp, type Animator } from './animator';
import type { SoundCue } from './sceneState';

export interface CardsPart {
  /** The pile outlines, the swap card, the discard pile and their words (low in the stack). */
  readonly piles: Container;
  /** The hand (high in the stack: cards fly over everything). */
  readonly hand: Container;
  /** Snaps the cards to a still frame (a card that appears fades in). */
  render(view: ModuleViewState): void;
  /** The card in a hand slot now, or null. */
  cardAt(slot: number): Card | null;
  /** Lifts the card of `slot` (it waits for a choice). */
  lift(slot: number): Promise<void>;
  /** Puts the card of `slot` back into the fan. */
  settle(slot: number): Promise<void>;
  /** The swap: the card flies out by the swap pile and the swap card flies in face up as `to`. */
  swap(slot: number, to: Card, cue: (c: SoundCue) => void): Promise<void>;
  /** The card of `slot` flies onto the discard pile. */
  play(slot: number, card: Card, cue: (c: SoundCue) => void): Promise<void>;
  /** A reset: the discard pile fades out and the hand dims (the next render restores them). */
  fade(): Promise<void>;
}

/** The cards' display objects and what they show. */
interface CardLayers {
  readonly piles: Container;
  readonly hand: Container;
  readonly swapPile: Container;
  readonly discardPile: Container;
  readonly slots: readonly Container[];
  /** The card each slot's face shows (null: none). */
  readonly slotCards: (Card | null)[];
  /** Codes of the faces on the discard pile, bottom first (at most PILE_SHOWN). */
  pileCodes: string[];
}

const clear = (c: Container) => c.removeChildren().forEach((ch) => ch.destroy({ children: true }));

/**
 * The piles (outlines, swap card, discard pile, words) and the five empty hand slots; without the
 * outlines and words when `overBoard` (a picture of the board under the scene has them).
 */
function createLayers(overBoard: boolean): CardLayers {
  const piles = overBoard ? new Container() : addShapes(new Container(), pileOutlinesArt());
  const swapPile = toPixi(cardBackArt());
  swapPile.position.set(SWAP_PILE.x, SWAP_PILE.y);
  swapPile.scale.set(SMALL_CARD_SCALE);
  const discardPile = new Container();
  discardPile.position.set(DISCARD_PILE.x, DISCARD_PILE.y);
  discardPile.scale.set(SMALL_CARD_SCALE);
  piles.addChild(swapPile, discardPile);
  if (!overBoard) addShapes(piles, pileLabelsArt());
  const hand = new Container();
  const slots = [0, 1, 2, 3, 4].map((i) => {
    const s = new Container();
    const p = cardSlot(i);
    s.position.set(p.x, p.y);
    s.rotation = p.rotation;
    return hand.addChild(s);
  });
  return { piles, hand, swapPile, discardPile, slots, slotCards: [null, null, null, null, null], pileCodes: [] };
}

/** Shows `card` in slot `i` (its face is made only when the card changes). */
function setSlotCard(k: CardLayers, i: number, card: Card | null): void {
  const s = k.slots[i]!;
  if (k.slotCards[i] !== card || s.children.length === 0) {
    clear(s);
    if (card) s.addChild(toPixi(cardFaceArt(card)));
    k.slotCards[i] = card;
  }
  s.visible = card !== null;
}

/** Shows the top of the discard pile (rebuilt only when it differs). */
function renderPile(k: CardLayers, discard: readonly Card[]): void {
  const top = discard.slice(-PILE_SHOWN);
  if (top.map((c) => c.code).join() === k.pileCodes.join()) return;
  clear(k.discardPile);
  top.forEach((card, i) => {
    const f = toPixi(cardFaceArt(card));
    f.rotation = pileTilt(i);
    k.discardPile.addChild(f);
  });
  k.pileCodes = top.map((c) => c.code);
}

/** Snaps the hand and piles to a still frame; a card that appears fades in. */
function render(k: CardLayers, anim: Animator, v: ModuleViewState): void {
  for (let i = 0; i < 5; i++) {
    const card = v.hand[i] ?? null;
    const s = k.slots[i]!;
    const wasHidden = !s.visible;
    setSlotCard(k, i, card);
    const home = cardSlot(i);
    s.position.set(home.x, home.y - (v.pending?.slot === i ? LIFT : 0));
    s.rotation = home.rotation;
    s.scale.set(1);
    s.alpha = 1;
    if (card && wasHidden) void anim.tween(220, (t) => (s.alpha = t), 1);
  }
  k.swapPile.visible = v.swapWaiting;
  k.swapPile.position.set(SWAP_PILE.x, SWAP_PILE.y);
  k.swapPile.alpha = 1;
  k.discardPile.alpha = 1;
  renderPile(k, v.discard);
}

/** The card of `slot` flies onto the discard pile; its own face moves there (no new drawing). */
async function play(k: CardLayers, anim: Animator, slot: number, card: Card, cue: (c: SoundCue) => void) {
  const s = k.slots[slot]!;
  cue('pickup');
  await anim.flyTo(s, DISCARD_PILE, 260, SMALL_CARD_SCALE, ((slot * 3) % 5) / 20 - 0.1, 40);
  cue('place');
  const face = s.children[0];
  if (face) {
    s.removeChild(face);
    k.discardPile.addChild(face).rotation = s.rotation;
    k.pileCodes.push(card.code);
    if (k.pileCodes.length > PILE_SHOWN) {
      k.pileCodes.shift();
      k.discardPile.removeChildAt(0).destroy({ children: true });
    }
  }
  k.slotCards[slot] = null;
  s.visible = false;
}

/**
 * The swap (RULES.md §7): the card of `slot` flies to the swap pile and on out of the module,
 * fading, while the face-down swap card comes from its pile to the slot, turning face up on the
 * way. The new card's face is made before the flight, so that no frame waits for its text.
 */
async function swap(k: CardLayers, anim: Animator, slot: number, to: Card, cue: (c: SoundCue) => void) {
  const s = k.slots[slot]!;
  const home = cardSlot(slot);
  const incoming = new Container();
  const back = toPixi(cardBackArt());
  const face = toPixi(cardFaceArt(to));
  face.visible = false;
  incoming.addChild(back, face);
  incoming.position.set(SWAP_PILE.x, SWAP_PILE.y);
  incoming.scale.set(SMALL_CARD_SCALE);
  k.hand.addChild(incoming);
  k.swapPile.visible = false;
  cue('pickup');
  const out = async () => {
    await anim.flyTo(s, { x: SWAP_PILE.x + 24, y: SWAP_PILE.y + 10 }, 300, SMALL_CARD_SCALE, -0.35, 40);
    const y = s.position.y;
    await anim.tween(220, (t) => {
      s.position.y = y - t * 150;
      s.alpha = 1 - t;
    });
  };
  const comeIn = async () => {
    await anim.pause(140);
    await anim.tween(380, (t) => {
      incoming.position.set(lerp(SWAP_PILE.x, home.x, t), lerp(SWAP_PILE.y, home.y, t) - Math.sin(t * Math.PI) * 50);
      const scale = lerp(SMALL_CARD_SCALE, 1, t);
      back.visible = t < 0.5;
      face.visible = t >= 0.5;
      incoming.scale.set(scale * Math.abs(Math.cos(t * Math.PI)), scale);
      incoming.rotation = lerp(0, home.rotation, t);
    });
  };
  await Promise.all([out(), comeIn()]);
  cue('place');
  clear(s);
  s.addChild(incoming.removeChild(face));
  face.visible = true;
  k.slotCards[slot] = to;
  s.position.set(home.x, home.y);
  s.rotation = home.rotation;
  s.scale.set(1);
  s.alpha = 1;
  s.visible = true;
  incoming.destroy({ children: true });
}

/**
 * Creates the hand and the piles (their outlines and words too, unless `overBoard`: the scene
 * lies over a picture of the board that has them).
 */
export function createCards(anim: Animator, overBoard = false): CardsPart {
  const k = createLayers(overBoard);
  return {
    piles: k.piles,
    hand: k.hand,
    render: (v) => render(k, anim, v),
    cardAt: (slot) => k.slotCards[slot] ?? null,
    lift(slot) {
      const home = cardSlot(slot);
      return anim.flyTo(k.slots[slot]!, { x: home.x, y: home.y - LIFT }, 120);
    },
    settle: (slot) => anim.flyTo(k.slots[slot]!, cardSlot(slot), 140),
    swap: (slot, to, cue) => swap(k, anim, slot, to, cue),
    play: (slot, card, cue) => play(k, anim, slot, card, cue),
    fade() {
      const showing = k.slots.filter((s) => s.visible);
      return anim.tween(200, (t) => {
        k.discardPile.alpha = 1 - t;
        for (const s of showing) s.alpha = 1 - 0.6 * t;
      });
    },
  };
}
