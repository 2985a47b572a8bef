/**
 * Tâchi, the other race game of the seed documents (001_33bf7dd73aa5c130.txt): the board and
 * circuit, the dice, the rules and the bots. Pure TypeScript, no DOM; docs/tachi.md gives the
 * readings of the document's unclear sentences.
 */
export * from './board';
export * from './dice';
export * from './game';
export * from './bots';
