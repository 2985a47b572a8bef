/**
 * The first pass of reading a KTANE log file (`../shared/spec/KTANE-LOG.md`): every line of the
 * TAC modules in it, grouped by module and read into records (rule seed, hands, boards, strikes,
 * …), and the game's serial number lines. Every other line is ignored: other modules, the game's
 * own lines, `(Filename: … Line: 64)`, blank lines; `\r` line ends and a byte order mark too.
 */
import type { Card } from '../rules/cards';
import { canonicalName, isRuleSeed, MAX_RULE_SEED } from '../rules/ruleSeed';
import { quote } from '../rules/text';
import {
  cardOfSpelling,
  INITIAL_BOARD_MESSAGE,
  LINES,
  readBoardJson,
  readCardList,
  readStrikeLine,
  SPELLINGS_HINT,
} from './ktaneLogFormat';
import type { LogBoard, ReadStrike } from './ktaneLogFormat';

/** What one TAC line says. */
type LogRecord =
  | { readonly kind: 'rule-seed'; readonly ruleSeed: number }
  | { readonly kind: 'names-order'; readonly names: readonly string[] }
  | { readonly kind: 'deck'; readonly cards: readonly Card[] }
  | { readonly kind: 'initial-hand'; readonly cards: readonly Card[] }
  | { readonly kind: 'swap-decision'; readonly mustSwap: boolean }
  | { readonly kind: 'hand-after-swap'; readonly cards: readonly Card[] }
  | { readonly kind: 'intended-header' }
  | { readonly kind: 'initial-board'; readonly board: LogBoard }
  | { readonly kind: 'intended-board'; readonly card: Card; readonly board: LogBoard }
  | { readonly kind: 'after-board'; readonly card: Card; readonly board: LogBoard }
  | { readonly kind: 'strike'; readonly strike: ReadStrike; readonly text: string }
  | { readonly kind: 'solved' }
  /** `unfinished`: the line stops short (JSON that ends too soon), as a cut file's last line does. */
  | {
      readonly kind: 'error';
      readonly error: string;
      readonly unfinished?: boolean;
      /** A line of the play (a strike line in other words): the start lines end before it. */
      readonly play?: boolean;
    };

/** A record with where it is: `line` 1-based in the file, `text` the line without its prefix. */
export type LocatedRecord = LogRecord & { readonly line: number; readonly text: string };

/** The lines of one TAC module: from its "Using rule seed" line on. */
export interface ModuleLines {
  readonly moduleNumber: number;
  /** "TAC #2", or "TAC #2 (line 40)" when the file holds two modules numbered 2. */
  label: string;
  readonly records: LocatedRecord[];
  /** Line of the "Using rule seed" line, or of the module's first line when it has none. */
  readonly firstLine: number;
  /** The module's last line is the file's last non-blank line (the file may be cut off there). */
  atEndOfFile: boolean;
}

/** A serial number the game wrote (`[SerialNumber] Randomizing Serial Number: AB1CD2`). */
export interface SerialLine {
  readonly serial: string;
  readonly line: number;
}

/** How often `scanLog` tells its progress, in lines. */
const PROGRESS_LINES = 20_000;

const TAC_LINE = /^\s*(?:\[TAC #(\d{1,6})\]|<TAC #(\d{1,6})>) ?(.*)$/;
const SERIAL_LINE = /\[SerialNumber\] Randomizing Serial Number: ([A-Z0-9]{6})\b/;
/** The first line of a module; a seed that is not a number still starts one (and is refused). */
const RULE_SEED_LINE = /^Using rule seed: (.*?)\.?$/;
const PLAYER_NAMES = /^Player names \(clockwise from You\): (\w+), (\w+), (\w+)$/;

function cardsRecord(
  kind: 'deck' | 'initial-hand' | 'hand-after-swap',
  what: string,
  list: string,
  count?: number,
): LogRecord {
  const r = readCardList(list);
  if (!r.ok) return { kind: 'error', error: `${what}: ${r.error}` };
  if (count !== undefined && r.cards.length !== count) {
    return { kind: 'error', error: `${what} holds ${r.cards.length} cards, not ${count} (the module deals five)` };
  }
  return { kind, cards: r.cards };
}

function boardRecord(json: string): LogRecord {
  const r = readBoardJson(json);
  if (!r.ok) return { kind: 'error', error: r.error, unfinished: r.unfinished };
  const b = r.value;
  const m = /^(?:Play (.+), yielding:|After playing (.+), board looks like this:)$/.exec(b.message);
  if (m) {
    const spelled = (m[1] ?? m[2])!;
    const card = cardOfSpelling(spelled);
    if (!card) return { kind: 'error', error: `${quote(spelled)} is not a card spelling (${SPELLINGS_HINT})` };
    return { kind: m[1] !== undefined ? 'intended-board' : 'after-board', card, board: b };
  }
  if (b.message === INITIAL_BOARD_MESSAGE) return { kind: 'initial-board', board: b };
  // Older versions of the module wrote the initial board with the names in its message.
  const legacy = PLAYER_NAMES.exec(b.message);
  if (legacy) {
    const names = legacy.slice(1, 4).map((n) => canonicalName(n));
    if (names.some((n) => n === undefined)) {
      return { kind: 'error', error: `the names of ${quote(b.message)} are not all among the 32 names` };
    }
    return { kind: 'initial-board', board: { ...b, names: b.names ?? (names as [string, string, string]) } };
  }
  return { kind: 'error', error: `the board's message ${quote(b.message)} is not one the module writes` };
}

/** Reads the text of a shown line (`[TAC #n] text`); null for a line of no known form. */
function shownRecord(text: string): LogRecord | null {
  const t = text.trim();
  const seed = RULE_SEED_LINE.exec(t);
  if (seed) {
    const n = /^-?\d+$/.test(seed[1]!) ? Number(seed[1]) : NaN;
    return isRuleSeed(n)
      ? { kind: 'rule-seed', ruleSeed: n }
      : { kind: 'error', error: `rule seed ${quote(seed[1]!, 20)} is not an integer 1 … ${MAX_RULE_SEED}` };
  }
  const hand = /^(Initial hand|Hand after swap): (.*)$/.exec(t);
  if (hand) {
    return cardsRecord(hand[1] === 'Initial hand' ? 'initial-hand' : 'hand-after-swap', hand[1]!, hand[2]!, 5);
  }
  if (t === LINES.mustNotSwap || t === LINES.mustSwap) return { kind: 'swap-decision', mustSwap: t === LINES.mustSwap };
  if (t === LINES.intendedGameplay) return { kind: 'intended-header' };
  if (t === LINES.solved) return { kind: 'solved' };
  if (t.startsWith('{')) return boardRecord(t);
  const strike = readStrikeLine(t);
  if (strike) return { kind: 'strike', strike, text: t };
  // A strike the module would write otherwise (a changed space or word): named, never read as no strike.
  if (/\bstrike!?$/i.test(t)) {
    return {
      kind: 'error',
      error: 'this strike line is not one the module writes (see KTANE-LOG.md): its strike is not read',
      play: true,
    };
  }
  return null;
}

/** Reads the text of a hidden line (`<TAC #n> text`); null for a line of no known form. */
function hiddenRecord(text: string): LogRecord | null {
  const t = text.trim();
  const names = /^Names order: (.*)$/.exec(t);
  if (names) return { kind: 'names-order', names: names[1]!.split(',').map((n) => n.trim()) };
  const deck = /^Deck: (.*)$/.exec(t);
  if (deck) {
    return cardsRecord('deck', 'Deck', deck[1]!);
  }
  return null;
}

/**
 * Splits a log file into its TAC modules and serial lines. A module starts at its "Using rule
 * seed" line; another such line with the same number starts another module. Lines of a module
 * number seen before its first "Using rule seed" line form a module without one (the file is
 * cut at its start), which the reader reports. Linear in the file: one pass over its lines.
 * @param onProgress told every PROGRESS_LINES lines (lines read, lines in the file), and at the end.
 */
export function scanLog(
  text: string,
  onProgress?: (linesDone: number, lines: number) => void,
): { modules: ModuleLines[]; serials: SerialLine[] } {
  const lines = text.replace(/^\uFEFF/, '').split('\n');
  let lastNonBlank = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i]!.trim() !== '') {
      lastNonBlank = i + 1;
      break;
    }
  }
  const modules: ModuleLines[] = [];
  const current = new Map<number, ModuleLines>();
  /** How many modules of each number the file holds (two or more: their labels name the line). */
  const started = new Map<number, number>();
  const serials: SerialLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (onProgress && i % PROGRESS_LINES === 0) onProgress(i, lines.length);
    const raw = lines[i]!.replace(/\r$/, '');
    const line = i + 1;
    const m = TAC_LINE.exec(raw);
    if (!m) {
      const s = SERIAL_LINE.exec(raw);
      if (s) serials.push({ serial: s[1]!, line });
      continue;
    }
    const moduleNumber = Number(m[1] ?? m[2]);
    const hidden = m[2] !== undefined;
    const found = hidden ? hiddenRecord(m[3]!) : shownRecord(m[3]!);
    if (!found) continue;
    let mod = current.get(moduleNumber);
    if (!mod || found.kind === 'rule-seed' || RULE_SEED_LINE.test(m[3]!.trim())) {
      mod = { moduleNumber, label: `TAC #${moduleNumber}`, records: [], firstLine: line, atEndOfFile: false };
      current.set(moduleNumber, mod);
      started.set(moduleNumber, (started.get(moduleNumber) ?? 0) + 1);
      modules.push(mod);
    }
    mod.records.push({ ...found, line, text: m[3]!.trim() });
    mod.atEndOfFile = line === lastNonBlank;
  }
  for (const mod of modules) {
    if (started.get(mod.moduleNumber)! > 1) mod.label = `TAC #${mod.moduleNumber} (line ${mod.firstLine})`;
  }
  onProgress?.(lines.length, lines.length);
  return { modules, serials };
}
