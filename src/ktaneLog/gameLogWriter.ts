/**
 * A whole game's log file: the lines a real game of Keep Talking and Nobody Explodes writes around
 * one TAC module (module `#1`), so that the community's Logfile Analyzer (Timwi/KtaneContent,
 * `More/Logfile Analyzer.js` and `More/Logfile Analyzer Data.js`) reads it as a bomb with one TAC
 * module: the engine line it requires at the top of the file, `[State] Enter GameplayState`, the
 * bomb generator's seed, settings (time, strike limit) and `Selected TACModule` lines, the serial
 * number, the rule seed when it is not 1, then the module's own lines (ktaneLogWriter.ts) with
 * `[Bomb] Strike from TAC! N / M strikes` after each strike, and at the end `[Bomb] A winner is
 * you!!` or `[Bomb] Boom` and `[State] OnRoundEnd()`. Which of these lines the Analyzer needs, and
 * which words are the game's own, is written down in docs/ktane-log.md "The whole game's log".
 * The designer's log reader reads these files back (ktaneLogReader.ts: it skips every line that is
 * not a TAC line and takes the serial from the `[SerialNumber]` line). Pure.
 */
import { DEFAULT_RULE_SEED } from '../rules/ruleSeed';
import type { PlayedStep } from '../module/playedSteps';
import { ktaneStartLines, ktaneStepLines, type LoggableBomb } from './ktaneLogWriter';

/** What the game log needs of a bomb: the module's fields, its seed and its serial number. */
export type GameLogBomb = LoggableBomb & { readonly seed: string; readonly serial: string };

/** How a game was set up, and how it ended. */
export interface GameLogRound {
  /** The countdown, minutes (0: no timer, written as `Time: 0`). */
  readonly minutes: number;
  /** Strikes that explode the bomb (≥ 1). */
  readonly strikeLimit: number;
  /** How the game ended: solved, exploded on strikes or on time; null while it goes on. */
  readonly end: 'solved' | 'strikes' | 'time' | null;
}

/**
 * The first line of the file. The Analyzer refuses a file that does not start with it (its
 * `parseLog`: `/^Initialize engine version: .+ .+|Desktop is \d+ x \d+ @ \d+ Hz|Mono path\[0\] = '/`,
 * and older versions `/^Initialize engine version: .+ (.+)/`). The game runs on Unity 2017.4.22f1;
 * the build hash in parentheses is not known here, so the parentheses say who wrote the file.
 */
export const ENGINE_LINE = 'Initialize engine version: 2017.4.22f1 (TAC module simulator)';

/**
 * The module's line of the bomb generator. The Analyzer's regex is
 * `/Selected (.+?) \(.+ \((.+)\)\)/`: the first group is the module ID (the Repository's
 * `TACModule`), the second must not contain "Needy". The words inside the parentheses are Unity's
 * `name (Type)` of the module's component; a modded regular module's type is taken to be
 * `ModBombComponent` (not checked against a real log: see docs/ktane-log.md).
 */
export const SELECTED_LINE = '[BombGenerator] Selected TACModule (TACModule (ModBombComponent))';

/** The largest and smallest seed the game's generator line can hold (a C# `int`). */
const INT32_MAX = 2147483647;
const INT32_MIN = -2147483648;

/**
 * The bomb generator's seed for the `Generating bomb with seed N` line (the Analyzer reads
 * `-?\d+`): a seed that is already a whole number in the range of a C# `int` is written as it is;
 * any other seed (words, a longer number, the serial of a bomb from a `?bomb=` link, which has no
 * seed) becomes its 32-bit FNV-1a hash, as a signed `int`. The same seed always gives the same
 * number.
 */
export function generatorSeed(seed: string): number {
  if (/^-?\d{1,10}$/.test(seed)) {
    const n = Number(seed);
    if (n >= INT32_MIN && n <= INT32_MAX) return n;
  }
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(seed)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** The lines before the module's own: the file's header, the bomb's generation and its edgework. */
function headerLines(bomb: GameLogBomb, round: GameLogRound): string[] {
  const lines = [
    ENGINE_LINE,
    '[State] Enter GameplayState',
    `[BombGenerator] Generating bomb with seed ${generatorSeed(bomb.seed || bomb.serial)}`,
    `[BombGenerator] Generator settings: Time: ${round.minutes * 60}, NumStrikes: ${round.strikeLimit}, FrontFaceOnly: True`,
    SELECTED_LINE,
    `[SerialNumber] Randomizing Serial Number: ${bomb.serial}`,
  ];
  if (bomb.ruleSeed !== DEFAULT_RULE_SEED) lines.push(`[Rule Seed Modifier] The Seed is ${bomb.ruleSeed}`);
  return lines;
}

/**
 * The whole game's log file as lines: the header (ENGINE_LINE, the game state, the bomb
 * generator's seed, settings and SELECTED_LINE, the serial number, the rule seed when not 1), the
 * TAC module's start lines, then each step's lines with the game's
 * `[Bomb] Strike from TAC! k / M strikes` after each strike (k counts the strikes from 1), and when
 * the game is over its end: `[Bomb] A winner is you!!` (solved) or `[Bomb] Boom` (exploded), then
 * `[State] OnRoundEnd()`.
 * @param steps the steps played (the bomb page's `controller.playedSteps`).
 * @throws RangeError when the bomb's solution does not solve it (ktaneStartLines), or when the
 *   serial is not six capital letters or digits (the Analyzer's `[A-Z0-9]{6}`).
 */
export function gameLogLines(bomb: GameLogBomb, steps: readonly PlayedStep[], round: GameLogRound): string[] {
  if (!/^[A-Z0-9]{6}$/.test(bomb.serial))
    throw new RangeError(`the serial number "${bomb.serial}" is not 6 characters A–Z, 0–9`);
  const lines = [...headerLines(bomb, round), ...ktaneStartLines(bomb, 1)];
  let strikes = 0;
  for (const step of steps) {
    lines.push(...ktaneStepLines(bomb, [step], 1));
    if (step.outcome.kind === 'strike') {
      strikes++;
      lines.push(`[Bomb] Strike from TAC! ${strikes} / ${round.strikeLimit} strikes`);
    }
  }
  if (round.end === 'solved') lines.push('[Bomb] A winner is you!!');
  else if (round.end) lines.push('[Bomb] Boom');
  if (round.end) lines.push('[State] OnRoundEnd()');
  return lines;
}

/** The file's text: the lines joined by `\n`, with a final `\n` (no byte order mark before the engine line). */
export function gameLogText(bomb: GameLogBomb, steps: readonly PlayedStep[], round: GameLogRound): string {
  return `${gameLogLines(bomb, steps, round).join('\n')}\n`;
}
