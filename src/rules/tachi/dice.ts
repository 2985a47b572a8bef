/**
 * Tâchi's two dice (seed document 001_33bf7dd73aa5c130.txt, "Matériel"): the traditional long
 * dice marked 1, 3, 4 and 6 ("Normalement, on utilise des dés spéciaux"), the default, or the
 * France Jouets edition's six-sided dice, a setting. Rolled with seedrandom's Alea generator,
 * whose whole state is four numbers kept in the game's plain state, so a game is JSON and the
 * same seed always rolls the same dice.
 */
import seedrandom from 'seedrandom';

/** The two dice sets: `long` (faces 1, 3, 4, 6) and `six` (France Jouets, 1 … 6). */
export const DICE_SETS = ['long', 'six'] as const;
export type DiceSet = (typeof DICE_SETS)[number];

/** The default dice set: the traditional long dice the document calls the normal ones. */
export const DEFAULT_DICE: DiceSet = 'long';

/** The faces of one die of each set, each equally likely. */
export const DICE_FACES: Readonly<Record<DiceSet, readonly number[]>> = {
  long: [1, 3, 4, 6],
  six: [1, 2, 3, 4, 5, 6],
};

/** True when `s` names a dice set. */
export function isDiceSet(s: unknown): s is DiceSet {
  return typeof s === 'string' && (DICE_SETS as readonly string[]).includes(s);
}

/** The whole state of the Alea generator (plain numbers: a game's state stays JSON). */
export interface DiceState {
  readonly c: number;
  readonly s0: number;
  readonly s1: number;
  readonly s2: number;
}

/** The generator's state before the first roll of the game of `seed` (Alea seeded with `tachi|<seed>`). */
export function diceStateOf(seed: string): DiceState {
  return seedrandom.alea(`tachi|${seed}`, { state: true }).state();
}

/**
 * Rolls the two dice of `set` from generator state `state`.
 * @returns the two faces (first die, second die) and the generator's state after the roll.
 */
export function rollTwo(set: DiceSet, state: DiceState): { dice: readonly [number, number]; next: DiceState } {
  const rng = seedrandom.alea('', { state: { ...state } });
  const faces = DICE_FACES[set];
  const a = faces[Math.floor(rng() * faces.length)]!;
  const b = faces[Math.floor(rng() * faces.length)]!;
  return { dice: [a, b], next: rng.state() };
}
