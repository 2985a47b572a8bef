/**
 * The bomb page's replay of the game just played, drawn (loaded with `import()` once the bomb is
 * over, so the page's first chunk does not carry it): the replay model of the controller's steps
 * (src/io/replayModel.ts), each position drawn as the module's own still picture with the hidden
 * pawns revealed (src/view/replayStill.ts, the SVG back end of the one module art), in the shared
 * replay view (src/view/replayView.ts).
 */
import type { PlayedStep } from '../../io/playedSteps';
import { replayOf, type Replay } from '../../io/replayModel';
import type { Puzzle } from '../../module/moduleReducer';
import { moduleStillArt } from '../../view/art/moduleStill';
import { domSink, svgPicture } from '../../view/art/svgArt';
import { MODULE_SIZE } from '../../view/layout';
import { boardWords } from '../../view/replayText';
import { replayStills } from '../../view/replayStill';
import { createReplayView, type ReplayView } from '../../view/replayView';
import type { BombFace } from '../../view/viewState';

/** The replay's lost step in a few words, for the panel's title (fetched with the replay). */
export { lostShort } from '../../view/replayText';
import '../../view/replayView.css';

/**
 * The replay of `steps` played on `bomb`, as a view whose pictures are the module at each step.
 * @returns the view and the replay it shows.
 */
export function bombReplayView(
  bomb: BombFace & Puzzle,
  steps: readonly PlayedStep[],
  colorBlind: boolean,
): { view: ReplayView; replay: Replay } {
  const replay = replayOf(bomb, steps);
  const stills = replayStills(bomb, replay, colorBlind);
  const box = { x: 0, y: 0, w: MODULE_SIZE, h: MODULE_SIZE };
  const draw = (p: number) => {
    const still = stills[p]!;
    const label = `The module ${p === 0 ? 'as dealt' : `after step ${p}`}, hidden pawns revealed: ${boardWords(bomb, still.revealed!)}`;
    return svgPicture(
      domSink(document),
      moduleStillArt(still),
      box,
      { role: 'img', class: 'replay-module' },
      label,
    ) as Element;
  };
  const view = createReplayView({ bomb, replay, draw, idPrefix: 'bomb-replay' });
  return { view, replay };
}
