/**
 * Placement of the invisible pieces (RULES.md §5): what the expert computes from the serial
 * number and the names, and its inverse for the generator.
 */
import { wrap } from './board';
import { ruleSet } from './ruleSeed';
import { serialValues } from './serial';
import { quote } from './text';

/** The three invisible pieces' spaces. */
interface Located {
  readonly opponent1: number;
  readonly partner: number;
  readonly opponent2: number;
}

/**
 * The spaces of opponent 1, the partner and opponent 2 (RULES.md §5):
 * opponent1 = you + v1 + v6 + off(names[0]), partner = opponent1 + v2 + v5 + off(names[1]),
 * opponent2 = partner + v3 + v4 + off(names[2]), all mod 32.
 * @param serial a normalised serial (see `parseSerial`).
 * @param you your pawn's space 0–31.
 * @param names the names shown at seats S+1, S+2, S+3, spelled as in BASE_NAMES.
 * @throws RangeError for an unknown name or rule seed.
 */
export function locate(serial: string, ruleSeed: number, you: number, names: readonly string[]): Located {
  const rules = ruleSet(ruleSeed);
  const v = serialValues(serial);
  const off = (i: number) => {
    const o = rules.offsetOf(names[i]!);
    if (o === undefined) throw new RangeError(`names[${i}]: ${quote(names[i] ?? '')} is not one of the 32 names`);
    return o;
  };
  const opponent1 = wrap(you + v[0]! + v[5]! + off(0));
  const partner = wrap(opponent1 + v[1]! + v[4]! + off(1));
  const opponent2 = wrap(partner + v[2]! + v[3]! + off(2));
  return { opponent1, partner, opponent2 };
}

/**
 * The inverse of `locate`: the three names whose offsets place the pieces exactly on the given
 * spaces (RULES.md §5; with 32 names exactly one fits each step).
 */
export function namesFor(serial: string, ruleSeed: number, you: number, at: Located): [string, string, string] {
  const rules = ruleSet(ruleSeed);
  const v = serialValues(serial);
  const name = (from: number, to: number, a: number, b: number) => rules.names[wrap(to - from - a - b)]!;
  return [
    name(you, at.opponent1, v[0]!, v[5]!),
    name(at.opponent1, at.partner, v[1]!, v[4]!),
    name(at.partner, at.opponent2, v[2]!, v[3]!),
  ];
}
