/**
 * The game record built while a game is played, as pure functions over an immutable draft: the
 * bomb page starts a draft when it deals a bomb (`startGameRecord`), adds each input and strike
 * as the module takes them (`recordAction`, `recordStrike`) and the help used (`markHelp`), and
 * ends it (`finishGame`, or `abandonGame` when a new bomb is dealt) into the `GameRecord` it
 * saves (src/practice/practiceDatabase.ts). Times are ms since the game's start (the page's
 * clock: the elapsed time the timer shows), made whole and never decreasing.
 */
import type { Deal } from '../rules/generator';
import type { StrikeReason } from '../rules/play';
import type { Input } from '../module/moduleReducer';
import { bombThemes, type BombThemes, type ThemedBomb } from './bombThemes';
import { RECORD_VERSION, type GameHelp, type GameMode, type GameRecord, type GameResult } from './gameRecord';

/** A game being played: a record without its end. */
export type GameDraft = Omit<GameRecord, 'result' | 'timeMs'>;

/** What the page knows when it deals a bomb. */
export interface GameStart {
  /** A fresh id (`newGameId()`). */
  readonly id: string;
  /** When the game starts (its clock's zero). */
  readonly startedAt: Date;
  readonly mode: GameMode;
  /** For streak and storm: the run's seed and this bomb's place in it (0 first); else omitted. */
  readonly run?: { readonly id: string; readonly index: number } | null;
  /** The bomb dealt (a `Bomb` of src/rules/generator.ts, or the page's bomb). */
  readonly bomb: ThemedBomb & { readonly seed: string; readonly ruleSeed: number };
  /** The deal of the address (`classic` when none). */
  readonly deal: Deal;
  /** The `?bomb=` parameter, when the bomb came from one. */
  readonly bombParam?: string | null;
  /** The bomb's themes, when already known (else computed here: under a millisecond). */
  readonly themes?: BombThemes;
}

const NO_HELP: GameHelp = { reveal: false, designer: false, hint: false };

/** A time as the record keeps it: whole ms, at least `floor`. */
const at = (ms: number, floor: number) => Math.max(floor, Math.round(Number.isFinite(ms) ? ms : 0));

/** The draft of a game just dealt: no action, no strike, no help. */
export function startGameRecord(start: GameStart): GameDraft {
  return {
    v: RECORD_VERSION,
    id: start.id,
    when: start.startedAt.toISOString(),
    mode: start.mode,
    run: start.run ?? null,
    seed: start.bomb.seed,
    ruleSeed: start.bomb.ruleSeed,
    deal: start.deal,
    bomb: start.bombParam ?? null,
    actions: [],
    strikes: [],
    help: NO_HELP,
    themes: start.themes ?? bombThemes(start.bomb),
  };
}

/** The time of the draft's last event (action or strike), ms; 0 before any. */
function lastTime(d: GameDraft): number {
  return Math.max(d.actions.at(-1)?.[1] ?? 0, d.strikes.at(-1)?.ms ?? 0);
}

/** The draft with one more input (RULES.md §7: `1`–`5`, `tac`, `reset`, `l`, `r`, `tl` …) at `ms`. */
export function recordAction(draft: GameDraft, input: Input, ms: number): GameDraft {
  return { ...draft, actions: [...draft.actions, [input, at(ms, draft.actions.at(-1)?.[1] ?? 0)]] };
}

/** The draft with one more strike (its RULES.md §7 reason code) at `ms`. */
export function recordStrike(draft: GameDraft, reason: StrikeReason, ms: number): GameDraft {
  return { ...draft, strikes: [...draft.strikes, { reason, ms: at(ms, draft.strikes.at(-1)?.ms ?? 0) }] };
}

/** The draft with one kind of help marked used (Reveal pawns while live, the designer's solutions, the hint). */
export function markHelp(draft: GameDraft, kind: keyof GameHelp): GameDraft {
  return draft.help[kind] ? draft : { ...draft, help: { ...draft.help, [kind]: true } };
}

/**
 * The finished record: the draft with its result and the time the game took (ms, at least the
 * time of its last event).
 */
export function finishGame(draft: GameDraft, result: GameResult, timeMs: number): GameRecord {
  return { ...draft, result, timeMs: at(timeMs, lastTime(draft)) };
}

/**
 * The record of a game left for a new bomb: `abandoned` after at least one action, or null
 * when nothing was played (a bomb dealt and passed over is no game).
 */
export function abandonGame(draft: GameDraft, timeMs: number): GameRecord | null {
  return draft.actions.length === 0 ? null : finishGame(draft, 'abandoned', timeMs);
}
