/**
 * The words of the TAC module's lines in a KTANE log file (`../shared/spec/KTANE-LOG.md`), shared
 * by the writer (`ktaneLogWriter.ts`) and the reader (`ktaneLogReader.ts`): card spellings, the
 * board JSON, the strike and solve sentences and the line prefixes. Pure; no rules are decided
 * here beyond which sentence the module writes for a strike.
 */
import * as v from 'valibot';
import { COLORS, wrap, type Color, type Seat } from '../rules/board';
import { ALL_CARDS, TRICKSTER, WARRIOR, type Card } from '../rules/cards';
import type { StrikeReason } from '../rules/play';
import type { Board } from '../rules/position';
import { canonicalName } from '../rules/ruleSeed';
import { quote } from '../rules/text';
import { issueSentence } from '../doors/schemas';

/** `[TAC #n] `: the start of a shown line of module n (KTANE-LOG.md "Where the lines are"). */
export function shownPrefix(moduleNumber: number): string {
  return `[TAC #${moduleNumber}] `;
}

/** `<TAC #n> `: the start of a hidden line of module n (the Logfile Analyzer hides them). */
export function hiddenPrefix(moduleNumber: number): string {
  return `<TAC #${moduleNumber}> `;
}

const SUFFIXES = { regular: '', reverse: '⏪', diamond: '◊', single: '∴' } as const;

/**
 * A card as the module writes it (KTANE-LOG.md "Cards"): `5`, `4⏪` (reverse, U+23EA), `8◊`
 * (diamond, U+25CA), `7∴` (single steps, U+2234), `Warrior`, `Trickster`.
 */
export function spellCard(card: Card): string {
  if (card.kind === 'warrior') return 'Warrior';
  if (card.kind === 'trickster') return 'Trickster';
  return `${card.value}${SUFFIXES[card.kind]}`;
}

const BY_SPELLING = new Map<string, Card>(ALL_CARDS.map((c) => [spellCard(c), c]));

/** The card of a log spelling (exactly as `spellCard` writes it), or undefined. */
export function cardOfSpelling(text: string): Card | undefined {
  return BY_SPELLING.get(text.trim());
}

/** The spellings a reader accepts, for messages. */
export const SPELLINGS_HINT = 'N, N⏪, N◊, N∴, Warrior or Trickster, N 1–13';

/**
 * Reads a comma-separated list of card spellings (`5, 8◊, Warrior`).
 * @returns the cards, or a sentence naming the first spelling that is not a card.
 */
export function readCardList(text: string): { ok: true; cards: Card[] } | { ok: false; error: string } {
  const cards: Card[] = [];
  const words = text.split(',').map((w) => w.trim());
  for (let i = 0; i < words.length; i++) {
    const card = cardOfSpelling(words[i]!);
    if (!card) {
      return { ok: false, error: `card ${i + 1} ${quote(words[i]!, 17)} is not a card spelling (${SPELLINGS_HINT})` };
    }
    cards.push(card);
  }
  return { ok: true, cards };
}

/** A board as one JSON object of the log: what the module shows at one moment. */
export interface LogBoard {
  readonly message: string;
  /** LED colour of seats 0–3. */
  readonly colors: readonly [Color, Color, Color, Color];
  readonly board: Board;
  /** Names shown at seats S+1, S+2, S+3; null when the line has none (an older module version). */
  readonly names: readonly [string, string, string] | null;
}

/**
 * The board JSON of KTANE-LOG.md "Board JSON": keys `message`, `colors` (0 red, 1 yellow,
 * 2 green, 3 blue per seat), `playerseat`, `positions` (you, opponent 1, partner, opponent 2;
 * `-1` your pawn home, `null` a captured opponent), `names`; no spaces between tokens.
 */
export function boardJson(message: string, colors: readonly Color[], board: Board, names: readonly string[]): string {
  return JSON.stringify({
    message,
    colors: colors.map((c) => COLORS.indexOf(c)),
    playerseat: board.seat,
    positions: [board.you === 'home' ? -1 : board.you, board.opponent1, board.partner, board.opponent2],
    names,
  });
}

const isSpace = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 32;
const spaceSchema = v.custom<number>(isSpace, 'must be a track space 0–31');
const opponentSchema = v.custom<number | null>(
  (x) => x === null || isSpace(x),
  'must be a track space 0–31 or null (captured)',
);

const colorNumber = v.picklist([0, 1, 2, 3], 'must be a colour number 0–3');

const logBoardSchema = v.object(
  {
    message: v.string('must be a string'),
    colors: v.pipe(
      v.tuple(
        [colorNumber, colorNumber, colorNumber, colorNumber],
        'must be four colour numbers (0 red, 1 yellow, 2 green, 3 blue), one per seat',
      ),
      v.check((c) => new Set(c).size === 4, 'must hold each colour once'),
    ),
    playerseat: v.picklist([0, 1, 2, 3], 'must be a seat 0, 1, 2 or 3'),
    positions: v.pipe(
      v.tuple(
        [
          v.custom<number>((x) => x === -1 || isSpace(x), 'must be a track space 0–31 or -1 (home)'),
          opponentSchema,
          spaceSchema,
          opponentSchema,
        ],
        'must be four positions [you, opponent 1, partner, opponent 2]',
      ),
      v.check((p) => {
        const on = p.filter((x): x is number => x !== null && x >= 0);
        return new Set(on).size === on.length;
      }, 'must not put two pieces on one space'),
    ),
    names: v.optional(
      v.pipe(
        v.array(
          v.custom<string>(
            (x) => typeof x === 'string' && canonicalName(x) !== undefined,
            'must be one of the 32 names of RULES.md §4',
          ),
          'must be an array of three names',
        ),
        v.length(3, 'must hold exactly three names'),
      ),
    ),
  },
  'must be a JSON object',
);

/**
 * Whether a JSON parse error says the text stops short (a cut line) rather than holds a wrong
 * character: the engine names the end of the input (`Unexpected end of JSON input`, Firefox's
 * `end of data`, Safari's `EOF`, an unterminated string or number), or places the error at the
 * text's very end (V8's `Expected ',' or '}' after property value in JSON at position 71` for
 * `{"message":"…","colors":[1,3,0,2]`, a line cut just after a whole value).
 */
function stopsShort(message: string, text: string): boolean {
  if (/end of (JSON )?(input|data)|Unterminated|EOF/i.test(message)) return true;
  const at = /at position (\d+)/.exec(message);
  return at !== null && Number(at[1]) >= text.length;
}

/**
 * Reads the board JSON of a line (KTANE-LOG.md "Board JSON"). A missing `names` is accepted
 * (older module versions wrote none); other unknown keys are ignored.
 * @returns the board, or one sentence naming what is wrong (`positions[1] must be a track space
 *   0–31 or null (captured), not 40`; `the board JSON does not parse: …`), `unfinished` when the
 *   JSON stops short (a cut line).
 */
export function readBoardJson(
  text: string,
): { ok: true; value: LogBoard } | { ok: false; error: string; unfinished?: boolean } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    return { ok: false, error: `the board JSON does not parse (${message})`, unfinished: stopsShort(message, text) };
  }
  const r = v.safeParse(logBoardSchema, json);
  if (!r.success) return { ok: false, error: `the board JSON: ${issueSentence(r.issues, 'board')}` };
  const { message, colors, playerseat, positions, names } = r.output;
  const seat = playerseat as Seat;
  const [you, opponent1, partner, opponent2] = positions;
  return {
    ok: true,
    value: {
      message,
      colors: colors.map((c) => COLORS[c]!) as [Color, Color, Color, Color],
      board: { seat, you: you === -1 ? 'home' : you, opponent1, partner, opponent2 },
      names: names ? (names.map((n) => canonicalName(n)!) as [string, string, string]) : null,
    },
  };
}

/** Messages of the board lines (KTANE-LOG.md "The lines"). */
export const INITIAL_BOARD_MESSAGE = 'Initial board:';
/** `Play C, yielding:`: one board of the intended gameplay. */
export function intendedMessage(card: Card): string {
  return `Play ${spellCard(card)}, yielding:`;
}
/** `After playing C, board looks like this:`: the board after a card played without a strike. */
export function afterPlayingMessage(card: Card): string {
  return `After playing ${spellCard(card)}, board looks like this:`;
}

/** The fixed lines of the module (without prefix). */
export const LINES = {
  intendedGameplay: 'Intended gameplay:',
  mustNotSwap: 'You must not swap a card.',
  mustSwap: 'You must swap a card.',
  solved: 'You entered your home and your hand is empty. Module solved!',
} as const;

/** The strike sentences that do not depend on the card (KTANE-LOG.md, RULES.md §7 codes). */
const FIXED_STRIKES = {
  'swap-not-needed': 'You pressed the TAC button at the start of the round, but no swap was required.',
  'swap-required': 'You tried to play a card at the start of the round, but you needed to swap first.',
  'trickster-captured-piece': 'You tried to swap a piece that has already been captured.',
  'home-with-cards-left': 'You entered your home with cards still in your hand.',
  'hand-empty-not-home': 'Your hand is empty, but you did not enter your home.',
} as const satisfies Partial<Record<StrikeReason, string>>;

/**
 * The strike line of the module (without prefix), in its words (KTANE-LOG.md): e.g.
 * `Moving 7 single steps would capture your partner. Strike!`.
 * @param card the card whose play struck (needed for `move-across-piece` and `capture-partner`).
 * @param board the board the card was played on: for a single-steps card, the partner on an
 *   intervening space gives the "single steps" sentence, on the landing space the plain one
 *   (RULES.md §6).
 * @throws RangeError when a card-dependent reason comes without a number card or the Warrior.
 */
export function strikeLine(reason: StrikeReason, card: Card | null, board: Board): string {
  if (reason in FIXED_STRIKES) return `${FIXED_STRIKES[reason as keyof typeof FIXED_STRIKES]} Strike!`;
  if (reason === 'capture-partner' && card?.kind === 'warrior') {
    return 'Using the Warrior would capture your partner. Strike!';
  }
  if (!card || card.value === 0) throw new RangeError(`strike ${reason} needs the number card that struck`);
  if (reason === 'move-across-piece') return `Moving ${card.value} would move across another piece. Strike!`;
  const you = board.you === 'home' ? -1 : board.you;
  const passed = card.kind === 'single' && wrap(board.partner - you) >= 1 && wrap(board.partner - you) < card.value;
  return passed
    ? `Moving ${card.value} single steps would capture your partner. Strike!`
    : `Moving ${card.value} would capture your partner. Strike!`;
}

/** What a strike line says: the reason, and which card it names when it names one. */
export interface ReadStrike {
  readonly reason: StrikeReason;
  /** `value` N of "Moving N …", or the Warrior. */
  readonly card: { readonly value: number; readonly single: boolean } | typeof WARRIOR | typeof TRICKSTER | null;
}

/**
 * Reads a strike line's text (without prefix), or undefined when the text is not one.
 * `Moving N would capture your partner.` may be any number card (the landing space);
 * `… single steps …` only a single-steps card (an intervening space).
 */
export function readStrikeLine(text: string): ReadStrike | undefined {
  const t = text.trim();
  if (!t.endsWith(' Strike!')) return undefined;
  const sentence = t.slice(0, -' Strike!'.length);
  for (const [reason, words] of Object.entries(FIXED_STRIKES)) {
    if (sentence === words) {
      return { reason: reason as StrikeReason, card: reason === 'trickster-captured-piece' ? TRICKSTER : null };
    }
  }
  if (sentence === 'Using the Warrior would capture your partner.') return { reason: 'capture-partner', card: WARRIOR };
  const m = /^Moving (\d{1,2})( single steps)? would (move across another piece|capture your partner)\.$/.exec(
    sentence,
  );
  if (!m) return undefined;
  const value = Number(m[1]);
  if (value < 1 || value > 13) return undefined;
  const across = m[3] === 'move across another piece';
  if (across && m[2]) return undefined;
  return { reason: across ? 'move-across-piece' : 'capture-partner', card: { value, single: m[2] !== undefined } };
}
