/**
 * Untrusted JSON values before any schema looks at them: how deep they nest, whether a number
 * overflowed to Infinity (`1e400` parses as Infinity, which would then be reported as "null")
 * or underflowed to 0 (`1e-400` parses as 0, which would then be read as space 0: `parseJson`),
 * and a short, safe preview of any value for a message. Never throws, whatever the value:
 * every walk here is iterative and bounded, so a line nested 200,000 deep is a clear message,
 * not "Maximum call stack size exceeded".
 */
import { cutText, quote, QUOTE_LENGTH, showInvisible } from '../rules/text';

/** Deepest nesting of arrays and objects accepted (the deepest legal input, a bomb, nests 3). */
export const MAX_DEPTH = 32;

const pathOf = (parent: string, key: string | number): string =>
  typeof key === 'number' ? `${parent}[${key}]` : parent ? `${parent}.${key}` : key;

/**
 * The first structural problem of a parsed JSON value, as one sentence naming where it is:
 * nesting deeper than `MAX_DEPTH` (`the input nests arrays and objects more than 32 deep`) or a
 * number that overflowed (`state.you is a number out of range (it reads as Infinity)`) or, in a
 * value read by `parseJson`, underflowed (`state.you is a number out of range (1e-400 reads as 0)`).
 * @param root the name of the value in the sentence (`bomb`, `puzzle`; empty: "the input").
 * @returns the sentence, or null when the value is sound.
 */
export function jsonProblem(value: unknown, root = ''): string | null {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: root, depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === 'number' && !Number.isFinite(v)) {
      return `${path || 'the input'} is a number out of range (it reads as ${v})`;
    }
    if (v instanceof NumberUnderflow) {
      return `${path || 'the input'} is a number out of range (${cutText(v.token, 20)} reads as 0)`;
    }
    if (typeof v !== 'object' || v === null) continue;
    if (depth >= MAX_DEPTH) return `${root || 'the input'} nests arrays and objects more than ${MAX_DEPTH} deep`;
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ v: v[i], path: pathOf(path, i), depth: depth + 1 });
    } else {
      const keys = Object.keys(v);
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i]!;
        stack.push({ v: (v as Record<string, unknown>)[k], path: pathOf(path, cutKey(k)), depth: depth + 1 });
      }
    }
  }
  return null;
}

const cutKey = (k: string) => showInvisible(cutText(k, 40));

/** In a value read by `parseJson`: a number written non-zero that reads as 0 (`1e-400`). */
class NumberUnderflow {
  constructor(readonly token: string) {}
}

/**
 * `JSON.parse`, except that a number written non-zero that reads as 0 (underflow: `1e-400`, or
 * 0. and 330 zeros and a 1) becomes a NumberUnderflow in its place, which `jsonProblem` (so
 * `check`) names as `1e400` is named: `state.you is a number out of range (1e-400 reads as 0)`.
 * Without it the value would be read silently as 0 (space 0, seat 0).
 * @throws SyntaxError as JSON.parse.
 */
export function parseJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  // Underflow needs a negative exponent or hundreds of decimals: most texts are not scanned.
  if (!/[eE]-|\.\d{300}/.test(text)) return value;
  for (const { path, token } of underflows(text)) {
    let container: unknown = value;
    for (const key of path.slice(0, -1)) {
      container = isRecord(container) ? container[key] : null;
    }
    const key = path.at(-1);
    // Only where the number is still 0: a later duplicate key may have replaced it.
    if (key !== undefined && isRecord(container) && Object.hasOwn(container, key) && container[key] === 0) {
      Object.defineProperty(container, key, {
        value: new NumberUnderflow(token),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      break; // one is enough for the one message
    }
  }
  return value;
}

const isRecord = (x: unknown): x is Record<string | number, unknown> => typeof x === 'object' && x !== null;

/**
 * The numbers of a valid JSON text that are written non-zero but read as 0, each with the keys
 * and indices that lead to it, in the text's order. Walks the tokens once, iteratively.
 */
function* underflows(text: string): Generator<{ path: (string | number)[]; token: string }> {
  const stack: { key: string | number; array: boolean; awaitingKey: boolean }[] = [];
  for (const [t] of text.matchAll(/"(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*|[{}[\],:]/g)) {
    const top = stack.at(-1);
    if (t === '{' || t === '[') stack.push({ key: t === '[' ? 0 : '', array: t === '[', awaitingKey: t === '{' });
    else if (t === '}' || t === ']') stack.pop();
    else if (t === ',' && top) {
      if (top.array) top.key = (top.key as number) + 1;
      else top.awaitingKey = true;
    } else if (t === ':' && top) top.awaitingKey = false;
    else if (t.startsWith('"')) {
      if (top?.awaitingKey) top.key = JSON.parse(t) as string;
    } else if (Number(t) === 0 && /[1-9]/.test(t.split(/[eE]/)[0]!)) {
      yield { path: stack.map((f) => f.key), token: t };
    }
  }
}

/**
 * A value for a message: strings quoted and cut to `max` code points (`"aaaa…"`), numbers as
 * written (non-finite ones by name), arrays and objects as JSON cut to `max` characters, reading
 * only what is shown (a huge or deep value costs nothing). `undefined` is "nothing".
 */
export function preview(value: unknown, max = QUOTE_LENGTH): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return quote(value, max);
  if (typeof value !== 'object' || value === null) return String(value);
  let out = '';
  const put = (s: string): boolean => {
    out += s;
    return out.length < max;
  };
  // An explicit stack of what remains to write: values, and literal text (closing brackets, commas).
  const todo: ({ text: string } | { value: unknown })[] = [{ value }];
  while (todo.length && out.length < max) {
    const item = todo.pop()!;
    if ('text' in item) {
      if (!put(item.text)) break;
      continue;
    }
    const v = item.value;
    if (typeof v === 'string') {
      if (!put(quote(v, max))) break;
    } else if (typeof v !== 'object' || v === null) {
      if (!put(String(v))) break;
    } else if (Array.isArray(v)) {
      const n = Math.min(v.length, max);
      todo.push({ text: ']' });
      for (let i = n - 1; i >= 0; i--) {
        todo.push({ value: v[i] });
        if (i > 0) todo.push({ text: ',' });
      }
      if (!put('[')) break;
    } else {
      const keys = Object.keys(v).slice(0, max);
      todo.push({ text: '}' });
      for (let i = keys.length - 1; i >= 0; i--) {
        todo.push({ value: (v as Record<string, unknown>)[keys[i]!] });
        todo.push({ text: `${quote(keys[i]!, max)}:` });
        if (i > 0) todo.push({ text: ',' });
      }
      if (!put('{')) break;
    }
  }
  return out.length <= max && !todo.length ? out : `${cutToWellFormed(out, max)}…`;
}

/** `s` cut to `max` UTF-16 units, one less when the cut would split a surrogate pair. */
function cutToWellFormed(s: string, max: number): string {
  if (s.length <= max) return s;
  const c = s.charCodeAt(max - 1);
  return s.slice(0, c >= 0xd800 && c <= 0xdbff ? max - 1 : max);
}

/**
 * A message from elsewhere (a JSON.parse error quoting the input) made one printable line, its
 * invisible characters, line breaks and lone surrogates written as escapes (`showInvisible`:
 * `\n`, `\u{202E}`, `\u{D800}`), as in every quoted value.
 */
export function printable(s: string): string {
  return showInvisible(s);
}
