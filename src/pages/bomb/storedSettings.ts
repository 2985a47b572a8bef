/**
 * The player's settings kept between visits (localStorage): the colour-blind letters. (The sound's
 * mute is kept by src/view/sounds.ts.) Storage that is missing or refuses is no error: the
 * setting is then off and not kept.
 */
const COLOR_BLIND_KEY = 'tac.colorBlind';

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string, on: boolean): void {
  try {
    localStorage.setItem(key, on ? '1' : '0');
  } catch {
    /* no storage */
  }
}

/** Whether the colour-blind letters are on. */
export const colourBlindStored = (): boolean => readFlag(COLOR_BLIND_KEY);

/** Keeps the colour-blind setting. */
export const storeColourBlind = (on: boolean): void => writeFlag(COLOR_BLIND_KEY, on);
