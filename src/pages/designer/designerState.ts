/**
 * The designer's small state and the contracts of its panels (in the manner of chessground: one
 * state object, parts that draw from it). The state is the bomb on screen (the last good one),
 * the settings that made it and what the worker has found out about it since (analysis, the
 * module's picture), and the KTANE log read. It is immutable and changes only by a typed
 * `DesignerChange` through `designerReducer`. A panel draws itself from the state (`render`,
 * called after every change; it redraws only what changed) and asks for what the user wants by
 * a typed `DesignerAction` (`dispatch`); it never changes the state itself. designerFlow.ts
 * carries the actions out.
 *
 * A new panel is one more `DesignerPanel`: it reads `state.current` (the bomb, its analysis) and
 * asks for a bomb with `{ type: 'open', checked }`, a bomb that passed the one bomb check
 * (src/doors/bombCheck.ts). The KTANE log reader and the replay read `state.log` (a log read,
 * the module chosen, its serial) and send `read-log`, `choose-log-module` and `set-log-serial`
 * (carried out by logFlow.ts).
 */
import type { BombCheck } from '../../doors/bombCheck';
import { encodeBombParam } from '../../doors/bombUrl';
import type { ModuleRead } from '../../ktaneLog/ktaneLogReader';
import { DEFAULT_DEAL } from '../../rules/generator';
import type { Bomb } from '../../rules/bomb';
import type { MovablePiece } from './boardSvg';
import type { Analysis } from './designerTasks';
import { dealOf, seedDealsIt, settingsToQuery, type GenerateSettings } from './generatorFilters';

/** The bomb on screen and what is known of it. */
export interface CurrentBomb {
  readonly bomb: Bomb;
  /** The bomb as `tac generate` prints it. */
  readonly json: Record<string, unknown>;
  /** The settings that generated it, or null for an edited bomb. */
  readonly settings: GenerateSettings | null;
  /** Its solutions and difficulty, once the worker has them. */
  readonly analysis: Analysis | null;
  /** The module's picture (SVG markup), once the worker has drawn it. */
  readonly picture: string | null;
  /** Where an opened bomb came from ("TAC #2 of the KTANE log …"), or null (generated, edited). */
  readonly origin?: string | null;
}

/** A KTANE log read in the designer (src/ktaneLog/ktaneLogReader.ts), as the log panels show it. */
export type LogOnScreen =
  | {
      readonly ok: false;
      /** "pasted text" or the file's name. */
      readonly source: string;
      /** Why nothing was read (the reader's sentence). */
      readonly error: string;
    }
  | {
      readonly ok: true;
      readonly source: string;
      /** Every TAC module of the file, read or refused with a sentence naming its line. */
      readonly modules: readonly ModuleRead[];
      /** Index of the module shown. */
      readonly chosen: number;
      /** The serial number for the chosen module: found in the file, or typed; '' while unknown. */
      readonly serial: string;
      /** Why the serial does not fit the module's board (RULES.md §5), or null. */
      readonly serialError: string | null;
      /** The chosen module's bomb as the designer's bomb on screen, once its serial is known. */
      readonly opened: CurrentBomb | null;
    };

/** The designer's state (immutable: `designerReducer` makes the next one). */
export interface DesignerState {
  /** The bomb on screen, or null before the first one. */
  readonly current: CurrentBomb | null;
  /** Where relative links resolve (the designer page's address). */
  readonly baseUrl: string;
  /** The KTANE log read, or null before one is. */
  readonly log: LogOnScreen | null;
}

/** A bomb that passed the one bomb check (`checkBomb`, `checkBombText`: src/doors/bombCheck.ts). */
export type CheckedBomb = Extract<BombCheck, { ok: true }>;

/** What a panel asks for (carried out by designerFlow.ts; each checks its input and shows any problem). */
export type DesignerAction =
  /** Generates the bomb of the form's settings (a new history entry). */
  | { readonly type: 'generate' }
  /** Puts a random seed into the form and generates. */
  | { readonly type: 'generate-random' }
  /** Edits a copy of the bomb's JSON (a card or the swap); the edit stands if the bomb stays valid. */
  | { readonly type: 'edit'; readonly what: string; readonly change: (json: Record<string, unknown>) => void }
  /** Moves a piece to a track space; the names are re-derived to fit (RULES.md §5). */
  | { readonly type: 'move'; readonly piece: MovablePiece; readonly space: number }
  /** Shows a problem with an edit made in the drawing (the edit alert and the status line). */
  | { readonly type: 'refuse-edit'; readonly message: string }
  /**
   * Makes a bomb already checked the bomb on screen (the bomb editor, the log reader).
   * `origin` says where it comes from, shown with it (the log reader's "TAC #2 of …").
   */
  | { readonly type: 'open'; readonly checked: CheckedBomb; readonly origin?: string }
  /** A bomb given to open failed its check (the asker shows why): the last good bomb stays. */
  | { readonly type: 'open-refused' }
  /** Reads a whole KTANE log file (pasted or opened: `source` names it) into `state.log`. */
  | { readonly type: 'read-log'; readonly text: string; readonly source: string }
  /** Shows module `index` of the log read (its bomb opens when its serial is known). */
  | { readonly type: 'choose-log-module'; readonly index: number }
  /** The serial number of the chosen module: checked against its board, then its bomb opens. */
  | { readonly type: 'set-log-serial'; readonly serial: string };

/** Sends a panel's action to the designer. */
export type Dispatch = (action: DesignerAction) => void;

/** What changes the state (see `designerReducer`). */
export type DesignerChange =
  /** A new bomb on screen (its analysis and picture to come). */
  | { readonly type: 'bomb-shown'; readonly current: CurrentBomb }
  /** The worker drew the module's picture of `bomb`. */
  | { readonly type: 'picture-drawn'; readonly bomb: Bomb; readonly svg: string }
  /** The worker analysed `bomb` (solutions, difficulty). */
  | { readonly type: 'analysis-found'; readonly bomb: Bomb; readonly analysis: Analysis }
  /** A KTANE log read, a module chosen or a serial given. */
  | { readonly type: 'log-shown'; readonly log: LogOnScreen };

/**
 * The designer's next state. A picture or an analysis of a bomb no longer on screen is dropped.
 * Pure: `state` is never changed.
 */
export function designerReducer(state: DesignerState, change: DesignerChange): DesignerState {
  const c = state.current;
  switch (change.type) {
    case 'bomb-shown':
      return { ...state, current: change.current };
    case 'picture-drawn':
      return c && c.bomb === change.bomb ? { ...state, current: { ...c, picture: change.svg } } : state;
    case 'analysis-found':
      return c && c.bomb === change.bomb ? { ...state, current: { ...c, analysis: change.analysis } } : state;
    case 'log-shown':
      return { ...state, log: change.log };
  }
}

/** A part of the designer page. */
export interface DesignerPanel {
  /** The panel's element, placed by the page. */
  readonly el: HTMLElement;
  /** Draws what changed in the state since the last call. */
  render(state: DesignerState): void;
}

/** The designer query of a bomb: its settings, or the whole bomb for an edited one. */
export function designerQuery(c: CurrentBomb): string {
  return c.settings ? settingsToQuery(c.settings) : `bomb=${encodeBombParam(c.json)}`;
}

/**
 * The bomb page's address for a bomb: `?seed=S&ruleseed=N` (and `&deal=D` for a deal other than
 * the default) for a generated bomb, S being the bomb's own seed, which deals exactly it without
 * the filters (`seedDealsIt`); else (an edited bomb, a fixed serial) the whole bomb in `?bomb=`.
 */
export function playUrl(c: CurrentBomb, baseUrl: string): string {
  const unfiltered = c.settings !== null && seedDealsIt(c.settings.filters);
  const deal = c.settings ? dealOf(c.settings.filters) : DEFAULT_DEAL;
  const q = unfiltered
    ? `seed=${encodeURIComponent(c.bomb.seed)}&ruleseed=${c.bomb.ruleSeed}${deal === DEFAULT_DEAL ? '' : `&deal=${deal}`}`
    : `bomb=${encodeBombParam(c.json)}`;
  return new URL(`index.html?${q}`, baseUrl).href;
}

/** The designer's own address for a bomb. */
export function designerUrl(c: CurrentBomb, baseUrl: string): string {
  return new URL(`designer.html?${designerQuery(c)}`, baseUrl).href;
}

/** Remembers the last value a panel drew, so that `render` redraws only on a change. */
export function changeTracker<T>(): (value: T) => boolean {
  let last: { value: T } | null = null;
  return (value) => {
    if (last && last.value === value) return false;
    last = { value };
    return true;
  };
}
