/**
 * The four LEDs of the module scene and the names beside them. An LED's brightness is the alpha
 * of its lit lens, set on every frame from the scene state: out for a captured opponent, a hard
 * blink (with a halo) while the Trickster waits for two LEDs, ringed when chosen, flickering for
 * a hint, a capture or an exchange. Lenses are redrawn only when a colour changes.
 */
import { Container, Graphics, type Text } from 'pixi.js';
import { SEATS, type Seat } from '../../rules/board';
import { colorLetter, ledLayers, ledNameArt, letterArt, type LedLayers } from '../../art/pieceArt';
import { paintInto, textOf, textStyleOf } from '../../art/pixiArt';
import { labelAnchor, ledCenter } from '../../art/layout';
import type { ModuleViewState } from '../../art/viewState';
import type { Animator } from './animator';
import type { SceneState } from './sceneState';

/** How far the names step away from their LEDs while the Trickster waits (the halo is wider). */
const HALO_NAME_GAP = 6;

interface Led {
  readonly layers: { readonly [K in keyof LedLayers]: Graphics };
  readonly name: Text;
  readonly letter: Text;
  /** The colour drawn now ('' before the first render). */
  color: string;
}

interface LedsPart {
  /** The LEDs and the names. */
  readonly layer: Container;
  /** Shows the colours, names and colour-blind letters of a still frame. */
  render(view: ModuleViewState): void;
}

/** How bright the LED of `seat` is now: 0 out, 1 lit, above 1 chosen for the Trickster. */
function ledLevel(state: SceneState, seat: Seat, now: number): number {
  const v = state.view;
  if (!v) return 1;
  const f = state.flicker.get(seat);
  if (f !== undefined) return f;
  if (v.ledsOff.includes(seat)) return 0;
  if (v.pending?.ask === 'leds') {
    if (v.pending.led === seat) return 1.25;
    return Math.sin(state.blinkMs / 110) > -0.2 ? 1 : 0.15; // a hard blink, about 1.5 Hz
  }
  if (now < state.hintUntil) return Math.sin(now / 50) > 0 ? 1 : 0.2;
  return 1;
}

function createLed(seat: Seat, layer: Container): Led {
  const root = new Container();
  root.position.set(ledCenter(seat).x, ledCenter(seat).y);
  const still = ledLayers('red', seat);
  const g = () => new Graphics();
  const layers = { halo: g(), housing: g(), glow: g(), dim: g(), light: g(), ring: g() };
  for (const k of ['halo', 'housing', 'ring'] as const) paintInto(layers[k], still[k]);
  layers.ring.visible = false;
  layers.halo.visible = false;
  const letter = textOf(letterArt(''));
  root.addChild(layers.halo, layers.housing, layers.glow, layers.dim, layers.light, layers.ring, letter);
  const name = textOf(ledNameArt(seat, '', false));
  layer.addChild(root, name);
  return { layers, name, letter, color: '' };
}

/** Creates the LEDs; their blinking runs on the animator's frames. */
export function createLeds(anim: Animator, state: SceneState): LedsPart {
  const layer = new Container();
  const leds = SEATS.map((seat) => createLed(seat, layer));

  const draw = (now: number) => {
    const v = state.view;
    const trickster = v?.pending?.ask === 'leds';
    for (const seat of SEATS) {
      const led = leds[seat]!;
      const a = labelAnchor(seat);
      led.name.x = a.x + (trickster ? (a.align === 'left' ? HALO_NAME_GAP : -HALO_NAME_GAP) : 0);
      const level = ledLevel(state, seat, now);
      const on = Math.min(1, level);
      led.layers.light.alpha = on;
      led.layers.glow.alpha = on > 0.3 ? on : 0;
      led.layers.glow.scale.set(level > 1 ? 1.45 : 1);
      led.layers.ring.visible = level > 1;
      const awaiting = trickster && level <= 1 && !v!.ledsOff.includes(seat);
      led.layers.halo.visible = awaiting;
      if (awaiting) led.layers.halo.alpha = 0.55 + 0.45 * Math.sin(state.blinkMs / 110);
    }
  };
  anim.onFrame(
    (now, deltaMs) => {
      state.blinkMs += deltaMs;
      draw(now);
    },
    (now) => state.view?.pending?.ask === 'leds' || now < state.hintUntil || state.flicker.size > 0,
  );

  return {
    layer,
    render(v) {
      for (const seat of SEATS) {
        const led = leds[seat]!;
        const color = v.colors[seat];
        if (led.color !== color) {
          led.color = color;
          const art = ledLayers(color, seat);
          for (const k of ['glow', 'dim', 'light'] as const) paintInto(led.layers[k], art[k]);
        }
        const name = ledNameArt(seat, v.labels[seat], seat === v.seat);
        led.name.text = name.text;
        led.name.visible = name.text !== '';
        const style = textStyleOf(name);
        if (led.name.style !== style) led.name.style = style;
        led.letter.text = colorLetter(color, v.colorBlind);
        led.letter.visible = led.letter.text !== '';
      }
      draw(performance.now());
    },
  };
}
