/**
 * The buttons of the module scene: the red TAC button with the ring that fills while it is held,
 * and the two option buttons, which slide out from under TAC when a card waits for a choice
 * (RULES.md §7) and back in when it is made. The icons are redrawn only for a new card or choice.
 */
import { Container, Graphics } from 'pixi.js';
import type { Card } from '../../rules/cards';
import { optionButtonArt, optionPairOf } from '../../art/cardArt';
import { holdRingArt, tacButtonArt } from '../../art/moduleArt';
import { paintInto, toPixi } from '../../art/pixiArt';
import { optionCenter, TAC } from '../../art/layout';
import type { ModuleViewState } from '../../art/viewState';
import { lerp, type Animator } from './animator';

export interface ButtonsPart {
  /** The option buttons (under TAC, so that they slide out from it). */
  readonly options: Container;
  /** The TAC button and, over it, its hold ring. */
  readonly tac: Container;
  /** Shows the option buttons of a still frame (out with their icons, or hidden). */
  render(view: ModuleViewState): void;
  /** Puts the icons for `card` waiting for `ask` on the buttons. */
  setIcons(card: Card, ask: 'diamond' | 'home'): void;
  /** Slides the buttons out (`out` = 1), in (0) or between. */
  place(out: number): void;
  /** The buttons' opacity now, 0…1 (they fade in as they slide out). */
  readonly alpha: number;
  /** The press of an option button: it dips once. */
  flash(side: 'l' | 'r'): void;
  /** The ring round TAC while it is held, `progress` 0…1 (0 hides it). */
  setHold(progress: number): void;
}

/** Creates TAC and the option buttons. */
export function createButtons(anim: Animator): ButtonsPart {
  const sides = { l: new Container(), r: new Container() };
  const options = new Container();
  options.addChild(sides.l, sides.r);
  const tac = new Container();
  tac.addChild(toPixi({ ...tacButtonArt(), x: TAC.x, y: TAC.y }));
  const holdRing = new Graphics();
  holdRing.position.set(TAC.x, TAC.y);
  tac.addChild(holdRing);
  let iconKey = '';

  const part: ButtonsPart = {
    options,
    tac,
    render(v) {
      if (v.pending && v.pending.ask !== 'leds') {
        part.setIcons(v.pending.card, v.pending.ask);
        part.place(1);
      } else part.place(0);
    },
    setIcons(card, ask) {
      const key = `${card.code}/${ask}`;
      if (key === iconKey) return;
      iconKey = key;
      const pair = optionPairOf(card, ask);
      for (const [side, icon] of [
        ['l', pair.left],
        ['r', pair.right],
      ] as const) {
        sides[side].removeChildren().forEach((ch) => ch.destroy({ children: true }));
        sides[side].addChild(toPixi(optionButtonArt(icon, pair.value)));
      }
    },
    place(o) {
      for (const side of ['l', 'r'] as const) {
        const b = sides[side];
        b.position.set(lerp(TAC.x, optionCenter(side).x, o), TAC.y);
        b.alpha = Math.min(1, o * 1.5);
        b.scale.set(lerp(0.6, 1, o));
        b.visible = o > 0;
      }
    },
    get alpha() {
      return sides.l.alpha;
    },
    flash(side) {
      const b = sides[side];
      if (!b.visible) return;
      void anim.tween(160, (t) => b.scale.set(1 - 0.12 * Math.sin(t * Math.PI)), 1);
    },
    setHold(progress) {
      paintInto(holdRing, holdRingArt(progress));
    },
  };
  return part;
}
