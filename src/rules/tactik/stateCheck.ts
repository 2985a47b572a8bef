/**
 * The one check of a Tac-Tik state read from outside (a saved game, a test's made-up position):
 * its shape, then every invariant the rules keep (docs/tactik.md §16). A state that passes is
 * one the engine can go on from; a problem is named by its path (`pawns[5].space`, `hands[1]`).
 */
import { DECK_SIZE, isCard } from './deck';
import { STATE_FORMAT, type TactikState } from './state';
import {
  colorCount,
  colorOfPawn,
  colorsOfTeam,
  handSize,
  HOME_SLOTS,
  PAWNS_PER_COLOR,
  PLAYER_COUNTS,
  startOf,
  teamCount,
  trackLength,
  type TableOptions,
} from './table';

/** The result of `checkState`: the state, or every problem found (at least one). */
type StateCheck =
  { readonly ok: true; readonly state: TactikState } | { readonly ok: false; readonly problems: string[] };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isIndex = (x: unknown, n: number): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < n;
const isCount = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0;

/** The table of a state, or a problem. */
function tableProblem(x: unknown): string | null {
  if (!isObject(x)) return 'table must be an object';
  if (!(PLAYER_COUNTS as readonly unknown[]).includes(x.players)) return 'table.players must be 2, 3, 4 or 6';
  const ok = x.players === 2 ? x.colorsEach === 2 || x.colorsEach === 3 : x.colorsEach === 1;
  return ok ? null : 'table.colorsEach must be 2 or 3 at 2 players, 1 otherwise';
}

/** Problems of the pawns: places in range, pieux only on their starts, no two pawns in one place. */
function pawnProblems(t: TableOptions, pawns: unknown): string[] {
  const n = colorCount(t) * PAWNS_PER_COLOR;
  if (!Array.isArray(pawns) || pawns.length !== n) return [`pawns must be a list of ${n} places`];
  const out: string[] = [];
  const L = trackLength(t);
  const track = new Map<number, number>();
  const homes = new Set<string>();
  pawns.forEach((p: unknown, i) => {
    const at = `pawns[${i}]`;
    if (!isObject(p)) return void out.push(`${at} must be an object`);
    if (p.zone === 'reserve') return;
    if (p.zone === 'home') {
      if (!isIndex(p.slot, HOME_SLOTS)) return void out.push(`${at}.slot must be 0–3`);
      const key = `${colorOfPawn(i)}/${p.slot}`;
      if (homes.has(key)) out.push(`${at}: home slot ${p.slot} of colour ${colorOfPawn(i)} holds two pawns`);
      homes.add(key);
      return;
    }
    if (p.zone !== 'track') return void out.push(`${at}.zone must be reserve, track or home`);
    if (!isIndex(p.space, L)) return void out.push(`${at}.space must be a track space 0–${L - 1}`);
    if (typeof p.pieu !== 'boolean') return void out.push(`${at}.pieu must be true or false`);
    if (p.pieu && p.space !== startOf(colorOfPawn(i))) out.push(`${at} is a pieu away from its start`);
    if (track.has(p.space)) out.push(`${at}: space ${p.space} holds two pawns (${track.get(p.space)} and ${i})`);
    track.set(p.space, i);
  });
  return out;
}

/** Problems of the cards: every card exactly once among the hands, the draw and discard piles. */
function cardProblems(t: TableOptions, x: Record<string, unknown>): string[] {
  const out: string[] = [];
  const seen = new Array<number>(DECK_SIZE).fill(0);
  const pile = (name: string, v: unknown, max?: number) => {
    if (!Array.isArray(v) || !v.every(isCard)) return void out.push(`${name} must be a list of cards 0–48`);
    if (max !== undefined && v.length > max) out.push(`${name} holds ${v.length} cards, at most ${max}`);
    for (const c of v) seen[c]!++;
  };
  if (!Array.isArray(x.hands) || x.hands.length !== t.players) out.push(`hands must be ${t.players} lists`);
  else x.hands.forEach((h, i) => pile(`hands[${i}]`, h, handSize(t)));
  pile('draw', x.draw);
  pile('discard', x.discard);
  if (out.length === 0 && seen.some((k) => k !== 1)) out.push('every card 0–48 must be in exactly one hand or pile');
  return out;
}

/** Problems of the phase, the seats and the exchange's choices. */
function turnProblems(t: TableOptions, x: Record<string, unknown>): string[] {
  const out: string[] = [];
  const n = t.players;
  if (!isIndex(x.turn, n)) out.push(`turn must be a seat 0–${n - 1}`);
  if (!isIndex(x.dealer, n)) out.push(`dealer must be a seat 0–${n - 1}`);
  for (const k of ['shuffles', 'deals', 'moves'] as const) if (!isCount(x[k])) out.push(`${k} must be a count`);
  if (x.phase !== 'exchange' && x.phase !== 'play' && x.phase !== 'over')
    out.push('phase must be exchange, play or over');
  if (!Array.isArray(x.given) || x.given.length !== n || !x.given.every((g) => g === null || isCard(g))) {
    out.push(`given must be ${n} cards or nulls`);
  } else if (out.length === 0) {
    const hands = x.hands as number[][];
    x.given.forEach((g, i) => {
      if (g !== null && (x.phase !== 'exchange' || !hands[i]!.includes(g)))
        out.push(`given[${i}] is not a card of that hand`);
    });
    if (x.phase === 'exchange' && x.given[x.turn as number] !== null) out.push('the seat to act has already given');
    if (x.phase === 'play' && hands[x.turn as number]!.length === 0) out.push('the seat to play holds no card');
  }
  return out;
}

/** The team whose pawns are all home, or null. */
function completeTeam(t: TableOptions, pawns: readonly { zone: string }[]): number | null {
  for (let team = 0; team < teamCount(t); team++) {
    const done = colorsOfTeam(t, team).every((c) =>
      pawns.slice(c * PAWNS_PER_COLOR, (c + 1) * PAWNS_PER_COLOR).every((p) => p.zone === 'home'),
    );
    if (done) return team;
  }
  return null;
}

/**
 * Checks `x` (any JSON value) as a Tac-Tik state: shape, table, pawns, cards, turn and exchange,
 * and that the game is over exactly when a team has all its pawns home. Returns the state, or
 * every problem found as a phrase naming the field.
 */
export function checkState(x: unknown): StateCheck {
  if (!isObject(x)) return { ok: false, problems: ['the state must be an object'] };
  if (x.format !== STATE_FORMAT) return { ok: false, problems: [`format must be "${STATE_FORMAT}"`] };
  if (typeof x.seed !== 'string') return { ok: false, problems: ['seed must be a string'] };
  const tp = tableProblem(x.table);
  if (tp) return { ok: false, problems: [tp] };
  const t = x.table as TableOptions;
  const problems = [...pawnProblems(t, x.pawns), ...cardProblems(t, x)];
  if (problems.length === 0) problems.push(...turnProblems(t, x));
  if (problems.length === 0) {
    const team = completeTeam(t, x.pawns as { zone: string }[]);
    if (x.phase === 'over' && (team === null || x.winner !== team))
      problems.push('winner must be the team with all its pawns home');
    if (x.phase !== 'over' && team !== null) problems.push('a team has all its pawns home but the game is not over');
    if (x.phase !== 'over' && x.winner !== null) problems.push('winner must be null until the game is over');
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, state: x as unknown as TactikState };
}
