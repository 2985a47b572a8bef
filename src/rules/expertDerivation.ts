/**
 * The expert's derivation of RULES.md §5, step by step with the numbers: the serial's values
 * v1 … v6, each name's offset, and each invisible piece's space. The designer page shows it, and
 * the placement drill (src/drills/placementDrill.ts) checks an answer against it line by line.
 */
import { wrap } from './board';
import { ruleSet } from './ruleSeed';
import { serialValues } from './serial';
import { quote } from './text';

/** One step of RULES.md §5, e.g. opponent1 = you + v1 + v6 + off(Molly). */
interface DerivationStep {
  readonly piece: 'opponent1' | 'partner' | 'opponent2';
  /** The piece the step starts from and its space. */
  readonly from: 'you' | 'opponent1' | 'partner';
  readonly fromSpace: number;
  /** The two serial values added, with their names (`v1`, `v6` …). */
  readonly terms: readonly [
    { readonly name: string; readonly value: number },
    { readonly name: string; readonly value: number },
  ];
  readonly name: string;
  readonly offset: number;
  /** The sum before reduction and the space (sum mod 32). */
  readonly sum: number;
  readonly space: number;
  /** The whole line, e.g. `opponent1 = you + v1 + v6 + off(Molly) = 4 + 14 + 6 + 13 = 37 → 5 (mod 32)`. */
  readonly text: string;
}

/** The whole derivation. */
export interface Derivation {
  /** Serial characters and their values (RULES.md §3). */
  readonly serial: readonly { readonly char: string; readonly value: number }[];
  /** Names shown at seats S+1, S+2, S+3 with their offsets for the rule seed (RULES.md §4). */
  readonly names: readonly { readonly name: string; readonly offset: number }[];
  readonly steps: readonly [DerivationStep, DerivationStep, DerivationStep];
}

const PLAN = [
  { piece: 'opponent1', from: 'you', a: 0, b: 5 },
  { piece: 'partner', from: 'opponent1', a: 1, b: 4 },
  { piece: 'opponent2', from: 'partner', a: 2, b: 3 },
] as const;

/**
 * Derives the invisible pieces' spaces from the serial and the names (RULES.md §5), keeping
 * every number for display.
 * @param serial a normalised serial (six characters A–Z, 0–9).
 * @param you your pawn's space 0–31.
 * @param names the three names shown at seats S+1, S+2, S+3, canonical spelling.
 * @throws RangeError for an unknown name or a bad rule seed.
 */
export function deriveSteps(serial: string, ruleSeed: number, you: number, names: readonly string[]): Derivation {
  const rules = ruleSet(ruleSeed);
  const v = serialValues(serial);
  const offsets = names.map((name, i) => {
    const o = rules.offsetOf(name);
    if (o === undefined) throw new RangeError(`names[${i}] ${quote(name)} is not one of the 32 names`);
    return { name, offset: o };
  });
  let fromSpace = you;
  const steps = PLAN.map((p, i) => {
    const terms = [
      { name: `v${p.a + 1}`, value: v[p.a]! },
      { name: `v${p.b + 1}`, value: v[p.b]! },
    ] as const;
    const { name, offset } = offsets[i]!;
    const sum = fromSpace + terms[0].value + terms[1].value + offset;
    const space = wrap(sum);
    const text =
      `${p.piece} = ${p.from} + ${terms[0].name} + ${terms[1].name} + off(${name}) = ` +
      `${fromSpace} + ${terms[0].value} + ${terms[1].value} + ${offset} = ${sum}` +
      (sum === space ? '' : ` → ${space}`) +
      ' (mod 32)';
    const step: DerivationStep = { piece: p.piece, from: p.from, fromSpace, terms, name, offset, sum, space, text };
    fromSpace = space;
    return step;
  });
  return {
    serial: [...serial].map((char, i) => ({ char, value: v[i]! })),
    names: offsets,
    steps: steps as unknown as [DerivationStep, DerivationStep, DerivationStep],
  };
}
