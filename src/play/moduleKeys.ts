/**
 * The module's keys (DESIGN.md "Every control has a real DOM twin"): `1`–`5` for the cards, `T`
 * tap / hold for TAC (tacHold.ts), `←` `→` for the options, `Q` `P` `Z` `M` for the LEDs; the
 * list the page shows (KEY_HELP). Input is never refused for an animation: every key goes to
 * the ModuleController at once, in order. Nothing here knows rules.
 */
import type { LED_NAMES } from '../rules/board';
import type { ModuleController } from './moduleController';
import type { TacHold } from './tacHold';
import { keptTime } from './keyPressTimes';

/** Keys of the LEDs: the keyboard's corners, in seat order tr, br, bl, tl. */
const LED_KEYS: Record<string, (typeof LED_NAMES)[number]> = { p: 'tr', m: 'br', z: 'bl', q: 'tl' };

/** The keyboard help shown on the page: [keys, what]. */
export const KEY_HELP: readonly (readonly [string, string])[] = [
  ['1 – 5', 'pick card 1 to 5 (left to right)'],
  ['T', 'tap TAC (swap, or put a waiting card back)'],
  ['hold T', 'hold TAC one second: reset the module'],
  ['Space / Enter', 'on the focused TAC button: tap, or hold one second to reset'],
  ['← / →', 'left / right option'],
  ['Q / P', 'top-left / top-right LED'],
  ['Z / M', 'bottom-left / bottom-right LED'],
];

/**
 * Binds the module's keys on `target` (the document): ignored while typing in a field or with
 * Ctrl/Alt/Meta held; key repeats ignored; taken while the module moves (queued by the
 * controller). Returns the unbind function.
 */
export function bindModuleKeys(
  target: Document,
  controller: ModuleController,
  hold: TacHold,
  onPress?: (down: boolean) => void,
): () => void {
  const typing = (e: KeyboardEvent) => {
    const el = e.target as HTMLElement | null;
    const tag = el?.tagName;
    return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || el?.isContentEditable === true;
  };
  const down = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.altKey || e.metaKey || typing(e)) return;
    const k = e.key.toLowerCase();
    if (k === 't') {
      e.preventDefault();
      if (e.repeat || hold.holding || controller.over) return;
      onPress?.(true);
      hold.press('key', keptTime(e));
      return;
    }
    if (e.repeat) return;
    let word: string | undefined;
    if (/^[1-5]$/.test(k)) word = k;
    else if (e.key === 'ArrowLeft') word = 'l';
    else if (e.key === 'ArrowRight') word = 'r';
    else word = LED_KEYS[k];
    if (!word) return;
    e.preventDefault();
    // Typed fast, T may still be down: TAC went down first, its tap comes first (TacHold.settle).
    if (hold.settle(keptTime(e))) onPress?.(false);
    controller.send(word, 'key');
  };
  const up = (e: KeyboardEvent) => {
    if (e.key.toLowerCase() === 't' && hold.holding) {
      onPress?.(false);
      hold.release(keptTime(e));
    }
  };
  const blur = () => hold.cancel();
  target.addEventListener('keydown', down);
  target.addEventListener('keyup', up);
  target.defaultView?.addEventListener('blur', blur);
  return () => {
    target.removeEventListener('keydown', down);
    target.removeEventListener('keyup', up);
    target.defaultView?.removeEventListener('blur', blur);
  };
}
