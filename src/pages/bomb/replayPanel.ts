/**
 * The bomb page's offer of a replay once the bomb is over (solved or exploded): the "Replay of
 * this game" panel under the bomb (its markup is in index.html, `#replay-panel`), filled from
 * the controller's played steps (src/module/playedSteps.ts) by replayPicture.ts, which is fetched
 * only then. Hidden while the bomb is being played and for the next bomb.
 */
import type { Puzzle } from '../../rules/bomb';
import type { ModuleController } from '../../play/moduleController';
import type { BombFace } from '../../rules/bomb';
import { loadPart, PartNotLoaded, partNotLoadedNotice } from '../chunkLoad';

/**
 * Offers the replay of the game once `controller` is over and its animations have played; until
 * then (and for a new bomb) the panel is hidden.
 * @returns the function that stops following this bomb.
 */
export function offerReplay(bomb: BombFace & Puzzle, controller: ModuleController): () => void {
  const panel = document.getElementById('replay-panel')!;
  const summary = document.getElementById('replay-summary')!;
  const body = document.getElementById('replay-host')!;
  panel.hidden = true;
  body.replaceChildren();
  let offered = false;
  let stopped = false;
  const show = (title: string, content: Node | string) => {
    summary.textContent = title;
    body.replaceChildren(content);
    panel.hidden = false;
  };
  const check = () => {
    if (offered || stopped || !controller.over || controller.busy) return;
    offered = true;
    const steps = controller.playedSteps;
    loadPart('the replay', () => import('./replayPicture')).then(
      ({ bombReplayView, lostShort }) => {
        if (stopped) return;
        const { view, replay } = bombReplayView(bomb, steps, controller.colorBlind);
        const lost = replay.firstLost === null ? '' : `, ${lostShort(replay)}`;
        const n = replay.steps.length;
        show(`Replay of this game (${n} ${n === 1 ? 'step' : 'steps'}${lost})`, view.el);
      },
      (e: unknown) => {
        if (!stopped)
          show('Replay of this game', e instanceof PartNotLoaded ? partNotLoadedNotice(document, e.part) : String(e));
      },
    );
  };
  const off = controller.onChange(check);
  check();
  return () => {
    stopped = true;
    off();
    panel.hidden = true;
    body.replaceChildren();
  };
}
