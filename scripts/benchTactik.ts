/**
 * `npm run bench:tactik`: the figures of issue 23 for the Tac-Tik bots and engine, on this
 * machine, one core (docs/tactik.md §18). Prints, for each table size (2 players with 2 and with
 * 3 colours each, 3, 4 and 6 players):
 * - bot against random: `--vs-random` games (default 1,000), the bot's team alternating seats
 *   (game g: team g mod teams), the random player(s) at every other seat; the bot's win rate, and
 *   the time of each bot move (p50, p99, max, in ms, from the first move on: no warm-up), wall
 *   clock and, for the max, the process's CPU time (which a busy machine's scheduling does not
 *   inflate; the 100 ms budget is checked on it);
 * - bot against bot: `--games` games (default 10,000): how many ended with a winner, how many
 *   states failed `checkState` (every state of every game is checked; must be 0), plies a game,
 *   wins by team, games per second.
 * Seeds are `vs-random|<size>|<g>` and `bots|<size>|<g>`, so two runs play the same games.
 *
 * Usage: tsx scripts/benchTactik.ts [--vs-random N] [--games N]
 */
import seedrandom from 'seedrandom';
import {
  applyMove,
  botMove,
  checkState,
  newGame,
  randomMove,
  teamCount,
  teamOfSeat,
  type TactikState,
} from '../src/rules/tactik';

const TABLES = [
  { players: 2, each: 2, label: '2 players, 2 colours each' },
  { players: 2, each: 3, label: '2 players, 3 colours each' },
  { players: 3, each: 1, label: '3 players' },
  { players: 4, each: 1, label: '4 players' },
  { players: 6, each: 1, label: '6 players' },
] as const;

/** A game that has not ended after this many moves is counted as not ending. */
const MAX_PLIES = 20_000;

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  if (i < 0) return fallback;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} needs a whole number of games (got ${process.argv[i + 1]})`);
  return n;
}

const pct = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
const ms = (x: number) => x.toFixed(x < 1 ? 3 : 1);

function vsRandom(t: (typeof TABLES)[number], games: number): { wins: number; times: number[]; cpu: number[] } {
  const times: number[] = [];
  const cpu: number[] = [];
  let wins = 0;
  for (let g = 0; g < games; g++) {
    let s: TactikState = newGame(`vs-random|${t.label}|${g}`, t.players, t.each);
    const botTeam = g % teamCount(s.table);
    const rng = seedrandom(`random|${t.label}|${g}`);
    for (let plies = 0; s.phase !== 'over' && plies < MAX_PLIES; plies++) {
      const bot = teamOfSeat(s.table, s.turn) === botTeam;
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const m = bot ? botMove(s)! : randomMove(s, rng)!;
      if (bot) {
        times.push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
      }
      const r = applyMove(s, m);
      if (!r.ok) throw new Error(`refused ${r.error.code} in game ${g}`);
      s = r.state;
    }
    if (s.winner === botTeam) wins++;
  }
  return { wins, times: times.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
}

function botGames(t: (typeof TABLES)[number], games: number) {
  let ended = 0;
  let illegal = 0;
  let plies = 0;
  const wins = new Array<number>(t.players).fill(0);
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    let s: TactikState = newGame(`bots|${t.label}|${g}`, t.players, t.each);
    for (let k = 0; s.phase !== 'over' && k < MAX_PLIES; k++) {
      const r = applyMove(s, botMove(s)!);
      if (!r.ok) throw new Error(`refused ${r.error.code} in game ${g}`);
      s = r.state;
      plies++;
      if (!checkState(s).ok) illegal++;
    }
    if (s.phase === 'over' && s.winner !== null) {
      ended++;
      wins[s.winner]!++;
    }
  }
  return {
    ended,
    illegal,
    plies,
    wins: wins.slice(0, teamCount(newGame('', t.players, t.each).table)),
    seconds: (performance.now() - t0) / 1000,
  };
}

const vsN = option('--vs-random', 1000);
const botN = option('--games', 10_000);
let failed = false;
console.log(`== Tac-Tik: bot against random (${vsN.toLocaleString('en-US')} games a size) ==`);
for (const t of TABLES) {
  const { wins, times, cpu } = vsRandom(t, vsN);
  const rate = vsN > 0 ? wins / vsN : 0;
  if (rate < 0.9 || pct(cpu, 1) > 100) failed = true;
  console.log(
    `${t.label}: bot wins ${wins}/${vsN} (${(rate * 100).toFixed(1)} %); bot move ms p50 ${ms(pct(times, 0.5))}, ` +
      `p99 ${ms(pct(times, 0.99))}, max ${ms(pct(times, 1))} (process CPU time: max ${ms(pct(cpu, 1))}) ` +
      `(${times.length.toLocaleString('en-US')} moves)`,
  );
}
console.log(`== Tac-Tik: bot against bot (${botN.toLocaleString('en-US')} games a size, every state checked) ==`);
for (const t of TABLES) {
  const r = botGames(t, botN);
  if (r.ended !== botN || r.illegal > 0) failed = true;
  console.log(
    `${t.label}: ${r.ended}/${botN} ended with a winner, ${r.illegal} illegal states, ` +
      `${(r.plies / Math.max(1, botN)).toFixed(0)} moves a game, wins by team ${r.wins.join(' / ')}, ` +
      `${(botN / r.seconds).toFixed(0)} games/s`,
  );
}
if (failed) {
  console.log(
    'FAILED: a bot won under 90 % against random, took over 100 ms of CPU a move, or a game did not end legally',
  );
  process.exitCode = 1;
}
