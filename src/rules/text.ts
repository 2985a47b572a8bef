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
 * (never inside a surrogate pair), so a message is always valid UTF-16 and short.
 */

/** Most characters of a value quoted in a message. */
export const QUOTE_LENGTH = 80;

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
 * A user's text quoted for a message: JSON string syntax (control characters escaped), cut to
 * `max` code points with `…` inside the quotes, e.g. `"aaaa…"`.
 */
export function quote(s: string, max = QUOTE_LENGTH): string {
  return JSON.stringify(cutText(s, max));
}
