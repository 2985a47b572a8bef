/**
 * Reads a whole KTANE log file (`../shared/spec/KTANE-LOG.md`) back into the TAC bombs played
 * in it: for every TAC module (`#1`, `#2`, … in any interleaving with the other modules' and the
 * game's lines), its bomb (rule seed, seat, colours, names, board, hand, swap, the intended
 * gameplay as its solution) checked with the project's bomb check, and the steps the defuser
 * played (`ktaneLogPlays.ts`), ready for the replay model (`replayModel.ts`).
 *
 * The serial number is not in TAC's lines. It is taken from the `serial` option, else from the
 * game's own `[SerialNumber] Randomizing Serial Number: …` lines when one of them places the
 * invisible pieces where the log has them (RULES.md §5); otherwise the bomb comes back with
 * `serial: null` (see `bombWithSerial`). Never throws: every problem is a sentence naming its line.
 */
import { wrap } from '../rules/board';
import type { Card } from '../rules/cards';
import { type Bomb, playedHand } from '../rules/bomb';
import { locate } from '../rules/placement';
import { AWAY, packBoard, pieceAt, type Board } from '../rules/position';
import { ruleSet } from '../rules/ruleSeed';
import { charValue, parseSerial, serialValues } from '../rules/serial';
import { findSolution, playsToActions } from '../rules/solver';
import { cutText, quote, showInvisible } from '../rules/text';
import { cardPlays } from '../rules/cardPlays';
import { checkLoggedBomb } from './ktaneLogBombCheck';
import { spellCard, type LogBoard } from './ktaneLogFormat';
import { scanLog, type LocatedRecord, type ModuleLines, type SerialLine } from './ktaneLogLines';
import { readPlays, sameBomb } from './ktaneLogPlays';
import type { PlayedStep } from '../module/playedSteps';

/** Reader options. */
interface ReadLogOptions {
  /** The bomb's serial number: one for every module, or one per module number. */
  readonly serial?: string | Readonly<Record<number, string>>;
}

/** A bomb rebuilt from a log: a `Bomb` without its seed, and with its serial when known. */
type LoggedBomb = Omit<Bomb, 'seed' | 'serial'> & { readonly serial: string | null };

/** One TAC module read from a log. */
export interface LoggedModule {
  /** "TAC #2" (with the line when two modules of the file share a number). */
  readonly label: string;
  readonly moduleNumber: number;
  /** Line of the module's "Using rule seed" line (1-based). */
  readonly line: number;
  readonly bomb: LoggedBomb;
  /** The intended gameplay (card, board after each), as logged. */
  readonly intended: readonly { readonly card: Card; readonly board: Board }[];
  /** What the defuser played, in order; `stepLines[i]` is the line of `steps[i]`. */
  readonly steps: readonly PlayedStep[];
  readonly stepLines: readonly number[];
  readonly solved: boolean;
  /** Where reading the play lines stopped, naming the line; null when all were read. */
  readonly stepsError: string | null;
  /**
   * Index of the first step the log does not decide (another game writes the same lines: a
   * diamond card discarded, or a reset by holding TAC and the card played again), or null. The
   * steps are the explanation with the fewest resets; a note says what else fits.
   */
  readonly uncertainFrom: number | null;
  /** Remarks: where the serial came from, a recomputed solution. */
  readonly notes: readonly string[];
}

/** One module of the file: read, or refused with one sentence. */
export type ModuleRead =
  | ({ readonly ok: true } & LoggedModule)
  | {
      readonly ok: false;
      readonly label: string;
      readonly moduleNumber: number;
      readonly line: number;
      readonly error: string;
    };

/** The whole file. */
type LogRead =
  | { readonly ok: true; readonly modules: readonly ModuleRead[]; readonly serials: readonly SerialLine[] }
  | { readonly ok: false; readonly error: string };

/** The start lines of a module, gathered. */
interface StartLines {
  ruleSeed?: LocatedRecord & { kind: 'rule-seed' };
  namesOrder?: LocatedRecord & { kind: 'names-order' };
  deck?: LocatedRecord & { kind: 'deck' };
  hand?: LocatedRecord & { kind: 'initial-hand' };
  decision?: LocatedRecord & { kind: 'swap-decision' };
  afterSwap?: LocatedRecord & { kind: 'hand-after-swap' };
  board?: LocatedRecord & { kind: 'initial-board' };
  intended: (LocatedRecord & { kind: 'intended-board' })[];
  /** Index of the first play record. */
  playFrom: number;
}

/**
 * A module refused, with its sentence. Not an Error: a file of 200,000 refused modules would spend
 * most of its time taking stack traces nobody reads.
 */
class LogError {
  constructor(readonly message: string) {}
}

const KEYS = {
  'rule-seed': 'ruleSeed',
  'names-order': 'namesOrder',
  deck: 'deck',
  'initial-hand': 'hand',
  'swap-decision': 'decision',
  'hand-after-swap': 'afterSwap',
  'initial-board': 'board',
} as const;

function where(r: LocatedRecord): string {
  return `line ${r.line} (${showInvisible(r.text.length > 60 ? cutText(r.text, 59) : r.text)})`;
}

function gatherStart(mod: ModuleLines): StartLines {
  const start: StartLines = { intended: [], playFrom: mod.records.length };
  for (let i = 0; i < mod.records.length; i++) {
    const r = mod.records[i]!;
    if (r.kind === 'after-board' || r.kind === 'strike' || r.kind === 'solved' || (r.kind === 'error' && r.play)) {
      start.playFrom = i;
      break;
    }
    if (r.kind === 'error') {
      const cut = r.unfinished && mod.atEndOfFile && i === mod.records.length - 1;
      throw new LogError(
        `${where(r)}: ${r.error}${cut ? ': the file ends in the middle of this line (the log is cut off)' : ''}`,
      );
    }
    if (r.kind === 'intended-header') continue;
    if (r.kind === 'intended-board') {
      start.intended.push(r);
      continue;
    }
    const key = KEYS[r.kind];
    const had = start[key];
    if (had) throw new LogError(`${where(r)}: a second such line for this module (the first is line ${had.line})`);
    (start as unknown as Record<string, LocatedRecord>)[key] = r;
  }
  return start;
}

function need<T>(mod: ModuleLines, value: T | undefined, what: string, playFrom: number): T {
  if (value !== undefined) return value;
  const play = mod.records[playFrom];
  if (play) throw new LogError(`no ${what} line before the module's first play line (line ${play.line})`);
  const last = mod.records.at(-1)!.line;
  const cut = mod.atEndOfFile ? ', the end of the file: the log is cut off' : '';
  throw new LogError(`no ${what} line (the module's lines stop at line ${last}${cut})`);
}

/** The hidden lines must be the rule seed's (RULES.md §4). */
function checkRuleSeedLines(start: StartLines, ruleSeed: number): void {
  const rules = ruleSet(ruleSeed);
  const names = start.namesOrder;
  if (names) {
    const i = rules.names.findIndex((n, k) => names.names[k] !== n);
    if (i >= 0 || names.names.length !== rules.names.length) {
      const k = i >= 0 ? i : rules.names.length;
      throw new LogError(
        `${where(names)}: this names order is not rule seed ${ruleSeed}'s (RULES.md §4): name ${k + 1} is ` +
          `${quote(names.names[k] ?? 'missing')}, rule seed ${ruleSeed} has ${quote(rules.names[k] ?? 'none')}`,
      );
    }
  }
  const deck = start.deck;
  if (deck && (deck.cards.length !== rules.deck.length || deck.cards.some((c, k) => c !== rules.deck[k]))) {
    throw new LogError(
      `${where(deck)}: this deck is not rule seed ${ruleSeed}'s (RULES.md §4: ${rules.deck.map(spellCard).join(', ')})`,
    );
  }
}

/** The swap of the "Hand after swap" line: the one slot that differs from the initial hand. */
function swapOf(start: StartLines, hand: readonly Card[]): Bomb['swap'] {
  const decision = start.decision!;
  const after = start.afterSwap;
  if (!decision.mustSwap) {
    if (after)
      throw new LogError(`${where(after)}: the module said "You must not swap a card." (line ${decision.line})`);
    return null;
  }
  const line = after!; // readModule made sure it is there
  const slots = hand.flatMap((c, i) => (line.cards[i] !== c ? [i] : []));
  if (slots.length !== 1) {
    const which = slots.length ? `cards ${slots.map((s) => s + 1).join(' and ')}` : 'no card';
    throw new LogError(
      `${where(line)}: differs from the initial hand in ${which}, but a swap changes exactly one card`,
    );
  }
  return { slot: slots[0]!, card: line.cards[slots[0]!]! };
}

/** The initial board must be a bomb's: every piece on the track (RULES.md §9). */
function initialBoardOf(
  record: LocatedRecord & { kind: 'initial-board' },
): LogBoard & { names: [string, string, string] } {
  const b = record.board;
  const refuse = (why: string) => new LogError(`${where(record)}: not a possible TAC bomb: ${why} (RULES.md §9)`);
  if (b.board.you === 'home')
    throw refuse('your pawn is home (positions[0] is -1), but a bomb starts with it on the track');
  if (b.board.opponent1 === null || b.board.opponent2 === null) {
    throw refuse('an opponent is captured (null), but every piece starts on the track');
  }
  if (!b.names) throw new LogError(`${where(record)}: the initial board names no players ("names" is missing)`);
  return b as LogBoard & { names: [string, string, string] };
}

/** The intended gameplay as action words, or why it cannot be (a sentence naming the line). */
function intendedSolution(
  intended: StartLines['intended'],
  initial: LogBoard,
  played: readonly Card[],
  swap: Bomb['swap'],
): string[] | string {
  if (intended.length !== played.length)
    return `the log holds ${intended.length} intended-gameplay boards, not ${played.length}`;
  const { board } = initial;
  let pos = packBoard(board);
  const used = new Set<number>();
  const words = swap ? ['tac'] : [];
  for (const r of intended) {
    if (!sameBomb(initial, r.board)) return `${where(r)}: its seat, colours or names differ from the initial board`;
    const slot = played.findIndex((c, i) => c === r.card && !used.has(i));
    if (slot < 0) return `${where(r)}: ${spellCard(r.card)} is not left in the hand that is played`;
    const target = packBoard(r.board.board);
    const play = cardPlays(pos, board.seat, r.card).find((p) => p.result === target);
    if (!play)
      return `${where(r)}: this board cannot follow the board before it by playing ${spellCard(r.card)} (RULES.md §6)`;
    used.add(slot);
    words.push(String(slot + 1), ...play.words);
    pos = target;
  }
  return pieceAt(pos, 0) === AWAY ? words : 'the intended gameplay does not end with your pawn home';
}

/**
 * A standard-shape serial whose values make the names fit the board (RULES.md §3, §5), for
 * running the bomb check when the real serial is unknown. Never returned as the bomb's serial.
 */
function standInSerial(ruleSeed: number, board: Board, names: readonly string[]): string {
  const off = (i: number) => ruleSet(ruleSeed).offsetOf(names[i]!)!;
  const letters = 'ABCDEFGHIJKLMNPQRSTUVWXZ';
  const digits = '0123456789';
  const pair = (first: string, second: string, sum: number) => {
    for (const a of first) for (const b of second) if (wrap(charValue(a) + charValue(b)) === sum) return [a, b];
    return ['?', '?'];
  };
  const [c1, c6] = pair(letters + digits, digits, wrap(board.opponent1! - (board.you as number) - off(0)));
  const [c2, c5] = pair(letters + digits, letters, wrap(board.partner - board.opponent1! - off(1)));
  const [c3, c4] = pair(digits, letters, wrap(board.opponent2! - board.partner - off(2)));
  return `${c1}${c2}${c3}${c4}${c5}${c6}`;
}

function serialFor(options: ReadLogOptions, moduleNumber: number): string | undefined {
  return typeof options.serial === 'string' ? options.serial : options.serial?.[moduleNumber];
}

/**
 * The file's serial lines by what they do to the placement (RULES.md §5): the three sums of
 * character values (1st + 6th, 2nd + 5th, 3rd + 4th, each wrapped) that `locate` adds to the name
 * offsets. A module's board needs one such triple, so the serials that fit it are found at once.
 */
interface SerialIndex {
  readonly all: readonly SerialLine[];
  readonly byPlacement: ReadonlyMap<string, readonly SerialLine[]>;
}

function serialIndex(serials: readonly SerialLine[]): SerialIndex {
  const byPlacement = new Map<string, SerialLine[]>();
  for (const s of serials) {
    const v = serialValues(s.serial);
    const key = `${wrap(v[0]! + v[5]!)},${wrap(v[1]! + v[4]!)},${wrap(v[2]! + v[3]!)}`;
    const list = byPlacement.get(key);
    if (list) list.push(s);
    else byPlacement.set(key, [s]);
  }
  return { all: serials, byPlacement };
}

/** Index of the first serial line after `line` (the lines are in file order). */
function firstAfter(serials: readonly SerialLine[], line: number): number {
  let lo = 0;
  let hi = serials.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (serials[mid]!.line < line) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The serial lines named when none fits (the nearest few). */
const SERIALS_NAMED = 3;

/**
 * The serial of a module: the option's, else a serial line of the file that fits (the nearest
 * before the module's first line, else the nearest after it). Costs a lookup, not a pass over
 * the file's serial lines.
 */
function findSerial(
  given: string | undefined,
  index: SerialIndex,
  firstLine: number,
  ruleSeed: number,
  b: LogBoard & { names: [string, string, string] },
): { serial: string | null; note: string } {
  if (given !== undefined) {
    const r = parseSerial(given);
    if (!r.ok) throw new LogError(`the ${r.error}`);
    return { serial: r.serial, note: `serial ${r.serial} as given` };
  }
  const { board } = b;
  const rules = ruleSet(ruleSeed);
  const off = (i: number) => rules.offsetOf(b.names[i]!) ?? 0;
  const you = board.you as number;
  const key = `${wrap(board.opponent1! - you - off(0))},${wrap(board.partner - board.opponent1! - off(1))},${wrap(board.opponent2! - board.partner - off(2))}`;
  const fitting = index.byPlacement.get(key) ?? [];
  const after = firstAfter(fitting, firstLine);
  const fits = after > 0 ? fitting[after - 1] : fitting.find((s) => s.line > firstLine);
  if (fits) {
    const at = locate(fits.serial, ruleSeed, you, b.names);
    if (at.opponent1 === board.opponent1 && at.partner === board.partner && at.opponent2 === board.opponent2) {
      return { serial: fits.serial, note: `serial ${fits.serial} from line ${fits.line} of the file` };
    }
  }
  const all = index.all;
  const near = firstAfter(all, firstLine);
  const named = [
    ...all.slice(Math.max(0, near - SERIALS_NAMED), near).reverse(),
    ...all.slice(near, near + SERIALS_NAMED),
  ]
    .slice(0, SERIALS_NAMED)
    .map((s) => `${s.serial} at line ${s.line}`);
  const more = all.length > named.length ? ` and ${all.length - named.length} more` : '';
  const seen = all.length
    ? ` (the file's serial lines, ${named.join(', ')}${more}, do not place the pieces where this module has them)`
    : '';
  return {
    serial: null,
    note: `the serial number is not in the log${seen}: the names are not checked against the board (RULES.md §5 needs the serial)`,
  };
}

/** What a step tells in a few words: "discarded or moved the 10 diamond", "captured opponent 1". */
function outcomeWords(s: PlayedStep): string {
  const o = s.outcome;
  if (o.kind === 'captured')
    return `captured ${o.pieces.map((p) => (p === 'opponent1' ? 'opponent 1' : 'opponent 2')).join(' and ')}`;
  if (o.kind === 'strike') return `struck (${o.reason})`;
  if (o.kind === 'solved') return 'solved the module';
  return s.card?.kind === 'diamond' ? 'moved or discarded' : 'moved';
}

/** The note of a step the log does not decide (`PlaysRead.uncertain`). */
function uncertainNote(
  u: { readonly step: number; readonly other: PlayedStep },
  steps: readonly PlayedStep[],
  lines: readonly number[],
): string {
  const read = steps[u.step]!;
  const card = read.card ? spellCard(read.card) : 'the card';
  const how = (s: PlayedStep) =>
    `played ${s.afterHoldReset ? 'after a reset by holding TAC' : 'without a reset'} (${outcomeWords(s)})`;
  return (
    `line ${lines[u.step]} (step ${u.step + 1}) fits two games: ${card} ${how(read)}, or ${how(u.other)}; ` +
    'the log does not say which (resets and option choices are not logged): ' +
    'the replay shows the one with fewer resets'
  );
}

function readModule(mod: ModuleLines, serials: SerialIndex, options: ReadLogOptions): LoggedModule {
  const start = gatherStart(mod);
  if (!start.ruleSeed) {
    throw new LogError(
      `no "Using rule seed" line before line ${mod.firstLine}: the log does not hold this module's start lines (it is cut before them)`,
    );
  }
  const seedLine = start.ruleSeed;
  const ruleSeed = seedLine.ruleSeed;
  checkRuleSeedLines(start, ruleSeed);
  const hand = need(mod, start.hand, '"Initial hand"', start.playFrom).cards;
  need(mod, start.decision, '"You must (not) swap a card."', start.playFrom);
  if (start.decision!.mustSwap) need(mod, start.afterSwap, '"Hand after swap"', start.playFrom);
  const initial = initialBoardOf(need(mod, start.board, 'initial board ("Initial board:")', start.playFrom));
  const swap = swapOf(start, hand);
  const played = playedHand({ hand, swap });
  const notes: string[] = [];
  let solution = intendedSolution(start.intended, initial, played, swap);
  if (typeof solution === 'string') {
    notes.push(`intended gameplay not used (${solution}): the solution is computed`);
    const plays = findSolution(packBoard(initial.board), initial.board.seat, played);
    solution = plays ? [...(swap ? ['tac'] : []), ...playsToActions(plays)] : [];
  }
  const found = findSerial(serialFor(options, mod.moduleNumber), serials, mod.firstLine, ruleSeed, initial);
  notes.unshift(found.note);
  const bomb: LoggedBomb = {
    ruleSeed,
    serial: found.serial,
    seat: initial.board.seat,
    colors: initial.colors,
    names: initial.names,
    state: initial.board,
    hand,
    swap,
    solution,
  };
  const serial = found.serial ?? standInSerial(ruleSeed, initial.board, initial.names);
  const problem = checkLoggedBomb({ ...bomb, seed: '', serial });
  if (problem) {
    const withSerial = found.serial ? ` with serial ${found.serial}` : '';
    throw new LogError(
      `not a possible TAC bomb${withSerial}: ${problem} (lines ${mod.firstLine}–${start.board!.line})`,
    );
  }
  const plays = readPlays(
    mod.records.slice(start.playFrom),
    {
      seat: bomb.seat,
      initial: bomb.state,
      played,
      hasSwap: swap !== null,
      initialBoard: initial,
    },
    mod.atEndOfFile,
  );
  if (mod.atEndOfFile && !plays.solved && plays.error === null) {
    const last = mod.records.at(-1)!;
    // The module writes no line when the bomb explodes: a strike last may be the explosion.
    const why =
      last.kind === 'strike'
        ? 'the bomb may have exploded at this strike, or the log is cut off'
        : 'the log may be cut off';
    notes.push(
      `the file ends with this module's line ${last.line}, before the module was solved: ${why} (nothing after it is assumed)`,
    );
  }
  if (plays.uncertain) notes.push(uncertainNote(plays.uncertain, plays.steps, plays.lines));
  const intended = start.intended.map((r) => ({ card: r.card, board: r.board.board }));
  return {
    label: mod.label,
    moduleNumber: mod.moduleNumber,
    line: mod.firstLine,
    bomb,
    intended,
    steps: plays.steps,
    stepLines: plays.lines,
    solved: plays.solved,
    stepsError: plays.error,
    uncertainFrom: plays.uncertain?.step ?? null,
    notes,
  };
}

/** Where reading a file is: its lines split into modules, then the modules read. */
export interface ReadProgress {
  readonly phase: 'lines' | 'modules';
  readonly done: number;
  readonly total: number;
}

/** How often `readKtaneLog` tells its progress while reading modules. */
const PROGRESS_MODULES = 2_000;

/**
 * Reads a whole log file (any line ends) into its TAC modules, in the order of their first lines.
 * Linear in the file (no pass over the whole file per module or per line; no recursion).
 * @param options the serial number when the caller knows it (see the file's docstring).
 * @param onProgress told now and then where reading is (lines of the file, then modules read).
 * @returns every module read or refused with one sentence naming its line; `ok: false` only when
 *   the text holds no TAC line at all. Never throws.
 */
export function readKtaneLog(
  text: string,
  options: ReadLogOptions = {},
  onProgress?: (p: ReadProgress) => void,
): LogRead {
  const { modules, serials } = scanLog(
    text,
    onProgress && ((done, total) => onProgress({ phase: 'lines', done, total })),
  );
  if (modules.length === 0) {
    return { ok: false, error: 'the log holds no line of a TAC module ("[TAC #1] Using rule seed: 1." and the like)' };
  }
  const index = serialIndex(serials);
  const read: ModuleRead[] = [];
  for (const mod of modules) {
    if (onProgress && read.length % PROGRESS_MODULES === 0) {
      onProgress({ phase: 'modules', done: read.length, total: modules.length });
    }
    try {
      read.push({ ok: true, ...readModule(mod, index, options) });
    } catch (e) {
      const error = e instanceof LogError ? e.message : `could not be read: ${(e as Error).message}`;
      read.push({
        ok: false,
        label: mod.label,
        moduleNumber: mod.moduleNumber,
        line: mod.firstLine,
        error: `${mod.label}: ${error}`,
      });
    }
  }
  return { ok: true, modules: read, serials };
}

/**
 * The logged bomb with a serial number (the expert's derivation needs it): checked again with the
 * project's bomb check, so a serial that does not place the pieces where the log has them
 * (RULES.md §5) is refused.
 * @returns the whole bomb (seed `""`), or one sentence naming what is wrong.
 */
export function bombWithSerial(
  bomb: LoggedBomb,
  serial: string,
): { ok: true; bomb: Bomb } | { ok: false; error: string } {
  const r = parseSerial(serial);
  if (!r.ok) return { ok: false, error: `the ${r.error}` };
  const whole: Bomb = { ...bomb, seed: '', serial: r.serial };
  const problem = checkLoggedBomb(whole);
  return problem ? { ok: false, error: `with serial ${r.serial}: ${problem}` } : { ok: true, bomb: whole };
}
