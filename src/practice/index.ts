/**
 * The practice record (issue 18): what the bomb page and the practice page import. Pure except
 * `practiceDatabase.ts` (IndexedDB) and the random ids and run seeds.
 *
 * The bomb page's part, in the order of a game:
 *
 * 1. once, after its first paint: `const record = await openPracticeRecord()`; when
 *    `!record.kept`, a notice with `record.problem`; `record.onNotKept(notice)` for later;
 * 2. the mode of the address: `readPracticeMode(location.search)` (`?mode=daily|zen|streak|storm|
 *    replay-failed`, `?time=zen`), its notices, and its rules `MODE_RULES[mode]`: the daily bomb
 *    `dailyDealing(new Date())`; streak and storm bombs `runBombSeed(run, i)` / `stormBomb(run,
 *    i)` of a run seed `newRunSeed(mode)`; the storm clock `stormTimeLeft(elapsed, strikes)`; the
 *    failed queue's oldest bomb `(await record.failedHead()).oldest` (null: the queue is empty);
 * 3. each bomb dealt: `let draft = startGameRecord({ id: newGameId(), startedAt: new Date(),
 *    mode, run, bomb, deal, bombParam })`;
 * 4. each input the module takes: `draft = recordAction(draft, input, elapsedMs)`; each strike:
 *    `draft = recordStrike(draft, reason, elapsedMs)`; Reveal pawns pressed while live:
 *    `draft = markHelp(draft, 'reveal')` (the hint of issue 19: `'hint'`);
 * 5. the end: `record.saveGame(finishGame(draft, 'solved' | 'exploded' | 'timed-out', ms))`, or
 *    on New bomb `abandonGame(draft, ms)` (null: nothing to keep); for the daily bomb the answer's
 *    `counted` says whether it was the day's counted attempt, `shareLine(game, counted)` is the
 *    Share text and `(await record.daily(new Date())).dayStreak` the day streak; for a streak,
 *    `streakLabel(current, (await record.bests()).streak.score)`.
 */
export { bombThemes, type BombThemes } from './bombThemes';
export { bombKeyOf, dealAgainHref, dealAgainSearch } from './bombLink';
export {
  bestDayStreak,
  clockText,
  countedDailies,
  dailyDealing,
  dailyStatusOf,
  dailySeed,
  dayStreak,
  isCountedDaily,
  shareLine,
  utcDate,
} from './dailyBomb';
export { failedQueueOf, queueChange, type FailedBomb } from './failedQueue';
export {
  checkGameRecord,
  GAME_MODES,
  GAME_RESULTS,
  isAssisted,
  type GameHelp,
  type GameMode,
  type GameRecord,
  type GameResult,
} from './gameRecord';
export { historyJson, importSummary, readHistory } from './historyFile';
export {
  openPracticeRecord,
  type FailedHead,
  type DailyStatus,
  type ImportResult,
  type PracticeRecord,
  type SaveResult,
} from './practiceDatabase';
export {
  bestsOf,
  MODE_RULES,
  MODE_TITLES,
  newRunSeed,
  readPracticeMode,
  runBombSeed,
  runScoreAfter,
  stormBomb,
  stormDeal,
  stormTimeLeft,
  STORM_MS,
  STORM_STRIKE_PENALTY_MS,
  streakLabel,
  STREAK_STRIKE_LIMIT,
  type RunBests,
} from './practiceModes';
export { newGameId } from './gameId';
export { firstTryByTheme, inPlayOrder, solveTimeSeries, strikesPerGame } from './practiceStats';
export {
  abandonGame,
  finishGame,
  markHelp,
  recordAction,
  recordStrike,
  startGameRecord,
  type GameDraft,
  type GameStart,
} from './recordBuilder';
