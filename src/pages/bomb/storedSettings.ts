/**
 * The player's settings kept between visits (localStorage): the colour-blind letters, and the
 * deal, rule seed, timer and strike limit last applied in the settings panel (the sound's mute
 * is kept by src/play/sounds.ts). Stored values are read with the address's own readers
 * (src/doors/urlParams.ts): a value edited by hand into something the page would not take is
 * ignored (its default is used), never an error. Storage that is missing or refuses is no
 * error either: the settings are then not kept.
 */
import { parseRuleSeed } from '../../rules/ruleSeed';
import { readDeal, readMinutes, readStrikeLimit, type BombSettings } from '../../doors/urlParams';

const COLOR_BLIND_KEY = 'tac.colorBlind';
const SETTINGS_KEY = 'tac.settings';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* no storage */
  }
}

/** Whether the colour-blind letters are on. */
export const colorBlindStored = (): boolean => read(COLOR_BLIND_KEY) === '1';

/** Keeps the colour-blind setting. */
export const storeColorBlind = (on: boolean): void => write(COLOR_BLIND_KEY, on ? '1' : '0');

/** Keeps the settings applied in the panel (a field left out is not kept). */
export function storeSettings(s: Partial<BombSettings>): void {
  write(SETTINGS_KEY, JSON.stringify(s));
}

/**
 * Keeps what Apply applied in the settings panel (issue 25), over the settings kept before. On a
 * bomb of its own seed, the settings applied. On a bomb from a link (`?bomb=`), the deal and rule
 * seed are the bomb's and their fields are disabled, so the deal and rule seed kept before stay;
 * the timer and strike limit replace theirs only when the player changed them from what the page
 * showed (the link's own values are no choice of the player's).
 * @param applied the settings of the form; `shown` those the page showed before Apply.
 */
export function keepAppliedSettings(
  applied: BombSettings,
  { fromLink, shown }: { fromLink: boolean; shown: Pick<BombSettings, 'minutes' | 'strikeLimit'> },
): void {
  if (!fromLink) return storeSettings(applied);
  storeSettings({
    ...storedSettings(),
    ...(applied.minutes !== shown.minutes ? { minutes: applied.minutes } : {}),
    ...(applied.strikeLimit !== shown.strikeLimit ? { strikeLimit: applied.strikeLimit } : {}),
  });
}

/**
 * The settings kept, each only when it reads as the address would take it.
 * @param text the stored text (default: from localStorage)
 */
export function storedSettings(text: string | null = read(SETTINGS_KEY)): Partial<BombSettings> {
  let raw: unknown;
  try {
    raw = text === null ? null : JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const o = raw as Record<string, unknown>;
  /** A field read by the address's reader, or null (missing, not text or a number, or refused). */
  const field = <T>(v: unknown, readIt: (text: string) => T | null): T | null =>
    typeof v === 'string' || typeof v === 'number' ? readIt(String(v)) : null;
  const out: { -readonly [K in keyof BombSettings]?: BombSettings[K] } = {};
  const deal = field(o.deal, readDeal);
  if (deal !== null) out.deal = deal;
  const ruleSeed = field(o.ruleSeed, (t) => {
    const r = parseRuleSeed(t);
    return r.ok ? r.ruleSeed : null;
  });
  if (ruleSeed !== null) out.ruleSeed = ruleSeed;
  const minutes = field(o.minutes, readMinutes);
  if (minutes !== null) out.minutes = minutes;
  const strikeLimit = field(o.strikeLimit, readStrikeLimit);
  if (strikeLimit !== null) out.strikeLimit = strikeLimit;
  return out;
}
