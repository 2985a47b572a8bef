/**
 * The replay view of a module read from a KTANE log (fetched by logReplayPanel.ts when a log is
 * read): the replay model of its steps (src/replay/replayModel.ts) in the shared view
 * (src/replay/replayView.ts), each position drawn as the numbered board with the invisible pawns
 * revealed (boardSvg.ts).
 */
import type { LoggedModule } from '../../../ktaneLog/ktaneLogReader';
import { replayOf } from '../../../replay/replayModel';
import { createReplayView } from '../../../replay/replayView';
import '../../../replay/replayView.css';
import { drawBoard } from '../boardSvg';

/** The replay of `m`'s steps on its bomb, as an element. */
export function replayOfModule(m: LoggedModule): HTMLElement {
  const { bomb } = m;
  const replay = replayOf(bomb, m.steps);
  const boards = [bomb.state, ...m.steps.map((s) => s.board)];
  const draw = (p: number) => {
    const svg = drawBoard({ seat: bomb.seat, colors: bomb.colors, names: bomb.names, state: boards[p]! });
    svg.setAttribute('aria-label', p === 0 ? 'The board as dealt' : `The board after step ${p}`);
    return svg;
  };
  return createReplayView({ bomb, replay, draw, idPrefix: 'log-replay-view' }).el;
}
