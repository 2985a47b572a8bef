/**
 * `npx tsx scripts/benchTachi.ts [games]`: how well and how fast Tâchi's bot
 * (src/rules/tachi/bots.ts) plays, measured on this machine, single thread. Prints:
 * - the bot against the random player (`randomMove`), two players face to face, `games` games
 *   (default 1,000) with each dice set, the bot first in every other game: its win rate with a
 *   95 % Wilson interval; the bot against three random players (four seats, the bot in each in
 *   turn); the random player against itself (the control, 50 %);
 * - the time of each of the bot's decisions in those games (`botMove`, with the moves it could
 *   choose from more than one): p50, p99, max, in ms, by the wall clock and in CPU time (on a
 *   shared machine the wall clock's tail is mostly time given to other processes);
 * - 10,000 games of bots alone (2, 3 and 4 players in turn, both dice sets), each played to its
 *   end (a game with no winner after 100,000 rolls would be reported as not ended): the count
 *   that ended, the rolls per game (mean, max) and the time taken.
 * The ceiling of any bot against the random player (the exact best play, at a table of two) is
 * scripts/tachiOptimal.ts's.
 */
import seedrandom from 'seedrandom';
import {
  applyMove,
  botMove,
  DICE_SETS,
  legalMoves,
  newGame,
  randomMove,
  rollDice,
  type DiceSet,
  type TachiMove,
  type TachiState,
} from '../src/rules/tachi';

type Player = (s: TachiState) => TachiMove;

const args = process.argv.slice(2);
const GAMES = Number(args.find((a) => /^\d+$/.test(a)) ?? 1000);
const MAX_ROLLS = 100_000;
const decisionMs: number[] = [];
const decisionCpuMs: number[] = [];

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

/** The Wilson 95 % interval of `wins` out of `n`. */
function wilson(wins: number, n: number): [number, number] {
  const z = 1.96;
  const p = wins / n;
  const mid = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [mid - half, mid + half];
}

/** Plays a game to its end; returns the final state (phase `over` unless MAX_ROLLS was reached). */
function playOut(state: TachiState, players: readonly Player[]): TachiState {
  let s = state;
  while (s.phase !== 'over' && s.rolls < MAX_ROLLS) {
    s = s.phase === 'roll' ? rollDice(s).state : applyMove(s, players[s.turn]!(s)).state;
  }
  return s;
}

const timedBot: Player = (s) => {
  const many = legalMoves(s).length > 1;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const m = botMove(s)!;
  if (many) {
    decisionMs.push(performance.now() - t0);
    const cpu = process.cpuUsage(cpu0);
    decisionCpuMs.push((cpu.user + cpu.system) / 1000);
  }
  return m;
};

function randomPlayer(seed: string): Player {
  const random = seedrandom.alea(`random|${seed}`);
  return (s) => randomMove(s, random)!;
}

/** `first` against `second` over GAMES games of two players; `first` sits first in the even games. */
function match(dice: DiceSet, first: (seed: string) => Player, second: (seed: string) => Player): number {
  let wins = 0;
  for (let i = 0; i < GAMES; i++) {
    const seed = `bench-${dice}-${i}`;
    const a = first(seed);
    const b = second(seed);
    const end = playOut(newGame({ players: 2, seed, dice }), i % 2 === 0 ? [a, b] : [b, a]);
    if (end.winner === i % 2) wins++;
  }
  return wins;
}

function benchWinRates(): void {
  console.log(`== the bot against the random player (${GAMES.toLocaleString('en-US')} games a line, two players) ==`);
  for (const dice of DICE_SETS) {
    const t0 = performance.now();
    const wins = match(dice, () => timedBot, randomPlayer);
    const [lo, hi] = wilson(wins, GAMES);
    const secs = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(
      `bot vs random, ${dice} dice: bot won ${wins} (${pct(wins / GAMES)}, 95 % ${pct(lo)} – ${pct(hi)}) in ${secs} s`,
    );
  }
  let alone = 0;
  for (let i = 0; i < GAMES; i++) {
    const seed = `four-${i}`;
    const seat = i % 4;
    const players = [0, 1, 2, 3].map((p) => (p === seat ? timedBot : randomPlayer(`${seed}|${p}`)));
    if (playOut(newGame({ players: 4, seed }), players).winner === seat) alone++;
  }
  console.log(
    `bot vs three random players, long dice (each seat in turn): bot won ${pct(alone / GAMES)} (a seat's share: 25 %)`,
  );
  const control = match('long', randomPlayer, (seed) => randomPlayer(`other|${seed}`));
  console.log(`random vs random, long dice (control): the first of the pair won ${pct(control / GAMES)}`);
  const ms = (xs: number[]) =>
    `p50 ${quantile(xs, 0.5).toFixed(3)} ms, p99 ${quantile(xs, 0.99).toFixed(3)} ms, max ${Math.max(...xs).toFixed(3)} ms`;
  console.log(`bot decisions (more than one legal move): ${decisionMs.length.toLocaleString('en-US')}`);
  console.log(`  wall clock: ${ms(decisionMs)}`);
  console.log(
    `  CPU time (process.cpuUsage, µs resolution; leaves out time the machine gave to others): ${ms(decisionCpuMs)}`,
  );
}

function benchBotGames(): void {
  const count = 10_000;
  let ended = 0;
  let rolls = 0;
  let maxRolls = 0;
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const players = 2 + (i % 3);
    const dice = DICE_SETS[Math.floor(i / 3) % 2]!;
    const end = playOut(newGame({ players, seed: `bots-${i}`, dice }), Array(players).fill(botMove));
    if (end.phase === 'over') ended++;
    rolls += end.rolls;
    maxRolls = Math.max(maxRolls, end.rolls);
  }
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(`== ${count.toLocaleString('en-US')} games of bots alone (2–4 players, both dice sets) ==`);
  console.log(
    `ended: ${ended} of ${count}; rolls a game: mean ${(rolls / count).toFixed(1)}, max ${maxRolls}; ${secs} s`,
  );
}

benchWinRates();
benchBotGames();
