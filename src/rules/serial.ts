/**
 * Serial numbers (RULES.md §3): validation, character values, and the standard shape the
 * generator makes.
 */
import { asciiUpper, describeChar, firstCharNotIn, quote, trimAscii } from './text';

const STANDARD_LETTERS = 'ABCDEFGHIJKLMNPQRSTUVWXZ'; // no O, no Y
const DIGITS = '0123456789';

/** A parsed serial, or why the input is not one. */
type SerialResult =
  | { readonly ok: true; readonly serial: string }
  | {
      readonly ok: false;
      /** The problem as a sentence starting with "serial", e.g. `serial has 5 characters, not 6`. */
      readonly error: string;
      /** The same without the leading "serial ", to follow a field name (`bomb.serial …`). */
      readonly problem: string;
    };

const problem = (p: string): SerialResult => ({ ok: false, error: `serial ${p}`, problem: p });

/**
 * Normalises a serial (RULES.md §3): ASCII spaces around it ignored, a–z upper-cased without
 * Unicode case mapping, six characters A–Z / 0–9. A look-alike (`ſ`, `ı`, `ﬃ`, a fullwidth
 * letter) is an error naming the character: `serial character 1 "ſ" (U+017F) is not a letter
 * A–Z or digit`.
 * @returns the normalised serial, or the problem in words.
 */
export function parseSerial(input: unknown): SerialResult {
  if (typeof input !== 'string') return problem('must be a string of six letters A–Z or digits');
  const s = trimAscii(input);
  const bad = firstCharNotIn(s, /^[A-Za-z0-9]$/);
  if (bad) return problem(`character ${bad.at} ${describeChar(bad.char)} is not a letter A–Z or digit`);
  if (s.length !== 6) return problem(`${quote(s)} has ${s.length} characters, not 6`);
  return { ok: true, serial: asciiUpper(s) };
}

/** Value of one serial character: digit → 0–9, letter → A=1 … Z=26, either case (RULES.md §3). */
export function charValue(ch: string): number {
  const c = ch.charCodeAt(0);
  if (ch.length === 1 && c >= 48 && c <= 57) return c - 48;
  if (ch.length === 1 && c >= 65 && c <= 90) return c - 64;
  if (ch.length === 1 && c >= 97 && c <= 122) return c - 96;
  throw new RangeError(`serial character ${quote(ch)} is not a letter A–Z or digit`);
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
