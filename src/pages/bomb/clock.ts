/**
 * The bomb page's clock, shown in an element and run by the page's timer until the module is
 * solved or exploded, in one of three ways (`ClockRule`): the bomb's countdown (countdown.ts:
 * 1–99 minutes, faster after strikes; or off), counting up from 00:00 (zen), or a run's clock
 * whose time left a rule of the practice modes gives (the storm's 3:00 less 10 s a strike:
 * src/practice/practiceModes.ts `stormTimeLeft`; the clock only shows it). Written with
 * `textContent`.
 */
import type { ModuleController } from '../../play/moduleController';
import { Countdown, formatClock, formatElapsed } from './countdown';

/** How the clock runs (the file's docstring). */
export type ClockRule =
  /** The address's countdown: 1–99 minutes, or 0 for no timer (the clock shows OFF). */
  | { readonly kind: 'countdown'; readonly minutes: number }
  /** Counting up from 00:00; the bomb never runs out of time. */
  | { readonly kind: 'up' }
  /**
   * A run's clock: `left(ms since startedAt, strikes shown on this bomb)` is the time left, ms;
   * at 0 the bomb runs out of time. `startedAt` is on `performance.now()`'s clock.
   */
  | { readonly kind: 'run'; readonly startedAt: number; left(runElapsedMs: number, strikes: number): number };

/** A running clock. */
export interface TimerHandle {
  /**
   * Time the bomb has used so far, milliseconds, as the clock shows it (a countdown's bomb
   * time, faster after strikes); otherwise real time since the bomb was dealt. Still once the
   * module is over.
   */
  elapsedMs(): number;
  /** Stops the clock (a new bomb). */
  stop(): void;
}

/** Real milliseconds between two updates of the clock. */
const TICK_MS = 50;

/**
 * Runs `tick` every TICK_MS until the module is over or the clock is stopped; `tick` answers
 * true when the time has run out (the bomb then explodes: `controller.timeOut()`).
 */
function run(controller: ModuleController, tick: () => boolean, frozen: () => boolean): () => void {
  const id = setInterval(() => {
    if (controller.over || frozen()) {
      clearInterval(id);
      return;
    }
    if (tick()) {
      clearInterval(id);
      controller.timeOut();
    }
  }, TICK_MS);
  return () => clearInterval(id);
}

/** Writes `text` only when it changed (no layout when the second is the same). */
function show(clock: HTMLElement, text: string): void {
  if (clock.textContent !== text) clock.textContent = text;
}

/** A clock of real time since the bomb was dealt: counting up (zen) or a run's time left. */
function realTimeClock(
  clock: HTMLElement,
  rule: Exclude<ClockRule, { kind: 'countdown' }>,
  controller: ModuleController,
): TimerHandle {
  const started = performance.now();
  let frozenAt: number | null = null;
  const text = (now: number) =>
    rule.kind === 'up'
      ? formatElapsed(now - started)
      : formatClock(rule.left(now - rule.startedAt, controller.shown.strikes));
  show(clock, text(started));
  const stop = run(
    controller,
    () => {
      const now = performance.now();
      show(clock, text(now));
      return rule.kind === 'run' && rule.left(now - rule.startedAt, controller.shown.strikes) <= 0;
    },
    () => frozenAt !== null,
  );
  return {
    elapsedMs: () => {
      if (frozenAt === null && controller.over) frozenAt = performance.now();
      return (frozenAt ?? performance.now()) - started;
    },
    stop,
  };
}

/**
 * Runs the clock in `clock` (every 50 ms of real time) until the module is solved or exploded;
 * when a countdown or a run's clock reaches 0 the bomb explodes (`controller.timeOut()`).
 */
export function startTimer(clock: HTMLElement, rule: ClockRule, controller: ModuleController): TimerHandle {
  clock.classList.toggle('off', rule.kind === 'countdown' && rule.minutes === 0);
  clock.classList.toggle('up', rule.kind === 'up');
  if (rule.kind !== 'countdown') return realTimeClock(clock, rule, controller);
  const started = performance.now();
  if (rule.minutes === 0) {
    clock.textContent = 'OFF';
    return { elapsedMs: () => performance.now() - started, stop: () => {} };
  }
  const countdown = new Countdown(rule.minutes * 60_000);
  let last = started;
  clock.textContent = formatClock(countdown.remainingMs);
  let frozen = false;
  const bringUp = () => {
    const now = performance.now();
    // The clock speeds up when the player sees the strike.
    countdown.advance(now - last, controller.shown.strikes);
    last = now;
    show(clock, formatClock(countdown.remainingMs));
  };
  const stop = run(
    controller,
    () => {
      bringUp();
      return countdown.expired;
    },
    () => frozen,
  );
  return {
    elapsedMs: () => {
      // Bring the clock up to this moment first (then keep it still once the module is over), so
      // that the clock and what the caller shows agree.
      if (!frozen && !countdown.expired) bringUp();
      if (controller.over) frozen = true;
      return countdown.totalMs - countdown.remainingMs;
    },
    stop,
  };
}
