/**
 * The TAC button's press-and-hold (RULES.md §7): one second held → `reset`; a shorter press →
 * `tac`; a hold is never also a short press. Shared by the pointer and touch on TAC, Space /
 * Enter on the focused TAC button (moduleButtons.ts) and the `T` key (moduleKeys.ts). Nothing
 * here knows rules.
 */
import type { InputSource } from './moduleController';

/** How long TAC must be held to reset, milliseconds (RULES.md §7). */
export const HOLD_MS = 1000;

/**
 * The TAC button's press-and-hold: `press()` starts, `release()` ends. Released before
 * `HOLD_MS` it sends `tac`; held `HOLD_MS` it sends `reset` at that moment and the release
 * sends nothing.
 */
export class TacHold {
  private started: number | null = null;
  private source: InputSource = 'pointer';
  private timer: ReturnType<typeof setTimeout> | null = null;
  private frame = 0;

  /**
   * @param send delivers the action word; returns false when input is refused.
   * @param progress shows the ring filling, 0…1 (0 hides it).
   * @param now clock in milliseconds (injectable for tests).
   */
  constructor(
    private readonly send: (word: 'tac' | 'reset', source: InputSource) => boolean,
    private readonly progress: (p: number) => void = () => {},
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** True while TAC is held down. */
  get holding(): boolean {
    return this.started !== null;
  }

  /**
   * TAC goes down (pointer down or `T` key down).
   * @param since when the press began, on the `now` clock (ms): a press sent again later (a key
   *   kept while the page armed: keyPressTimes.ts) is timed from its real start; default now
   */
  press(source: InputSource, since?: number): void {
    if (this.started !== null) return;
    const now = this.now();
    this.started = Math.min(since ?? now, now);
    this.source = source;
    this.timer = setTimeout(() => this.fire(), Math.max(0, HOLD_MS - (now - this.started)));
    const tick = () => {
      if (this.started === null) return;
      this.progress(Math.min(1, (this.now() - this.started) / HOLD_MS));
      this.frame = requestAnimationFrame(tick);
    };
    if (typeof requestAnimationFrame === 'function') this.frame = requestAnimationFrame(tick);
  }

  /**
   * TAC comes up: a press shorter than `HOLD_MS` sends `tac`; one held that long whose reset has
   * not been sent yet (a kept press and release sent again at once, or a late timer) sends `reset`.
   * @param at when it came up, on the `now` clock (ms); default now
   */
  release(at: number = this.now()): void {
    if (this.started === null) return;
    const held = at - this.started;
    this.stop();
    this.send(held >= HOLD_MS ? 'reset' : 'tac', this.source);
  }

  /**
   * Another input comes while TAC is down (fast typing rolls from T to the next key, or a card is
   * clicked while T or Space is down): TAC went down first, so a press short of `HOLD_MS` is a tap, sent now,
   * before that input; the hold ends. Nothing when TAC is not held.
   * @param at when that input came, on the `now` clock (ms: a kept key's time, keyPressTimes.ts); default now
   * @returns true when a hold was ended (its tap sent).
   */
  settle(at: number = this.now()): boolean {
    if (this.started === null) return false;
    this.release(at);
    return true;
  }

  /** The press is abandoned (pointer cancelled, window lost focus): nothing is sent. */
  cancel(): void {
    if (this.started !== null) this.stop();
  }

  private fire() {
    if (this.started === null) return;
    const source = this.source;
    this.stop();
    this.send('reset', source);
  }

  private stop() {
    this.started = null;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(this.frame);
    this.progress(0);
  }
}
