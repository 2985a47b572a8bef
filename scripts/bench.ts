/**
 * `npm run bench`: the speed figures of DESIGN.md "Budgets" and CLI.md "Speed", measured on this
 * machine, single thread. Prints:
 * - bombs generated per second for each deal (generateBomb, RULES.md §9–10), and with each of
 *   FILTER_SETS (a filtered bomb is the first candidate seed's bomb that passes: issue 25);
 * - hands fully solved per second (countSolutions: every solution counted, RULES.md §8);
 * - `tac` start-up: time from process start to first output;
 * - 100,000 bombs from `tac generate --count 100000`, each checked against every promise of
 *   RULES.md §9 (failures must be 0), with the command's peak memory (VmHWM, sampled);
 * - for each deal, 2,000 bombs of rule seed 1: card frequencies of the dealt and the played hand,
 *   the played hand's solution count (median, 90th percentile), swap share, and the share with a
 *   winning line that captures both opponents (found by the designer's analysis, not by the
 *   generator); for the classic deal, each figure against the targets of issue 8 (RULES.md §10);
 *   the same figures over the 100,000 bombs (docs/deals.md quotes them);
 * - the page figures of scripts/benchPage.ts (initial JS gzipped, first module frame);
 * - the practice page's figures of scripts/benchPractice.ts (10,000 games: page drawn, one game
 *   written);
 * - the Tac-Tik bots' figures of scripts/benchTactik.ts (with 1,000 bot games a size).
 * Run through scripts/run-bench.mjs, which bundles this file with esbuild like the CLI;
 * `--only rules` prints the generator and solver figures alone.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { check, bombSchema } from '../src/doors/schemas';
import { bombProblems } from '../src/doors/bombCheck';
import { analyseHand } from '../src/pages/designer/solutionAnalysis';
import {
  countSolutions,
  DEALS,
  generateBomb,
  packBoard,
  type Bomb,
  type Card,
  type GenerateFilters,
} from '../src/rules';

const root = process.cwd();
const BIN = join(root, 'bin', 'tac.mjs');
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

function timed(label: string, seconds: number, body: (i: number) => void): number {
  for (let i = 0; i < 2000; i++) body(i); // warm-up
  let n = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < seconds * 1000) {
    for (let k = 0; k < 500; k++) body(n++);
    t = performance.now();
  }
  const rate = (n / (t - t0)) * 1000;
  console.log(`${label}: ${fmt(rate)} /s (${fmt(n)} in ${((t - t0) / 1000).toFixed(2)} s)`);
  return rate;
}

function benchRules(): void {
  console.log('== rules (one core) ==');
  for (const deal of DEALS) {
    timed(`bombs generated (${deal} deal${deal === 'classic' ? ', the default' : ''})`, 3, (i) =>
      generateBomb(`bench#${i}`, 1, { deal }),
    );
  }
  const hands: { pos: number; seat: 0 | 1 | 2 | 3; hand: Card[] }[] = [];
  for (let i = 0; i < 5000; i++) {
    const b = generateBomb(`hands#${i}`, 1);
    const pos = packBoard(b.state);
    hands.push({ pos, seat: b.seat, hand: [...b.hand] });
    if (b.swap) hands.push({ pos, seat: b.seat, hand: b.hand.map((c, j) => (j === b.swap!.slot ? b.swap!.card : c)) });
  }
  timed('hands fully solved (5 cards, dealt and after swap)', 3, (i) => {
    const h = hands[i % hands.length]!;
    countSolutions(h.pos, h.seat, h.hand);
  });
  const vectors = readFileSync(join(root, 'tests', 'vectors', 'solve.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const parsed = vectors.map((v) => {
    const r = check(bombSchema.entries.state, v.state);
    const hand = check(bombSchema.entries.hand, v.hand);
    if (!r.ok || !hand.ok) throw new Error('bad vector');
    return { pos: packBoard(r.value), seat: r.value.seat, hand: hand.value };
  });
  timed('hands fully solved (solve.jsonl, 1-5 cards)', 2, (i) => {
    const h = parsed[i % parsed.length]!;
    countSolutions(h.pos, h.seat, h.hand);
  });
}

/** The card codes of rule seed 1's deck, in deck order. */
const ORDER = ['1', '2', '3', '4R', '5', '6', '7S', '8D', '9', '10', '12', '13', 'T', 'W'];
/** RULES.md §10: the original module's card frequencies per 1000 cards (rule seed 1). */
const GAME_FREQ = [114, 105, 92, 87, 75, 69, 68, 90, 52, 47, 36, 32, 80, 50];

/** What a batch of bombs deals: the figures of the distribution table of docs/deals.md. */
class DealFigures {
  n = 0;
  swaps = 0;
  bothCaptured = 0;
  readonly dealt = new Map<string, number>();
  readonly played = new Map<string, number>();
  readonly counts: number[] = [];

  add(b: Bomb): void {
    this.n++;
    if (b.swap) this.swaps++;
    const played = b.swap ? b.hand.map((c, j) => (j === b.swap!.slot ? b.swap!.card : c)) : b.hand;
    for (const c of b.hand) this.dealt.set(c.code, (this.dealt.get(c.code) ?? 0) + 1);
    for (const c of played) this.played.set(c.code, (this.played.get(c.code) ?? 0) + 1);
    // The designer's analysis walks every solution with outcomes(): not the generator's code.
    const a = analyseHand(packBoard(b.state), b.seat, played);
    this.counts.push(a.solutionCount);
    if (a.maxCaptures === 2) this.bothCaptured++;
  }

  per1000(which: 'dealt' | 'played'): number[] {
    const m = this[which];
    return ORDER.map((c) => Math.round(((m.get(c) ?? 0) / (5 * this.n)) * 1000));
  }

  percentile(p: number): number {
    const sorted = [...this.counts].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
  }

  print(label: string): void {
    const freq = (xs: number[]) => ORDER.map((c, i) => `${c}:${xs[i]}`).join(' ');
    console.log(`${label}:`);
    console.log(`  cards per 1000, dealt hand:  ${freq(this.per1000('dealt'))}`);
    console.log(`  cards per 1000, played hand: ${freq(this.per1000('played'))}`);
    console.log(
      `  played hand's solutionCount: median ${this.percentile(0.5)}, 90th percentile ${this.percentile(0.9)}; ` +
        `swap ${((this.swaps / this.n) * 100).toFixed(1)} %; ` +
        `a winning line capturing both opponents: ${((this.bothCaptured / this.n) * 100).toFixed(1)} %`,
    );
  }

  /** The done-when targets of issue 8 for 2,000 classic bombs, each with ok / MISSED. */
  printTargets(): void {
    const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    const off = (xs: number[]) => xs.map((x, i) => x - GAME_FREQ[i]!);
    const worst = (xs: number[]) => xs.reduce((w, d, i) => (Math.abs(d) > Math.abs(xs[w]!) ? i : w), 0);
    // RULES.md §10's figures are of the dealt hand (the target); the played hand is shown beside
    // it for information (the swap takes out a card the win needs, more often a Trickster).
    for (const which of ['dealt', 'played'] as const) {
      const d = off(this.per1000(which));
      const w = worst(d);
      const gap = `largest gap ${ORDER[w]} ${d[w]! > 0 ? '+' : ''}${d[w]}`;
      console.log(
        which === 'dealt'
          ? `  target: dealt hand within 15 per 1000 of RULES.md §10 on every card: ${gap} (${mark(d.every((x) => Math.abs(x) <= 15))})`
          : `  (information) played hand against RULES.md §10: ${gap}`,
      );
    }
    const med = this.percentile(0.5);
    const p90 = this.percentile(0.9);
    const swap = (this.swaps / this.n) * 100;
    console.log(`  target: median 7–9: ${med} (${mark(med >= 7 && med <= 9)})`);
    console.log(`  target: 90th percentile 32–43: ${p90} (${mark(p90 >= 32 && p90 <= 43)})`);
    console.log(`  target: 44–56 % with a swap: ${swap.toFixed(1)} % (${mark(swap >= 44 && swap <= 56)})`);
    console.log(
      `  target: every bomb has a winning line capturing both opponents: ${this.bothCaptured} of ${this.n} (${mark(this.bothCaptured === this.n)})`,
    );
  }
}

/** Filter sets of the designer and `tac generate`, each timed on its own (bombs/s). */
const FILTER_SETS: readonly { readonly label: string; readonly filters: GenerateFilters }[] = [
  { label: '--swap required', filters: { swap: 'required' } },
  { label: '--swap forbidden', filters: { swap: 'forbidden' } },
  {
    label: '--include diamond,trickster --swap required',
    filters: { includeKinds: ['diamond', 'trickster'], swap: 'required' },
  },
  { label: '--exclude warrior', filters: { excludeKinds: ['warrior'] } },
  { label: '--exclude regular', filters: { excludeKinds: ['regular'] } },
  { label: '--min-solutions 20', filters: { minSolutions: 20 } },
  { label: '--max-solutions 2', filters: { maxSolutions: 2 } },
  { label: '--deal easy --swap required', filters: { deal: 'easy', swap: 'required' } },
  { label: '--deal hard --include warrior', filters: { deal: 'hard', includeKinds: ['warrior'] } },
];

function benchFiltered(): void {
  console.log('== filtered generation (one core) ==');
  for (const { label, filters } of FILTER_SETS) {
    timed(`bombs generated (${label})`, 1.5, (i) => generateBomb(`filtered#${i}`, 1, filters));
  }
}

function benchDeals(): void {
  console.log('== the deals: 2,000 bombs of rule seed 1 each (seeds deal#1 … deal#2000) ==');
  console.log(`  RULES.md §10 (the original module): ${ORDER.map((c, i) => `${c}:${GAME_FREQ[i]}`).join(' ')}`);
  for (const deal of DEALS) {
    const f = new DealFigures();
    for (let i = 1; i <= 2000; i++) f.add(generateBomb(`deal#${i}`, 1, { deal }));
    f.print(`${deal}${deal === 'classic' ? ' (the default)' : ''}`);
    if (deal === 'classic') f.printTargets();
  }
}

function benchStartup(): void {
  console.log('== tac start-up ==');
  spawnSync(process.execPath, [BIN, 'names']); // warm the disk cache
  const first: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, [BIN, 'generate', '--seed', `s${i}`], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    first.push(performance.now() - t0);
  }
  console.log(
    `node bin/tac.mjs generate (start to output, process exit): median ${median(first).toFixed(0)} ms over ${first.length} runs`,
  );
  const npx: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    spawnSync('npx', ['--no-install', 'tac', 'names'], { encoding: 'utf8' });
    npx.push(performance.now() - t0);
  }
  console.log(
    `npx tac names (includes npx's own start-up): median ${median(npx).toFixed(0)} ms over ${npx.length} runs`,
  );
}

async function benchHundredThousand(): Promise<void> {
  console.log('== 100,000 bombs from tac generate, each checked against RULES.md §9 ==');
  const child = spawn(process.execPath, [BIN, 'generate', '--seed', 'hundred-k', '--count', '100000'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let peakKb = 0;
  const poll = setInterval(() => {
    try {
      const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (m) peakKb = Math.max(peakKb, Number(m[1]));
    } catch {
      /* the process has ended */
    }
  }, 20);
  const t0 = performance.now();
  let n = 0;
  let failed = 0;
  const firstFailures: string[] = [];
  const figures = new DealFigures();
  for await (const line of createInterface({ input: child.stdout! })) {
    n++;
    const r = check(bombSchema, JSON.parse(line));
    const problems = r.ok ? bombProblems(r.value as unknown as Bomb) : [r.error];
    if (!r.ok || problems.length) {
      failed++;
      if (firstFailures.length < 3) firstFailures.push(`${line}: ${problems.join('; ')}`);
      continue;
    }
    figures.add(r.value as unknown as Bomb);
  }
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  clearInterval(poll);
  const secs = (performance.now() - t0) / 1000;
  console.log(`bombs read: ${fmt(n)} in ${secs.toFixed(1)} s (generate exit ${code}); failing RULES.md §9: ${failed}`);
  for (const f of firstFailures) console.log(`  ${f}`);
  console.log(
    `peak memory of tac generate --count 100000: ${(peakKb / 1024).toFixed(0)} MB (VmHWM sampled every 20 ms; budget 200 MB)`,
  );
  figures.print('the 100,000 bombs (classic deal, rule seed 1)');
}

// `--only rules`: the generator and solver figures alone (no deals' figures, start-up, 100,000
// bombs, page or Lighthouse), for a quick before/after of a change to the rules.
const onlyRules = process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'rules';
benchRules();
benchFiltered();
if (onlyRules) process.exit(0);
benchDeals();
benchStartup();
await benchHundredThousand();
// The page figures come from scripts/benchPage.ts, run by tsx in its own process (it builds the
// site and drives Chromium).
console.log('== page ==');
const page = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', 'benchPage.ts')],
  {
    stdio: 'inherit',
  },
);
if (page.status !== 0) process.exitCode = 1;
// The practice page with 10,000 games stored, and one game written: scripts/benchPractice.ts.
console.log('== practice page ==');
if (
  spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', 'benchPractice.ts')],
    { stdio: 'inherit' },
  ).status !== 0
)
  process.exitCode = 1;
// The Tac-Tik bots and engine (scripts/benchTactik.ts): 1,000 bot-against-random games and 1,000
// bot games a table size here; `npm run bench:tactik` plays the 10,000 bot games a size.
console.log('== Tac-Tik ==');
if (
  spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', 'benchTactik.ts'), '--games', '1000'],
    { stdio: 'inherit' },
  ).status !== 0
)
  process.exitCode = 1;
// Lighthouse (mobile, the build served gzipped) on the bomb, designer and manual pages beside a
// bare Pixi page: scripts/benchLighthouse.ts, in its own tsx process like the page figures.
console.log('== Lighthouse ==');
if (
  spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', 'benchLighthouse.ts')],
    { stdio: 'inherit' },
  ).status !== 0
)
  process.exitCode = 1;
