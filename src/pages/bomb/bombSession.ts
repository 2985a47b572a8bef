/**
 * The bomb page's one state object (shared by its steps: game.ts, pageControls.ts,
 * sceneLoader.ts): the sounds, the module scene once loaded, the game being played, and what the
 * page shows around it. Also the page's element lookup and its notices.
 */
import type { Card } from '../../rules/cards';
import type { ModuleController } from '../../play/moduleController';
import type { PlayableBomb } from '../../rules/bomb';
import type { ModuleScene } from '../../play/scene/moduleScene';
import type { PictureScene } from '../../play/pictureScene';
import type { Sounds } from '../../play/sounds';
import type { BombParams } from '../../doors/urlParams';

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

/** One bomb being played on the page; `stop()` ends it when a new bomb is dealt. */
export interface Game {
  readonly bomb: PageBomb;
  readonly controller: ModuleController;
  readonly params: BombParams;
  /** True for a bomb from a `?bomb=` link (no seed deals it). */
  readonly fromLink: boolean;
  /**
   * The help used while the bomb was live: `answer`, the KTANE log's "Show the answer" (the
   * bomb's solution and hidden pawns seen: the practice record's help `designer`, the bomb's
   * solutions seen, src/practice/gameRecord.ts `GameHelp`).
   */
  readonly help: { answer: boolean };
  stop(): void;
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
}

/** Adds a notice (plain text) under the page header. */
export function notice(text: string): void {
  const li = document.createElement('li');
  li.textContent = text;
  $('notices').appendChild(li);
}
