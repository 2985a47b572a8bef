/**
 * The DOM twins of the module's controls (DESIGN.md "Every control has a real DOM twin"): real
 * `<button>`s laid over the canvas where the drawn controls are, with the accessible names of
 * the test contract ("Card 1: 8 diamond", "TAC", "Left option", "Right option",
 * "LED top-left: Kate (yellow)"), pressed by pointer, touch, or Space / Enter on the focused TAC
 * button (the TAC hold: tacHold.ts; the keyboard: moduleKeys.ts).
 * Input is never refused for an animation: every press goes to the ModuleController at once, in
 * order (it queues the animation and hurries the one playing), and a TAC hold works whenever TAC
 * can be pressed. A button that cannot act now is `hidden`, out of the tab order and the tree
 * (liveButtons.ts: the options while no choice is open, the LEDs while no Trickster waits,
 * played cards, all once the module is over); the buttons are `disabled` once the player has
 * been shown the end, and the focus then goes to the page's next control. Each button's hit area
 * is at least 44 × 44 CSS pixels round its drawn control (`--w`, `--h` in bomb.css). Nothing here
 * knows rules.
 */
import { LED_NAMES, type Seat } from '../rules/board';
import { controlRects, MODULE_SIZE } from '../art/layout';
import { boardOf } from '../module/moduleReducer';
import { cardButtonName, ledButtonName } from './bombWords';
import type { ModuleController } from './moduleController';
import { capturedSeats } from '../rules/bomb';
import { liveButtons, showLiveButtons } from './liveButtons';
import { TacHold } from './tacHold';
import { keptTime } from './keyPressTimes';

/** The overlaid buttons of the module. */
interface ModuleControls {
  readonly buttons: Record<string, HTMLButtonElement>;
  readonly hold: TacHold;
  /** Refreshes names and `disabled` from the controller. */
  update(): void;
  destroy(): void;
}

/** Hooks of the module's buttons (all optional). */
interface ModuleControlHooks {
  /** Draws the TAC hold ring, 0…1 (0 hides it). */
  onHold?: (p: number) => void;
  /** Plays the button sound, down or up. */
  onPress?: (down: boolean) => void;
  /** Where the focus goes when a module button had it and the end is shown (its buttons are disabled). */
  focusWhenOver?: () => HTMLElement | null;
}

/** Accessible names of the option buttons: what they do while the options are shown. */
function optionButtonNames(ask: 'diamond' | 'home' | null): { l: string; r: string } {
  if (ask === 'diamond') return { l: 'Left option: move', r: 'Right option: discard' };
  if (ask === 'home') return { l: 'Left option: pass', r: 'Right option: enter home' };
  return { l: 'Left option', r: 'Right option' };
}

/**
 * A twin's press: a click (mouse, keys, assistive technology) or, for touch, the finger coming
 * up on the button. Chromium makes no click of a tap while another finger is down (a fast
 * player's thumbs overlap), so a touch is taken at its pointerup, and the click that follows a
 * one-finger tap is not taken again. A finger that slid off the button presses nothing.
 */
function wirePress(b: HTMLButtonElement, word: string, press: (word: string) => void): void {
  let touchedAt = -Infinity;
  b.addEventListener('pointerup', (e) => {
    if (e.pointerType !== 'touch' || b.hidden || b.disabled) return;
    const r = b.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) return;
    touchedAt = e.timeStamp;
    press(word);
  });
  b.addEventListener('click', (e) => {
    if (e.detail > 0 && e.timeStamp - touchedAt < 1000) return; // the tap's own click
    press(word);
  });
}

/** The twin buttons over the drawing (cards, options, LEDs, TAC), placed by the module's layout. */
function makeButtons(overlay: HTMLElement, press: (word: string) => void): Record<string, HTMLButtonElement> {
  const doc = overlay.ownerDocument;
  const rects = controlRects();
  const buttons: Record<string, HTMLButtonElement> = {};
  const pct = (v: number) => `${((v / MODULE_SIZE) * 100).toFixed(3)}%`;
  const make = (key: string, word: string | null, cls: string) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = `twin ${cls}`;
    b.dataset.action = word ?? key;
    // The drawn control's centre and size; the style sheet grows a small one to a 44 px target.
    const r = rects[key]!;
    b.style.setProperty('--x', pct(r.x + r.w / 2));
    b.style.setProperty('--y', pct(r.y + r.h / 2));
    b.style.setProperty('--w', pct(r.w));
    b.style.setProperty('--h', pct(r.h));
    overlay.appendChild(b);
    buttons[key] = b;
    if (word) wirePress(b, word, press);
    return b;
  };
  for (let i = 1; i <= 5; i++) make(`card${i}`, String(i), 'card');
  make('l', 'l', 'option').setAttribute('aria-label', 'Left option');
  make('r', 'r', 'option').setAttribute('aria-label', 'Right option');
  for (const led of LED_NAMES) make(led, led, 'led');
  make('tac', null, 'tac').setAttribute('aria-label', 'TAC');
  return buttons;
}

/**
 * TAC's pointer and keys: a press held one second resets, shorter taps (`TacHold`); a pointer
 * hold ends when the pointer leaves TAC, a key hold when the key comes up or TAC loses the focus.
 * @returns a function that cancels a running hold
 */
function wireTac(tac: HTMLButtonElement, controller: ModuleController, hold: TacHold, hooks: ModuleControlHooks) {
  let holdBy: 'pointer' | 'key' | null = null;
  const cancelHold = () => {
    if (hold.holding) hooks.onPress?.(false);
    hold.cancel();
    holdBy = null;
  };
  const release = (at?: number) => {
    holdBy = null;
    hooks.onPress?.(false);
    hold.release(at);
  };
  tac.addEventListener('pointerdown', (e) => {
    // Only the main button (undefined from some synthetic events).
    if (e.button > 0 || hold.holding || controller.over) return;
    try {
      // Touch pointers are captured by default: without that, leaving TAC is seen (pointerleave).
      if (tac.hasPointerCapture(e.pointerId)) tac.releasePointerCapture(e.pointerId);
    } catch {
      /* synthetic pointers */
    }
    hooks.onPress?.(true);
    holdBy = 'pointer';
    hold.press('pointer');
  });
  tac.addEventListener('pointerup', () => {
    if (hold.holding && holdBy === 'pointer') release();
  });
  const pointerGone = () => {
    if (holdBy === 'pointer') cancelHold();
  };
  tac.addEventListener('pointerleave', pointerGone);
  tac.addEventListener('pointercancel', pointerGone);
  // Space / Enter on the focused TAC button are a press like the pointer's: held one second
  // they reset, shorter they tap. The click the browser makes of them is not another tap.
  let swallowClick = false;
  const isPressKey = (e: KeyboardEvent) => e.key === ' ' || e.key === 'Enter';
  tac.addEventListener('keydown', (e) => {
    if (!isPressKey(e) || e.ctrlKey || e.altKey || e.metaKey) return;
    e.preventDefault();
    swallowClick = true;
    if (e.repeat || hold.holding || controller.over) return;
    hooks.onPress?.(true);
    holdBy = 'key';
    hold.press('key', keptTime(e));
  });
  tac.addEventListener('keyup', (e) => {
    if (!isPressKey(e)) return;
    e.preventDefault();
    if (holdBy === 'key' && hold.holding) release(keptTime(e));
    // The browser's click from this key comes right after the keyup, if at all.
    setTimeout(() => (swallowClick = false), 0);
  });
  tac.addEventListener('blur', () => {
    if (holdBy === 'key') cancelHold();
  });
  // A click without a pointer and without our keys (assistive technology) is a short press.
  tac.addEventListener('click', (e) => {
    if (e.detail !== 0) return;
    if (swallowClick) swallowClick = false;
    else controller.send('tac', 'key');
  });
  return cancelHold;
}

/** The buttons' accessible names from the module state: cards, LEDs (chosen, captured), options. */
function nameButtons(buttons: Record<string, HTMLButtonElement>, controller: ModuleController): void {
  const state = controller.state;
  const p = state.pending;
  for (let i = 0; i < 5; i++) buttons[`card${i + 1}`]!.setAttribute('aria-label', cardButtonName(i, state.hand[i]));
  const out = capturedSeats(boardOf(state));
  for (const [seat, led] of LED_NAMES.entries()) {
    const b = buttons[led]!;
    b.setAttribute('aria-label', ledButtonName(controller.bomb, seat as Seat, out.includes(seat as Seat)));
    if (p?.ask === 'leds') b.setAttribute('aria-pressed', String(p.led === seat));
    else b.removeAttribute('aria-pressed');
  }
  const names = optionButtonNames(p && p.ask !== 'leds' ? p.ask : null);
  buttons.l!.setAttribute('aria-label', names.l);
  buttons.r!.setAttribute('aria-label', names.r);
}

/**
 * Creates the module's buttons inside `overlay` (an element covering the canvas exactly).
 * @param hooks `onHold(p)` draws the ring, `onPress(down)` plays the button sound, …
 */
export function createModuleControls(
  overlay: HTMLElement,
  controller: ModuleController,
  hooks: ModuleControlHooks = {},
): ModuleControls {
  const doc = overlay.ownerDocument;
  const hold = new TacHold((w, s) => controller.send(w, s), hooks.onHold);
  // A button pressed while TAC is still down comes after TAC's tap (TacHold.settle).
  const buttons = makeButtons(overlay, (word) => {
    if (hold.settle()) hooks.onPress?.(false);
    controller.send(word, 'pointer');
  });
  const tac = buttons.tac!;
  const cancelHold = wireTac(tac, controller, hold, hooks);
  const all = Object.values(buttons);
  // A long touch must not open the context menu (the TAC hold).
  const noMenu = (e: Event) => e.preventDefault();
  overlay.addEventListener('contextmenu', noMenu);
  // The module button that last had the focus (when it leaves the page, the focus moves on).
  let lastFocused: HTMLButtonElement | null = null;
  overlay.addEventListener('focusin', (e) => {
    if (all.includes(e.target as HTMLButtonElement)) lastFocused = e.target as HTMLButtonElement;
  });
  function update() {
    nameButtons(buttons, controller);
    const ended = controller.shownOver && !controller.busy;
    const active = doc.activeElement;
    const hadFocus = ended && all.includes(active as HTMLButtonElement) && !(active as HTMLButtonElement).disabled;
    for (const b of all) {
      // Keep a button that is being held enabled, or its release would be lost.
      if (b === tac && hold.holding) continue;
      b.disabled = ended;
    }
    if (hadFocus) {
      const target = hooks.focusWhenOver?.() ?? null;
      const now = doc.activeElement;
      if (target && (!now || now === doc.body || all.includes(now as HTMLButtonElement)))
        target.focus({ preventScroll: true });
    }
    // Once the end has been shown, the focus of a button gone with the module goes to the page.
    const next = () => (ended ? (hooks.focusWhenOver?.() ?? null) : null);
    const live = liveButtons(controller.state, controller.over);
    // The press that ended the module: its button keeps the focus (doing nothing) until the end is
    // shown and the focus moves to the page's next control, rather than falling to <body> for the
    // length of the last animation.
    const pressed = Object.keys(buttons).find((k) => buttons[k] === lastFocused && lastFocused === doc.activeElement);
    if (controller.over && !ended && pressed) live.add(pressed);
    showLiveButtons(buttons, live, lastFocused, next);
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
      cancelHold();
      overlay.removeEventListener('contextmenu', noMenu);
      overlay.replaceChildren();
    },
  };
}
