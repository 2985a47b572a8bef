/**
 * Drives the module reducer (src/module/moduleReducer.ts) for the bomb page: every input goes
 * through `step`, the state changes at once (synchronously), and the effects are queued for the
 * scene to animate. While animations run the module is `busy`: pointer and key input is refused
 * (the page disables its buttons) but commands from the command box are queued, never dropped.
 *
 * It also keeps what the reducer does not: the strike count against the strike limit, the
 * discard pile in play order, the explosion, and the log. No rules here; DOM-free (the scene is
 * any object with `render` and `playEffects`, so tests can pass a fake).
 */
import type { Card } from '../rules/cards';
import type { Board } from '../rules/position';
import { boardOf, initialState, step, type Effect, type ModuleState, type Puzzle } from '../module/moduleReducer';
import { parseCommand } from '../io/commands';
import { recordEffects, startRecord, type PlayedStep, type StepsRecord } from '../io/playedSteps';
import { actionWords, effectLine } from './logText';
import { viewStateOf, type BombFace, type ModuleViewState } from './viewState';

/** The part of the module scene the controller uses (see src/view/scene/moduleScene.ts). */
export interface SceneLike {
  render(view: ModuleViewState): void;
  playEffects(effects: readonly Effect[], options?: { speed?: number }): Promise<void>;
  setRevealed(board: Board | null): void;
}

/** Where an input came from: pointer and keys are refused while busy; commands are queued. */
export type InputSource = 'pointer' | 'key' | 'command';

/** A bomb the page can play: its public face and its puzzle. */
export type PlayableBomb = BombFace & Puzzle;

/** Animation speed of commands typed in the command box (× normal). */
export const COMMAND_SPEED = 6;

/** One log entry: the action (or null for page events) and the lines it produced. */
export interface LogEntry {
  readonly action: string | null;
  readonly lines: readonly string[];
  readonly strike: boolean;
  /** The reducer's effects of the action (none for page events), for words other than the log's. */
  readonly effects: readonly Effect[];
}

/** The module controller of the bomb page. */
export class ModuleController {
  state: ModuleState;
  strikes = 0;
  discard: Card[] = [];
  exploded: 'strikes' | 'time' | null = null;
  colorBlind = false;
  /** The game so far as steps (card, board after, result): for the KTANE log and the replay. */
  private record: StepsRecord;
  private scene: SceneLike | null = null;
  private queue: { effects: readonly Effect[]; view: ModuleViewState; speed: number }[] = [];
  private pumping = false;
  private listeners = new Set<() => void>();
  private logListeners = new Set<(entry: LogEntry) => void>();
  private disposed = false;

  /**
   * @param bomb the bomb to play.
   * @param strikeLimit strikes that explode the bomb (≥ 1).
   */
  constructor(
    readonly bomb: PlayableBomb,
    readonly strikeLimit: number,
  ) {
    this.state = initialState(bomb);
    this.record = startRecord(bomb);
  }

  /**
   * The steps played so far, in the terms of the module's KTANE log (src/io/playedSteps.ts):
   * `ktaneLogLines(bomb, steps)` writes the log, `replayOf(bomb, steps)` replays the game.
   */
  get playedSteps(): readonly PlayedStep[] {
    return this.record.steps;
  }

  /** True while effects are animating (input from pointer and keys is refused). */
  get busy(): boolean {
    return this.queue.length > 0 || this.pumping;
  }

  /** True once input can no longer change anything (solved or exploded). */
  get over(): boolean {
    return this.state.solved || this.exploded !== null;
  }

  /** The still frame of the current state. */
  view(): ModuleViewState {
    return viewStateOf(this.bomb, this.state, {
      discard: this.discard,
      colorBlind: this.colorBlind,
      light: this.exploded ? 'exploded' : undefined,
    });
  }

  /** Called after every change of state, busy flag, strikes or explosion. */
  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Called with each log entry. */
  onLog(fn: (entry: LogEntry) => void): () => void {
    this.logListeners.add(fn);
    return () => this.logListeners.delete(fn);
  }

  /** Attaches the scene (it may load after the page is interactive) and draws the current state. */
  attachScene(scene: SceneLike): void {
    this.scene = scene;
    if (!this.busy) scene.render(this.view());
    if (this.exploded) scene.setRevealed(boardOf(initialState(this.bomb)));
  }

  /** Re-draws without animation (e.g. after the colour-blind setting changed). */
  redraw(): void {
    if (!this.busy) this.scene?.render(this.view());
  }

  /**
   * One input word (RULES.md §7: `1`–`5`, `tac`, `reset`, `l`, `r`, `tl`, `tr`, `bl`, `br`).
   * @returns false when refused (busy for pointer/key input, or the bomb has exploded); the
   *   reducer itself ignores untimely inputs (that is logged, and returns true).
   */
  send(input: string, source: InputSource = 'pointer'): boolean {
    if (this.exploded || this.disposed) return false;
    if (this.busy && source !== 'command') return false;
    const r = step(this.state, input);
    this.state = r.state;
    this.record = recordEffects(this.record, r.effects);
    let struck = false;
    const lines: string[] = [];
    for (const e of r.effects) {
      if (e.type === 'card-played') this.discard = [...this.discard, e.card];
      if (e.type === 'reset') this.discard = [];
      if (e.type === 'strike') {
        this.strikes += 1;
        struck = true;
      }
      const line = effectLine(this.bomb, e);
      if (line) lines.push(line);
    }
    if (struck && this.strikes >= this.strikeLimit) {
      this.exploded = 'strikes';
      lines.push(`The bomb exploded: ${this.strikes} strike${this.strikes === 1 ? '' : 's'}.`);
    }
    this.emitLog({ action: actionWords(input), lines, strike: struck, effects: r.effects });
    this.enqueue(r.effects, source === 'command' ? COMMAND_SPEED : 1);
    return true;
  }

  /**
   * Runs a command line (the command box: action words or a Twitch Plays command, see
   * src/io/commands.ts), queued in order. The whole line is checked first (`parseCommand`): with
   * any word that is not an action nothing runs.
   * @returns the number of actions run (0 for a bad line).
   */
  command(text: string): number {
    const parsed = parseCommand(text);
    if (!parsed.ok) return 0;
    let n = 0;
    for (const w of parsed.words) if (this.send(w, 'command')) n++;
    return n;
  }

  /**
   * Stops driving the scene (a new bomb replaces this one): queued animations are dropped, the
   * one playing finishes without drawing this bomb's still frame, and input is refused.
   */
  dispose(): void {
    this.disposed = true;
    this.queue = [];
    this.scene = null;
    this.listeners.clear();
    this.logListeners.clear();
  }

  /** The countdown ran out: the bomb explodes (no-op when solved or already exploded). */
  timeOut(): void {
    if (this.over) return;
    this.exploded = 'time';
    this.emitLog({ action: null, lines: ['The time ran out: the bomb exploded.'], strike: true, effects: [] });
    this.enqueue([], 1);
  }

  /** Resolves when every queued animation has played. */
  async idle(): Promise<void> {
    while (this.busy) await new Promise((r) => setTimeout(r, 10));
  }

  private emitLog(entry: LogEntry) {
    for (const fn of this.logListeners) fn(entry);
  }

  private notify() {
    for (const fn of this.listeners) fn();
  }

  private enqueue(effects: readonly Effect[], speed: number) {
    this.queue.push({ effects, view: this.view(), speed });
    this.notify();
    void this.pump();
  }

  private async pump() {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.queue.length) {
        const item = this.queue.shift()!;
        const scene = this.scene;
        if (scene) {
          try {
            await scene.playEffects(item.effects, { speed: item.speed });
            if (this.disposed) break;
            scene.render(item.view);
            if (item.view.light === 'exploded') scene.setRevealed(boardOf(this.state));
          } catch {
            /* a drawing problem must never block the module */
          }
        }
      }
    } finally {
      this.pumping = false;
      this.notify();
    }
  }
}
