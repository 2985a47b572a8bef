/**
 * The bomb page's clock, shown in an element and run by the page's timer until the module is
 * solved or exploded, in one of three ways (`ClockRule`): the bomb's countdown (countdown.ts:
 * 1–99 minutes, faster after strikes; or off), counting up from 00:00 (zen), or a run's clock
 * whose time left a rule of the practice modes gives (the storm's 3:00 less 10 s a strike:
 * src/practice/practiceModes.ts `stormTimeLeft`; the clock only shows it). Written with
 * `textContent`.
 */
import type { ModuleController } from '../../play/moduleController';
import { Countdown, formatClock, formatElapsed, timerRate } from './countdown';

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

/** Real milliseconds between two updates of the clock when its figures change faster than that. */
const TICK_MS = 50;

/**
 * Runs `tick` until the module is over or the clock is stopped; `tick` answers true when the time
 * has run out (the bomb then explodes: `controller.timeOut()`). The next tick comes when the
 * clock's figures next change (`nextChangeMs`: real ms, at least TICK_MS; a clock of whole
 * seconds wakes the page once a second, not twenty times), and again at once after each change
 * of the controller (a strike shown makes a countdown run faster from that moment).
 */
function run(
  controller: ModuleController,
  tick: () => boolean,
  frozen: () => boolean,
  nextChangeMs: () => number = () => TICK_MS,
): () => void {
  let id = 0;
  let stopped = false;
  const step = () => {
    clearTimeout(id);
    if (stopped) return;
    if (controller.over || frozen()) return stop();
    if (tick()) {
      stop();
      controller.timeOut();
      return;
    }
    id = window.setTimeout(step, Math.max(TICK_MS, Math.min(1000, nextChangeMs())));
  };
  const offChange = controller.onChange(() => {
    // A change between two ticks: bring the clock up now and count the next tick from here.
    if (!stopped) step();
  });
  const stop = () => {
    stopped = true;
    clearTimeout(id);
    offChange();
  };
  id = window.setTimeout(step, Math.max(TICK_MS, Math.min(1000, nextChangeMs())));
  return stop;
}

/**
 * Real ms until a countdown's figures change: `MM:SS` shows whole seconds rounded up, so the
 * next change is when the bomb time left drops below the shown second (1 ms past it), at the
 * rate for `strikes`; in the last minute and a second (hundredths) TICK_MS.
 */
export function nextCountdownChangeMs(leftMs: number, strikes: number): number {
  if (leftMs <= 61_000) return TICK_MS;
  const toNext = leftMs - (Math.ceil(leftMs / 1000) - 1) * 1000;
  return Math.ceil(toNext / timerRate(strikes)) + 1;
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
    // Counting up shows whole seconds: the next one 1 ms past it. A run's clock: every tick.
    rule.kind === 'up' ? () => 1001 - ((performance.now() - started) % 1000) : undefined,
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
 * Runs the clock in `clock` (each time its figures change) until the module is solved or exploded;
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
    () => nextCountdownChangeMs(countdown.remainingMs, controller.shown.strikes),
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
