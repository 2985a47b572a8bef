/**
 * The worked example of the placement rule (RULES.md §5) printed beside the names table: serial
 * N14FZ6, the defuser's pawn on space 4 and the names Molly, Susan, Peter, the situation of the
 * module drawing on page 1. The offsets come from the page's rule seed, so the example is right for
 * every seed (rule seed 1 gives the RULES.md example: 5, 20, 15). Pure: no DOM.
 */
import { ruleSet, serialValues, TRACK_SIZE } from '../../rules';

/** The example's serial number. */
const EXAMPLE_SERIAL = 'N14FZ6';
/** The example's pawn space (spaces numbered clockwise from the top edge's start space, 0). */
const EXAMPLE_YOU = 4;
/** The names at the next LED clockwise from "You", the opposite one and the last one. */
const EXAMPLE_NAMES = ['Molly', 'Susan', 'Peter'] as const;

/** One step of the example: from a space, add two character values and a name's offset. */
interface ExampleStep {
  readonly name: string;
  readonly offset: number;
  readonly from: number;
  /** The two character values added (1st and 6th, 2nd and 5th, 3rd and 4th). */
  readonly values: readonly [number, number];
  /** from + values + offset, before taking laps away. */
  readonly sum: number;
  /** The space reached: sum mod 32. */
  readonly to: number;
}

/** The example for a rule seed. */
export interface WorkedExample {
  readonly serial: string;
  readonly values: readonly number[];
  readonly you: number;
  /** First opponent, partner, second opponent. */
  readonly steps: readonly [ExampleStep, ExampleStep, ExampleStep];
}

/** Works the example out for a rule seed. */
export function workedExample(ruleSeed: number): WorkedExample {
  const set = ruleSet(ruleSeed);
  const v = serialValues(EXAMPLE_SERIAL);
  const pairs: Array<[number, number]> = [
    [v[0]!, v[5]!],
    [v[1]!, v[4]!],
    [v[2]!, v[3]!],
  ];
  let from = EXAMPLE_YOU;
  const steps = EXAMPLE_NAMES.map((name, i) => {
    const offset = set.offsetOf(name)!;
    const values = pairs[i]!;
    const sum = from + values[0] + values[1] + offset;
    const step: ExampleStep = { name, offset, from, values, sum, to: sum % TRACK_SIZE };
    from = step.to;
    return step;
  });
  return {
    serial: EXAMPLE_SERIAL,
    values: v,
    you: EXAMPLE_YOU,
    steps: steps as [ExampleStep, ExampleStep, ExampleStep],
  };
}

/** "4 + 14 + 6 + 13 = 37 → 5" (the arrow takes whole laps of 32 away; none taken: "… = 20"). */
export function stepSum(step: ExampleStep): string {
  const terms = `${step.from} + ${step.values[0]} + ${step.values[1]} + ${step.offset} = ${step.sum}`;
  return step.sum === step.to ? terms : `${terms} → ${step.to}`;
}
