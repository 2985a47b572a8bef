/**
 * Tac-Tik, the board game behind the TAC module (seed document 004, docs/tactik.md): the rules
 * as pure TypeScript, no DOM. A game is plain data (`TactikState`); `legalMoves` and
 * `applyMove` are its turn loop; `bots.ts` plays a seat.
 */
export * from './board';
export * from './deck';
export * from './moves';
export * from './play';
export * from './seven';
export * from './state';
export * from './table';
export * from './bots';
export * from './stateCheck';
