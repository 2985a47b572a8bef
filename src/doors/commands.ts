/**
 * The bomb page's command line: the module's action words (RULES.md §7, CLI.md "Actions") and the
 * original module's Twitch Plays command, verbatim: an optional `!1 ` (any module number), then
 * words separated by commas, semicolons or spaces, ASCII case-insensitive:
 *
 *   `1`–`5` a card · `tac` or `t` · `reset` · `left`/`l`, `right`/`r` the options ·
 *   `tl`, `tr`, `bl`, `br` an LED, optionally after `led` (`led tl`)
 *
 * e.g. `!1 tac; 1; left; led tl; br` is `tac 1 l tl br`. Pure; the page and its tests call it.
 */
import { INPUTS, type Input } from '../module/moduleReducer';
import { quote, wordNamed } from '../rules/text';

/** What each accepted word means: an action word of the module. */
const ALIASES: ReadonlyMap<string, Input> = new Map<string, Input>([
  ...INPUTS.map((w): [string, Input] => [w, w]),
  ['t', 'tac'],
  ['left', 'l'],
  ['right', 'r'],
]);

const WORDS: readonly string[] = [...ALIASES.keys()];
const LEDS: readonly string[] = ['tl', 'tr', 'bl', 'br'];

/** The words listed in messages and in the page's help. */
export const COMMAND_WORDS_HELP = '1–5, tac or t, reset, l or left, r or right, tl, tr, bl, br (or led tl …)';

/**
 * Most actions one command runs: a whole solution needs at most 16, and the page animates and
 * logs every action, so a pasted line of thousands would hold it up for minutes.
 */
export const MAX_COMMAND_ACTIONS = 64;

/** A command line checked as a whole: its action words, or the first word that is not one. */
type ParsedCommand =
  | { readonly ok: true; readonly words: Input[]; readonly module: number | null }
  | { readonly ok: false; readonly error: string };

/** A word quoted for a message: at most 30 characters, cut between code points. */
const shown = (word: string): string => quote(word, 30);

/**
 * Checks a whole command line before anything runs (Twitch Plays style, see above).
 * @returns the action words in order (`!1 tac; 1; left; led tl; br` → `tac 1 l tl br`) with the
 *   module number of a `!n` prefix (null without), or the first bad word named with its place:
 *   `"9" (word 2) is not an action (1–5, tac or t, …)`; `"led" (word 3) must be followed by an
 *   LED: tl, tr, bl or br`; more than `MAX_COMMAND_ACTIONS` actions is refused whole.
 */
export function parseCommand(text: string): ParsedCommand {
  const raw = text.split(/[\s,;]+/).filter(Boolean);
  let module: number | null = null;
  let start = 0;
  const prefix = /^!0*([1-9]\d{0,8})$/.exec(raw[0] ?? ''); // module numbers start at 1
  if (prefix) {
    module = Number(prefix[1]);
    start = 1;
  } else if (raw[0]?.startsWith('!')) {
    return { ok: false, error: `${shown(raw[0])} (word 1) is not a module number such as !1` };
  }
  const words: Input[] = [];
  for (let i = start; i < raw.length; i++) {
    // Read as every door reads action words (`wordNamed`: ASCII case only, so a look-alike such
    // as the Kelvin sign or a fullwidth letter is not an action word).
    if (wordNamed(raw[i]!, ['led'])) {
      const next = raw[i + 1] === undefined ? undefined : wordNamed(raw[i + 1]!, LEDS);
      if (next === undefined) {
        return { ok: false, error: `"led" (word ${i + 1}) must be followed by an LED: tl, tr, bl or br` };
      }
      continue;
    }
    const w = wordNamed(raw[i]!, WORDS);
    const input = w === undefined ? undefined : ALIASES.get(w);
    if (input === undefined) {
      return { ok: false, error: `${shown(raw[i]!)} (word ${i + 1}) is not an action (${COMMAND_WORDS_HELP})` };
    }
    words.push(input);
    if (words.length > MAX_COMMAND_ACTIONS) {
      return {
        ok: false,
        error: `the command holds more than ${MAX_COMMAND_ACTIONS} actions (word ${i + 1} is the ${MAX_COMMAND_ACTIONS + 1}th): run them in parts`,
      };
    }
  }
  return { ok: true, words, module };
}
