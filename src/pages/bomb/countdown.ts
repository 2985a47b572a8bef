/**
 * The bomb's countdown (DESIGN.md "The bomb around it"): off, or 1–99 minutes, running faster
 * after strikes as in KTANE (rate 1 + 0.25 per strike: ×1.25 after one, ×1.5 after two, …).
 * Pure: the page feeds it real elapsed milliseconds; nothing here reads a clock.
 */

/** How fast the bomb's clock runs with `strikes` strikes: 1, 1.25, 1.5, … */
export function timerRate(strikes: number): number {
  return 1 + 0.25 * Math.max(0, strikes);
}

/** A countdown in bomb milliseconds. */
export class Countdown {
  private left: number;

  /** @param totalMs the countdown length in milliseconds (> 0). */
  constructor(readonly totalMs: number) {
    this.left = totalMs;
  }

  /** Bomb time left, milliseconds, never below 0. */
  get remainingMs(): number {
    return this.left;
  }

  /** True once the countdown has reached 0. */
  get expired(): boolean {
    return this.left <= 0;
  }

  /**
   * Advances the countdown by `realMs` real milliseconds at the rate for `strikes` strikes.
   * @returns the bomb time left, milliseconds.
   */
  advance(realMs: number, strikes: number): number {
    if (realMs > 0) this.left = Math.max(0, this.left - realMs * timerRate(strikes));
    return this.left;
  }
}

/**
 * The timer display: `MM:SS` from one minute up, `SS.CC` (seconds and hundredths) in the last
 * minute, as on KTANE's timer. Input in milliseconds (negative counts as 0).
 */
export function formatClock(ms: number): string {
  const t = Math.max(0, ms);
  if (t < 60_000) {
    const cs = Math.floor(t / 10);
    return `${String(Math.floor(cs / 100)).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
  }
  const s = Math.ceil(t / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** A duration for humans: `1:05` (minutes:seconds) from milliseconds. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * A clock counting up (zen): `MM:SS` of the whole seconds elapsed (`00:00`, `01:05`), `H:MM:SS`
 * from an hour. Input in milliseconds (negative counts as 0).
 */
export function formatElapsed(ms: number): string {
  const s = Math.floor(Math.max(0, ms) / 1000);
  const mmss = `${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
  return s >= 3600 ? `${Math.floor(s / 3600)}:${mmss}` : mmss;
}
