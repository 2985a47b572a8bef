/**
 * `npm run bench`: the speed figures of DESIGN.md "Budgets" and CLI.md "Speed", measured on this
 * machine, single thread. Prints:
 * - bombs generated per second (generateBomb, RULES.md §9);
 * - hands fully solved per second (countSolutions: every solution counted, RULES.md §8);
 * - `tac` start-up: time from process start to first output;
 * - 100,000 bombs from `tac generate --count 100000`, each checked against every promise of
 *   RULES.md §9 (failures must be 0), with the command's peak memory (VmHWM, sampled);
 * - the generator's card frequencies and solution-count spread (the README quotes them);
 * - the page figures of scripts/benchPage.ts (initial JS gzipped, first module frame).
 * Run through scripts/run-bench.mjs, which bundles this file with esbuild like the CLI.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { check, bombSchema } from '../src/io/schemas';
import { bombProblems } from '../src/io/bombCheck';
import { countSolutions, generateBomb, packBoard, type Bomb, type Card } from '../src/rules';

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
  timed('bombs generated', 3, (i) => generateBomb(`bench#${i}`, 1));
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
  let swaps = 0;
  const firstFailures: string[] = [];
  const freq = new Map<string, number>();
  const counts: number[] = [];
  for await (const line of createInterface({ input: child.stdout! })) {
    n++;
    const r = check(bombSchema, JSON.parse(line));
    const problems = r.ok ? bombProblems(r.value as unknown as Bomb) : [r.error];
    if (!r.ok || problems.length) {
      failed++;
      if (firstFailures.length < 3) firstFailures.push(`${line}: ${problems.join('; ')}`);
      continue;
    }
    const b = r.value as unknown as Bomb;
    if (b.swap) swaps++;
    const played = b.swap ? b.hand.map((c, j) => (j === b.swap!.slot ? b.swap!.card : c)) : b.hand;
    for (const c of played) freq.set(c.code, (freq.get(c.code) ?? 0) + 1);
    if (!b.swap) counts.push(countSolutions(packBoard(b.state), b.seat, played));
  }
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  clearInterval(poll);
  const secs = (performance.now() - t0) / 1000;
  console.log(`bombs read: ${fmt(n)} in ${secs.toFixed(1)} s (generate exit ${code}); failing RULES.md §9: ${failed}`);
  for (const f of firstFailures) console.log(`  ${f}`);
  console.log(
    `peak memory of tac generate --count 100000: ${(peakKb / 1024).toFixed(0)} MB (VmHWM sampled every 20 ms; budget 200 MB)`,
  );
  console.log(`swap share: ${((swaps / n) * 100).toFixed(1)} %`);
  const total = [...freq.values()].reduce((a, b) => a + b, 0);
  const order = ['1', '2', '3', '4R', '5', '6', '7S', '8D', '9', '10', '12', '13', 'T', 'W'];
  console.log(
    `card frequencies per 1000 cards (played hands, rule seed 1): ${order.map((c) => `${c}:${Math.round(((freq.get(c) ?? 0) / total) * 1000)}`).join(' ')}`,
  );
  counts.sort((a, b) => a - b);
  console.log(
    `solutionCount of dealt hands without swap: median ${counts[counts.length >> 1]}, 90th percentile ${counts[Math.floor(counts.length * 0.9)]}`,
  );
}

benchRules();
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
