/**
 * `npx tsx scripts/tachiOptimal.ts <step> [dice] [n]`: the exact ceiling of Tâchi's bots at a table
 * of two against the random player (docs/tachi.md, "How far a bot can go"). Steps:
 * - `build`: writes the circuits of board.ts into scratch/tachiPaths.h and compiles
 *   scripts/tachiOptimal.c (Debian's gcc) into scratch/tachiOptimal;
 * - `check [n]`: n random positions and rolls (default 100,000), both dice sets: the C move
 *   generator must give exactly the outcomes of game.ts's `legalMoves` (it exits 1 otherwise);
 * - `solve <long|six> [sweeps]`: value iteration from above (default 8 sweeps), each sweep's upper
 *   bound printed, the values written to scratch/tachiOptimal-<dice>.bin (72 MB);
 * - `play <long|six> [games] [seeds]`: the player that takes the move of highest value in that file
 *   against the random player, as scripts/benchTachi.ts seats them (default 1,000 games, seeds
 *   `bench-<dice>-<i>` as the benchmark's, or `<seeds>-<dice>-<i>`): its win
 *   rate with a 95 % Wilson interval, an estimate from below of what the best player wins.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import {
  applyMove,
  DICE_FACES,
  isDouble,
  isKatti,
  KATTI_OF,
  legalMoves,
  newGame,
  OUT,
  pathOf,
  pawnsAfter,
  randomMove,
  rollDice,
  TACHI_SEATS,
  TACHI_STEP,
  type DiceSet,
  type TachiMove,
  type TachiState,
} from '../src/rules/tachi';

const [step = 'build', diceArg = 'long', nArg] = process.argv.slice(2);
const dice = diceArg as DiceSet;
const BIN = 'scratch/tachiOptimal';
const NPAIR = 3003;

/** A pawn's place as the C program numbers it: 0 off the board, 1 … 75 steps 0 … 74, 76 the tachi. */
const code = (at: number) => (at === OUT ? 0 : at === TACHI_STEP ? 76 : at + 1);
const pairIndex = (x: number, y: number) => {
  const [i, j] = x <= y ? [x, y] : [y, x];
  return (j * (j + 1)) / 2 + i;
};

function build(): void {
  mkdirSync('scratch', { recursive: true });
  const lines = TACHI_SEATS.map((s) => `static const int PATH_${s.toUpperCase()}[79] = {${pathOf(s).join(',')}};`);
  const kattis = Array.from({ length: 81 }, (_, i) => (isKatti(i) ? 1 : 0));
  lines.push(`static const int KATTI_SQ[81] = {${kattis.join(',')}};`);
  lines.push(`static const int KATTI_OF_SEAT[4] = {${TACHI_SEATS.map((s) => KATTI_OF[s]).join(',')}};`);
  writeFileSync('scratch/tachiPaths.h', lines.join('\n') + '\n');
  execFileSync('gcc', ['-O2', '-Iscratch', '-o', BIN, 'scripts/tachiOptimal.c', '-lm'], { stdio: 'inherit' });
  console.log(`built ${BIN}`);
}

/** The outcomes of the moves of `s` as the C program keys them (sorted). */
function outcomeKeys(s: TachiState): number[] {
  const t = s.turn;
  return legalMoves(s)
    .map((m) => {
      const p = pawnsAfter(s, m);
      const [a, b] = [code(p[t]![0]), code(p[t]![1])].sort((x, y) => x - y);
      return ((a! * 77 + b!) * 77 + code(p[1 - t]![0])) * 77 + code(p[1 - t]![1]);
    })
    .sort((x, y) => x - y);
}

function check(n: number): void {
  const rnd = seedrandom.alea('tachiOptimal-check');
  const pick = () => {
    const r = rnd();
    if (r < 0.1) return OUT;
    if (r < 0.2) return 74;
    if (r < 0.25) return TACHI_STEP;
    return r < 0.3 ? 0 : Math.floor(rnd() * 75);
  };
  const base = newGame({ players: 2, seed: 'check' });
  const input: string[] = [];
  const expected: string[] = [];
  for (let k = 0; k < n; k++) {
    const pawns = [[pick(), pick()] as const, [pick(), pick()] as const];
    if (pawns.some((p) => p[0] === TACHI_STEP && p[1] === TACHI_STEP)) continue;
    const turn = k % 2;
    const faces = DICE_FACES[k % 3 ? 'long' : 'six'];
    const roll = [faces[Math.floor(rnd() * faces.length)]!, faces[Math.floor(rnd() * faces.length)]!] as const;
    const s: TachiState = { ...base, pawns, turn, roll, phase: 'move' };
    const [mine, theirs] = [pawns[turn]!, pawns[1 - turn]!];
    input.push([turn, code(mine[0]), code(mine[1]), code(theirs[0]), code(theirs[1]), ...roll].join(' '));
    const keys = outcomeKeys(s);
    expected.push([keys.length, ...keys].join(' '));
  }
  const got = execFileSync(BIN, ['check'], { input: input.join('\n') + '\n', maxBuffer: 1e8 })
    .toString()
    .split('\n');
  const bad = expected.filter((e, i) => got[i] !== e).length;
  console.log(`${expected.length} positions and rolls: ${bad} where the C moves differ from legalMoves`);
  if (bad > 0) process.exit(1);
}

/** The best player of scratch/tachiOptimal-<dice>.bin: the move after which its value is highest. */
function bestPlayer(): (s: TachiState) => TachiMove {
  const buf = readFileSync(`scratch/tachiOptimal-${dice}.bin`);
  const V = new Float32Array(buf.buffer, buf.byteOffset, buf.length / 4);
  const value = (mine: readonly number[], theirs: readonly number[], toRoll: boolean) => {
    if (mine[0] === TACHI_STEP && mine[1] === TACHI_STEP) return 1;
    const i = pairIndex(code(mine[0]!), code(mine[1]!)) * NPAIR + pairIndex(code(theirs[0]!), code(theirs[1]!));
    return V[i * 2 + (toRoll ? 0 : 1)]!;
  };
  return (s) => {
    let best = legalMoves(s)[0]!;
    let bestValue = -1;
    for (const m of legalMoves(s)) {
      const p = pawnsAfter(s, m);
      const v = value(p[s.turn]!, p[1 - s.turn]!, isDouble(s.roll!));
      if (v > bestValue) [best, bestValue] = [m, v];
    }
    return best;
  };
}

function play(games: number, prefix: string): void {
  const best = bestPlayer();
  let wins = 0;
  for (let i = 0; i < games; i++) {
    const seed = `${prefix}-${dice}-${i}`;
    const random = seedrandom.alea(`random|${seed}`);
    const other = (s: TachiState) => randomMove(s, random)!;
    const players = i % 2 === 0 ? [best, other] : [other, best];
    let s = newGame({ players: 2, seed, dice });
    while (s.phase !== 'over') s = s.phase === 'roll' ? rollDice(s).state : applyMove(s, players[s.turn]!(s)).state;
    if (s.winner === i % 2) wins++;
  }
  const z = 1.96;
  const p = wins / games;
  const mid = (p + (z * z) / (2 * games)) / (1 + (z * z) / games);
  const half = (z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))) / (1 + (z * z) / games);
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  console.log(
    `best player vs random, ${dice} dice: won ${wins} of ${games} (${pct(p)}, 95 % ${pct(mid - half)} – ${pct(mid + half)})`,
  );
}

if (step === 'build') build();
else if (step === 'check') check(Number(nArg ?? 100_000));
else if (step === 'solve') {
  execFileSync(BIN, [dice, nArg ?? '8', `scratch/tachiOptimal-${dice}.bin`], { stdio: 'inherit' });
} else if (step === 'play') play(Number(nArg ?? 1000), process.argv[5] ?? 'bench');
else throw new Error(`step must be build, check, solve or play, not ${step}`);
