/**
 * Tâchi's board and circuit (seed document 001_33bf7dd73aa5c130.txt, "Matériel" and "Le
 * circuit"; our readings in docs/tachi.md). Pure: no DOM.
 *
 * The board is 9 × 9 squares. A square is a number `y * 9 + x`: column x 0 … 8 from the left,
 * row y 0 … 8 from the top, as the board is drawn with seat South at the bottom. Its name is
 * chess-like: column a … i from the left, row 1 … 9 from the bottom (South's katti is e1, the
 * tachi e5).
 *
 * Each seat sits at one edge with its katti, the square in the middle of that edge, in front of
 * it. Its circuit (`pathOf`) is 79 steps long: step 0 is its katti, steps 1 … 77 the squares
 * on the way, step 78 (`TACHI_STEP`) the tachi. It covers every square but the two between its
 * fourth corner's neighbour and its katti (for South, c1 and d1).
 */

/** The four seats, named by the edge they sit at (South at the bottom of the drawing). */
export const TACHI_SEATS = ['south', 'east', 'north', 'west'] as const;
export type TachiSeat = (typeof TACHI_SEATS)[number];

/** The board's side in squares. */
export const SIDE = 9;
/** The centre square, the tachi (e5). */
export const TACHI_SQUARE = 4 * SIDE + 4;
/** The last step of every circuit: the tachi. */
export const TACHI_STEP = 78;
/**
 * The waiting square's step: "à 4 cases du tachi" (rule 8), 4 steps before the tachi along
 * the seat's own circuit. A pawn goes no further until a double 4 takes it in (rule 9).
 */
export const WAITING_STEP = TACHI_STEP - 4;

/** A square's column (0 … 8 from the left) and row (0 … 8 from the top). */
export function squareXY(square: number): { x: number; y: number } {
  return { x: square % SIDE, y: Math.floor(square / SIDE) };
}

/** The square at column x, row y (both 0 … 8, row 0 at the top). */
export function squareAt(x: number, y: number): number {
  return y * SIDE + x;
}

/** A square's chess-like name: `e1` for South's katti (column a … i, row 1 … 9 from the bottom). */
export function squareName(square: number): string {
  const { x, y } = squareXY(square);
  return `${'abcdefghi'[x]}${SIDE - y}`;
}

/** The four kattis, by seat: the middle of each edge (e1, i5, e9, a5). */
export const KATTI_OF: Readonly<Record<TachiSeat, number>> = {
  south: squareAt(4, 8),
  east: squareAt(8, 4),
  north: squareAt(4, 0),
  west: squareAt(0, 4),
};

const KATTIS = new Set(Object.values(KATTI_OF));

/** True when `square` is one of the four kattis (where a pawn is safe, rule 6). */
export function isKatti(square: number): boolean {
  return KATTIS.has(square);
}

/** Quarter turns (anticlockwise as drawn) from South's place to each seat's. */
const QUARTER_TURNS: Readonly<Record<TachiSeat, number>> = { south: 0, east: 1, north: 2, west: 3 };

/** Turns a square about the centre by a quarter anticlockwise as drawn: South's e1 becomes East's i5. */
function quarterTurn(square: number): number {
  const { x, y } = squareXY(square);
  return squareAt(y, SIDE - 1 - x);
}

const onBoard = (x: number, y: number) => x >= 0 && y >= 0 && x < SIDE && y < SIDE;
const onEdge = (x: number, y: number) => x === 0 || y === 0 || x === SIDE - 1 || y === SIDE - 1;

/** The outer ring of South's circuit: from the katti right to the first corner, then round to the fourth. */
function outerRing(): number[] {
  const out = [KATTI_OF.south];
  for (let x = 5; x <= 8; x++) out.push(squareAt(x, 8)); // right to the first corner (i1)
  for (let y = 7; y >= 0; y--) out.push(squareAt(8, y)); // up to the second corner (i9)
  for (let x = 7; x >= 0; x--) out.push(squareAt(x, 0)); // left to the third corner (a9)
  for (let y = 1; y <= 8; y++) out.push(squareAt(0, y)); // down to the fourth corner (a1)
  return out;
}

/**
 * South's circuit, built as "Le circuit" says it, step by step: the outer ring (`outerRing`);
 * "avancer d'une case vers son propre katti" (b1); "remonter à la verticale jusqu'à l'avant
 * dernière case" (b2 … b8: b9 is the column's last square); "tourner à droite et on continue à
 * tourner en spirale (dans le sens horaire)": right along row 8, and a right turn whenever the
 * square ahead is off the inner board or already walked, until no square is left, which is the
 * tachi, entered from e4, "3 cases au dessus du katti".
 */
function southCircuit(): number[] {
  const path = outerRing();
  path.push(squareAt(1, 8));
  for (let y = 7; y >= 1; y--) path.push(squareAt(1, y));
  const walked = new Set(path);
  let { x, y } = squareXY(path[path.length - 1]!);
  let dx = 1;
  let dy = 0;
  for (;;) {
    let turns = 0;
    while (turns < 2 && (!onBoard(x + dx, y + dy) || onEdge(x + dx, y + dy) || walked.has(squareAt(x + dx, y + dy)))) {
      [dx, dy] = [-dy, dx]; // a right turn as drawn (row 0 at the top): up → right → down → left
      turns++;
    }
    if (turns === 2) break;
    x += dx;
    y += dy;
    path.push(squareAt(x, y));
    walked.add(squareAt(x, y));
  }
  return path;
}

const SOUTH_CIRCUIT = southCircuit();

const CIRCUITS: Readonly<Record<TachiSeat, readonly number[]>> = Object.fromEntries(
  TACHI_SEATS.map((seat) => {
    let path = SOUTH_CIRCUIT;
    for (let t = 0; t < QUARTER_TURNS[seat]; t++) path = path.map(quarterTurn);
    return [seat, Object.freeze(path)];
  }),
) as Record<TachiSeat, readonly number[]>;

if (SOUTH_CIRCUIT.length !== TACHI_STEP + 1 || SOUTH_CIRCUIT[TACHI_STEP] !== TACHI_SQUARE) {
  throw new Error(`Tâchi circuit: ${SOUTH_CIRCUIT.length} steps ending on ${SOUTH_CIRCUIT.at(-1)}`);
}

/**
 * A seat's circuit ("Le circuit"): 79 squares, step 0 its katti, step 78 the tachi; the others
 * are South's turned about the centre (East's is South's a quarter turn anticlockwise as drawn).
 * Every seat goes round the outer ring the same way, anticlockwise as drawn.
 */
export function pathOf(seat: TachiSeat): readonly number[] {
  return CIRCUITS[seat];
}

const STEP_AT: Readonly<Record<TachiSeat, Int8Array>> = Object.fromEntries(
  TACHI_SEATS.map((seat) => {
    const a = new Int8Array(SIDE * SIDE).fill(-1);
    CIRCUITS[seat].forEach((sq, step) => (a[sq] = step));
    return [seat, a];
  }),
) as Record<TachiSeat, Int8Array>;

/** The step of `square` (0 … 80) on a seat's circuit, or −1 when the circuit does not go there (South: c1, d1). */
export function stepAt(seat: TachiSeat, square: number): number {
  return STEP_AT[seat][square] ?? -1;
}

/** The square of step `step` (0 … 78) of a seat's circuit. */
export function squareOfStep(seat: TachiSeat, step: number): number {
  const sq = CIRCUITS[seat][step];
  if (sq === undefined) throw new RangeError(`step must be 0 … ${TACHI_STEP}, not ${step}`);
  return sq;
}

/**
 * The seats of a table of `count` players (2 … 4), in the order they play: South first, then
 * the seat whose katti South's pawns reach first (East), and so on round the board the way the
 * pawns go. Two players sit face to face (South, North), three leave West empty.
 */
export function seatsFor(count: number): readonly TachiSeat[] {
  switch (count) {
    case 2:
      return ['south', 'north'];
    case 3:
      return ['south', 'east', 'north'];
    case 4:
      return TACHI_SEATS;
    default:
      throw new RangeError(`a Tâchi table has 2 to 4 players, not ${count}`);
  }
}
