/**
 * scripts/firstChunksPreloadPlugin.ts: the files the bomb page's HTML preloads are main.ts's chunk
 * and the chunks it imports statically, each once, never the chunks it imports dynamically.
 */
import { describe, expect, it } from 'vitest';
import { chunkFiles } from '../../scripts/firstChunksPreloadPlugin';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk',
  fileName,
  imports,
  dynamicImports: [],
  facadeModuleId,
});

describe('the bomb page’s first chunks', () => {
  const bundle = {
    'assets/main.js': chunk('assets/main.js', ['assets/a.js', 'assets/b.js'], '/x/src/pages/bomb/main.ts'),
    'assets/a.js': chunk('assets/a.js', ['assets/b.js']),
    'assets/b.js': chunk('assets/b.js', []),
    'assets/scene.js': { ...chunk('assets/scene.js', ['assets/pixi.js']), facadeModuleId: '/x/scene.ts' },
    'assets/pixi.js': chunk('assets/pixi.js', []),
    'assets/main.css': { type: 'asset', fileName: 'assets/main.css' },
  };
  it('lists main’s chunk and its static imports once, in depth-first order', () => {
    expect(chunkFiles(bundle, /[\\/]src[\\/]pages[\\/]bomb[\\/]main\.ts$/)).toEqual([
      'assets/main.js',
      'assets/a.js',
      'assets/b.js',
    ]);
  });
  it('says so when the module has no chunk', () => {
    expect(() => chunkFiles(bundle, /nowhere\.ts$/)).toThrow('first-chunks-preload: no chunk of /nowhere\\.ts$/');
  });
});
