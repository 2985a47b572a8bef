/**
 * Text helpers for the rules' codes and for messages about them.
 *
 * Serials (RULES.md §3), names (§4), card codes (§6) and action words (§7) are ASCII, read
 * case-insensitively. `String.prototype.toUpperCase` is not ASCII: it turns `ſ` (long s) into
 * `S`, `ı` (dotless i) into `I`, `ﬃ` (one character) into `FFI`, and `toLowerCase` turns the
 * Kelvin sign `K` into `k`. Look-alikes must be errors naming the character, so these codes are
 * mapped with `asciiUpper` / `asciiLower`, which change A–Z / a–z only.
 *
 * Messages quote user values with `quote`: at most 80 characters, cut between code points
 * (never inside a surrogate pair), so a message is always valid UTF-16 and short, and every
 * character that cannot be seen or that reorders the text around it written as an escape
 * (`showInvisible`), so a message always shows what was typed.
 */

/** Most characters of a value quoted in a message. */
export const QUOTE_LENGTH = 80;

/**
 * Longest bomb seed, in characters (code points): the seed rule of every door (src/io/seed.ts,
 * which reads seeds), here so that the generator's candidate seeds (`S.2`, …) keep it too.
 */
export const MAX_SEED_LENGTH = 100;

/** `s` with a–z upper-cased and every other character unchanged (no Unicode case mapping). */
export function asciiUpper(s: string): string {
  return s.replace(/[a-z]+/g, (m) => m.toUpperCase());
}

/** `s` with A–Z lower-cased and every other character unchanged (no Unicode case mapping). */
export function asciiLower(s: string): string {
  return s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
}

/** `s` without ASCII spaces and tabs at either end (the codes' "surrounding spaces ignored"). */
export function trimAscii(s: string): string {
  return s.replace(/^[ \t]+|[ \t]+$/g, '');
}

/**
 * The one reading of a whole number at every door (rule seeds, the bomb page's `time` and
 * `strikes`): surrounding ASCII spaces ignored, ASCII digits only, any number of leading zeros
 * (`00042` is 42, `00` is 0), within `min` … `max`.
 * @returns the number, or undefined when the text is not one in range.
 */
export function wholeNumber(text: string, min: number, max: number): number | undefined {
  const t = trimAscii(text);
  const digits = /^[0-9]+$/.test(t) ? t.replace(/^0+(?=.)/, '') : '';
  const n = digits.length >= 1 && digits.length <= 15 ? Number(digits) : NaN;
  return n >= min && n <= max ? n : undefined;
}

/**
 * The one reading of a word from a fixed list of lower-case ASCII words (action words, deals,
 * swap modes), the same at every door: surrounding ASCII spaces and tabs ignored, ASCII letters
 * in any case (`TAC`, ` Tl `, `REQUIRED`), nothing else mapped (no Unicode case folding, so the
 * Kelvin sign or a fullwidth letter names nothing).
 * @returns the word of `words` that `text` names, or undefined.
 */
export function wordNamed<W extends string>(text: string, words: readonly W[]): W | undefined {
  const w = asciiLower(trimAscii(text));
  return (words as readonly string[]).includes(w) ? (w as W) : undefined;
}

/**
 * Why `wordNamed` names nothing for a word holding a look-alike letter (a Cyrillic а, a
 * fullwidth ｗ): `character 2 "а" (U+0430) is not an ASCII letter`; null for an ASCII word.
 */
export function notAsciiLetter(text: string): string | null {
  const bad = firstCharNotIn(trimAscii(text), /^[\x20-\x7e]$/);
  return bad ? `character ${bad.at} ${describeChar(bad.char)} is not an ASCII letter` : null;
}

/**
 * A character named for a message: `"ſ" (U+017F)`; control, format and other invisible
 * characters as their code point alone: `U+200B`.
 * @param ch one code point (a string of one or two UTF-16 units).
 */
export function describeChar(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  return /^[\p{L}\p{N}\p{P}\p{S}]$/u.test(ch) ? `"${ch}" (${hex})` : hex;
}

/**
 * The first character of `s` outside `allowed` (a one-character regular expression), with its
 * 1-based position counted in code points, or undefined when every character is allowed.
 */
export function firstCharNotIn(s: string, allowed: RegExp): { readonly at: number; readonly char: string } | undefined {
  let at = 0;
  for (const char of s) {
    at++;
    if (!allowed.test(char)) return { at, char };
  }
  return undefined;
}

/**
 * `s` cut to at most `max` code points, with `…` when something was cut. Reads only as much of
 * `s` as it keeps, so a huge string costs nothing.
 */
export function cutText(s: string, max = QUOTE_LENGTH): string {
  if (s.length <= max) return s;
  let kept = 0;
  let end = 0;
  while (end < s.length && kept < max) {
    const c = s.charCodeAt(end);
    const next = s.charCodeAt(end + 1); // NaN past the end
    end += c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
    kept++;
  }
  return end < s.length ? `${s.slice(0, end)}…` : s;
}

/**
 * Characters a message must not show as they are: controls (Unicode category Cc), format
 * characters (Cf: zero-width spaces and joiners, the direction marks, embeddings, overrides and
 * isolates U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069, the BOM), the line and paragraph
 * separators (Zl, Zp), private-use (Co) and unassigned (Cn) code points, and lone surrogates (Cs).
 * Each is invisible, moves the text around it, or breaks a line.
 */
const INVISIBLE_CLASS = String.raw`\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}`;
const INVISIBLE = new RegExp(`[${INVISIBLE_CLASS}]`, 'gu');
/** An invisible character, or `"` or `\` (which `quote` escapes as JSON does). */
const INVISIBLE_OR_QUOTE = new RegExp(`["\\\\]|[${INVISIBLE_CLASS}]`, 'gu');

const SHORT_ESCAPES: Readonly<Record<string, string>> = {
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '"': '\\"',
  '\\': '\\\\',
};

/** One character written as an escape: `\n`, `\r`, `\t`, `\"`, `\\`, else `\u{202E}` (4–6 hex digits). */
export function escapeOf(c: string): string {
  return SHORT_ESCAPES[c] ?? `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`;
}

/**
 * `s` with every invisible character (see INVISIBLE_CLASS) written as an escape: `a\u{202E}b`,
 * `a\u{200B}`, `a\nb`; every other character as it is (backslashes too).
 */
export function showInvisible(s: string): string {
  return s.replace(INVISIBLE, escapeOf);
}

/**
 * A user's text quoted for a message: in double quotes, cut to `max` code points with `…`
 * inside the quotes (`"aaaa…"`), `"` and `\` escaped as in JSON, and every invisible character
 * as an escape (`showInvisible`): `"\u{202E}setunim 99"`, `"\u{200B}"`, `"a\nb"`.
 */
export function quote(s: string, max = QUOTE_LENGTH): string {
  return `"${cutText(s, max).replace(INVISIBLE_OR_QUOTE, escapeOf)}"`;
}
