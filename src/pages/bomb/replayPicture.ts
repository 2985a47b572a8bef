/**
 * The bomb page's replay of the game just played, drawn (loaded with `import()` once the bomb is
 * over, so the page's first chunk does not carry it): the replay model of the controller's steps
 * (src/replay/replayModel.ts), each position drawn as the module's own still picture with the hidden
 * pawns revealed (src/replay/replayPictures.ts, the SVG back end of the one module art), in the shared
 * replay view (src/replay/replayView.ts).
 */
import type { PlayedStep } from '../../module/playedSteps';
import { replayOf, type Replay } from '../../replay/replayModel';
import type { Puzzle } from '../../rules/bomb';
import { modulePictureArt } from '../../art/modulePicture';
import { domSink, svgPicture } from '../../art/svgArt';
import { MODULE_SIZE } from '../../art/layout';
import { boardWords } from '../../replay/replayWords';
import { replayPictures } from '../../replay/replayPictures';
import { createReplayView, type ReplayView } from '../../replay/replayView';
import type { BombFace } from '../../rules/bomb';

/** The replay's lost step in a few words, for the panel's title (fetched with the replay). */
export { lostShort } from '../../replay/replayWords';
import '../../replay/replayView.css';

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
  const stills = replayPictures(bomb, replay, colorBlind);
  const box = { x: 0, y: 0, w: MODULE_SIZE, h: MODULE_SIZE };
  const draw = (p: number) => {
    const still = stills[p]!;
    const label = `The module ${p === 0 ? 'as dealt' : `after step ${p}`}, hidden pawns revealed: ${boardWords(bomb, still.revealed!)}`;
    return svgPicture(
      domSink(document),
      modulePictureArt(still),
      box,
      { role: 'img', class: 'replay-module' },
      label,
    ) as Element;
  };
  const view = createReplayView({ bomb, replay, draw, idPrefix: 'bomb-replay' });
  return { view, replay };
}
