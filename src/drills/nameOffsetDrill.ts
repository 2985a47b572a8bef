/**
 * The name-offset drill (issue 19): a name is shown, the expert types its offset for the rule
 * seed (RULES.md §4: the name's index in the rule seed's shuffle, the manual's table), and a
 * spaced-repetition scheduler picks the next name.
 *
 * The scheduler is a **Leitner system counted in answers**: each name sits in a box 1–5 (0
 * while never asked) and is due again a number of answers later that grows with its box,
 * `BOX_GAPS` = 3, 8, 32, 96, 256 answers (box 3 is "next round": a round is 32 answers). A
 * right answer in at most `SLOW_MS` moves the name up one box, and a name answered so at its
 * first asking goes straight to box 3 (known at sight); a right but slow answer keeps the name
 * in its box (a new one enters box 1), so it comes back sooner than a fast one; a wrong answer
 * sends it to box 1, three answers later. The next name is the most overdue one, else a name
 * never asked, else the one due soonest, never the same twice in a row. So an expert who knows
 * the table sees every name once in a round of 32, and one who does not sees the names they
 * miss or are slow on again and again within the round.
 *
 * Why this and not a day-based scheduler (SM-2, FSRS): there are only 32 items per rule seed,
 * an expert learns them in a few sittings, and what is trained is speed as much as recall; gaps
 * counted in answers work within one sitting and across days alike, and one box per name is
 * easy to show ("12 names in box 5") and to check by hand. The deck is plain data
 * (`OffsetDeck`), one per rule seed, and it is the fold of the answers (`deckOfAnswers`), so the
 * practice record needs to keep nothing but the answers.
 */
import { BASE_NAMES, ruleSet } from '../rules/ruleSeed';
import type { DrillAnswer } from './drillAnswer';

/** Answers after which a name of box 1 … 5 comes back (index 0 is box 1). */
export const BOX_GAPS = [3, 8, 32, 96, 256] as const;
/** The highest box. */
const TOP_BOX = BOX_GAPS.length;
/** The box of a name answered right and fast at its first asking. */
const KNOWN_BOX = 3;
/** A right answer slower than this (ms) does not move its name up. */
const SLOW_MS = 5000;
/** Names in a round of the drill. */
export const OFFSET_ROUND = 32;

/** One name's place in the scheduler. */
interface OffsetCard {
  /** 0 never asked, 1 … TOP_BOX. */
  readonly box: number;
  /** The deck's answer count at which the name is due again. */
  readonly due: number;
  readonly right: number;
  readonly wrong: number;
  /** The time of the last answer, ms, or null. */
  readonly lastMs: number | null;
}

/** The scheduler's state for one rule seed: plain data (JSON as it is). */
export interface OffsetDeck {
  readonly ruleSeed: number;
  /** Answers given so far. */
  readonly answered: number;
  /** Every one of the 32 names (RULES.md §4 spelling). */
  readonly cards: Readonly<Record<string, OffsetCard>>;
  /** The name asked last, never asked twice in a row. */
  readonly last: string | null;
}

const NEW_CARD: OffsetCard = { box: 0, due: 0, right: 0, wrong: 0, lastMs: null };

/** A deck with every name new, for a rule seed. */
export function newOffsetDeck(ruleSeed: number): OffsetDeck {
  ruleSet(ruleSeed); // throws a RangeError for a bad rule seed
  return { ruleSeed, answered: 0, cards: Object.fromEntries(BASE_NAMES.map((n) => [n, NEW_CARD])), last: null };
}

/** The offset of a name for a rule seed (RULES.md §4), or undefined for a name not of the 32. */
export function offsetOf(name: string, ruleSeed: number): number | undefined {
  return ruleSet(ruleSeed).offsetOf(name);
}

/**
 * The next name to ask: the most overdue name already asked (due soonest, then the lower box,
 * then the base order of RULES.md §4); when none is due, a new name drawn with `random`; when
 * none is new, the one due soonest. Never the name asked last.
 * @param random doubles in [0, 1), for the order in which new names come.
 */
export function nextName(deck: OffsetDeck, random: () => number): string {
  const names = BASE_NAMES.filter((n) => n !== deck.last);
  const card = (n: string) => deck.cards[n] ?? NEW_CARD;
  const soonest = (list: string[]) =>
    list.reduce((a, b) => {
      const ca = card(a);
      const cb = card(b);
      return cb.due < ca.due || (cb.due === ca.due && cb.box < ca.box) ? b : a;
    });
  const seen = names.filter((n) => card(n).box > 0);
  const due = seen.filter((n) => card(n).due <= deck.answered);
  if (due.length) return soonest(due);
  const fresh = names.filter((n) => card(n).box === 0);
  if (fresh.length) return fresh[Math.floor(random() * fresh.length)]!;
  return soonest(seen);
}

/** How an answer moves a name: `wrong`, `slow` (right, over SLOW_MS) or `fast`. */
function gradeOf(correct: boolean, ms: number, slowMs = SLOW_MS): 'wrong' | 'slow' | 'fast' {
  return !correct ? 'wrong' : ms > slowMs ? 'slow' : 'fast';
}

/**
 * The deck after one answer (the file comment's rules): wrong → box 1; slow → the same box (a
 * new name: box 1); fast → one box up (at most TOP_BOX; a new name: KNOWN_BOX); due again
 * BOX_GAPS[box − 1] answers on.
 * @throws RangeError for a name not of the 32.
 */
export function answerName(deck: OffsetDeck, name: string, correct: boolean, ms: number, slowMs = SLOW_MS): OffsetDeck {
  const c = deck.cards[name];
  if (!c) throw new RangeError(`answerName: "${name}" is not one of the 32 names`);
  const grade = gradeOf(correct, ms, slowMs);
  const up = c.box === 0 ? KNOWN_BOX : Math.min(TOP_BOX, c.box + 1);
  const box = grade === 'wrong' ? 1 : grade === 'slow' ? Math.max(1, c.box) : up;
  const answered = deck.answered + 1;
  const next: OffsetCard = {
    box,
    due: answered + BOX_GAPS[box - 1]!,
    right: c.right + (correct ? 1 : 0),
    wrong: c.wrong + (correct ? 0 : 1),
    lastMs: ms,
  };
  return { ...deck, answered, cards: { ...deck.cards, [name]: next }, last: name };
}

/**
 * The deck of a rule seed as its name-offset answers made it, oldest first (answers of other
 * drills and rule seeds, and names not of the 32, are skipped).
 */
export function deckOfAnswers(ruleSeed: number, answers: readonly DrillAnswer[], slowMs = SLOW_MS): OffsetDeck {
  let deck = newOffsetDeck(ruleSeed);
  for (const a of answers) {
    if (a.drill === 'name-offset' && a.ruleSeed === ruleSeed && deck.cards[a.item])
      deck = answerName(deck, a.item, a.correct, a.ms, slowMs);
  }
  return deck;
}

/** How many names sit in each box 0 … TOP_BOX (0: never asked), for the drill's progress line. */
export function boxCounts(deck: OffsetDeck): number[] {
  const counts = new Array<number>(TOP_BOX + 1).fill(0);
  for (const n of BASE_NAMES) counts[(deck.cards[n] ?? NEW_CARD).box]! += 1;
  return counts;
}

/** The check of one answer: right or wrong, and the offset. */
interface OffsetCheck {
  readonly correct: boolean;
  readonly offset: number;
  /** "Molly is 13 (rule seed 1)." */
  readonly words: string;
}

/** Checks a typed offset for a name and rule seed (RULES.md §4). @throws RangeError for an unknown name. */
export function checkOffset(name: string, ruleSeed: number, answer: number): OffsetCheck {
  const offset = offsetOf(name, ruleSeed);
  if (offset === undefined) throw new RangeError(`checkOffset: "${name}" is not one of the 32 names`);
  const correct = answer === offset;
  return {
    correct,
    offset,
    words: `${correct ? 'Right' : `Wrong: you typed ${answer}`}: ${name} is ${offset} (rule seed ${ruleSeed}).`,
  };
}
