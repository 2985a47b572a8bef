/**
 * The rules layer (RULES.md): pure TypeScript, no DOM. Import from here in the view, pages and
 * CLI.
 */
export * from './board';
export * from './bomb';
export * from './cards';
export * from './expertDerivation';
export * from './generator';
export * from './monoRandom';
export * from './placement';
export * from './play';
export * from './position';
export * from './ruleSeed';
export * from './serial';
export * from './solver';
export * from './text';
