/**
 * The failed bombs queue (issue 18): every bomb that struck or exploded (its clock run out
 * included, but not a storm run's clock) is queued once, in the order it first failed; "Replay failed bombs" (`index.html?mode=replay-failed`)
 * plays the oldest until it is solved without a strike and without help, which takes it out.
 * A bomb that fails again keeps its place. Any clean solve of a queued bomb takes it out,
 * whichever mode dealt it (a link of "Your games", the queue itself).
 */
import { bombKeyOf } from './bombLink';
import { isAssisted, type GameSummary } from './gameRecord';

/** One bomb of the queue: its key (`bombKeyOf`), what deals it, and when and by which game it was queued. */
export interface FailedBomb {
  readonly key: string;
  /** The `when` of the game that queued it (ISO time): the queue's order. */
  readonly addedAt: string;
  readonly gameId: string;
  readonly seed: string;
  readonly ruleSeed: number;
  readonly deal: GameSummary['deal'];
  readonly bomb: string | null;
}

/**
 * What a finished game does to the queue: queue its bomb (a strike, an explosion, the clock run
 * out; not a storm's clock, which is the run's and ends its last bomb whatever that bomb was),
 * take it out (solved with no strike and no help), or nothing.
 */
export function queueChange(r: GameSummary): 'add' | 'remove' | 'keep' {
  const timedOut = r.result === 'timed-out' && r.mode !== 'storm';
  if (r.strikes.length > 0 || r.result === 'exploded' || timedOut) return 'add';
  return r.result === 'solved' && !isAssisted(r) ? 'remove' : 'keep';
}

/** The queue entry a failed game makes. */
export function failedBombOf(r: GameSummary): FailedBomb {
  return {
    key: bombKeyOf(r),
    addedAt: r.when,
    gameId: r.id,
    seed: r.seed,
    ruleSeed: r.ruleSeed,
    deal: r.deal,
    bomb: r.bomb,
  };
}

/** Oldest first; equal times by key, so the order is the same everywhere. */
export function byAge(a: FailedBomb, b: FailedBomb): number {
  return a.addedAt < b.addedAt ? -1 : a.addedAt > b.addedAt ? 1 : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/**
 * The queue a whole history leaves (the database rebuilds it so after an upgrade or an
 * import): each game's `queueChange` in the order the games were played (`when`).
 * @returns the queue, oldest first.
 */
export function failedQueueOf(records: Iterable<GameSummary>): FailedBomb[] {
  const sorted = [...records].sort((a, b) => (a.when < b.when ? -1 : a.when > b.when ? 1 : 0));
  const queue = new Map<string, FailedBomb>();
  for (const r of sorted) {
    const change = queueChange(r);
    const key = bombKeyOf(r);
    if (change === 'add' && !queue.has(key)) queue.set(key, failedBombOf(r));
    else if (change === 'remove') queue.delete(key);
  }
  return [...queue.values()].sort(byAge);
}
