/**
 * The `tac` command (CLI.md): the rules engine behind JSON Lines.
 *
 *   tac generate [--seed S] [--rule-seed N] [--count K] [designer filters]
 *   tac solve | tac play | tac locate      (JSON Lines on stdin, one output line per input line)
 *   tac names [--rule-seed N]
 *
 * Exit status: 0 when every line was answered without error, 2 when any line failed or the
 * command line was wrong (usage on stderr). No stack trace is ever printed.
 */
import { randomBytes } from 'node:crypto';
import { fstatSync } from 'node:fs';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { checkLoggedBomb } from '../ktaneLog/ktaneLogBombCheck';
import { ktaneLogOfInputs } from '../ktaneLog/ktaneLogWriter';
import { bombSchema, check, locateLineSchema, playLineSchema, solveLineSchema } from '../doors/schemas';
import { batchSeedProblem, parseSeed } from '../doors/seed';
import { boardOf, initialState, run } from '../module/moduleReducer';
import { CARD_KINDS, kindNamed, type CardKind } from '../rules/cards';
import {
  bombToJson,
  dealNamed,
  DEALS,
  DEFAULT_DEAL,
  generateBomb,
  HARD_MAX_SOLUTIONS,
  NoBombError,
  swapNamed,
  SWAPS,
  type Deal,
  type FilterName,
  type SwapMode,
  type GenerateFilters,
} from '../rules/generator';
import { locate } from '../rules/placement';
import { packBoard } from '../rules/position';
import { MAX_RULE_SEED, parseRuleSeed, ruleSet } from '../rules/ruleSeed';
import { parseSerial } from '../rules/serial';
import { findSolution, playsToActions, solve } from '../rules/solver';
import { cutText, notAsciiLetter, quote, showInvisible, wholeNumber } from '../rules/text';
import { answerLine, readLines, type LineResult } from './jsonLines';
import { playedHand } from '../rules/bomb';

/** The output stream failed: its reader went away (EPIPE, e.g. `| head -1`) or a write failed. */
class OutputClosed extends Error {
  constructor(readonly failure: NodeJS.ErrnoException) {
    super(failure.message);
  }
}

/** Where output goes; buffered, honouring back-pressure so that huge outputs stream. */
class Output {
  private chunk = '';
  private failure: NodeJS.ErrnoException | null = null;
  constructor(private readonly stream: NodeJS.WritableStream) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      this.failure ??= e;
    });
  }
  async line(value: unknown): Promise<void> {
    await this.text(JSON.stringify(value) + '\n');
  }
  /** Writes text as it is (the KTANE log lines of `play --ktane-log`). */
  async text(text: string): Promise<void> {
    this.chunk += text;
    if (this.chunk.length > 1 << 16) await this.flush();
  }
  /** Writes what is buffered. @throws OutputClosed once the stream has failed. */
  async flush(): Promise<void> {
    if (this.failure) throw new OutputClosed(this.failure);
    if (!this.chunk) return;
    const ok = this.stream.write(this.chunk);
    this.chunk = '';
    if (!ok) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.stream.off('drain', done);
          this.stream.off('error', done);
          resolve();
        };
        this.stream.on('drain', done);
        this.stream.on('error', done);
      });
    }
    if (this.failure) throw new OutputClosed(this.failure);
  }
}

/** The input stream could not be read (e.g. stdin is a directory). */
class InputFailed extends Error {}

/** `tac solve` for one parsed JSON value (CLI.md). */
export function solveLine(input: unknown): LineResult {
  const r = check(solveLineSchema, input);
  if (!r.ok) return r;
  const { state, hand } = r.value;
  return { ok: true, value: solve(packBoard(state), state.seat, hand) };
}

/** `tac play` for one parsed JSON value (CLI.md): runs RULES.md §7 through the actions. */
export function playLine(input: unknown): LineResult {
  const r = check(playLineSchema, input);
  if (!r.ok) return r;
  const { puzzle, actions } = r.value;
  if (puzzle.state.you === 'home')
    return {
      ok: false,
      error: 'puzzle.state.you must be a track space 0–31: a puzzle starts with your pawn on the track',
    };
  const out = run(initialState(puzzle), actions);
  return {
    ok: true,
    value: {
      strikes: out.strikes,
      solved: out.state.solved,
      state: boardOf(out.state),
      hand: out.state.hand.map((c) => c?.code ?? null),
    },
  };
}

const WHOLE_BOMB = ['ruleSeed', 'serial', 'seat', 'colors', 'names'];

/**
 * `tac play --ktane-log` for one parsed JSON value: the KTANE log lines of module `#n` (n = the
 * input line's number) for the puzzle played through the actions (../shared/spec/KTANE-LOG.md).
 * The puzzle must be a whole bomb (a line of `tac generate`): the log's boards name its colours
 * and names. A missing `solution` is computed (the intended gameplay).
 */
export function playLogLine(input: unknown, moduleNumber: number): LineResult {
  const r = playLine(input);
  if (!r.ok) return r;
  const puzzle = (input as { puzzle: Record<string, unknown> }).puzzle;
  const missing = WHOLE_BOMB.filter((k) => !(k in puzzle));
  if (missing.length) {
    return {
      ok: false,
      error: `puzzle.${missing[0]} is missing: --ktane-log needs a whole bomb (a line of tac generate), since the log's boards hold the rule seed, colours and names`,
    };
  }
  const b = check(bombSchema, puzzle, 'puzzle');
  if (!b.ok) return b;
  const bomb = { ...b.value, solution: b.value.solution ?? [] };
  if (!b.value.solution) {
    const played = playedHand(bomb);
    const plays = findSolution(packBoard(bomb.state), bomb.seat, played);
    bomb.solution = plays ? [...(bomb.swap ? ['tac'] : []), ...playsToActions(plays)] : [];
  }
  const problem = checkLoggedBomb(bomb);
  if (problem) return { ok: false, error: `puzzle is not a possible TAC bomb: ${problem}` };
  const { actions } = input as { actions: string[] };
  return { ok: true, text: ktaneLogOfInputs(bomb, actions, moduleNumber).join('\n') + '\n' };
}

/** `tac locate` for one parsed JSON value (CLI.md; RULES.md §5). */
export function locateLine(input: unknown): LineResult {
  const r = check(locateLineSchema, input);
  if (!r.ok) return r;
  const { serial, ruleSeed, you, names } = r.value;
  return { ok: true, value: locate(serial, ruleSeed, you, names) };
}

const HANDLERS = { solve: solveLine, play: playLine, locate: locateLine } as const;

/**
 * Answers JSON Lines from `input`, one output line per input line (src/cli/jsonLines.ts: lines
 * over 1 MiB are skipped unread, with one error line). `handler` gets each parsed line and its
 * number. With `errors` (text output: `play --ktane-log`), a failed line's sentence goes there
 * instead of an `{"error"}` line on the output.
 * @returns the number of lines that failed.
 */
async function answerLines(
  handler: (v: unknown, n: number) => LineResult,
  input: NodeJS.ReadableStream,
  out: Output,
  errors?: NodeJS.WritableStream,
): Promise<number> {
  if (input === process.stdin && fstatSync(0).isDirectory()) throw new InputFailed('standard input is a directory');
  let failed = 0;
  try {
    for await (const line of readLines(input as AsyncIterable<Uint8Array | string>)) {
      const { n } = line;
      const result = answerLine(handler, line);
      if (!result.ok) failed++;
      if ('text' in result) await out.text(result.text);
      else if (!result.ok && errors)
        errors.write(`tac play: ${result.error.startsWith(`line ${n} `) ? '' : `line ${n}: `}${result.error}\n`);
      else await out.line(result.ok ? result.value : { error: result.error });
    }
  } catch (e) {
    if (e instanceof OutputClosed) throw e;
    throw new InputFailed((e as Error).message);
  }
  return failed;
}

/** A whole-number option (`--count`, `--min-solutions`, `--max-solutions`), read by `wholeNumber` as every door reads numbers. */
function intOption(name: string, min: number, max: number) {
  return (value: string) => {
    const n = wholeNumber(value, min, max);
    if (n === undefined) {
      throw new InvalidArgumentError(`${name} must be an integer ${min} … ${max}, not ${quote(value, 20)}.`);
    }
    return n;
  };
}

/** `--rule-seed`: the rule seed rule of every door (`parseRuleSeed`: `00042` is 42). */
function ruleSeedOption(value: string): number {
  const r = parseRuleSeed(value);
  if (!r.ok) throw new InvalidArgumentError(`--rule-seed ${quote(value, 20)} ${r.problem}.`);
  return r.ruleSeed;
}

/** `--seed`: the seed rule of every door (src/doors/seed.ts: trimmed, 1–100 characters). */
function seedOption(value: string): string {
  const r = parseSeed(value);
  if (!r.ok) throw new InvalidArgumentError(`--seed ${r.problem}.`);
  return r.seed;
}

/** `--include` / `--exclude`: card kinds separated by commas, each read by `kindNamed` (`Warrior` is `warrior`). */
/** commander's sentence for a word not in `choices`, naming a look-alike character first. */
function notAChoice(word: string, choices: readonly string[]): InvalidArgumentError {
  const why = notAsciiLetter(word);
  return new InvalidArgumentError(`${why ? `C${why.slice(1)}. ` : ''}Allowed choices are ${choices.join(', ')}.`);
}

function kindsOption(value: string): CardKind[] {
  const words = value
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  return words.map((k) => {
    const kind = kindNamed(k);
    if (!kind) {
      const why = notAsciiLetter(k);
      throw new InvalidArgumentError(
        `unknown card kind ${quote(k, 20)} (${why ? `${why}; ` : ''}kinds: ${CARD_KINDS.join(', ')}).`,
      );
    }
    return kind;
  });
}

function serialOption(value: string): string {
  const r = parseSerial(value);
  if (!r.ok) throw new InvalidArgumentError(`${r.error}.`);
  return r.serial;
}

/** `--rule-seed`, of `generate` and `names`. */
const ruleSeedOpt = () =>
  new Option('--rule-seed <N>', `rule seed, 1 … ${MAX_RULE_SEED}`).default(1).argParser(ruleSeedOption);

/** The options of `tac generate` (as parsed by `generateCommand`). */
interface GenerateOptions {
  seed?: string;
  ruleSeed: number;
  count: number;
  swap?: SwapMode;
  minSolutions?: number;
  maxSolutions?: number;
  include?: CardKind[];
  exclude?: CardKind[];
  serial?: string;
  deal: Deal;
}

/** `tac generate` and its options (CLI.md, and the designer's filters), without its action. */
function generateCommand(program: Command): Command {
  return (
    program
      .command('generate')
      .description(
        'print K seeded bombs as JSON Lines (bomb i of --count uses seed S#i; with filters, the first of S#i, S#i.2, … whose bomb passes them, printed with that seed)',
      )
      .addOption(
        new Option('--seed <S>', 'bomb seed, 1–100 characters (default: a random one, printed in each bomb)').argParser(
          seedOption,
        ),
      )
      .addOption(ruleSeedOpt())
      .addOption(
        new Option('--count <K>', 'number of bombs').default(1).argParser(intOption('--count', 1, 100_000_000)),
      )
      .addOption(
        new Option('--swap <mode>', 'swap required, forbidden, or either (about half)').argParser((word: string) => {
          const mode = swapNamed(word);
          if (!mode) throw notAChoice(word, SWAPS);
          return mode;
        }),
      )
      .addOption(
        new Option('--min-solutions <n>', 'least solution count of the played hand').argParser(
          intOption('--min-solutions', 0, 1e9),
        ),
      )
      .addOption(
        new Option('--max-solutions <n>', 'most solution count of the played hand').argParser(
          intOption('--max-solutions', 0, 1e9),
        ),
      )
      .addOption(
        new Option('--include <kinds>', `card kinds that must each be in the hand (${CARD_KINDS.join(',')})`).argParser(
          kindsOption,
        ),
      )
      .addOption(new Option('--exclude <kinds>', 'card kinds never dealt').argParser(kindsOption))
      .addOption(new Option('--serial <serial>', 'fixed serial number').argParser(serialOption))
      .addOption(
        new Option(
          '--deal <deal>',
          `classic: as the game deals (RULES.md §10); easy: more solutions; hard: at most ${HARD_MAX_SOLUTIONS} solutions`,
        )
          .argParser((word: string) => {
            const deal = dealNamed(word);
            if (!deal) throw notAChoice(word, DEALS);
            return deal;
          })
          .default(DEFAULT_DEAL),
      )
      // Renamed: an old script gets one sentence naming the new option instead of a wrong bomb.
      .addOption(
        new Option('--distribution <d>').hideHelp().argParser(() => {
          throw new InvalidArgumentError(
            '--distribution was replaced by --deal: classic (the default, as the game deals), easy (the former forward distribution) or hard.',
          );
        }),
      )
  );
}

/** The option of each generator filter, to name it in a NoBombError's sentence. */
const FILTER_OPTIONS: Readonly<Record<FilterName, string>> = {
  swap: '--swap',
  minSolutions: '--min-solutions',
  maxSolutions: '--max-solutions',
  includeKinds: '--include',
  excludeKinds: '--exclude',
  serial: '--serial',
  deal: '--deal',
};

/**
 * Prints the bombs of `tac generate` (CLI.md): one, or `--count` K with seeds S#1 … S#K. With
 * filters, each bomb printed is the first candidate seed's (`S#i`, `S#i.2`, …) that passes them,
 * with that seed, which deals it without the filters (`generateBomb`; issue 25).
 * @param counted whether `--count` was given (then bomb i uses seed S#i).
 * @returns the exit status: 0, or 2 when the seeds break the seed rule or the filters match nothing.
 */
async function generate(
  o: GenerateOptions,
  counted: boolean,
  out: Output,
  stderr: NodeJS.WritableStream,
): Promise<number> {
  const seed = o.seed ?? randomBytes(6).toString('base64url');
  const filters: GenerateFilters = {
    swap: o.swap,
    minSolutions: o.minSolutions,
    maxSolutions: o.maxSolutions,
    includeKinds: o.include,
    excludeKinds: o.exclude,
    serial: o.serial,
    deal: o.deal,
  };
  const tooLong = counted ? batchSeedProblem(seed, o.count) : null;
  if (tooLong) {
    stderr.write(`tac generate: --seed ${tooLong}.\n`);
    return 2;
  }
  try {
    for (let i = 1; i <= o.count; i++) {
      await out.line(bombToJson(generateBomb(counted ? `${seed}#${i}` : seed, o.ruleSeed, filters)));
    }
  } catch (e) {
    if (!(e instanceof NoBombError)) throw e;
    await out.flush();
    stderr.write(`tac generate: ${e.sentence((f) => FILTER_OPTIONS[f])}\n`);
    return 2;
  }
  return 0;
}

/**
 * Commander's error lines quote the user's arguments whole (`argument '…' is invalid`,
 * `unknown option '…'`). Each argument of `argv` (and the value of `--name=value`) quoted there
 * is cut to 40 characters and its invisible characters and line breaks written as escapes
 * (`showInvisible`, as `quote` does for every other message): `'a\nb'`, `'\u{202E}x'`. Matching
 * the arguments themselves (not a pattern of quotes) finds values holding `'` or a line break.
 */
export function tidyQuotes(message: string, argv: readonly string[]): string {
  const values = argv.flatMap((a) => {
    const option = /^--[^=]+=([^]*)$/.exec(a);
    return option ? [a, option[1]!] : [a];
  });
  let out = message;
  for (const value of [...new Set(values)].sort((a, b) => b.length - a.length)) {
    const shown = showInvisible(cutText(value, 40));
    if (shown !== value) out = out.split(`'${value}'`).join(`'${shown}'`);
  }
  return out;
}

/**
 * Runs the `tac` command.
 * @param argv the arguments after the program name.
 * @returns the exit status (0 ok, 2 bad input or usage).
 */
export async function main(
  argv: readonly string[],
  io: { stdin: NodeJS.ReadableStream; stdout: NodeJS.WritableStream; stderr: NodeJS.WritableStream } = process,
): Promise<number> {
  const out = new Output(io.stdout);
  let status = 0;
  const program = new Command('tac')
    .description('The TAC module of Keep Talking and Nobody Explodes: generate, solve and play bombs (JSON Lines).')
    .version('0.1.0')
    // Program options (-V, --version) only before the command: after it, `--seed -V` is a seed.
    .enablePositionalOptions()
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: (s, write) => write(tidyQuotes(s, argv)),
    })
    .showHelpAfterError();
  generateCommand(program).action(async (o: GenerateOptions, cmd: Command) => {
    // CLI.md: with --count K, bomb i uses seed S#i; without --count, the seed itself.
    const counted = cmd.getOptionValueSource('count') !== 'default';
    if ((await generate(o, counted, out, io.stderr)) !== 0) status = 2;
  });

  for (const [name, what] of [
    ['solve', 'read {state, hand} lines; print {winnable, solutionCount, solution}'],
    ['play', 'read {puzzle, actions} lines; print {strikes, solved, state, hand} (or the KTANE log lines)'],
    ['locate', 'read {serial, ruleSeed, seat, you, names} lines; print {opponent1, partner, opponent2}'],
  ] as const) {
    const command = program.command(name).description(what);
    if (name === 'play') {
      command.option(
        '--ktane-log',
        "print the TAC module's KTANE log lines instead ([TAC #n] for input line n; the puzzle must be a whole bomb)",
      );
    }
    command.action(async (o: { ktaneLog?: boolean }) => {
      const failed = o.ktaneLog
        ? await answerLines(playLogLine, io.stdin, out, io.stderr)
        : await answerLines(HANDLERS[name], io.stdin, out);
      if (failed > 0) status = 2;
    });
  }

  program
    .command('names')
    .description('print {ruleSeed, names, deck} of a rule seed')
    .addOption(ruleSeedOpt())
    .action(async (o: { ruleSeed: number }) => {
      const rules = ruleSet(o.ruleSeed);
      await out.line({ ruleSeed: rules.ruleSeed, names: rules.names, deck: rules.deck.map((c) => c.code) });
    });

  try {
    if (argv.length === 0) {
      program.outputHelp({ error: true });
      return 2;
    }
    await program.parseAsync(argv, { from: 'user' });
    await out.flush();
    return status;
  } catch (e) {
    if (!(e instanceof OutputClosed)) await out.flush().catch(() => undefined);
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    if (e instanceof OutputClosed) {
      // The reader went away (`tac generate --count 100000 | head -1`): stop quietly.
      if (e.failure.code === 'EPIPE') return 0;
      io.stderr.write(`tac: cannot write the output: ${e.message}\n`);
      return 2;
    }
    if (e instanceof InputFailed) {
      io.stderr.write(`tac: cannot read the input: ${e.message}\n`);
      return 2;
    }
    io.stderr.write(`tac: ${cutText(String((e as Error)?.message ?? e), 200)}\n`);
    return 2;
  }
}
