/**
 * Which of the module's twin buttons are in the page: a control that cannot act now is `hidden`
 * (out of the tab order and of the accessibility tree), not merely drawn away: the option
 * buttons while no choice is open, the LEDs while no Trickster waits, played cards, cards while
 * another card waits for an option, everything once the module is over. What acts is the
 * reducer's answer (`acts`, src/module/moduleReducer.ts); nothing here knows rules.
 */
import { LED_NAMES } from '../rules/board';
import { acts, type ModuleState } from '../module/moduleReducer';

/** The twin buttons' keys (moduleButtons.ts) and the input words they send. */
const BUTTON_INPUTS: readonly (readonly [key: string, inputs: readonly string[]])[] = [
  ...[1, 2, 3, 4, 5].map((i) => [`card${i}`, [String(i)]] as const),
  ['l', ['l']],
  ['r', ['r']],
  ...LED_NAMES.map((led) => [led, [led]] as const),
  // TAC is a tap or a hold: it acts when either does.
  ['tac', ['tac', 'reset']],
];

/** Where the focus goes when its button leaves the page: the first of these still there. */
const FOCUS_ORDER = ['l', 'r', ...LED_NAMES, 'card1', 'card2', 'card3', 'card4', 'card5', 'tac'];

/**
 * The keys of the buttons that can act in `state`.
 * @param over true once the bomb is solved or has exploded (then none).
 */
export function liveButtons(state: ModuleState, over: boolean): Set<string> {
  const live = new Set<string>();
  if (over) return live;
  for (const [key, inputs] of BUTTON_INPUTS) if (inputs.some((w) => acts(state, w))) live.add(key);
  return live;
}

/**
 * Shows the live buttons and hides the others. When the button that last had the focus has left
 * the page and the focus is nowhere (on `<body>`), the focus moves to the first button of
 * `FOCUS_ORDER` that is shown and enabled (the left option once a card asks, else a card, else
 * TAC), or, with none left, to `elsewhere()` (the page's next control once the module is over).
 * @param lastFocused the module button that last had the focus, if any.
 */
export function showLiveButtons(
  buttons: Record<string, HTMLButtonElement>,
  live: ReadonlySet<string>,
  lastFocused: HTMLButtonElement | null,
  elsewhere: () => HTMLElement | null = () => null,
): void {
  for (const [key, b] of Object.entries(buttons)) b.hidden = !live.has(key);
  if (!lastFocused?.hidden) return;
  const doc = lastFocused.ownerDocument;
  const active = doc.activeElement;
  if (active && active !== doc.body && active !== lastFocused) return;
  const next = FOCUS_ORDER.map((k) => buttons[k]).find((b) => b && !b.hidden && !b.disabled) ?? elsewhere();
  next?.focus({ preventScroll: true });
}
