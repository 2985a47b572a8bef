/**
 * The designer's heavy work as pure, serialisable tasks: generate a bomb with filters, draw the
 * module's picture of a bomb (SVG markup), analyse a hand (every solution and the difficulty
 * figures), generate a batch with summary statistics. The page runs them in a web worker
 * (`designerWorker.ts`) or, where there is no Worker (jsdom tests), inline (`designerEngine.ts`).
 * Inputs and outputs are plain JSON values.
 */
import { bombToJson, generateBomb, NoBombError } from '../../rules/generator';
import { parseCard, type Card } from '../../rules/cards';
import { packBoard, type Board } from '../../rules/position';
import { ruleSet } from '../../rules/ruleSeed';
import { countSolutions } from '../../rules/solver';
import { quote } from '../../rules/text';
import { analyseHand, listSolutions, SOLUTION_LIST_CAP, type Difficulty } from './solutionAnalysis';
import { FILTER_LABELS, type GenerateSettings } from './generatorFilters';
import type { Color, Seat } from '../../rules/board';
import { modulePictureArt, pictureOfView } from '../../art/modulePicture';
import { stringSink, svgPicture } from '../../art/svgArt';
import { MODULE_SIZE } from '../../art/layout';
import { viewStateOfBomb } from '../../art/viewState';
import { playedHand } from '../../rules/bomb';

/** What to analyse: a bomb's initial state, dealt hand and swap (card codes). */
export interface AnalyseRequest {
  readonly state: Board;
  readonly hand: readonly string[];
  readonly swap: { readonly slot: number; readonly card: string } | null;
}

/** The analysis of a bomb: difficulty figures of the hand that is played and its solutions. */
export interface Analysis {
  /** The hand that is played (after the swap when there is one), card codes. */
  readonly playedHand: readonly string[];
  readonly swapNeeded: boolean;
  readonly difficulty: Difficulty;
  /** Solutions as action words (without the "tac" of the swap), at most SOLUTION_LIST_CAP. */
  readonly solutions: readonly (readonly string[])[];
  /** Opponents captured by each listed solution. */
  readonly captures: readonly number[];
  readonly truncated: boolean;
}

/** The outcome of generating: the bomb as `tac generate` prints it. */
export type GenerateOutcome =
  { readonly ok: true; readonly bomb: Record<string, unknown> } | { readonly ok: false; readonly error: string };

/** What the module's picture shows: a bomb's public face, its position and its cards (codes). */
export interface PictureRequest extends AnalyseRequest {
  readonly seat: Seat;
  readonly colors: readonly [Color, Color, Color, Color];
  readonly names: readonly [string, string, string];
}

function cardsOf(codes: readonly string[]): Card[] {
  return codes.map((c, i) => {
    const card = parseCard(c);
    if (!card) throw new RangeError(`hand[${i}] ${quote(c)} is not a card code`);
    return card;
  });
}

/**
 * Analyses the hand that is played (RULES.md §7–8): difficulty figures (exact) and the first
 * SOLUTION_LIST_CAP solutions as action words.
 * @throws RangeError for an unknown card code or a hand not of 1–5 cards (callers validate first).
 */
export function analyseTask(req: AnalyseRequest): Analysis {
  const hand = playedHand(req);
  const cards = cardsOf(hand);
  const pos = packBoard(req.state);
  const difficulty = analyseHand(pos, req.state.seat, cards);
  const list = listSolutions(pos, req.state.seat, cards, SOLUTION_LIST_CAP);
  return {
    playedHand: hand,
    swapNeeded: req.swap !== null,
    difficulty,
    solutions: list.solutions,
    captures: list.captures,
    truncated: list.truncated,
  };
}

/**
 * The module as dealt, with the three invisible pawns revealed and labelled: the still picture of
 * the bomb's scene (src/art/modulePicture.ts) as standalone SVG markup, 640 × 640.
 * @throws RangeError for an unknown card code (callers validate first)
 */
export function pictureTask(req: PictureRequest): string {
  const hand = cardsOf(req.hand);
  const swap = req.swap ? { slot: req.swap.slot, card: cardsOf([req.swap.card])[0]! } : null;
  const view = viewStateOfBomb({ ...req, hand, swap });
  const box = { x: 0, y: 0, w: MODULE_SIZE, h: MODULE_SIZE };
  return svgPicture(stringSink, modulePictureArt(pictureOfView(view, req.state)), box);
}

/**
 * Generates the bomb of `settings` exactly as `tac generate --seed S --rule-seed N [filters]`
 * (same `generateBomb` call).
 * @returns the bomb JSON, or the generator's message when no bomb matches (NoBombError) or the
 *   rule seed is bad. Never throws for those.
 */
export function generateTask(settings: GenerateSettings): GenerateOutcome {
  try {
    return { ok: true, bomb: bombToJson(generateBomb(settings.seed, settings.ruleSeed, settings.filters)) };
  } catch (e) {
    if (e instanceof NoBombError) return { ok: false, error: `No bomb: ${e.sentence((f) => FILTER_LABELS[f])}` };
    if (e instanceof RangeError) return { ok: false, error: `No bomb: ${e.message}` };
    throw e;
  }
}

/** Batch size limits. */
export const MIN_BATCH = 1;
export const MAX_BATCH = 10_000;

/** One bar of the solution-count histogram: counts in lo … hi (hi null: no upper bound). */
interface HistogramBin {
  readonly lo: number;
  readonly hi: number | null;
  readonly bombs: number;
}

/** Summary statistics of a batch. */
interface BatchStats {
  readonly bombs: number;
  /** Bombs with a swap / bombs. */
  readonly swapShare: number;
  /** Cards of the hands that are played, per deck card: count and per 1000 cards. */
  readonly cardFrequencies: readonly { readonly code: string; readonly count: number; readonly perMille: number }[];
  readonly histogram: readonly HistogramBin[];
  readonly solutionCounts: {
    readonly min: number;
    readonly median: number;
    readonly p90: number;
    readonly max: number;
    readonly mean: number;
  };
  readonly milliseconds: number;
}

/** The outcome of a batch: JSON Lines (one bomb per line, as `tac generate --count`), stats. */
export interface BatchOutcome {
  readonly jsonl: string;
  readonly stats: BatchStats | null;
  /** Set when generation stopped early (no bomb matches the filters for some seed). */
  readonly error: string | null;
}

/** Histogram bins: 1, 2, 3–4, 5–8, … doubling, last bin open. */
const HISTOGRAM_EDGES = [1, 2, 3, 5, 9, 17, 33, 65, 129, 257, 513] as const;

/** Bins solution counts into HISTOGRAM_EDGES. */
export function histogramOf(counts: readonly number[]): HistogramBin[] {
  const bins: { lo: number; hi: number | null; bombs: number }[] = HISTOGRAM_EDGES.map((lo, i) => ({
    lo,
    hi: i + 1 < HISTOGRAM_EDGES.length ? HISTOGRAM_EDGES[i + 1]! - 1 : null,
    bombs: 0,
  }));
  for (const c of counts) {
    let i = bins.length - 1;
    while (i > 0 && c < bins[i]!.lo) i--;
    bins[i]!.bombs++;
  }
  return bins;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Seed of bomb i (1-based) of a batch, as `tac generate --count K --seed S` (CLI.md): `S#i`. */
export function batchSeed(seed: string, i: number): string {
  return `${seed}#${i}`;
}

/**
 * Generates `count` bombs with the settings' filters, bomb i with seed `batchSeed(seed, i)`
 * (exactly the lines of `tac generate --seed S --count K …`), and their statistics.
 * @param onProgress called with the number of bombs done, now and then (at least every 100 bombs).
 * @param shouldStop polled between bombs; true stops early (the outcome holds what was made).
 * @throws RangeError when count is not an integer MIN_BATCH … MAX_BATCH.
 */
export function batchTask(
  settings: GenerateSettings,
  count: number,
  onProgress: (done: number) => void = () => {},
  shouldStop: () => boolean = () => false,
): BatchOutcome {
  if (!Number.isInteger(count) || count < MIN_BATCH || count > MAX_BATCH) {
    throw new RangeError(`Batch size must be an integer ${MIN_BATCH} … ${MAX_BATCH}, not ${count}`);
  }
  const t0 = Date.now();
  const deck = ruleSet(settings.ruleSeed).deck;
  const freq = new Map<string, number>(deck.map((c) => [c.code, 0]));
  const lines: string[] = [];
  const counts: number[] = [];
  let swaps = 0;
  let error: string | null = null;
  for (let i = 1; i <= count; i++) {
    if (shouldStop()) break;
    let bomb;
    try {
      bomb = generateBomb(batchSeed(settings.seed, i), settings.ruleSeed, settings.filters);
    } catch (e) {
      if (!(e instanceof NoBombError)) throw e;
      error = `bomb ${i} (seed ${batchSeed(settings.seed, i)}): ${e.sentence((f) => FILTER_LABELS[f])}`;
      break;
    }
    lines.push(JSON.stringify(bombToJson(bomb)));
    const played = playedHand(bomb);
    for (const c of played) freq.set(c.code, (freq.get(c.code) ?? 0) + 1);
    if (bomb.swap) swaps++;
    counts.push(countSolutions(packBoard(bomb.state), bomb.seat, played));
    if (i % 100 === 0 || i === count) onProgress(i);
  }
  const n = lines.length;
  const jsonl = n ? lines.join('\n') + '\n' : '';
  if (n === 0) return { jsonl, stats: null, error };
  const sorted = [...counts].sort((a, b) => a - b);
  const cards = n * 5;
  return {
    jsonl,
    error,
    stats: {
      bombs: n,
      swapShare: swaps / n,
      cardFrequencies: [...freq].map(([code, c]) => ({ code, count: c, perMille: Math.round((c * 1000) / cards) })),
      histogram: histogramOf(counts),
      solutionCounts: {
        min: sorted[0]!,
        median: quantile(sorted, 0.5),
        p90: quantile(sorted, 0.9),
        max: sorted[n - 1]!,
        mean: counts.reduce((a, b) => a + b, 0) / n,
      },
      milliseconds: Date.now() - t0,
    },
  };
}
