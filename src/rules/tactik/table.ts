/**
 * The Tac-Tik table (docs/tactik.md §1–2): how many players, which colours each seat plays, the
 * teams, and the board's geometry. Pure data and arithmetic, no DOM.
 *
 * Every board has C colours (3, 4 or 6), each with a sector of 16 track spaces: the track has
 * 16·C spaces numbered 0 … 16·C − 1 clockwise, colour c's start is space 16·c, and its home (4
 * spaces, slot 0 nearest the track) branches off the track at its start.
 */

/** Table sizes the document allows ("Les parties à cinq ne sont pas autorisées"). */
export const PLAYER_COUNTS = [2, 3, 4, 6] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/** Colours each player controls in the 2-player variant (the option chosen when the table is made). */
export type TwoPlayerColors = 2 | 3;

/** Track spaces per colour sector (our board; the document does not give one). */
const SECTOR = 16;
/** Pawns per colour. */
export const PAWNS_PER_COLOR = 4;
/** Home spaces per colour. */
export const HOME_SLOTS = 4;

/** How a table is set: players and, at 2 players, colours each (ignored otherwise). */
export interface TableOptions {
  readonly players: PlayerCount;
  /** 2 or 3 at a 2-player table; 1 at any other (set by `tableOf`). */
  readonly colorsEach: 1 | TwoPlayerColors;
}

/**
 * The options of a table: at 2 players `coloursEach` is 2 or 3 (default 2), at 3, 4 or 6 it is 1.
 * @throws RangeError when `players` is not 2, 3, 4 or 6, or `coloursEach` not 2 or 3 at 2 players.
 */
export function tableOf(players: number, colorsEach?: number): TableOptions {
  if (!(PLAYER_COUNTS as readonly number[]).includes(players)) {
    throw new RangeError(`players must be 2, 3, 4 or 6 (got ${players}); 5 players are not allowed`);
  }
  if (players !== 2) return { players: players as PlayerCount, colorsEach: 1 };
  const each = colorsEach ?? 2;
  if (each !== 2 && each !== 3) throw new RangeError(`at 2 players each controls 2 or 3 colours (got ${each})`);
  return { players: 2, colorsEach: each };
}

/** Colours on the board: 4 or 6 at 2 players (2 or 3 each), else one per player. */
export function colorCount(t: TableOptions): number {
  return t.players === 2 ? 2 * t.colorsEach : t.players;
}

/** Track length in spaces: 16 per colour (48, 64 or 96). */
export function trackLength(t: TableOptions): number {
  return SECTOR * colorCount(t);
}

/** The start space of a colour: 16·c. Its home is entered from here. */
export function startOf(color: number): number {
  return SECTOR * color;
}

/** The colour of a pawn: pawns 4c … 4c+3 are colour c's. */
export function colorOfPawn(pawn: number): number {
  return pawn >> 2;
}

/**
 * The colours a seat owns. At 2 players seat s owns colours s, s+2 (and s+4 with 3 each), so
 * the two players' colours alternate round the board; otherwise seat s owns colour s.
 */
export function colorsOfSeat(t: TableOptions, seat: number): number[] {
  if (t.players !== 2) return [seat];
  const out: number[] = [];
  for (let k = 0; k < t.colorsEach; k++) out.push(seat + 2 * k);
  return out;
}

/** The seat that owns a colour. */
export function seatOfColor(t: TableOptions, color: number): number {
  return t.players === 2 ? color % 2 : color;
}

/** True at 4 and 6 players, where partners sit face to face and play as a team of two. */
function hasPartners(t: TableOptions): boolean {
  return t.players === 4 || t.players === 6;
}

/** The partner's seat (face to face: s + players/2), or `undefined` at 2 and 3 players. */
export function partnerOf(t: TableOptions, seat: number): number | undefined {
  return hasPartners(t) ? (seat + t.players / 2) % t.players : undefined;
}

/** Number of teams: 2 at 2 and 4 players, 3 at 3 and 6 players. */
export function teamCount(t: TableOptions): number {
  return hasPartners(t) ? t.players / 2 : t.players;
}

/** The team of a seat: seat mod (players / 2) with partners, the seat itself otherwise. */
export function teamOfSeat(t: TableOptions, seat: number): number {
  return hasPartners(t) ? seat % (t.players / 2) : seat;
}

/** The seats of a team, in seat order. */
export function seatsOfTeam(t: TableOptions, team: number): number[] {
  return hasPartners(t) ? [team, team + t.players / 2] : [team];
}

/** Every colour a team must bring home to win (4, 8 or 12 pawns). */
export function colorsOfTeam(t: TableOptions, team: number): number[] {
  return seatsOfTeam(t, team).flatMap((s) => colorsOfSeat(t, s));
}

/** Cards dealt to each player per deal: 6 at 2 players, 4 otherwise. */
export function handSize(t: TableOptions): number {
  return t.players === 2 ? 6 : 4;
}

/**
 * The seat that receives the card a seat gives in the exchange after each deal: the opponent at
 * 2 players, the next seat clockwise at 3, the partner at 4 and 6 (docs/tactik.md §5).
 */
export function exchangeTarget(t: TableOptions, seat: number): number {
  if (t.players === 2) return 1 - seat;
  if (t.players === 3) return (seat + 1) % 3;
  return partnerOf(t, seat)!;
}
