/**
 * The module's sounds, played with howler (loaded with `import()`, its own chunk). Files:
 * assets/sounds/*.wav, made by scripts/make-sounds.ts. Mute persists in localStorage
 * (`tac.muted`). Sound never blocks and never throws: with no audio device (headless Chromium)
 * cues are silently dropped.
 *
 * Loading has two steps because the second one is costly: `prefetch()` only downloads howler;
 * `preload()` creates the Howls, and the first Howl creates the page's AudioContext, which
 * blocks the main thread for about 100–190 ms in a fresh headless Chromium (the browser starts
 * its audio service synchronously; measured 5–25 ms once it runs). The page calls `preload()`
 * when nothing moves; a cue before that is dropped (it never loads anything itself), so that
 * this cost can never land in a frame of an animation.
 */
import type { Howl } from 'howler';
import type { SoundCue } from './scene/sceneState';
import pickupUrl from '../../assets/sounds/pickup.wav?url';
import placeUrl from '../../assets/sounds/place.wav?url';
import stepUrl from '../../assets/sounds/step.wav?url';
import pressUrl from '../../assets/sounds/press.wav?url';
import releaseUrl from '../../assets/sounds/release.wav?url';
import slideUrl from '../../assets/sounds/slide.wav?url';
import strikeUrl from '../../assets/sounds/strike.wav?url';
import solveUrl from '../../assets/sounds/solve.wav?url';
import explodeUrl from '../../assets/sounds/explode.wav?url';

/** URL of each cue's WAV file (served from the page's own origin). */
const SOUND_URLS: Record<SoundCue, string> = {
  pickup: pickupUrl,
  place: placeUrl,
  step: stepUrl,
  press: pressUrl,
  release: releaseUrl,
  slide: slideUrl,
  strike: strikeUrl,
  solve: solveUrl,
  explode: explodeUrl,
};

const MUTE_KEY = 'tac.muted';

/** Reads the persisted mute setting (false when storage is unavailable). */
function loadMuted(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): boolean {
  try {
    return storage?.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Persists the mute setting (ignored when storage is unavailable). */
function saveMuted(muted: boolean, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(MUTE_KEY, muted ? '1' : '0');
  } catch {
    /* private mode: the setting lasts for this page only */
  }
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The sound player of the bomb page. */
export class Sounds {
  private howls: Partial<Record<SoundCue, Howl>> = {};
  private howler: Promise<typeof import('howler') | null> | null = null;
  private loading: Promise<void> | null = null;
  private failed = false;
  private mutedNow: boolean | undefined;

  /** @param muted the mute setting; default: the kept one, read when first needed (storage is slow to open). */
  constructor(muted?: boolean) {
    this.mutedNow = muted;
  }

  /** Whether the sound is off. */
  get muted(): boolean {
    return (this.mutedNow ??= loadMuted());
  }

  /** Sets and persists mute. */
  setMuted(muted: boolean): void {
    this.mutedNow = muted;
    saveMuted(muted);
  }

  /**
   * Plays a cue once `preload()` has created the sounds; before that the cue is dropped (it
   * never starts the audio set-up in the middle of an animation). Never throws.
   */
  play(cue: SoundCue): void {
    if (this.muted || this.failed) return;
    try {
      this.howls[cue]?.play();
    } catch {
      /* no audio device */
    }
  }

  /** Starts downloading howler (no audio set-up: cheap for the main thread). Never rejects. */
  prefetch(): Promise<void> {
    this.howler ??= import('howler').catch(() => {
      this.failed = true;
      return null;
    });
    return this.howler.then(() => undefined);
  }

  /**
   * Downloads howler if needed, then creates the sounds (and with them the AudioContext, costly
   * the first time: call it when nothing moves). The page calls it once the module is drawn, so
   * that the bomb keeps its sounds offline. Never rejects.
   */
  preload(): Promise<void> {
    void this.prefetch();
    this.loading ??= this.howler!.then((howler) => {
      if (!howler) return;
      try {
        for (const [cue, src] of Object.entries(SOUND_URLS) as [SoundCue, string][]) {
          this.howls[cue] = new howler.Howl({
            src: [src],
            format: ['wav'],
            volume: cue === 'step' ? 0.35 : cue === 'explode' ? 0.9 : 0.6,
            preload: true,
          });
        }
      } catch {
        this.failed = true;
      }
    });
    return this.loading;
  }
}
