/**
 * Serial numbers (RULES.md §3): validation, character values, and the standard shape the
 * generator makes.
 */

const STANDARD_LETTERS = 'ABCDEFGHIJKLMNPQRSTUVWXZ'; // no O, no Y
const DIGITS = '0123456789';

/**
 * Normalises a serial: trims and upper-cases it, and checks it is six characters A–Z / 0–9.
 * @returns the normalised serial, or an error sentence naming the problem.
 */
export function parseSerial(input: unknown): { ok: true; serial: string } | { ok: false; error: string } {
  if (typeof input !== 'string') return { ok: false, error: 'serial must be a string of six letters or digits' };
  const s = input.trim().toUpperCase();
  if (!/^[A-Z0-9]{6}$/.test(s)) {
    return { ok: false, error: `serial ${JSON.stringify(input)} is not six letters or digits` };
  }
  return { ok: true, serial: s };
}

/** Value of one serial character: digit → 0–9, letter → A=1 … Z=26 (RULES.md §3). */
export function charValue(ch: string): number {
  const c = ch.toUpperCase().charCodeAt(0);
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 90) return c - 64;
  throw new RangeError(`serial character ${JSON.stringify(ch)} is not a letter or digit`);
}

/** The six values v1 … v6 of a (valid) serial (RULES.md §3). */
export function serialValues(serial: string): number[] {
  return [...serial].map(charValue);
}

/** True when a serial has the standard shape: LD LD D L L D, letters never O or Y (RULES.md §3). */
export function isStandardSerial(serial: string): boolean {
  return /^[A-NP-XZ0-9]{2}[0-9][A-NP-XZ]{2}[0-9]$/.test(serial);
}

/**
 * A standard-shape serial drawn with `random` (a function returning doubles in [0, 1)).
 * Characters 1–2 letter or digit, 3 a digit, 4–5 letters, 6 a digit (RULES.md §3).
 */
export function randomSerial(random: () => number): string {
  const pick = (alphabet: string) => alphabet[Math.floor(random() * alphabet.length)]!;
  const both = STANDARD_LETTERS + DIGITS;
  return pick(both) + pick(both) + pick(DIGITS) + pick(STANDARD_LETTERS) + pick(STANDARD_LETTERS) + pick(DIGITS);
}
