/**
 * JSON Lines input of `tac solve | play | locate` (CLI.md "Bad input"): every input line gets
 * exactly one answer, whatever it holds. Lines are split by this reader rather than by
 * `readline`, so that a line over `MAX_LINE_BYTES` is skipped as it streams by (answered with one
 * error line) instead of being buffered whole: a 600 MB line costs 1 MB of memory, and the
 * answers before it are kept.
 */
import { parseJson, preview, printable } from '../doors/jsonValue';
import { cutText } from '../rules/text';

/** Longest input line read, in bytes (1 MiB; a bomb line is under 1 KB). */
const MAX_LINE_BYTES = 1 << 20;

/** The answer to one line: the value to print as JSON, text to print as it is, or the error sentence. */
export type LineResult = { ok: true; value: unknown } | { ok: true; text: string } | { ok: false; error: string };

/** One line of input: its text (UTF-8 decoded, without the line break), or why it was not read. */
export type InputLine =
  | { readonly n: number; readonly text: string }
  | { readonly n: number; readonly problem: 'too-long'; readonly bytes: number }
  | { readonly n: number; readonly problem: 'not-utf8' };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Splits a byte stream into lines (`\n` or `\r\n`; a last line without a break counts), keeping
 * at most `maxBytes` of any one line.
 * @param input chunks as `process.stdin` gives them (Buffers; strings are encoded as UTF-8).
 */
export async function* readLines(
  input: AsyncIterable<Uint8Array | string>,
  maxBytes = MAX_LINE_BYTES,
): AsyncGenerator<InputLine> {
  let parts: Uint8Array[] = [];
  let size = 0; // bytes of the line so far (counted even when not kept)
  let n = 0;
  const finish = (): InputLine => {
    n++;
    if (size > maxBytes) return { n, problem: 'too-long', bytes: size };
    let bytes = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    if (bytes.length && bytes[bytes.length - 1] === 0x0d) bytes = bytes.subarray(0, bytes.length - 1);
    try {
      const text = utf8.decode(bytes);
      return { n, text: n === 1 ? text.replace(/^\uFEFF/, '') : text };
    } catch {
      return { n, problem: 'not-utf8' };
    }
  };
  for await (const chunk of input) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    let from = 0;
    while (from <= buf.length) {
      const nl = buf.indexOf(0x0a, from);
      const end = nl < 0 ? buf.length : nl;
      if (end > from) {
        size += end - from;
        if (size <= maxBytes) parts.push(buf.subarray(from, end));
        else parts = [];
      }
      if (nl < 0) break;
      yield finish();
      parts = [];
      size = 0;
      from = nl + 1;
    }
  }
  if (size > 0) yield finish();
}

/**
 * Answers one line with `handler`: empty lines, JSON syntax errors and values that are not
 * objects are answered here; the handler's own errors name the field. Never throws: an
 * exception of the handler becomes an error sentence too.
 * @param handler `solveLine`, `playLine`, `playLogLine` or `locateLine` (src/cli/tac.ts), given the
 *   parsed line and its number.
 */
export function answerLine(handler: (v: unknown, n: number) => LineResult, line: InputLine): LineResult {
  const { n } = line;
  if ('problem' in line) {
    return line.problem === 'too-long'
      ? { ok: false, error: `line ${n} is longer than ${MAX_LINE_BYTES} bytes (${line.bytes} bytes): not read` }
      : { ok: false, error: `line ${n} is not valid UTF-8 text` };
  }
  if (line.text.trim() === '') return { ok: false, error: `line ${n} is empty` };
  let parsed: unknown;
  try {
    parsed = parseJson(line.text);
  } catch (e) {
    return { ok: false, error: `line ${n} is not valid JSON: ${cutText(printable((e as Error).message), 120)}` };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {
      ok: false,
      error: `line ${n} must be a JSON object, not ${Array.isArray(parsed) ? 'an array' : preview(parsed)}`,
    };
  }
  try {
    return handler(parsed, n);
  } catch (e) {
    return {
      ok: false,
      error: `line ${n} could not be answered: ${cutText(printable(String((e as Error)?.message ?? e)), 120)}`,
    };
  }
}
