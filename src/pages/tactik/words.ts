/**
 * The Tac-Tik table in words: colour and seat names, places, cards, every play and every event
 * of the engine as a sentence for the log and the screen reader, and the board as lines. Pure:
 * no DOM. Track spaces are named by their number 0 … L−1 (docs/tactik.md §2), home spaces 1–4
 * from the way in.
 */
import {
  boardOf,
  cloneBoard,
  colorCount,
  colorOfPawn,
  colorsOfSeat,
  faceOf,
  HOME_SLOTS,
  resolvePlay,
  seatOfColor,
  seatsOfTeam,
  startOf,
  trackLength,
  type CardId,
  type Face,
  type PawnSpot,
  type Place,
  type Play,
  type SevenStep,
  type TableOptions,
  type TactikEvent,
  type TactikState,
} from '../../rules/tactik';
import type { Role } from './tableAddress';

/** Colour names by board size (docs/tactik.md §1): partners at 6 are red–yellow, blue–green, black–white. */
const COLOR_NAMES: Record<number, readonly string[]> = {
  3: ['red', 'blue', 'yellow'],
  4: ['red', 'blue', 'yellow', 'green'],
  6: ['red', 'blue', 'black', 'yellow', 'green', 'white'],
};

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** The name of colour `c` on this table's board: `red`, `blue`, … */
export function colorName(t: TableOptions, c: number): string {
  return COLOR_NAMES[colorCount(t)]![c]!;
}

/** A seat's name: its colour (`Red`) or, at 2 players, its colours (`Red, Black & Green`). */
export function seatName(t: TableOptions, seat: number): string {
  const names = colorsOfSeat(t, seat).map((c) => capital(colorName(t, c)));
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
}

/** A seat's name with who sits there: `Red (you)`, `Blue (bot)`, `Yellow (person)`. */
export function seatLabel(t: TableOptions, seats: readonly Role[], seat: number): string {
  return `${seatName(t, seat)} (${seats[seat]})`;
}

/** A team's name: its seats' names joined (`Red & Yellow`). */
export function teamName(t: TableOptions, team: number): string {
  return seatsOfTeam(t, team)
    .map((s) => seatName(t, s))
    .join(' & ');
}

/** How a card's face is written: `5`, `−4`, `Permute`, `Joker`. */
function faceWord(face: Face): string {
  return face === '-4' ? '−4' : face === 'permute' ? 'Permute' : face === 'joker' ? 'Joker' : face;
}

/** A card's name: its face. */
export function cardWord(card: CardId): string {
  return faceWord(faceOf(card));
}

/** A place: `space 12`, `red start (space 16)`, `home 2`. */
function placeWord(t: TableOptions, p: Place | PawnSpot, color: number): string {
  if (p.zone === 'reserve') return 'the reserve';
  if (p.zone === 'home') return `home ${p.slot + 1}`;
  for (let c = 0; c < colorCount(t); c++) {
    if (startOf(c) === p.space) return `${c === color ? 'its' : colorName(t, c)} start (space ${p.space})`;
  }
  return `space ${p.space}`;
}

/** A pawn by colour and place: `red pawn on space 12`, `red pawn in home 2`, `red pieu`. */
function pawnWord(t: TableOptions, pawns: readonly PawnSpot[], pawn: number): string {
  const c = colorOfPawn(pawn);
  const p = pawns[pawn]!;
  const name = colorName(t, c);
  if (p.zone === 'reserve') return `${name} pawn in its reserve`;
  if (p.zone === 'home') return `${name} pawn in home ${p.slot + 1}`;
  return p.pieu ? `${name} pieu on ${placeWord(t, p, c)}` : `${name} pawn on ${placeWord(t, p, c)}`;
}

/**
 * A play offered, in words, on the board of `s` (before it): what moves where and what it
 * captures, e.g. `Red pawn on space 12 → space 17, capturing the blue pawn`.
 */
export function playWord(s: TactikState, play: Play): string {
  const t = s.table;
  const events = resolvePlay(t, cloneBoard(boardOf(t, s.pawns)), s.turn, play);
  if (typeof events === 'string') return `(not possible: ${events})`;
  const caught = events.flatMap((e) => (e.type === 'captured' ? [colorName(t, colorOfPawn(e.pawn))] : []));
  const capture = caught.length ? `, capturing ${caught.map((c) => `the ${c} pawn`).join(' and ')}` : '';
  switch (play.kind) {
    case 'out':
      return `Put a ${colorName(t, play.color)} pawn out onto its start (space ${startOf(play.color)})${capture}`;
    case 'forward':
    case 'back': {
      const moved = events.find((e) => e.type === 'moved')!;
      const to = moved.type === 'moved' ? placeWord(t, moved.to, colorOfPawn(play.pawn)) : '';
      const how = play.kind === 'back' ? '4 back' : `${play.count} forward`;
      return `${capital(pawnWord(t, s.pawns, play.pawn))} → ${to} (${how})${capture}`;
    }
    case 'permute':
      return `${capital(pawnWord(t, s.pawns, play.pawn))} ⇄ ${pawnWord(t, s.pawns, play.other)}`;
    case 'seven':
      return `The 7 in steps: ${sevenSummary(s, play.steps)}${capture}`;
  }
}

/** The 7's steps by pawn: `red pawn on space 3 ×4, red pawn on space 20 ×3`. */
function sevenSummary(s: TactikState, steps: readonly SevenStep[]): string {
  const counts = new Map<number, number>();
  for (const st of steps) counts.set(st.pawn, (counts.get(st.pawn) ?? 0) + 1);
  return [...counts.entries()].map(([pawn, n]) => `${pawnWord(s.table, s.pawns, pawn)} ×${n}`).join(', ');
}

/** One step offered by the 7's picker, on the board the steps so far leave (`pawns`). */
export function stepWord(t: TableOptions, pawns: readonly PawnSpot[], step: SevenStep): string {
  const p = pawns[step.pawn]!;
  const c = colorOfPawn(step.pawn);
  let to = 'home 1';
  if (p.zone === 'home') to = `home ${p.slot + 2}`;
  else if (p.zone === 'track' && !step.home)
    to = placeWord(t, { zone: 'track', space: (p.space + 1) % trackLength(t) }, c);
  return `${capital(pawnWord(t, pawns, step.pawn))}: one step to ${to}`;
}

/**
 * The log's sentence for what a move made happen (`events` of one `applyMove`, on the state
 * `before` it), or null for nothing worth a line. Never says a card given in the exchange.
 */
export function eventLines(before: TactikState, seats: readonly Role[], events: readonly TactikEvent[]): string[] {
  const t = before.table;
  const who = (seat: number) => seatLabel(t, seats, seat);
  const lines: string[] = [];
  let current = '';
  const parts: string[] = [];
  const flush = () => {
    if (current) lines.push(`${current}${parts.length ? `: ${parts.join('; ')}` : ''}.`);
    current = '';
    parts.length = 0;
  };
  for (const e of events) {
    switch (e.type) {
      case 'gave':
        lines.push(`${who(e.seat)} chose a card to give.`);
        break;
      case 'exchanged':
        lines.push('Cards exchanged: every player received one card.');
        break;
      case 'played':
        current = `${who(e.seat)} played ${cardWord(e.card)}${e.move.kind !== 'seven' && faceOf(e.card) === 'joker' ? ` as ${jokerAs(e.move)}` : ''}`;
        break;
      case 'out':
        parts.push(`a ${colorName(t, colorOfPawn(e.pawn))} pawn out onto space ${e.space} (a pieu)`);
        break;
      case 'moved':
        parts.push(movedWord(t, e));
        break;
      case 'captured':
        parts.push(`captured the ${colorName(t, colorOfPawn(e.pawn))} pawn on space ${e.space}, back to its reserve`);
        break;
      case 'permuted':
        parts.push(`${pawnWord(t, before.pawns, e.pawn)} and ${pawnWord(t, before.pawns, e.other)} exchanged places`);
        break;
      case 'discarded':
        lines.push(`${who(e.seat)} could play no card and discarded the hand (${e.cards.map(cardWord).join(', ')}).`);
        break;
      case 'dealt':
        flush();
        lines.push(
          `${who(e.dealer)} dealt${e.reshuffled ? ' (the discard pile shuffled into the draw pile)' : ''}: deal ${e.deal}.`,
        );
        break;
      case 'won':
        flush();
        lines.push(`${teamName(t, e.team)} won: every pawn home.`);
        break;
    }
  }
  flush();
  return lines;
}

function jokerAs(play: Play): string {
  switch (play.kind) {
    case 'out':
      return 'an out';
    case 'forward':
      return String(play.count);
    case 'back':
      return '−4';
    case 'permute':
      return 'a permutation';
    case 'seven':
      return '7';
  }
}

function movedWord(t: TableOptions, e: Extract<TactikEvent, { type: 'moved' }>): string {
  const c = colorOfPawn(e.pawn);
  const name = colorName(t, c);
  const into = e.to.zone === 'home' && e.from.zone === 'track' ? ' (into its home)' : '';
  return `${name} pawn from ${placeWord(t, e.from, c)} to ${placeWord(t, e.to, c)}${into}`;
}

/** The board for a screen reader: one line per colour, its seat and where each pawn is. */
export function boardLines(s: TactikState, seats: readonly Role[]): string[] {
  const t = s.table;
  const lines: string[] = [];
  for (let c = 0; c < colorCount(t); c++) {
    const pawns = [0, 1, 2, 3].map((k) => s.pawns[c * 4 + k]!);
    const reserve = pawns.filter((p) => p.zone === 'reserve').length;
    const home = pawns.flatMap((p) => (p.zone === 'home' ? [p.slot + 1] : [])).sort();
    const track = pawns.flatMap((p) =>
      p.zone === 'track' ? [p.pieu ? `space ${p.space} (pieu)` : `space ${p.space}`] : [],
    );
    const where = [
      track.length ? `on ${track.join(', ')}` : '',
      home.length ? `home ${home.join(', ')}${home.length === HOME_SLOTS ? ' (all home)' : ''}` : '',
      reserve ? `${reserve} in the reserve` : '',
    ].filter(Boolean);
    const seat = seatOfColor(t, c);
    const owner = t.players === 2 ? `, played by ${seatLabel(t, seats, seat)}` : ` (${seats[seat]})`;
    lines.push(`${capital(colorName(t, c))}${owner}, start space ${startOf(c)}: ${where.join('; ')}.`);
  }
  return lines;
}

/** Who the seat to act gives its card to in the exchange, in words: `your partner Yellow (bot)`. */
export function receiverWord(t: TableOptions, seats: readonly Role[], giver: number, receiver: number): string {
  const partner = t.players === 4 || t.players === 6;
  const relation = partner ? 'partner' : t.players === 2 ? 'opponent' : 'next player';
  return `${giver === receiver ? '' : `the ${relation} `}${seatLabel(t, seats, receiver)}`;
}

/** A team's seats in words: `Red (you) and Yellow (bot)`. */
export function teamSeatsWord(t: TableOptions, seats: readonly Role[], team: number): string {
  return seatsOfTeam(t, team)
    .map((s) => seatLabel(t, seats, s))
    .join(' and ');
}
