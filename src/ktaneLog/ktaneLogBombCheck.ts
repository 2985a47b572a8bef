/**
 * The one place the KTANE log code calls the project's bomb check (RULES.md §9): the reader's
 * rebuilt bombs and the bombs `tac play --ktane-log` writes a log for. Repoint this call when the
 * bomb check moves.
 */
import type { Bomb } from '../rules/bomb';
import { bombProblems } from '../doors/bombCheck';

/**
 * Checks a whole bomb (solution included: it is replayed through the module reducer).
 * @returns the first way it breaks RULES.md §9 as a sentence, or null when it keeps them all.
 */
export function checkLoggedBomb(bomb: Bomb): string | null {
  return bombProblems(bomb)[0] ?? null;
}
