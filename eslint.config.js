import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The one-way layers of src/ (DESIGN.md "Layers"; docs/code-layout.md): each folder may import
 * only itself, the folders of its list and npm packages. A folder added under a layer (e.g.
 * src/rules/tactik/, src/pages/practice/) takes that layer's rule.
 */
const LAYERS = {
  rules: [],
  offline: [],
  module: ['rules'],
  doors: ['rules', 'module'],
  ktaneLog: ['rules', 'module', 'doors'],
  art: ['rules', 'module'],
  drills: ['rules', 'module', 'doors'],
  replay: ['rules', 'module', 'doors', 'ktaneLog', 'art'],
  play: ['rules', 'module', 'doors', 'art'],
  practice: ['rules', 'module', 'doors', 'ktaneLog', 'art', 'replay', 'play', 'drills'],
  cli: ['rules', 'module', 'doors', 'ktaneLog'],
  pages: ['rules', 'module', 'doors', 'ktaneLog', 'art', 'replay', 'play', 'practice', 'drills'],
};
const FOLDERS = Object.keys(LAYERS);
/** Folders below a layer's own that the rule reaches (src/pages/designer/panels/x.ts is depth 3). */
const DEPTHS = [1, 2, 3, 4, 5];

/**
 * The `no-restricted-imports` block of the layer's files `depth` folders below src/: a relative
 * path that climbs exactly to src/ and goes into a folder the layer may not import (so that
 * src/rules/tactik/ may still import `../play`, which is src/rules/play.ts).
 */
function layerRule(layer, allowed, depth) {
  const banned = FOLDERS.filter((f) => f !== layer && !allowed.includes(f));
  const may = ['itself', ...allowed.map((a) => `src/${a}/`)].join(', ');
  return {
    files: [`src/${layer}/${'*/'.repeat(depth - 1)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: banned.map((f) => ({
            regex: `^(\\.\\./){${depth}}${f}(/|$)`,
            message: `one-way layers (docs/code-layout.md): src/${layer}/ may import ${may}; not src/${f}/.`,
          })),
        },
      ],
    },
  };
}
const layerRules = Object.entries(LAYERS).flatMap(([layer, allowed]) =>
  DEPTHS.map((depth) => layerRule(layer, allowed, depth)),
);

export default tseslint.config(
  { ignores: ['dist/', 'dist-cli/', 'node_modules/', 'test-results/', 'scratch/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-sequences': 'off',
    },
  },
  ...layerRules,
);
