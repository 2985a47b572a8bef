/**
 * The Tâchi table's address (`tachi.html?seats=you,bot,bot&seed=S&dice=long&speed=fast&moves=…`):
 * read into settings, every bad value named in a notice (plain text for the page to show; the
 * table then uses the default for that setting), and written back for the copy link, which
 * replays the game: the same seed rolls the same dice and `moves` gives the move chosen at each
 * turn (its index among `legalMoves`, one base-36 character each). Pure: no DOM.
 */
import { DEFAULT_DICE, DICE_SETS, type DiceSet } from '../../rules/tachi';

/** Who plays a seat: you (at this screen), another person at this screen, or a bot. */
export const SEAT_KINDS = ['you', 'person', 'bot'] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

/** How fast the table plays: the bots' pause before each roll and move, and the pawns' steps. */
const SPEEDS = ['normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

/** The table's settings, as the address sets them. */
export interface TableSettings {
  readonly seats: readonly SeatKind[];
  readonly seed: string;
  readonly dice: DiceSet;
  readonly speed: Speed;
  /** The moves to replay, each an index into that turn's legal moves. */
  readonly moves: readonly number[];
}

/** The table when the address says nothing: you against three bots. */
const DEFAULT_SEATS: readonly SeatKind[] = ['you', 'bot', 'bot', 'bot'];
const DEFAULT_SPEED: Speed = 'normal';
/** The longest seed the address may give, in characters. */
const MAX_SEED_LENGTH = 100;

const PARAMS = ['seats', 'seed', 'dice', 'speed', 'moves'] as const;
const MOVE_DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

const lowerAscii = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const quoted = (s: string) => JSON.stringify(s);

/** The seats of the address's `seats` value, or a notice saying why the default table is used. */
function readSeats(value: string): { seats: readonly SeatKind[]; notice?: string } {
  const words = value.split(',').map((w) => lowerAscii(w.trim()));
  const fallback = `the table is ${DEFAULT_SEATS.join(', ')}`;
  const bad = words.find((w) => !(SEAT_KINDS as readonly string[]).includes(w));
  if (bad !== undefined) {
    const what = bad === '' ? 'an empty seat' : quoted(bad);
    return { seats: DEFAULT_SEATS, notice: `seats: ${what} is not a seat (you, person or bot); ${fallback}.` };
  }
  if (words.length < 2 || words.length > 4) {
    return { seats: DEFAULT_SEATS, notice: `seats: a table has 2 to 4 seats, not ${words.length}; ${fallback}.` };
  }
  const seats = words as SeatKind[];
  if (seats.filter((s) => s === 'you').length > 1) {
    const first = seats.indexOf('you');
    return {
      seats: seats.map((s, i) => (s === 'you' && i !== first ? 'person' : s)),
      notice: `seats: "you" is one seat (the others at this screen are "person"); seat ${first + 1} is you, the other yous are persons.`,
    };
  }
  return { seats };
}

/** The seed of the address's `seed` value, or a notice saying why a random one is used. */
function readSeed(value: string): { seed?: string; notice?: string } {
  if (value === '') return { notice: 'seed: empty; a random seed is used.' };
  if ([...value].length > MAX_SEED_LENGTH) {
    return { notice: `seed: longer than ${MAX_SEED_LENGTH} characters; a random seed is used.` };
  }
  const control = [...value].find((c) => /[\p{Cc}\p{Cf}]/u.test(c));
  if (control !== undefined) {
    const code = `U+${control.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    return { notice: `seed: character ${code} is not printable; a random seed is used.` };
  }
  return { seed: value };
}

/** The moves of the address's `moves` value, up to the first character that is not one. */
function readMoves(value: string): { moves: number[]; notice?: string } {
  const moves: number[] = [];
  for (const [i, c] of [...lowerAscii(value)].entries()) {
    const n = MOVE_DIGITS.indexOf(c);
    if (n < 0) {
      return {
        moves,
        notice: `moves: character ${i + 1} (${quoted(c)}) is not a move number (0–9, a–z); the game replays the ${moves.length} before it.`,
      };
    }
    moves.push(n);
  }
  return { moves };
}

/** One of `words`, or a notice naming the value and the words. */
function readWord<T extends string>(name: string, value: string, words: readonly T[], fallback: T) {
  const w = lowerAscii(value.trim());
  if ((words as readonly string[]).includes(w)) return { value: w as T };
  return { value: fallback, notice: `${name}: ${quoted(value)} is not ${words.join(', ')}; ${name} ${fallback}.` };
}

/**
 * Reads the table's settings from an address's query (`location.search`, with or without its
 * `?`). Every bad value gets a notice naming it and what is used instead; an unknown setting or a
 * repeated one is named too.
 * @param randomSeed gives the seed when the address has none (or a bad one).
 */
export function readTableAddress(
  search: string,
  randomSeed: () => string,
): { settings: TableSettings; notices: string[]; seedGiven: boolean } {
  const params = new URLSearchParams(search);
  const notices: string[] = [];
  for (const key of new Set(params.keys())) {
    if (!(PARAMS as readonly string[]).includes(key)) {
      notices.push(`${quoted(key)} is not a setting of this page (${PARAMS.join(', ')}); it is ignored.`);
    } else if (params.getAll(key).length > 1) {
      notices.push(`${key} is given ${params.getAll(key).length} times; the first is used.`);
    }
  }
  const take = <T>(r: { notice?: string } & T): T => (r.notice && notices.push(r.notice), r);
  const seats = params.has('seats') ? take(readSeats(params.get('seats')!)).seats : DEFAULT_SEATS;
  const seedRead = params.has('seed') ? take(readSeed(params.get('seed')!)).seed : undefined;
  const dice = params.has('dice')
    ? take(readWord('dice', params.get('dice')!, DICE_SETS, DEFAULT_DICE)).value
    : DEFAULT_DICE;
  const speed = params.has('speed')
    ? take(readWord('speed', params.get('speed')!, SPEEDS, DEFAULT_SPEED)).value
    : DEFAULT_SPEED;
  const moves = params.has('moves') ? take(readMoves(params.get('moves')!)).moves : [];
  return {
    settings: { seats, seed: seedRead ?? randomSeed(), dice, speed, moves },
    notices,
    seedGiven: seedRead !== undefined,
  };
}

/**
 * The query (with its `?`) that sets `settings` up again; with `moves`, the moves played so far,
 * it replays the game to this point. The dice and speed are written only when not the default.
 */
export function tableQuery(settings: TableSettings, moves: readonly number[] = settings.moves): string {
  const params = new URLSearchParams({ seats: settings.seats.join(','), seed: settings.seed });
  if (settings.dice !== DEFAULT_DICE) params.set('dice', settings.dice);
  if (settings.speed !== DEFAULT_SPEED) params.set('speed', settings.speed);
  if (moves.length > 0) params.set('moves', moves.map((m) => MOVE_DIGITS[m] ?? '0').join(''));
  return `?${params.toString().replace(/%2C/g, ',')}`;
}
