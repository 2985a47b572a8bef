/**
 * scripts/packagePatchPlugin.ts: a package's file rewritten whatever query its module id carries
 * (the bomb page's copy, `?bomb-page`, was skipped before), other files left alone, and the build
 * stopped when a module of that file went into it unchanged.
 */
import { describe, expect, it } from 'vitest';
import { packagePatch, pathOf } from '../../scripts/packagePatchPlugin';

const FILE = /[\\/]pkg[\\/]lib[\\/]x\.mjs$/;
const plugin = () => packagePatch('tac:test-patch', FILE, (code) => code.replace('eager', 'lazy'));
type Transform = (code: string, id: string) => { code: string } | null;
type BuildEnd = (this: { getModuleIds: () => Iterable<string>; error: (m: string) => never }, e?: Error) => void;

describe('a package file patched in the build', () => {
  it('reads a module id’s path without its query', () => {
    expect(pathOf('/p/node_modules/pkg/lib/x.mjs?bomb-page')).toBe('/p/node_modules/pkg/lib/x.mjs');
    expect(pathOf('/p/a.ts')).toBe('/p/a.ts');
  });

  it('rewrites the file with or without a query, and nothing else', () => {
    const p = plugin();
    const transform = p.transform as Transform;
    expect(transform('eager', '/p/node_modules/pkg/lib/x.mjs')?.code).toBe('lazy');
    expect(transform('eager', '/p/node_modules/pkg/lib/x.mjs?bomb-page')?.code).toBe('lazy');
    expect(transform('eager', 'C:\\p\\node_modules\\pkg\\lib\\x.mjs')?.code).toBe('lazy');
    expect(transform('eager', '/p/node_modules/pkg/lib/y.mjs')).toBe(null);
  });

  it('stops the build when a module of the file was bundled without its change', () => {
    const p = plugin();
    (p.transform as Transform)('eager', '/p/node_modules/pkg/lib/x.mjs');
    const context = (ids: string[]) => ({
      getModuleIds: () => ids,
      error: (m: string): never => {
        throw new Error(m);
      },
    });
    const buildEnd = p.buildEnd as BuildEnd;
    expect(() => buildEnd.call(context(['/p/node_modules/pkg/lib/x.mjs', '/p/a.ts']))).not.toThrow();
    expect(() => buildEnd.call(context(['/p/node_modules/pkg/lib/x.mjs', '\0/p/node_modules/pkg/lib/x.mjs']))).toThrow(
      'tac:test-patch: \0/p/node_modules/pkg/lib/x.mjs was bundled without its change',
    );
    // A build that failed already says why.
    expect(() =>
      buildEnd.call(context(['/p/node_modules/pkg/lib/y.mjs?x', '\0/p/node_modules/pkg/lib/x.mjs']), new Error('x')),
    ).not.toThrow();
  });
});
