/**
 * The DOM twins of the module's controls (DESIGN.md "Every control has a real DOM twin"): real
 * `<button>`s laid over the canvas where the drawn controls are, with the accessible names of
 * the test contract ("Card 1: 8 diamond", "TAC", "Left option", "Right option",
 * "LED top-left: Kate (yellow)"); the keyboard (`1`–`5`, `T` tap / hold, `←` `→`, `Q` `P` `Z`
 * `M` for the LEDs); and the TAC hold (one second → `reset`; a shorter press → `tac`; a hold is
 * never also a short press). Every input goes to the ModuleController; nothing here knows rules.
 */
import { LED_NAMES, type Seat } from '../rules/board';
import { controlRects, MODULE_SIZE } from './layout';
import { cardButtonName, ledButtonName } from './logText';
import type { InputSource, ModuleController } from './moduleController';

/** How long TAC must be held to reset, milliseconds (RULES.md §7). */
export const HOLD_MS = 1000;

/** Keys of the LEDs: the keyboard's corners, in seat order tr, br, bl, tl. */
export const LED_KEYS: Record<string, (typeof LED_NAMES)[number]> = { p: 'tr', m: 'br', z: 'bl', q: 'tl' };

/** The keyboard help shown on the page: [keys, what]. */
export const KEY_HELP: readonly (readonly [string, string])[] = [
  ['1 – 5', 'pick card 1 to 5 (left to right)'],
  ['T', 'tap TAC (swap, or put a waiting card back)'],
  ['hold T', 'hold TAC one second: reset the module'],
  ['← / →', 'left / right option'],
  ['Q / P', 'top-left / top-right LED'],
  ['Z / M', 'bottom-left / bottom-right LED'],
];

/**
 * The TAC button's press-and-hold: `press()` starts, `release()` ends. Released before
 * `HOLD_MS` it sends `tac`; held `HOLD_MS` it sends `reset` at that moment and the release
 * sends nothing.
 */
export class TacHold {
  private started: number | null = null;
  private source: InputSource = 'pointer';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private frame = 0;

  /**
   * @param send delivers the action word; returns false when input is refused.
   * @param progress shows the ring filling, 0…1 (0 hides it).
   * @param now clock in milliseconds (injectable for tests).
   */
  constructor(
    private readonly send: (word: 'tac' | 'reset', source: InputSource) => boolean,
    private readonly progress: (p: number) => void = () => {},
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** True while TAC is held down. */
  get holding(): boolean {
    return this.started !== null;
  }

  /** TAC goes down (pointer down or `T` key down). */
  press(source: InputSource): void {
    if (this.started !== null) return;
    this.started = this.now();
    this.source = source;
    this.timer = setTimeout(() => this.fire(), HOLD_MS);
    const tick = () => {
      if (this.started === null) return;
      this.progress(Math.min(1, (this.now() - this.started) / HOLD_MS));
      this.frame = requestAnimationFrame(tick);
    };
    if (typeof requestAnimationFrame === 'function') this.frame = requestAnimationFrame(tick);
  }

  /** TAC comes up: a short press sends `tac`. */
  release(): void {
    if (this.started === null) return;
    this.stop();
    this.send('tac', this.source);
  }

  /** The press is abandoned (pointer cancelled, window lost focus): nothing is sent. */
  cancel(): void {
    if (this.started !== null) this.stop();
  }

  private fire() {
    if (this.started === null) return;
    const source = this.source;
    this.stop();
    this.send('reset', source);
  }

  private stop() {
    this.started = null;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(this.frame);
    this.progress(0);
  }
}

/** The overlaid buttons of the module. */
export interface ModuleControls {
  readonly buttons: Record<string, HTMLButtonElement>;
  readonly hold: TacHold;
  /** Refreshes names and `disabled` from the controller. */
  update(): void;
  destroy(): void;
}

/**
 * Creates the module's buttons inside `overlay` (an element covering the canvas exactly).
 * @param hooks `onHold(p)` draws the ring, `onPress(down)` plays the button sound.
 */
export function createModuleControls(
  overlay: HTMLElement,
  controller: ModuleController,
  hooks: { onHold?: (p: number) => void; onPress?: (down: boolean) => void } = {},
): ModuleControls {
  const doc = overlay.ownerDocument;
  const rects = controlRects();
  const buttons: Record<string, HTMLButtonElement> = {};
  const pct = (v: number) => `${((v / MODULE_SIZE) * 100).toFixed(3)}%`;
  const make = (key: string, word: string | null, cls: string) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = `twin ${cls}`;
    b.dataset.action = word ?? key;
    const r = rects[key]!;
    Object.assign(b.style, { left: pct(r.x), top: pct(r.y), width: pct(r.w), height: pct(r.h) });
    overlay.appendChild(b);
    buttons[key] = b;
    if (word) b.addEventListener('click', () => controller.send(word, 'pointer'));
    return b;
  };
  for (let i = 1; i <= 5; i++) make(`card${i}`, String(i), 'card');
  make('l', 'l', 'option').setAttribute('aria-label', 'Left option');
  make('r', 'r', 'option').setAttribute('aria-label', 'Right option');
  for (const led of LED_NAMES) make(led, led, 'led');

  const hold = new TacHold((w, s) => controller.send(w, s), hooks.onHold);
  const tac = make('tac', null, 'tac');
  tac.setAttribute('aria-label', 'TAC');
  tac.addEventListener('pointerdown', (e) => {
    if (e.button > 0) return; // only the main button (undefined from some synthetic events)
    try {
      tac.setPointerCapture(e.pointerId);
    } catch {
      /* synthetic pointers */
    }
    hooks.onPress?.(true);
    hold.press('pointer');
  });
  tac.addEventListener('pointerup', () => {
    if (!hold.holding) return;
    hooks.onPress?.(false);
    hold.release();
  });
  tac.addEventListener('pointercancel', () => hold.cancel());
  // Keyboard activation of the focused button (Enter / Space) is a short press.
  tac.addEventListener('click', (e) => {
    if (e.detail === 0) controller.send('tac', 'key');
  });

  function update() {
    const blocked = controller.busy || controller.over;
    const hand = controller.state.hand;
    for (let i = 0; i < 5; i++) buttons[`card${i + 1}`]!.setAttribute('aria-label', cardButtonName(i, hand[i]));
    for (const [seat, led] of LED_NAMES.entries()) buttons[led]!.setAttribute('aria-label', ledButtonName(controller.bomb, seat as Seat));
    for (const b of Object.values(buttons)) {
      // Keep a button that is being held enabled, or its release would be lost.
      if (b === tac && hold.holding) continue;
      b.disabled = blocked;
    }
    const p = controller.state.pending;
    overlay.dataset.options = p && p.ask !== 'leds' ? 'shown' : 'hidden';
  }
  const off = controller.onChange(update);
  update();
  return {
    buttons,
    hold,
    update,
    destroy() {
      off();
      hold.cancel();
      overlay.replaceChildren();
    },
  };
}

/**
 * Binds the module's keys on `target` (the document): ignored while typing in a field or with
 * Ctrl/Alt/Meta held; key repeats ignored. Returns the unbind function.
 */
export function bindModuleKeys(target: Document, controller: ModuleController, hold: TacHold, onPress?: (down: boolean) => void): () => void {
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
      if (e.repeat || hold.holding || controller.busy || controller.over) return;
      onPress?.(true);
      hold.press('key');
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
    controller.send(word, 'key');
  };
  const up = (e: KeyboardEvent) => {
    if (e.key.toLowerCase() === 't' && hold.holding) {
      onPress?.(false);
      hold.release();
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
