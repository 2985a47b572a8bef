/**
 * The bomb page's hint (issue 19): the Hint button, the key `H` and the command `hint` show, in
 * the status region labelled "Hint", the next step of a winning line from the state the module
 * is in and why (src/module/moduleHint.ts `hintOf`, fetched in its own chunk at the first hint:
 * the solver's words cost the page's start nothing). A hint asked while the bomb is live marks
 * the game as assisted (its journal's help: the record and the daily share line say so). Text
 * only, never HTML.
 */
import { $, type BombSession } from './bombSession';

/** The hint module, fetched once. */
let hints: Promise<typeof import('../../module/moduleHint')> | null = null;

/**
 * Shows the hint of the game being played in `#hint` (the words of `hintOf(controller.state,
 * bomb.names)`; once the bomb is over, that it is over), and marks a live game as assisted.
 * Resolves once shown; a hint module that cannot load is said in the region.
 */
export async function showHint(session: BombSession): Promise<void> {
  const game = session.game;
  const region = $('hint');
  hints ??= import('../../module/moduleHint');
  let text: string;
  try {
    const { hintOf } = await hints;
    if (session.game !== game) return; // a new bomb came meanwhile
    const c = game.controller;
    if (c.exploded) text = 'The bomb has exploded: New bomb deals another.';
    else {
      if (!c.over) game.journal.help.hint = true;
      text = hintOf(c.state, game.bomb.names).text;
    }
  } catch (e) {
    hints = null;
    text = `The hint could not load (${e instanceof Error ? e.message : String(e)}).`;
  }
  region.textContent = text;
}

/**
 * Wires the Hint button and the key `H` (ignored while typing in a field, with Ctrl, Alt or
 * Meta held, and on key repeat).
 */
export function wireHint(session: BombSession): void {
  $('hint-button').addEventListener('click', () => void showHint(session));
  document.addEventListener('keydown', (e) => {
    if (e.key.toLowerCase() !== 'h' || e.repeat || e.ctrlKey || e.altKey || e.metaKey) return;
    const el = e.target as HTMLElement | null;
    const tag = el?.tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || el?.isContentEditable) return;
    e.preventDefault();
    void showHint(session);
  });
}

/**
 * Clears `#hint` when the hint shown there stops being true: at a strike (the module is back to
 * its start) and when the bomb is over (solved or exploded). A hint asked after the end stays.
 * @returns the function that stops watching (a new bomb is dealt).
 */
export function clearHintWhenStale(controller: {
  readonly strikes: number;
  readonly over: boolean;
  onChange(fn: () => void): () => void;
}): () => void {
  let strikes = controller.strikes;
  let over = controller.over;
  return controller.onChange(() => {
    if (controller.strikes === strikes && controller.over === over) return;
    strikes = controller.strikes;
    over = controller.over;
    $('hint').textContent = '';
  });
}
