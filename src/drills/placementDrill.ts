/**
 * The placement drill (issue 19): a seeded bomb's serial, the three names as they sit at the
 * LEDs and your pawn's space; the expert types the three hidden positions (RULES.md §5). The
 * check gives the derivation line by line exactly as the designer writes it
 * (`deriveSteps`, src/rules/expertDerivation.ts: `opponent1 = you + v1 + v6 + off(Molly) =
 * 4 + 14 + 6 + 13 = 37 → 5 (mod 32)`), marking the first wrong line.
 */
import { SEAT_CORNERS, type Color, type Seat } from '../rules/board';
import { deriveSteps, type Derivation } from '../rules/expertDerivation';
import type { Bomb } from '../rules/bomb';
import { generateBomb } from '../rules/generator';
import { locate } from '../rules/placement';
import type { PlacementAnswer } from './drillAnswer';

/** Answers in a round of the drill. */
export const PLACEMENT_ROUND = 10;

/** The three pieces the expert places, in the order of RULES.md §5, with their fields' labels. */
export const PLACED = [
  { piece: 'opponent1', label: 'Opponent 1' },
  { piece: 'partner', label: 'Partner' },
  { piece: 'opponent2', label: 'Opponent 2' },
] as const;

/** One item: what the module shows the defuser, and the answer. */
export interface PlacementItem {
  /** The bomb seed (`tac generate --seed … --deal classic`). */
  readonly seed: string;
  readonly ruleSeed: number;
  readonly serial: string;
  /** The defuser's seat S (RULES.md §1). */
  readonly seat: Seat;
  readonly colors: readonly [Color, Color, Color, Color];
  /** Names at seats S+1, S+2, S+3: clockwise from your seat. */
  readonly names: readonly [string, string, string];
  /** Your pawn's space. */
  readonly you: number;
  /** The hidden positions (RULES.md §5). */
  readonly answer: PlacementAnswer;
  /** The bomb the item was dealt from (the drill's picture draws it). */
  readonly bomb: Bomb;
}

/**
 * The item of a bomb seed: `generateBomb(seed, ruleSeed, {deal: 'classic'})`'s serial, seat,
 * colours, names and your space; the answer is `locate` of them (RULES.md §5).
 * @throws RangeError for a bad rule seed.
 */
export function placementItem(seed: string, ruleSeed: number): PlacementItem {
  return placementItemOf(generateBomb(seed, ruleSeed, { deal: 'classic' }));
}

/** The item of a bomb already dealt (see `placementItem`). */
export function placementItemOf(bomb: Bomb): PlacementItem {
  const { seed, ruleSeed } = bomb;
  const you = bomb.state.you as number; // every bomb starts on the track (RULES.md §9)
  return {
    seed,
    ruleSeed,
    serial: bomb.serial,
    seat: bomb.seat,
    colors: bomb.colors,
    names: bomb.names,
    you,
    answer: locate(bomb.serial, ruleSeed, you, bomb.names),
    bomb,
  };
}

/**
 * The item for a screen reader: "You are on space 4. Clockwise from you: Molly, Susan, Peter."
 * (the names at seats S+1, S+2, S+3, in the clockwise order of the seats).
 */
export function placementWords(item: PlacementItem): string {
  return `You are on space ${item.you}. Clockwise from you: ${item.names.join(', ')}.`;
}

/** Where each name sits: "top-left: Molly" … clockwise from your seat, for the drill's list. */
export function namesAtLeds(item: PlacementItem): { corner: string; name: string; seat: Seat }[] {
  return item.names.map((name, i) => {
    const seat = ((item.seat + i + 1) & 3) as Seat;
    return { corner: SEAT_CORNERS[seat], name, seat };
  });
}

/** One line of the derivation as checked. */
interface CheckedLine {
  readonly piece: keyof PlacementAnswer;
  /** The designer's line (`DerivationStep.text`). */
  readonly text: string;
  readonly expected: number;
  readonly given: number;
  readonly right: boolean;
}

/** The check of an answer: right or wrong, each line, and the first wrong line (0–2) or null. */
export interface PlacementCheck {
  readonly correct: boolean;
  readonly lines: readonly [CheckedLine, CheckedLine, CheckedLine];
  readonly firstWrong: 0 | 1 | 2 | null;
  /** The whole derivation (serial values, offsets, steps), as the designer shows it. */
  readonly derivation: Derivation;
}

/**
 * Checks the three typed spaces against RULES.md §5, line by line (the designer's derivation).
 * @param item the serial (normalised), rule seed, your space and the names at S+1, S+2, S+3
 * @throws RangeError for a name not of the 32 or a bad rule seed.
 */
export function checkPlacement(
  item: Pick<PlacementItem, 'serial' | 'ruleSeed' | 'you' | 'names'>,
  answer: PlacementAnswer,
): PlacementCheck {
  const derivation = deriveSteps(item.serial, item.ruleSeed, item.you, item.names);
  const lines = derivation.steps.map((s) => ({
    piece: s.piece,
    text: s.text,
    expected: s.space,
    given: answer[s.piece],
    right: answer[s.piece] === s.space,
  })) as unknown as [CheckedLine, CheckedLine, CheckedLine];
  const wrong = lines.findIndex((l) => !l.right);
  return { correct: wrong < 0, lines, firstWrong: wrong < 0 ? null : (wrong as 0 | 1 | 2), derivation };
}

/** "Right: opponent 1 on 5, partner on 20, opponent 2 on 15." / "Wrong from line 2: partner is 20, not 21." */
export function placementVerdict(c: PlacementCheck): string {
  const spaces = `opponent 1 on ${c.lines[0].expected}, partner on ${c.lines[1].expected}, opponent 2 on ${c.lines[2].expected}`;
  if (c.firstWrong === null) return `Right: ${spaces}.`;
  const l = c.lines[c.firstWrong];
  const label = PLACED[c.firstWrong].label;
  return `Wrong from line ${c.firstWrong + 1}: ${label.toLowerCase()} is ${l.expected}, not ${l.given}. The answer: ${spaces}.`;
}
