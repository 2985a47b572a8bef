/**
 * Drives the module reducer (src/module/moduleReducer.ts) for the bomb page. Two clocks:
 *
 * - **The state changes at the press.** Every input (pointer, touch, keys, command box) goes
 *   through `step` at once, in the order it came, and is never refused for an animation:
 *   `state`, `strikes`, `exploded` and `over` are final at once (tests read them).
 * - **The player sees it when the animation reaches it.** The effects of each input are queued
 *   for the scene; while one plays, a new press hurries it (and the ones queued behind it) so
 *   that the board catches up, a long backlog skipping to its end. What the player is shown —
 *   the log entry, the strike count, the explosion, the status — is `shown` and is announced by
 *   `onLog` when the animation reaches it: a strike when the pawn has arrived and the light
 *   flashes (with the blast when the strike explodes the bomb), a solve when the pawn enters
 *   home, anything else when its animation has ended.
 *   Without a scene (before it loads, or when it cannot start) that is at once.
 *
 * Hooks: `onChange(fn)` after every change (a press, something shown, the queue moving);
 * `onInput(fn)` with each input and its effects at the press;
 * `onLog(fn)` with each log entry at the moment the player sees it (the page's log, live-region
 * announcements); `view()` is the still frame of the final state.
 *
 * The game's books (the strike count against the strike limit, the explosion, the time-out, the
 * discard pile, the played steps) are the pure game state of src/module/gameState.ts; the
 * controller only shows them, with the log's words. No rules here; DOM-free (the scene is any
 * object with `render` and `playEffects`, so tests can pass a fake).
 */
import type { Card } from '../rules/cards';
import type { Board } from '../rules/position';
import { boardOf, initialState, type Effect, type ModuleState } from '../module/moduleReducer';
import { gameOver, playInput, runOutOfTime, startGame, type Explosion, type GameState } from '../module/gameState';
import { parseCommand } from '../doors/commands';
import type { PlayedStep } from '../module/playedSteps';
import { actionWords, effectLine } from './bombWords';
import { sceneEffectsOf, type SceneEffect } from './sceneEffects';
import { viewStateOf, type ModuleViewState } from '../art/viewState';
import type { PlayableBomb } from '../rules/bomb';

/** Options of one `playEffects` call. */
export interface PlayOptions {
  /** Speed, × normal (1). */
  readonly speed?: number;
  /** Called as the animation reaches effect `index` (before it plays). */
  readonly onEffect?: (index: number) => void;
}

/** The part of the module scene the controller uses (see src/play/scene/moduleScene.ts). */
export interface SceneLike {
  /** Snaps to a still frame; `draw` false: no need to draw it before the next frame (more follows). */
  render(view: ModuleViewState, draw?: boolean): void;
  playEffects(effects: readonly SceneEffect[], options?: PlayOptions): Promise<void>;
  setRevealed(board: Board | null): void;
  /** Speeds up the animation playing now (optional: a scene without it plays on). */
  hurry?(speed: number): void;
}

/** Where an input came from. Every source is taken in order; commands animate faster. */
export type InputSource = 'pointer' | 'key' | 'command';

/** Animation speed of commands typed in the command box (× normal). */
const COMMAND_SPEED = 6;

/**
 * How much faster the animation playing now runs with `waiting` inputs queued behind it: ×1
 * alone, ×3 with one, ×6 with two, and with three or more it skips to its end.
 */
export function hurryFactor(waiting: number): number {
  return waiting <= 0 ? 1 : waiting === 1 ? 3 : waiting === 2 ? 6 : Infinity;
}

/** One log entry: the action (or null for page events) and the lines it produced. */
export interface LogEntry {
  readonly action: string | null;
  readonly lines: readonly string[];
  readonly strike: boolean;
  /** The reducer's effects of the action (none for page events), for words other than the log's. */
  readonly effects: readonly Effect[];
}

/** What the player has been shown so far (it catches up with the final state as animations play). */
interface Shown {
  readonly state: ModuleState;
  readonly strikes: number;
  readonly exploded: 'strikes' | 'time' | null;
  /** The still frame of `state` (its discard pile and light): what the Board tells with the status line. */
  readonly view: ModuleViewState;
}

/** One input waiting for (or in) the scene. */
interface Queued {
  readonly effects: readonly SceneEffect[];
  /** The still frame after it. */
  readonly view: ModuleViewState;
  readonly speed: number;
  /** The action words ("card 2"), for the status line's queue. */
  readonly action: string;
  readonly entry: LogEntry;
  /** The effect at whose start the entry is shown (effects.length: at the end). */
  readonly showAt: number;
  readonly after: Shown;
  shown: boolean;
}

/**
 * The index of the effect at which an input's outcome is shown (see the file comment): the
 * explosion when the input explodes the bomb (its strike, the count and "exploded" are told with
 * the blast, not half a second before it), else its strike or solve, else the end.
 */
function showIndex(effects: readonly SceneEffect[]): number {
  const boom = effects.findIndex((e) => e.type === 'exploded');
  if (boom >= 0) return boom;
  const i = effects.findIndex((e) => e.type === 'strike' || e.type === 'solved');
  return i < 0 ? effects.length : i;
}

/** The module controller of the bomb page. */
export class ModuleController {
  colorBlind = false;
  /** What the player has seen so far (see the file comment). */
  shown: Shown;
  /** The game at the press (src/module/gameState.ts). */
  private game: GameState;
  private scene: SceneLike | null = null;
  private queue: Queued[] = [];
  private playing: Queued | null = null;
  private pumping = false;
  private listeners = new Set<() => void>();
  private logListeners = new Set<(entry: LogEntry) => void>();
  private inputListeners = new Set<(input: string, effects: readonly Effect[]) => void>();
  private disposed = false;

  /**
   * @param bomb the bomb to play.
   * @param strikeLimit strikes that explode the bomb (≥ 1; `Infinity`: strikes never explode it, as in zen and storm).
   */
  constructor(
    readonly bomb: PlayableBomb,
    readonly strikeLimit: number,
  ) {
    this.game = startGame(bomb, strikeLimit);
    this.shown = { state: this.state, strikes: 0, exploded: null, view: this.view() };
  }

  /** The module's state at the press. */
  get state(): ModuleState {
    return this.game.module;
  }

  /** Strikes so far, at the press. */
  get strikes(): number {
    return this.game.strikes;
  }

  /** The cards played since the last reset, oldest first. */
  get discard(): readonly Card[] {
    return this.game.discard;
  }

  /** How the bomb exploded, at the press (null while it has not). */
  get exploded(): Explosion | null {
    return this.game.exploded;
  }

  /**
   * The steps played so far, in the terms of the module's KTANE log (src/module/playedSteps.ts):
   * `ktaneLogLines(bomb, steps)` writes the log, `replayOf(bomb, steps)` replays the game.
   */
  get playedSteps(): readonly PlayedStep[] {
    return this.game.record.steps;
  }

  /** True while effects are animating or queued (input is still taken). */
  get busy(): boolean {
    return this.queue.length > 0 || this.pumping;
  }

  /** True once input can no longer change anything (solved or exploded), at the press. */
  get over(): boolean {
    return gameOver(this.game);
  }

  /** True once the player has been shown the end (the solve or the explosion). */
  get shownOver(): boolean {
    return this.shown.state.solved || this.shown.exploded !== null;
  }

  /** The actions waiting behind the animation playing now, oldest first ("card 3", "left option"). */
  get waiting(): readonly string[] {
    return this.queue.map((q) => q.action);
  }

  /** The still frame of the current (final) state. */
  view(): ModuleViewState {
    return viewStateOf(this.bomb, this.state, {
      discard: this.discard,
      colorBlind: this.colorBlind,
      light: this.exploded ? 'exploded' : undefined,
    });
  }

  /** Called after every change: a press, something shown, the queue moving. */
  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * Called with each log entry when the player sees it (its animation has reached it: see the
   * file comment); in the order of the inputs.
   */
  onLog(fn: (entry: LogEntry) => void): () => void {
    this.logListeners.add(fn);
    return () => this.logListeners.delete(fn);
  }

  /**
   * Called with each input the module takes, at the press (before its animation), with the
   * reducer's effects: the page's record of the game (its times and strikes) uses it.
   */
  onInput(fn: (input: string, effects: readonly Effect[]) => void): () => void {
    this.inputListeners.add(fn);
    return () => this.inputListeners.delete(fn);
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
   * One input word (RULES.md §7: `1`–`5`, `tac`, `reset`, `l`, `r`, `tl`, `tr`, `bl`, `br`): the
   * state changes now; its animation is queued (hurrying the one playing).
   * @returns false when the module is over (solved or exploded) or replaced; the reducer itself
   *   answers untimely inputs (an `ignored` effect, logged), and that returns true.
   */
  send(input: string, source: InputSource = 'pointer'): boolean {
    if (this.over || this.disposed) return false;
    const r = playInput(this.game, input);
    this.game = r.game;
    const lines: string[] = [];
    for (const e of r.effects) {
      const line = effectLine(this.bomb, e);
      if (line) lines.push(line);
    }
    if (r.exploded) lines.push(`The bomb exploded: ${this.strikes} strike${this.strikes === 1 ? '' : 's'}.`);
    for (const fn of this.inputListeners) fn(input, r.effects);
    const action = actionWords(input);
    this.enqueue(r.effects, source === 'command' ? COMMAND_SPEED : 1, action, {
      action,
      lines,
      strike: r.struck,
      effects: r.effects,
    });
    return true;
  }

  /**
   * Runs a command line (the command box: action words or a Twitch Plays command, see
   * src/doors/commands.ts), queued in order. The whole line is checked first (`parseCommand`): with
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
   * one playing skips to its end without drawing this bomb's still frame, and input is refused.
   */
  dispose(): void {
    this.disposed = true;
    this.queue = [];
    this.scene?.hurry?.(Infinity);
    this.scene = null;
    this.listeners.clear();
    this.logListeners.clear();
    this.inputListeners.clear();
  }

  /** The countdown ran out: the bomb explodes (no-op when solved or already exploded). */
  timeOut(): void {
    if (this.over || this.disposed) return;
    this.game = runOutOfTime(this.game);
    const effects: SceneEffect[] = [
      { type: 'exploded', cause: 'time', board: boardOf(initialState(this.bomb)), view: this.view() },
    ];
    const entry = { action: null, lines: ['The time ran out: the bomb exploded.'], strike: true, effects: [] };
    this.push(effects, 1, 'time', entry);
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

  private enqueue(effects: readonly Effect[], speed: number, action: string, entry: LogEntry) {
    const explosion = this.exploded ? { board: boardOf(initialState(this.bomb)), view: this.view() } : null;
    this.push(sceneEffectsOf(effects, explosion), speed, action, entry);
  }

  private push(effects: readonly SceneEffect[], speed: number, action: string, entry: LogEntry) {
    const view = this.view();
    const after: Shown = { state: this.state, strikes: this.strikes, exploded: this.exploded, view };
    this.queue.push({
      effects,
      view,
      speed,
      action,
      entry,
      showAt: showIndex(effects),
      after,
      shown: false,
    });
    if (this.playing) this.scene?.hurry?.(this.playing.speed * hurryFactor(this.queue.length));
    void this.pump(); // takes the item at once when nothing plays
    this.notify();
  }

  /** Shows an input's outcome to the player (once). */
  private show(item: Queued) {
    if (item.shown || this.disposed) return;
    item.shown = true;
    this.shown = item.after;
    this.emitLog(item.entry);
    this.notify();
  }

  private async pump() {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (this.queue.length && !this.disposed) {
        const item = this.queue.shift()!;
        this.playing = item;
        const scene = this.scene;
        if (scene) {
          try {
            await scene.playEffects(item.effects, {
              speed: item.speed * hurryFactor(this.queue.length),
              onEffect: (i) => i === item.showAt && this.show(item),
            });
            this.show(item);
            if (this.disposed) break;
            scene.render(item.view, this.queue.length === 0);
            if (item.view.light === 'exploded') scene.setRevealed(boardOf(initialState(this.bomb)));
          } catch {
            /* a drawing problem must never block the module */
          }
        }
        this.show(item);
      }
    } finally {
      this.playing = null;
      this.pumping = false;
      this.notify();
    }
  }
}
