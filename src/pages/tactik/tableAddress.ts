/**
 * The Tac-Tik table's address: `tactik.html?seats=you,bot,bot,bot&seed=S&speed=fast&colours=3`.
 * Every parameter is read here, a bad value named in a notice (plain text) with what is used
 * instead; the page never refuses to open.
 *
 * - `seats`: 2, 3, 4 or 6 comma-separated roles, each `you` (the person at this screen),
 *   `person` (another person at this screen: hot-seat) or `bot`; at most one `you`. Default
 *   `you,bot,bot,bot`.
 * - `seed`: the game's seed, by the project's one seed rule (src/io/seed.ts); missing or bad, a
 *   random one is drawn (and the page rewrites its address with it).
 * - `speed`: how fast bots play: `normal` (default), `fast`, `instant`.
 * - `colours`: at 2 players, colours each, `2` (default) or `3`; ignored at other sizes.
 */
import { parseSeed } from '../../doors/seed';

export const ROLES = ['you', 'person', 'bot'] as const;
/** Who sits at a seat. */
export type Role = (typeof ROLES)[number];
export const SPEEDS = ['normal', 'fast', 'instant'] as const;
export type Speed = (typeof SPEEDS)[number];

/** Milliseconds a bot waits before each move, by speed. */
export const BOT_DELAY: Readonly<Record<Speed, number>> = { normal: 800, fast: 120, instant: 0 };

/** A table as its address sets it. */
export interface TableSetting {
  readonly seats: readonly Role[];
  readonly seed: string;
  /** True when the seed was drawn at random (the address had none or a bad one). */
  readonly randomSeed: boolean;
  readonly speed: Speed;
  /** Colours each at 2 players (2 or 3), 1 otherwise. */
  readonly colorsEach: 1 | 2 | 3;
}

const DEFAULT_SEATS: readonly Role[] = ['you', 'bot', 'bot', 'bot'];

/** A random seed of 8 letters and digits. */
export function randomSeed(random: () => number = Math.random): string {
  const abc = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: 8 }, () => abc[Math.floor(random() * abc.length)]).join('');
}

/** The seats of `seats=`, or the problem and the default. */
function readSeats(text: string | null): { seats: readonly Role[]; notice?: string } {
  if (text === null) return { seats: DEFAULT_SEATS };
  const words = text.split(',').map((w) => w.trim().toLowerCase());
  const bad = words.findIndex((w) => !(ROLES as readonly string[]).includes(w));
  const shown = JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
  const fallback = `the table is ${DEFAULT_SEATS.join(', ')}`;
  if (bad >= 0) {
    return {
      seats: DEFAULT_SEATS,
      notice: `seats ${shown}: ${JSON.stringify(words[bad]!.slice(0, 20))} (seat ${bad + 1}) is not you, person or bot; ${fallback}.`,
    };
  }
  if (![2, 3, 4, 6].includes(words.length)) {
    return {
      seats: DEFAULT_SEATS,
      notice: `seats ${shown} names ${words.length} seat${words.length === 1 ? '' : 's'}: a table has 2, 3, 4 or 6 (5 is not allowed); ${fallback}.`,
    };
  }
  const seats = words as Role[];
  const yous = seats.flatMap((r, i) => (r === 'you' ? [i] : []));
  if (yous.length > 1) {
    const fixed = seats.map((r, i) => (r === 'you' && i !== yous[0] ? 'person' : r));
    return {
      seats: fixed,
      notice: `seats ${shown}: only one seat can be "you"; seats ${yous
        .slice(1)
        .map((i) => i + 1)
        .join(', ')} are played as "person".`,
    };
  }
  return { seats };
}

/**
 * Reads the table from an address's query (`location.search`). `notices` names every value not
 * used, in the order of the parameters.
 */
export function readTableAddress(
  search: string,
  random: () => number = Math.random,
): { setting: TableSetting; notices: string[] } {
  const q = new URLSearchParams(search);
  const notices: string[] = [];
  const seatsRead = readSeats(q.get('seats'));
  if (seatsRead.notice) notices.push(seatsRead.notice);
  const seedText = q.get('seed');
  const seedRead = seedText === null ? null : parseSeed(seedText);
  if (seedRead && !seedRead.ok) notices.push(`seed ${seedRead.problem}; a random seed is used.`);
  const speedText = q.get('speed');
  const speed = (SPEEDS as readonly string[]).includes(speedText ?? '') ? (speedText as Speed) : 'normal';
  if (speedText !== null && speed !== speedText) {
    notices.push(`speed ${JSON.stringify(speedText.slice(0, 20))} is not normal, fast or instant; normal is used.`);
  }
  const colorsText = q.get('colours');
  let colorsEach: 1 | 2 | 3 = seatsRead.seats.length === 2 ? 2 : 1;
  if (colorsText !== null && seatsRead.seats.length === 2) {
    if (colorsText === '2' || colorsText === '3') colorsEach = Number(colorsText) as 2 | 3;
    else
      notices.push(
        `colours ${JSON.stringify(colorsText.slice(0, 20))} is not 2 or 3 (colours each at 2 players); 2 is used.`,
      );
  } else if (colorsText !== null) {
    notices.push(
      `colours is only for a 2-player table (each plays 2 or 3 colours); it is not used at ${seatsRead.seats.length} players.`,
    );
  }
  const seed = seedRead?.ok ? seedRead.seed : randomSeed(random);
  return { setting: { seats: seatsRead.seats, seed, randomSeed: !seedRead?.ok, speed, colorsEach }, notices };
}

/** The query of a table (`?seats=…&seed=…&speed=…`, and `colours` at 2 players). */
export function tableSearch(s: Pick<TableSetting, 'seats' | 'seed' | 'speed' | 'colorsEach'>): string {
  const q = new URLSearchParams({ seats: s.seats.join(','), seed: s.seed, speed: s.speed });
  if (s.seats.length === 2) q.set('colours', String(s.colorsEach));
  // Commas need no escaping in a query: `seats=you,bot` reads as it is written.
  return `?${q.toString().replace(/%2C/g, ',')}`;
}
