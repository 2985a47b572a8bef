/**
 * The designer's small state and the contracts of its panels (in the manner of chessground: one
 * state object, parts that draw from it). The state is the bomb on screen (the last good one),
 * the settings that made it and what the worker has found out about it since (analysis, the
 * module's picture). A panel draws itself from the state (`render`, called after every change;
 * it redraws only what changed) and reports what the user asks for through `DesignerIntents`; it
 * never changes the state itself. designerFlow.ts carries the intents out.
 *
 * A new panel is one more `DesignerPanel`: it reads `state.current` (the bomb, its analysis) and
 * asks for a bomb with `intents.open`. The KTANE log reader and the replay read `state.log` (a
 * log read, the module chosen, its serial) and report `readLog`, `chooseLogModule` and
 * `setLogSerial` (carried out by logFlow.ts).
 */
import { encodeBombParam } from '../../io/bombUrl';
import type { ModuleRead } from '../../io/ktaneLogReader';
import { DEFAULT_DEAL, type Bomb } from '../../rules/generator';
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
  analysis: Analysis | null;
  /** The module's picture (SVG markup), once the worker has drawn it. */
  picture: string | null;
  /** Where an opened bomb came from ("TAC #2 of the KTANE log …"), or null (generated, edited). */
  readonly origin?: string | null;
}

/** A KTANE log read in the designer (src/io/ktaneLogReader.ts), as the log panels show it. */
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

/** The designer's state. */
export interface DesignerState {
  /** The bomb on screen, or null before the first one. */
  current: CurrentBomb | null;
  /** Where relative links resolve (the designer page's address). */
  readonly baseUrl: string;
  /** The KTANE log read, or null before one is. */
  log: LogOnScreen | null;
}

/** What the panels ask for. Each intent checks its input and shows any problem itself. */
export interface DesignerIntents {
  /** Generates the bomb of the form's settings (a new history entry). */
  generate(): void;
  /** Puts a random seed into the form and generates. */
  generateRandom(): void;
  /** Edits a copy of the bomb's JSON (a card or the swap); the edit stands if the bomb stays valid. */
  edit(change: (json: Record<string, unknown>) => void, what: string): void;
  /** Moves a piece to a track space; the names are re-derived to fit (RULES.md §5). */
  move(piece: MovablePiece, space: number): void;
  /** Shows a problem with an edit made in the drawing (the edit alert and the status line). */
  refuseEdit(message: string): void;
  /**
   * Opens a bomb given as JSON text (the bomb editor; a log reader): it is checked in full and
   * becomes the bomb on screen if good. Returns the check's problem, or null when it stands.
   * @param origin where the bomb comes from, shown with it (the log reader's "TAC #2 of …").
   */
  open(text: string, origin?: string): { error: string; fitNames: readonly string[] | null } | null;
  /** Reads a whole KTANE log file (pasted or opened: `source` names it) into `state.log`. */
  readLog(text: string, source: string): void;
  /** Shows module `index` of the log read (its bomb opens when its serial is known). */
  chooseLogModule(index: number): void;
  /** The serial number of the chosen module: checked against its board, then its bomb opens. */
  setLogSerial(serial: string): void;
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
