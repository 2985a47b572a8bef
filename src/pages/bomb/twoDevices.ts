/**
 * The bomb page's parts for the pair and the community's tools (issue 20), fetched after the
 * page's start (main.ts imports this file once the module is up, so the page's first chunk does
 * not grow): the "Expert's manual on a phone" QR code (phoneManual.ts), the second window
 * (watchSender.ts, watch.html) and "Download as a game log" (the whole game's log file,
 * src/ktaneLog/gameLogWriter.ts, fetched when first used). Each follows every new deal.
 */
import { $, type BombSession, type Game } from './bombSession';
import { logFileName, markWholeFileSaved, saveTextFile } from './ktaneLogPanel';
import { wirePhoneManual } from './phoneManual';
import { wireWatchSender } from './watchSender';
import './twoDevices.css';

type GameLogModule = typeof import('../../ktaneLog/gameLogWriter');
let gameLog: Promise<GameLogModule> | null = null;

/** How the game of `game` ended, as the game log writes it; null while it goes on. */
function endOf(game: Game): 'solved' | 'strikes' | 'time' | null {
  const c = game.controller;
  return c.exploded ?? (c.state.solved ? 'solved' : null);
}

/** Writes the whole game's log of the game being played and saves it as `TAC-<seed>-game-log.txt`. */
async function downloadGameLog(session: BombSession): Promise<void> {
  const said = $('ktane-log-said');
  try {
    const { gameLogText } = await (gameLog ??= import('../../ktaneLog/gameLogWriter'));
    const game = session.game;
    const { bomb, controller, params } = game;
    const round = { minutes: params.minutes, strikeLimit: controller.strikeLimit, end: endOf(game) };
    const fileName = logFileName(bomb).replace(/\.txt$/, '-game-log.txt');
    saveTextFile(gameLogText(bomb, controller.playedSteps, round), fileName);
    // The file is whole (it holds the hidden pawns and the intended gameplay): saved while the
    // bomb is live, it marks the game assisted, as "Show the answer" does (issue 25).
    if (!controller.over) markWholeFileSaved(fileName, () => (game.journal.help.designer = true));
  } catch (e) {
    gameLog = null;
    said.textContent = `The game log could not be written: ${e instanceof Error ? e.message : String(e)}.`;
  }
}

/**
 * Wires the three parts for the game being played and every later deal (chained after the
 * page's own `afterDeal`, which shows the settings).
 */
export function wireTwoDevices(session: BombSession): void {
  const phone = wirePhoneManual(session.game.bomb.ruleSeed);
  const watch = wireWatchSender(session.game);
  $('game-log-download').addEventListener('click', () => void downloadGameLog(session));
  const before = session.afterDeal;
  session.afterDeal = (s, game) => {
    before?.(s, game);
    phone.showRuleSeed(game.bomb.ruleSeed);
    watch.follow(game);
  };
}
