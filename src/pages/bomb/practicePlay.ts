/**
 * The bomb page's practice part (issue 18), its own chunk: fetched at the first quiet moment
 * after the module is playable (main.ts), or before the first deal for a practice address. It
 *
 * - opens the practice record (src/practice/practiceDatabase.ts: IndexedDB through idb); when
 *   the record is not kept (IndexedDB missing, blocked, over quota, closed), a notice says so
 *   and the game plays on;
 * - deals each mode's bomb (src/practice/modePlay.ts `modeDeal`: the daily bomb, a streak's or
 *   storm's bombs, the failed queue's oldest) with its strike limit and clock (the storm's run
 *   clock: `stormTimeLeft`), and after each solve of a run deals the next at once
 *   (`replaceGame`, so keys typed meanwhile go to the new bomb);
 * - keeps every game: the journal game.ts notes (each input and strike with its time, the
 *   help, the end) becomes a record (src/practice/recordBuilder.ts) saved when the game ends
 *   (solved, exploded, timed out, or abandoned for New bomb or Back after at least one action);
 *   the games that ended before this part came are kept when it comes;
 * - shows the mode's line on the plate (counted or practice daily attempt, "Streak 4 (best
 *   11)", the storm's score, the failed queue) and, at the end, the daily bomb's Share button
 *   and day streak, a run's score with its best, and "Replay failed bombs" after a failed game.
 *
 * Marks `practice-ready` once the record is open and `practice-saved` after each game written,
 * and says the same on the page's `<body>` (`data-practice="ready"`, `data-games-written="N"`),
 * which the e2e tests read under playwright's fake clock (it has no performance marks).
 * Nothing here throws to the page.
 */
import { LEFT_GAMES_KEY, LEFT_RUNS_KEY } from './leftForPractice';
import { shareLine } from '../../practice/dailyBomb';
import type { GameRecord } from '../../practice/gameRecord';
import { queueChange } from '../../practice/failedQueue';
import {
  dailyLine,
  failedLine,
  modeAddress,
  modeDeal,
  newBombAddress,
  runAfterGame,
  runLeftLine,
  runLine,
  startRun,
  type ModeDeal,
  type Run,
} from '../../practice/modePlay';
import { newGameId } from '../../practice/gameId';
import { openPracticeRecord, type PracticeRecord, type SaveResult } from '../../practice/practiceDatabase';
import { GAME_MODES, HELP_KINDS, type GameMode } from '../../practice/gameRecord';
import { readPracticeMode, stormTimeLeft, type RunBests } from '../../practice/practiceModes';
import {
  abandonGame,
  finishGame,
  markHelp,
  recordAction,
  recordStrike,
  startGameRecord,
} from '../../practice/recordBuilder';
import type { BombSettings } from '../../doors/urlParams';
import { wordNamed } from '../../rules/text';
import { $, notice, type BombSession, type Dealt, type Game, type PlayRules, type PracticeHooks } from './bombSession';
import { replaceGame } from './game';
import { goToAddress } from './pageControls';
import { endButton, endLine, shareButton } from './practiceEnd';

/** Each game's record id, the same however often its record is made (a left game, then its end). */
const gameIds = new WeakMap<Game, string>();
function idOf(game: Game): string {
  let id = gameIds.get(game);
  if (!id) gameIds.set(game, (id = newGameId()));
  return id;
}

/** The game's record from its journal (null: abandoned before any action, nothing to keep). */
function recordOf(game: Game, end = game.journal.end!): GameRecord | null {
  const { journal: j, play } = game;
  const bombParam = game.fromLink ? (new URLSearchParams(game.search).get('bomb')?.trim() ?? null) : null;
  let d = startGameRecord({
    ...{ id: idOf(game), startedAt: j.startedAt, mode: play.mode, run: play.run },
    ...{ bomb: game.bomb, deal: game.params.deal, bombParam },
  });
  for (const [input, ms] of j.actions) d = recordAction(d, input, ms);
  for (const [reason, ms] of j.strikes) d = recordStrike(d, reason, ms);
  for (const kind of HELP_KINDS) if (j.help[kind]) d = markHelp(d, kind);
  return end.result === 'abandoned' ? abandonGame(d, end.ms) : finishGame(d, end.result, end.ms);
}

/** The settings of a game, for a mode's address. */
function settingsOf(game: Game, s?: BombSettings) {
  const { params, bomb } = game;
  const bombParam = game.fromLink ? new URLSearchParams(game.search).get('bomb') : null;
  return {
    ...{ seed: bomb.seed, bomb: bombParam, ruleSeed: s?.ruleSeed ?? bomb.ruleSeed, deal: s?.deal ?? params.deal },
    ...{ minutes: s?.minutes ?? params.minutes, strikeLimit: s?.strikeLimit ?? params.strikeLimit },
  };
}

/** Most left games waiting in localStorage. */
const MAX_LEFT = 20;

/** The list waiting in localStorage under `key` (not JSON, or not a list: none). */
function storedList(key: string): unknown[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

/** The list under `key`, but the item of id `id` (a left game's record id, a left run's seed). */
const listBut = (key: string, id: string) => storedList(key).filter((g) => (g as { id?: unknown } | null)?.id !== id);

/** Writes the list under `key` (no storage: it is not kept). */
function writeList(key: string, list: readonly unknown[]): void {
  try {
    if (list.length) localStorage.setItem(key, JSON.stringify(list.slice(-MAX_LEFT)));
    else localStorage.removeItem(key);
  } catch {
    // no storage
  }
}

/** A game not over with at least one action: left now, it is kept as abandoned (docs/practice.md, the record's results). */
const liveWithActions = (game: Game) => !game.journal.end && game.journal.actions.length > 0;

/** Notes `game`, when live after an action, as left (abandoned now) in localStorage. */
function noteLeftGame(game: Game | undefined): void {
  if (!game || !liveWithActions(game)) return;
  const rec = recordOf(game, { result: 'abandoned', ms: game.timer.elapsedMs() });
  if (rec) writeList(LEFT_GAMES_KEY, [...listBut(LEFT_GAMES_KEY, rec.id), rec]);
}

/**
 * Notes `run`, when live with something played (a bomb solved, or an action on the one being
 * played: `played`), as left by the page (`best`: the best known, or null).
 */
function noteLeftRun(run: Run | undefined, played: boolean, best: number | null): void {
  if (!run || run.over || (run.index === 0 && !played)) return;
  const note = { mode: run.mode, id: run.id, index: run.index, best };
  writeList(LEFT_RUNS_KEY, [...listBut(LEFT_RUNS_KEY, run.id), note]);
}

/** Forgets the notes of `game` and `run` (the page came back from the back-forward cache: they go on). */
function forgetLeft(game: Game | undefined, run: Run | undefined): void {
  const id = game && gameIds.get(game);
  if (id) writeList(LEFT_GAMES_KEY, listBut(LEFT_GAMES_KEY, id));
  if (run) writeList(LEFT_RUNS_KEY, listBut(LEFT_RUNS_KEY, run.id));
}

/** Takes the list under `key` out of localStorage. */
function takeList(key: string): unknown[] {
  const list = storedList(key);
  writeList(key, []);
  return list;
}

/** The notices of the runs the page left live at the last visit (a note that is not one is dropped). */
function leftRunNotices(): string[] {
  return takeList(LEFT_RUNS_KEY).flatMap((x) => {
    const n = x as { mode?: unknown; index?: unknown; best?: unknown } | null;
    const mode = n?.mode === 'streak' || n?.mode === 'storm' ? n.mode : null;
    const whole = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
    if (!mode || !whole(n!.index)) return [];
    return [runLeftLine({ mode, index: n!.index as number }, whole(n!.best) ? (n!.best as number) : null, 'page')];
  });
}

/** A mode's run being played, with the address it came from and the clock it started. */
interface RunPlay {
  run: Run;
  /** The run's address (`?mode=streak&ruleseed=5`): each of its bombs is dealt from it. */
  readonly search: string;
  /** When its first bomb was dealt (`performance.now()`): the storm's clock. */
  readonly startedAt: number;
}

/** The page's part: one per page (see the file's docstring). */
class PracticePlay implements PracticeHooks {
  private readonly record: Promise<PracticeRecord>;
  private running: RunPlay | null = null;
  private bests: Promise<RunBests>;
  /** The bests as last read from a kept record (null: not read yet, or not kept). */
  private knownBests: RunBests | null = null;
  /** Notices of runs that ended by being left, for the next deal (once). */
  private runsLeft: string[] = leftRunNotices();
  private said = new Set<string>();
  /** Games written so far (`data-games-written`). */
  private written = 0;

  constructor(private readonly session: Omit<BombSession, 'game'> & { game?: Game }) {
    // A game left live by a reload, another page or a closed tab is kept as abandoned (a daily
    // attempt left after a strike is then the day's counted one: src/practice/dailyBomb.ts).
    // A run left live ends (a reload must not take back a strike about to come, nor restart a
    // storm's clock): the next visit says so (`runsLeft`).
    addEventListener('pagehide', () => {
      noteLeftGame(this.session.game);
      const { game } = this.session;
      const run = this.running?.run;
      noteLeftRun(
        run,
        !!game && liveWithActions(game),
        run && this.knownBests ? this.knownBests[run.mode].score : null,
      );
    });
    addEventListener('pageshow', (e) => void (e.persisted && forgetLeft(this.session.game, this.running?.run)));
    this.record = openPracticeRecord().then(async (r) => {
      if (!r.kept) this.say(r.problem!);
      r.onNotKept((p) => this.say(p));
      for (const left of takeList(LEFT_GAMES_KEY)) await r.saveGame(left as GameRecord);
      performance.mark('practice-ready');
      document.body.dataset.practice = 'ready';
      return r;
    });
    this.bests = this.readBests();
  }

  /** The bests from the record (kept in `knownBests` when the record is kept). */
  private readBests(): Promise<RunBests> {
    return this.record.then(async (r) => {
      const b = await r.bests();
      this.knownBests = r.kept ? b : null;
      return b;
    });
  }

  /** The notices of the runs that ended by being left, once: for the deal that follows. */
  private takeRunsLeft(): string[] {
    return this.runsLeft.splice(0);
  }

  /** A notice, once per sentence; it is said again with each new bomb (a deal clears the notices). */
  private say(text: string): void {
    if (this.said.has(text)) return;
    this.said.add(text);
    notice(text);
  }

  async deal(search: string): Promise<Dealt> {
    const { mode } = readPracticeMode(search);
    const today = new Date();
    if (mode === 'streak' || mode === 'storm') {
      this.running = { run: startRun(mode), search, startedAt: performance.now() };
      this.bests = this.readBests();
    }
    const failed = mode === 'replay-failed' ? (await (await this.record).failedHead()).oldest : undefined;
    const run = this.running && (mode === 'streak' || mode === 'storm') ? this.running.run : undefined;
    const dealt = this.dealtOf(modeDeal(search, { today, run, failed }));
    const left = this.takeRunsLeft();
    return left.length ? { ...dealt, play: { ...dealt.play, notices: [...left, ...dealt.play.notices] } } : dealt;
  }

  /** The page's deal of a mode's deal: its clock rule (the storm's run clock) and the rest as it is. */
  private dealtOf(d: ModeDeal): Dealt {
    let clock: PlayRules['clock'] = null;
    if (d.clock === 'up') clock = { kind: 'up' };
    if (d.clock === 'storm' && this.running) {
      const before = this.running.run.strikes;
      clock = { kind: 'run', startedAt: this.running.startedAt, left: (ms, s) => stormTimeLeft(ms, before + s) };
    }
    const play: PlayRules = { ...d, clock };
    return { search: d.search, play };
  }

  started(game: Game): void {
    for (const text of this.said) notice(text);
    for (const text of this.takeRunsLeft()) notice(text); // a game the page dealt without this part's deal
    const status = $('mode-status');
    // Written once the game is the page's (startGame's caller sets it right after this call).
    const show = (text: string) =>
      void Promise.resolve().then(() => {
        if (this.session.game === game) status.textContent = text;
      });
    const mode = game.play.mode;
    if (mode === 'zen') show('Strikes never explode the bomb; the clock counts up.');
    if (mode === 'daily') void this.record.then(async (r) => show(r.kept ? dailyLine(await r.daily(new Date())) : ''));
    if (mode === 'replay-failed')
      void this.record.then(async (r) => {
        const head = await r.failedHead();
        if (head.oldest) show(failedLine(head.count, head.oldest));
      });
    const running = this.running;
    if ((mode === 'streak' || mode === 'storm') && running)
      void this.bests.then((b) => show(runLine(running.run, b[running.run.mode].score, game.params.deal)));
  }

  ended(game: Game): void {
    const end = game.journal.end!;
    const running = this.running;
    const place = game.play.run;
    let run: Run | null = null;
    if (running && place && place.id === running.run.id && place.index === running.run.index) {
      const before = running.run;
      run = running.run = runAfterGame(running.run, end.result, game.journal.strikes.length);
      // Its bomb left for another deal (New bomb, Back, Apply): the run ended, and the next deal
      // says so when something of it was played.
      if (end.result === 'abandoned' && !before.over && (before.index > 0 || game.journal.actions.length > 0))
        this.runsLeft.push(runLeftLine(run, this.knownBests?.[run.mode].score ?? null, 'bomb'));
      // A run's next bomb at once: replaceGame keeps the keys typed meanwhile for it.
      if (!run.over) void replaceGame(this.session as BombSession, running.search, this.nextOf(running));
    }
    const rec = recordOf(game);
    void this.keep(rec).then((saved) => {
      if (rec && end.result !== 'abandoned' && this.session.game === game) void this.showEnd(game, rec, saved, run);
    });
  }

  /** The next bomb of a run. */
  private nextOf(running: RunPlay): Dealt {
    const { run } = running;
    return this.dealtOf(modeDeal(running.search, { today: new Date(), run: { id: run.id, index: run.index } }));
  }

  /** Saves a record (a notice when it is not kept); the answer, or null for nothing to keep. */
  private async keep(rec: GameRecord | null): Promise<SaveResult | null> {
    if (!rec) return null;
    const record = await this.record;
    const saved = await record.saveGame(rec);
    if (!saved.kept) this.say(saved.problem);
    else if (rec.run) this.bests = this.readBests();
    performance.mark('practice-saved');
    document.body.dataset.gamesWritten = String(++this.written);
    return saved;
  }

  /** The end screen's practice part: the daily bomb's Share and day streak, a run's score, Replay failed bombs. */
  private async showEnd(game: Game, rec: GameRecord, saved: SaveResult | null, run: Run | null): Promise<void> {
    if (run && !run.over) return; // its next bomb is being dealt
    const record = await this.record;
    if (game.play.mode === 'daily') {
      const counted = saved?.kept ? saved.counted : true;
      shareButton(shareLine(rec, counted)!);
      const status = await record.daily(new Date());
      const streak = status.dayStreak;
      $('mode-status').textContent =
        `${counted ? 'Counted attempt' : 'Practice attempt'}: ${rec.result === 'solved' ? 'solved' : 'not solved'}.`;
      endLine(
        record.kept
          ? `${counted ? 'Counted attempt' : 'Practice attempt'}. Day streak: ${streak} day${streak === 1 ? '' : 's'}.`
          : `Day streak unknown: ${record.problem}`,
      );
    }
    if (run) {
      const best = (await this.bests)[run.mode].score;
      const line = runLine(run, best, game.params.deal);
      $('mode-status').textContent = line;
      endLine(run.mode === 'streak' ? `The streak is over. ${line}.` : `${line}.`);
    }
    const failedNow = rec.result !== 'solved' || rec.strikes.length > 0 || run?.over === true;
    if (!failedNow && game.play.mode !== 'replay-failed') return;
    const head = await record.failedHead();
    // The plate's line follows the queue (it named the bomb just cleared).
    if (game.play.mode === 'replay-failed' && this.session.game === game)
      $('mode-status').textContent = head.oldest
        ? failedLine(head.count, head.oldest)
        : 'No failed bomb waits any more.';
    if (head.count === 0) {
      if (game.play.mode === 'replay-failed') endLine('No failed bomb waits any more.');
      return;
    }
    const again =
      game.play.mode === 'replay-failed' && queueChange(rec) === 'add' ? 'Try it again' : 'Replay failed bombs';
    const s = settingsOf(game);
    endButton(`${again} (${head.count} waiting)`, () =>
      goToAddress(this.session as BombSession, modeAddress('replay-failed', s)!),
    );
  }

  newBombSearch(game: Game, seed: string): string | null {
    return newBombAddress(game.play.mode, { ...settingsOf(game), seed, bomb: null });
  }

  linkSearch(game: Game): string | null {
    return game.play.mode === 'zen' ? modeAddress('zen', settingsOf(game)) : null;
  }

  modeSearch(mode: string, game: Game, s: BombSettings): string | null {
    const m: GameMode | undefined = wordNamed(mode, GAME_MODES);
    return m ? modeAddress(m, settingsOf(game, s)) : null;
  }
}

/** Starts the page's practice part (the file's docstring), keeping the games that ended before it came. */
export function startPractice(session: Omit<BombSession, 'game'> & { game?: Game }): PracticeHooks {
  const practice = new PracticePlay(session);
  session.practice = practice;
  for (const g of session.unkept.splice(0)) practice.ended(g);
  if (session.game && !session.game.journal.end) practice.started(session.game);
  return practice;
}
