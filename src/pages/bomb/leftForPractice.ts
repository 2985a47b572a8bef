/**
 * What a bomb page left in localStorage for the practice part of the next one (practicePlay.ts):
 * the games left live by a reload, another page or a closed tab (`LEFT_GAMES_KEY`, each an
 * abandoned record to keep) and the streak or storm runs left so (`LEFT_RUNS_KEY`, each said
 * once at the next deal). A normal visit loads the practice part at its first press (main.ts),
 * but at once when something waits here: the record is kept, and the note said, without a press.
 */

/**
 * localStorage's list of the games left live (a JSON list of abandoned game records; absent when
 * none): the page is going, so IndexedDB's write might not finish; the next visit keeps them in
 * the record, each through `saveGame`'s door check.
 */
export const LEFT_GAMES_KEY = 'tac.practice.left';

/**
 * localStorage's list of the runs left live (a JSON list of `{mode, id, index, best}`: `index`
 * the bombs solved, `best` the best known then or null; absent when none): the next visit says
 * that each ended (modePlay.ts `runLeftLine`) instead of starting a new run silently. A run is
 * never resumed (a reload would deal its bomb again with a fresh clock).
 */
export const LEFT_RUNS_KEY = 'tac.practice.runLeft';

/** Whether a game or a run waits for the practice part (false when the browser gives no storage). */
export function leftForPractice(): boolean {
  try {
    return localStorage.getItem(LEFT_GAMES_KEY) !== null || localStorage.getItem(LEFT_RUNS_KEY) !== null;
  } catch {
    return false;
  }
}
