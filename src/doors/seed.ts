/**
 * The one rule for bomb seeds, used by every door: `tac generate --seed`, the bomb page's
 * `?seed=`, the designer's form and address, its batches (`S#i`) and share links, and the `seed`
 * of a bomb in `?bomb=`. The same text always deals the same bomb (RULES.md §9: through
 * `seedrandom`), whichever door it comes through.
 *
 * - Whitespace at either end is not part of a seed: it is removed (as `String.prototype.trim`),
 *   so `" abc"` deals the bomb of `abc` everywhere.
 * - What remains is 1 to `MAX_SEED_LENGTH` characters (code points).
 * - Any character may be used except control characters, format characters (zero-width
 *   spaces, direction overrides), line and paragraph separators and lone surrogates: those
 *   cannot be typed, shown or put in a link faithfully.
 * - Nor U+FFFD, the replacement character: it is what invalid text becomes (`?seed=%FF`,
 *   `?seed=%ED%A0%80`, the bytes `\xff` in `tac generate --seed`), and a seed that silently
 *   became "�" would deal one bomb for every such mistake.
 */
import { describeChar, escapeOf, firstCharNotIn, MAX_SEED_LENGTH, quote } from '../rules/text';

/** Longest seed, in characters (code points); a batch seed `S#i` and a filtered candidate's `S.j` fit too. */
export { MAX_SEED_LENGTH };

/** A seed read by the seed rule, or why the text is not one. */
type SeedResult =
  | { readonly ok: true; readonly seed: string }
  | {
      readonly ok: false;
      /** The problem as a phrase to follow the field's name: `is empty`, `has 120 characters, at most 100`. */
      readonly problem: string;
    };

/** Characters a seed may hold (one code point): anything but C0/C1 controls, format characters, separators and lone surrogates. */
const SEED_CHAR = /^[^\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]$/u;
/** Printable ASCII: no character of it is one of SEED_CHAR's (whose Unicode tables take ~10 ms to build). */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Length of `s` in code points. */
function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/**
 * Applies the seed rule to `text` (see the file's comment).
 * @returns the seed (trimmed), or the problem, e.g. `character 3 U+200B is not allowed in a seed`.
 */
export function parseSeed(text: string): SeedResult {
  const seed = text.trim();
  if (seed === '') return { ok: false, problem: text === '' ? 'is empty' : 'holds only spaces' };
  const length = codePointLength(seed);
  if (length > MAX_SEED_LENGTH) {
    return { ok: false, problem: `${quote(seed, 20)} has ${length} characters, at most ${MAX_SEED_LENGTH}` };
  }
  const replaced = PRINTABLE_ASCII.test(seed) ? undefined : firstCharNotIn(seed, /^[^\ufffd]$/u);
  if (replaced) {
    return {
      ok: false,
      problem: `character ${replaced.at} ${describeChar(replaced.char)} is not allowed in a seed: it replaces text that was not valid UTF-8 (in a link, not valid percent-encoding)`,
    };
  }
  const bad = PRINTABLE_ASCII.test(seed) ? undefined : firstCharNotIn(seed, SEED_CHAR);
  if (bad) {
    return {
      ok: false,
      problem: `character ${bad.at} ${describeChar(bad.char)} is not allowed in a seed (no control or invisible characters)`,
    };
  }
  return { ok: true, seed };
}

/**
 * Why a batch of `count` bombs cannot use `seed`: bomb i has seed `S#i` (CLI.md), and every
 * seed keeps the length limit, so the longest, `S#count`, must fit.
 * @returns the problem as a phrase to follow the field's name, or null when the batch fits.
 */
export function batchSeedProblem(seed: string, count: number): string | null {
  const longest = codePointLength(seed) + 1 + String(count).length;
  return longest > MAX_SEED_LENGTH
    ? `${quote(seed, 20)} with ${count} bombs makes seeds of up to ${longest} characters (…#${count}); a seed holds at most ${MAX_SEED_LENGTH}`
    : null;
}

/** A character shown as it is in a seed: printable ASCII but the backslash. */
const PLAIN_CHAR = /^[\x20-\x5b\x5d-\x7e]$/;
/** A seed of such characters only. */
const PLAIN_SEED = /^[\x20-\x5b\x5d-\x7e]*$/;

/**
 * A seed as a page shows it (the plate, the practice page's table and failed queue, the import's
 * summary): every character that is not printable ASCII written as an escape, `\u{0430}bc` for
 * `аbc` with a Cyrillic а (U+0430), so that a look-alike cannot pass for another seed (the
 * doors take any seed, RULES.md §9: `аbc` deals another bomb than `abc`), and each backslash
 * doubled, so that the ASCII seed `\u{0430}bc` shows as `\\u{0430}bc`. The escapes are those of
 * the doors' messages (`showInvisible`, src/rules/text.ts). The whole seed goes in the element's
 * title, with `seedNotAscii`'s words.
 * @param max most characters shown (of the escaped text, never inside an escape), `…` after when cut.
 */
export function shownSeed(seed: string, max = Infinity): string {
  if (PLAIN_SEED.test(seed) && seed.length <= max) return seed;
  let out = '';
  for (const ch of seed) {
    const piece = PLAIN_CHAR.test(ch) ? ch : ch === '\\' ? '\\\\' : escapeOf(ch);
    if (out.length + piece.length > max) return `${out}…`;
    out += piece;
  }
  return out;
}

/** Most characters `seedNotAscii` names one by one. */
const NAMED_CHARS = 3;

/**
 * Why `shownSeed` writes escapes, in words: `character 1 "а" (U+0430) is not ASCII`,
 * `characters 1 "а" (U+0430) and 3 "с" (U+0441) are not ASCII`, `5 characters are not ASCII: 1
 * "б" (U+0431), 2 "о" (U+043E), 3 "м" (U+043C), …`; null for a seed of printable ASCII.
 */
export function seedNotAscii(seed: string): string | null {
  if (/^[\x20-\x7e]*$/.test(seed)) return null;
  const odd: string[] = [];
  let at = 0;
  for (const ch of seed) {
    at++;
    if (!/^[\x20-\x7e]$/.test(ch)) odd.push(`${at} ${describeChar(ch)}`);
  }
  if (odd.length === 1) return `character ${odd[0]} is not ASCII`;
  if (odd.length <= NAMED_CHARS) return `characters ${odd.slice(0, -1).join(', ')} and ${odd.at(-1)} are not ASCII`;
  return `${odd.length} characters are not ASCII: ${odd.slice(0, NAMED_CHARS).join(', ')}, …`;
}
