/**
 * The one way every door turns a valibot parse into a value or one sentence (`check`,
 * `issueSentence`), apart from the schemas themselves (schemas.ts) so that a door with schemas of
 * its own (the practice record, the drill answers) does not load the bomb's.
 */
import * as v from 'valibot';
import { jsonProblem, preview } from './jsonValue';

/** valibot's issue types of an object schema (whose message for a missing key is the object's own). */
const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object']);

/**
 * One sentence for the first issue of a failed parse: "<field> <problem>, not <value>" for
 * messages that say what the field must be ("must …"), "<field> <problem>" for the others
 * (which name what is wrong themselves: `serial character 1 "ſ" (U+017F) is not …`). Values
 * are quoted by `preview`: at most 80 characters, cut between code points. A field that is not
 * there is said so: `ms is missing` (a key of an object), `drill is missing: it must be one of
 * name-offset, placement, swap-or-play` (a key whose schema says what it must be).
 */
export function issueSentence(issues: readonly v.BaseIssue<unknown>[], root = ''): string {
  const issue = issues[0]!;
  let path = root;
  for (const item of issue.path ?? []) {
    const key = (item as { key?: unknown }).key;
    path += typeof key === 'number' ? `[${key}]` : path ? `.${String(key)}` : String(key);
  }
  const where = path || 'the input';
  const missing =
    issue.kind === 'schema' && OBJECT_TYPES.has(issue.type) && issue.input === undefined && issue.path?.length;
  if (missing) {
    // valibot reads an array as an object with every key missing: say what is really wrong.
    const container = (issue.path!.at(-1) as { input?: unknown }).input;
    if (Array.isArray(container)) {
      const parent = where.includes('.') ? where.slice(0, where.lastIndexOf('.')) : root || 'the input';
      return `${parent} must be an object, not an array`;
    }
    return `${where} is missing`;
  }
  if (issue.message.startsWith('and ')) {
    // "and <sibling> are both on …": name the sibling with the same parent path.
    const parent = where.includes('.') ? where.slice(0, where.lastIndexOf('.') + 1) : '';
    return `${where} and ${parent}${issue.message.slice(4)}`;
  }
  if (!issue.message.startsWith('must ')) return `${where} ${issue.message}`;
  const last = issue.path?.at(-1) as { value?: unknown } | undefined;
  const value = last && 'value' in last ? last.value : issue.input;
  // No value to quote ("not nothing" read badly): the field is not there.
  if (value === undefined) return `${where} is missing: it ${issue.message}`;
  return `${where} ${issue.message}, not ${preview(value)}`;
}

/**
 * Validates `input` against a schema, after `jsonProblem` (nesting depth, numbers out of range).
 * @param root prefix for field names in the message (e.g. "puzzle").
 * @returns the typed value, or the one-sentence error. Never throws.
 */
export function check<T>(
  schema: v.GenericSchema<unknown, T>,
  input: unknown,
  root = '',
): { ok: true; value: T } | { ok: false; error: string } {
  const deep = jsonProblem(input, root);
  if (deep) return { ok: false, error: deep };
  const r = v.safeParse(schema, input);
  return r.success ? { ok: true, value: r.output } : { ok: false, error: issueSentence(r.issues, root) };
}
