/**
 * The KTANE log of a bomb still being played, with the lines that give the answer held back
 * (issue 25): the bomb page's "KTANE log" panel shows this until the bomb is over (solved or
 * exploded) or the player asks for the answer; the downloaded file stays whole. Which lines give
 * the answer, in the terms of `../shared/spec/KTANE-LOG.md` "The lines":
 *
 * - line 4, the swap lines (`You must not swap a card.`, or `You must swap a card.` and `Hand
 *   after swap: …`): whether a swap is needed, and which card the swap brings;
 * - every board JSON line (5, 6 and 7: `Initial board:`, `Play C, yielding:`, `After playing C,
 *   board looks like this:`): each holds the three hidden pawns' spaces (`positions`);
 * - line 6, `Intended gameplay:` and its boards: the bomb's solution.
 *
 * The rule seed, the hidden names order and deck (what the manual of the rule seed says), the
 * hand, the strike lines and the solve line are what the player is shown anyway: they stay. Each
 * group held back leaves one line in brackets saying what it was, so the log still reads in
 * order (`(After playing 5: its board is held back, it holds the hidden pawns.)`). Pure.
 */
import { LINES, shownPrefix } from './ktaneLogFormat';

/** The log with the answer held back, and how many of its lines were. */
interface HeldBackLog {
  readonly lines: readonly string[];
  /** Lines of the whole log left out (each group is replaced by one bracketed line). */
  readonly heldBack: number;
}

const AFTER_PLAYING = /^After playing (.+), board looks like this:$/;
const HAND_AFTER_SWAP = 'Hand after swap: ';

/** The `message` of a board JSON line's text (after the prefix), or null when it is not one. */
function boardMessage(rest: string): string | null {
  if (!rest.startsWith('{')) return null;
  try {
    const board = JSON.parse(rest) as { message?: unknown };
    return typeof board.message === 'string' ? board.message : null;
  } catch {
    return null;
  }
}

/** The bracketed line standing for one held-back line of module `n` (after its prefix), or null when it stays. */
function standIn(rest: string): string | null {
  if (rest === LINES.mustNotSwap || rest === LINES.mustSwap)
    return '(Whether a swap is needed is held back, with the hand after the swap.)';
  const message = boardMessage(rest);
  if (message === null) return null;
  const after = AFTER_PLAYING.exec(message);
  if (after) return `(After playing ${after[1]}: its board is held back, it holds the hidden pawns.)`;
  return '(The initial board is held back: it holds the hidden pawns.)';
}

/**
 * `lines` (the log of module `#n`, as `ktaneLogLines` writes it) with the lines that give the
 * answer replaced as the file's docstring says; lines of other modules and other text pass as
 * they are.
 * @param moduleNumber n ≥ 1.
 */
export function withAnswerHeldBack(lines: readonly string[], moduleNumber = 1): HeldBackLog {
  const shown = shownPrefix(moduleNumber);
  const out: string[] = [];
  let heldBack = 0;
  let inIntended = false;
  for (const line of lines) {
    const rest = line.startsWith(shown) ? line.slice(shown.length) : null;
    if (rest === null) {
      inIntended = false;
      out.push(line);
      continue;
    }
    if (rest === LINES.intendedGameplay) {
      inIntended = true;
      heldBack++;
      out.push("(The intended gameplay, the bomb's own solution, is held back.)");
      continue;
    }
    const message = boardMessage(rest);
    if (inIntended && message !== null && message.startsWith('Play ')) {
      heldBack++;
      continue;
    }
    inIntended = false;
    if (rest.startsWith(HAND_AFTER_SWAP)) {
      heldBack++;
      continue;
    }
    const stand = standIn(rest);
    if (stand === null) out.push(line);
    else {
      heldBack++;
      out.push(stand);
    }
  }
  return { lines: out, heldBack };
}
