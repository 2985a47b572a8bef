/**
 * The bomb page's one state object (shared by its steps: game.ts, pageControls.ts,
 * sceneLoader.ts, practicePlay.ts): the sounds, the module scene once loaded, the game being
 * played with its practice mode and its journal (what its record will keep), the practice part
 * once loaded, and what the page shows around it. Also the page's element lookup and its notices.
 */
import type { Card } from '../../rules/cards';
import type { ModuleController } from '../../play/moduleController';
import type { PlayableBomb } from '../../rules/bomb';
import type { ModuleScene } from '../../play/scene/moduleScene';
import type { PictureScene } from '../../play/pictureScene';
import type { Sounds } from '../../play/sounds';
import type { BombParams, BombSettings } from '../../doors/urlParams';
import type { Input } from '../../module/moduleReducer';
import type { StrikeReason } from '../../rules/play';
import type { GameHelp, GameMode, GameResult } from '../../practice/gameRecord';
import type { RunPlace } from '../../practice/modePlay';
import type { ClockRule, TimerHandle } from './clock';

/** The page's element of id `id` (the HTML has them all). */
export const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

/** A bomb as the page plays it, with what the plate shows. */
export interface PageBomb extends PlayableBomb {
  readonly serial: string;
  readonly seed: string;
  readonly ruleSeed: number;
  readonly hand: readonly Card[];
  /** The bomb's own solution (action words): the KTANE log's intended gameplay. */
  readonly solution: readonly string[];
}

/**
 * How the page plays a bomb beyond its address: its practice mode (src/practice/modePlay.ts
 * `modeDeal` decides it; a normal game is `NORMAL_PLAY`).
 */
export interface PlayRules {
  readonly mode: GameMode;
  /** For streak and storm: the bomb's place in its run. */
  readonly run: RunPlace | null;
  /** Strikes that explode the bomb (`Infinity`: never), or null for the address's. */
  readonly strikeLimit: number | null;
  /** The clock, or null for the address's countdown. */
  readonly clock: ClockRule | null;
  /** The mode's notices (plain text), shown before the address's. */
  readonly notices: readonly string[];
  /** The plate's mode line ("Daily 2026-12-01"), "" for a normal game. */
  readonly label: string;
}

/** A normal game: the address's bomb, strike limit and countdown. */
export const NORMAL_PLAY: PlayRules = {
  mode: 'normal',
  run: null,
  strikeLimit: null,
  clock: null,
  notices: [],
  label: '',
};

/** What to deal: the query the address reader reads, and how to play it. */
export interface Dealt {
  readonly search: string;
  readonly play: PlayRules;
}

/**
 * What a game's record will keep, noted as it is played (cheap: the practice part builds the
 * record from it when the game ends, src/practice/recordBuilder.ts). Times are ms of the game's
 * clock (`TimerHandle.elapsedMs`).
 */
export interface GameJournal {
  readonly startedAt: Date;
  /** Each input the module took, with its time. */
  readonly actions: [Input, number][];
  /** Each strike's RULES.md §7 reason, with its time. */
  readonly strikes: [StrikeReason, number][];
  /**
   * The help used while the bomb was live, by the record's kinds (src/practice/gameRecord.ts
   * `GameHelp`): `reveal`, Reveal pawns pressed; `designer`, the bomb's solution seen (the KTANE
   * log's "Show the answer", or its whole file or the game log downloaded); `hint`, the hint shown.
   */
  readonly help: { -readonly [K in keyof GameHelp]: GameHelp[K] };
  /** How and when it ended (at the press), or null while it is played. */
  end: { readonly result: GameResult; readonly ms: number } | null;
}

/** One bomb being played on the page; `stop()` ends it when a new bomb is dealt. */
export interface Game {
  /** The query string dealt (the address reader's: a mode's bomb written in). */
  readonly search: string;
  readonly bomb: PageBomb;
  readonly controller: ModuleController;
  readonly params: BombParams;
  /** True for a bomb from a `?bomb=` link (no seed deals it). */
  readonly fromLink: boolean;
  readonly play: PlayRules;
  readonly journal: GameJournal;
  readonly timer: TimerHandle;
  stop(): void;
}

/**
 * The practice part of the page (practicePlay.ts, its own chunk, loaded after the module is
 * playable or, for a practice address, before its first deal): the modes and the record.
 */
export interface PracticeHooks {
  /** What a practice address deals (a new run, the daily bomb, the failed queue's oldest bomb). */
  deal(search: string): Promise<Dealt>;
  /** A game was dealt. */
  started(game: Game): void;
  /** A game ended (solved, exploded, ran out of time: `journal.end`), or was left after New bomb (`abandoned`). */
  ended(game: Game): void;
  /** What New bomb deals in the game's mode with a fresh seed, or null for the page's own New bomb. */
  newBombSearch(game: Game, seed: string): string | null;
  /** The address that deals this bomb again in its mode (zen), or null for the bomb's own address. */
  linkSearch(game: Game): string | null;
  /** The address of `mode` (the Settings panel's choice) with the panel's settings, or null for a normal game. */
  modeSearch(mode: string, game: Game, settings: BombSettings): string | null;
}

/** The page's state. */
export interface BombSession {
  readonly sounds: Sounds;
  /** The Pixi scene, once its chunk has loaded and its first frame is drawn. */
  scene: ModuleScene | null;
  /** The still picture shown until then (the buttons and keys work on it), or null once replaced. */
  still: PictureScene | null;
  /** The game being played (set by the first deal). */
  game: Game;
  /** Whether the hidden pawns are shown. */
  revealed: boolean;
  /** Whether the colour-blind letters are on (kept between visits: storedSettings.ts). */
  colorBlind: boolean;
  /** The address's query of the bomb being played (Back / Forward deal again only when it changes). */
  shownSearch: string;
  /** Called with each game once dealt (the settings panel shows its settings). */
  afterDeal?: (session: Omit<BombSession, 'game'>, game: Game) => void;
  /** The practice part once loaded (null until then, or when it could not load). */
  practice: PracticeHooks | null;
  /** Loads the practice part (once: later calls answer the same load); null when it could not load. */
  readonly loadPractice: () => Promise<PracticeHooks | null>;
  /** Games that ended before the practice part was in: it keeps them when it loads. */
  readonly unkept: Game[];
}

/**
 * Hands a game that ended to the practice part, or keeps it for the part's load and starts that
 * load (a normal visit loads the part at the first press: a bomb can also end without one, when
 * its time runs out).
 */
export function gameEnded(session: Omit<BombSession, 'game'>, game: Game): void {
  if (session.practice) session.practice.ended(game);
  else {
    session.unkept.push(game);
    void session.loadPractice();
  }
}

/** Adds a notice under the page header: its parts in order, strings as plain text (never HTML), nodes as they are. */
export function notice(...parts: Array<string | Node>): void {
  const li = document.createElement('li');
  li.append(...parts);
  $('notices').appendChild(li);
}
