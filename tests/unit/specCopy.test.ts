/**
 * The copy of the specification in docs/spec/ (RULES.md, CLI.md, DESIGN.md, KTANE-LOG.md) that
 * a clone alone can read: always read and checked for its four files, and equal to the team's
 * ../shared/spec/ file by file whenever that folder sits beside the clone (set SHARED_DIR to
 * compare with another copy of ../shared). Without it the comparison is skipped, and says so.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const COPY = join(ROOT, 'docs', 'spec');
const SHARED = join(process.env.SHARED_DIR || join(ROOT, '..', 'shared'), 'spec');
const sharedThere = existsSync(SHARED);

/** The Markdown files of a folder, sorted, with their text. */
function specFiles(dir: string): [string, string][] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => [f, readFileSync(join(dir, f), 'utf8')]);
}

describe('docs/spec', () => {
  it('holds the four documents of the specification', () => {
    const files = specFiles(COPY);
    expect(files.map(([f]) => f)).toEqual(['CLI.md', 'DESIGN.md', 'KTANE-LOG.md', 'RULES.md']);
    const text = Object.fromEntries(files);
    expect(text['RULES.md']).toMatch(/^# /);
    expect(text['RULES.md']).toContain('## 7. The module: inputs and flow');
    expect(text['CLI.md']).toContain('tac generate');
    for (const [, t] of files) expect(t.length).toBeGreaterThan(1000);
  });

  it.skipIf(!sharedThere)(
    `equals ../shared/spec file by file${sharedThere ? '' : ` (skipped: ${SHARED} is absent, as in a clone alone)`}`,
    () => {
      expect(specFiles(COPY)).toEqual(specFiles(SHARED));
    },
  );
});
