/**
 * The module's sounds, played with howler (loaded lazily with `import()` at the first cue, so
 * it is not part of the page's initial JavaScript). Files: assets/sounds/*.wav, made by
 * scripts/make-sounds.ts. Mute persists in localStorage (`tac.muted`). Sound never blocks and
 * never throws: with no audio device (headless Chromium) cues are silently dropped.
 */
import type { Howl } from 'howler';
import type { SoundCue } from './moduleScene';
import pickupUrl from '../../assets/sounds/pickup.wav?url';
import placeUrl from '../../assets/sounds/place.wav?url';
import stepUrl from '../../assets/sounds/step.wav?url';
import pressUrl from '../../assets/sounds/press.wav?url';
import releaseUrl from '../../assets/sounds/release.wav?url';
import slideUrl from '../../assets/sounds/slide.wav?url';
import strikeUrl from '../../assets/sounds/strike.wav?url';
import solveUrl from '../../assets/sounds/solve.wav?url';

/** URL of each cue's WAV file (served from the page's own origin). */
export const SOUND_URLS: Record<SoundCue, string> = {
  pickup: pickupUrl,
  place: placeUrl,
  step: stepUrl,
  press: pressUrl,
  release: releaseUrl,
  slide: slideUrl,
  strike: strikeUrl,
  solve: solveUrl,
};

const MUTE_KEY = 'tac.muted';

/** Reads the persisted mute setting (false when storage is unavailable). */
export function loadMuted(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): boolean {
  try {
    return storage?.getItem(MUTE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Persists the mute setting (ignored when storage is unavailable). */
export function saveMuted(muted: boolean, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
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
  private loading: Promise<void> | null = null;
  private failed = false;

  constructor(public muted: boolean = loadMuted()) {}

  /** Sets and persists mute. */
  setMuted(muted: boolean): void {
    this.muted = muted;
    saveMuted(muted);
  }

  /** Plays a cue (asynchronously on first use while howler loads). Never throws. */
  play(cue: SoundCue): void {
    if (this.muted || this.failed) return;
    const h = this.howls[cue];
    if (h) {
      try {
        h.play();
      } catch {
        /* no audio device */
      }
      return;
    }
    void this.load().then(() => {
      if (this.muted) return;
      try {
        this.howls[cue]?.play();
      } catch {
        /* no audio device */
      }
    });
  }

  /**
   * Loads howler and the sound files now (the page calls it once the module is drawn, so that
   * the bomb keeps its sounds offline). Never rejects.
   */
  preload(): Promise<void> {
    return this.load();
  }

  private load(): Promise<void> {
    this.loading ??= import('howler')
      .then(({ Howl }) => {
        for (const [cue, src] of Object.entries(SOUND_URLS) as [SoundCue, string][]) {
          this.howls[cue] = new Howl({
            src: [src],
            format: ['wav'],
            volume: cue === 'step' ? 0.35 : 0.6,
            preload: true,
          });
        }
      })
      .catch(() => {
        this.failed = true;
      });
    return this.loading;
  }
}
