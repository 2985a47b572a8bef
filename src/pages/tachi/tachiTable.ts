/**
 * The Tâchi table on the page: it holds the game's state, rolls and plays through the rules
 * (src/rules/tachi), lets the bots play their seats at the table's speed, waits for the people at
 * this screen (the Roll button, the moves' radio group, Play this move, the keys), walks the pawns
 * along their circuit, and keeps the log, the status line and the link to the game (the moves
 * played so far) up to date.
 */
import {
  applyMove,
  botMove,
  legalMoves,
  newGame,
  rollDice,
  sameMove,
  stepSquares,
  type TachiEvent,
  type TachiMove,
  type TachiState,
} from '../../rules/tachi';
import { boardDrawing, type BoardDrawing } from './boardDrawing';
import { byId } from '../dom';
import type { SeatKind, Speed, TableSettings } from './tachiAddress';
import { tableQuery } from './tachiAddress';
import { checkedMove, logLines, showDice, showMoves, showPlayers } from './tachiPanel';
import { diceWords, eventWords, lowerFirst, moveWords, playerName } from './tachiWords';

/** The bots' pause before each roll and move, and each step of a walking pawn, in ms. */
const SPEED_TIMES: Readonly<Record<Speed, { think: number; step: number }>> = {
  normal: { think: 700, step: 110 },
  fast: { think: 120, step: 25 },
  instant: { think: 0, step: 0 },
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A table: the state, who plays each seat, the moves played (for the link). */
export class TachiTable {
  state: TachiState;
  readonly kinds: readonly SeatKind[];
  /** The index among the legal moves of each move played, in order. */
  readonly played: number[] = [];
  private readonly board: BoardDrawing;
  private preview: TachiMove | null = null;
  private busy = false;
  private readonly times: { think: number; step: number };

  constructor(
    readonly settings: TableSettings,
    private readonly notice: (text: string) => void,
    reducedMotion: boolean,
  ) {
    this.kinds = settings.seats;
    this.state = newGame({ players: settings.seats.length, seed: settings.seed, dice: settings.dice });
    const t = SPEED_TIMES[settings.speed];
    this.times = { think: t.think, step: reducedMotion ? 0 : t.step };
    this.board = boardDrawing(this.state, this.kinds);
    byId('board-host').append(this.board.svg);
    this.wireControls();
  }

  private get person(): boolean {
    return this.state.phase !== 'over' && this.kinds[this.state.turn] !== 'bot';
  }

  /** Replays the address's moves at once (a bad one is named in a notice), then plays on. */
  start(): void {
    this.replay(this.settings.moves);
    this.render();
    this.next();
  }

  private replay(moves: readonly number[]): void {
    for (const [k, index] of moves.entries()) {
      while (this.state.phase === 'roll') this.logEvents(this.state, rollDice(this.state));
      if (this.state.phase === 'over') {
        this.notice(`moves: the game ended after move ${k}; the ${moves.length - k} moves after it are not played.`);
        return;
      }
      const legal = legalMoves(this.state);
      const move = legal[index];
      if (!move) {
        this.notice(
          `moves: move ${k + 1} is number ${index}, but there were ${legal.length} to choose from (0–${legal.length - 1}); the game goes on from move ${k}.`,
        );
        return;
      }
      this.played.push(index);
      this.logEvents(this.state, applyMove(this.state, move));
    }
  }

  /**
   * Logs the events of a step in words and takes its state.
   * @returns what the status line should say first: that the player cannot move, or plays again.
   */
  private logEvents(before: TachiState, step: { state: TachiState; events: readonly TachiEvent[] }): string {
    const lines = step.events
      .filter((e) => e.type !== 'turn')
      .map((e) => ({
        player: e.player,
        text: eventWords(before, this.kinds, e),
        kind: e.type === 'won' ? 'won' : e.type === 'moved' && e.move.captures.length > 0 ? 'capture' : undefined,
      }));
    logLines(lines);
    this.state = step.state;
    const rolled = step.events.find((e) => e.type === 'rolled');
    if (step.events.some((e) => e.type === 'no-move') && rolled?.type === 'rolled') {
      return `${playerName(this.kinds, rolled.player)} rolled ${diceWords(rolled.dice)} and cannot move.`;
    }
    const again = step.events.find((e) => e.type === 'again');
    return again ? `A double: ${playerName(this.kinds, again.player)} plays again.` : '';
  }

  /** What the status line says when nothing is happening: whose turn, or who won. */
  private statusNow(): string {
    const s = this.state;
    if (s.phase === 'over')
      return `${playerName(this.kinds, s.winner!)} won: both pawns in the tachi, after ${s.rolls} rolls.`;
    const who = playerName(this.kinds, s.turn);
    if (this.kinds[s.turn] === 'bot') return `${who} is playing.`;
    return s.phase === 'roll' ? `${who}: roll the dice.` : `${who} rolled ${diceWords(s.roll!)}: choose a move.`;
  }

  private say(text: string): void {
    byId('status').textContent = text;
  }

  /** Draws everything from the state: the board, the dice, the players, the moves, the buttons, the link. */
  private render(): void {
    const s = this.state;
    this.board.draw({
      state: s,
      kinds: this.kinds,
      preview: this.preview,
      steps: byId<HTMLInputElement>('show-steps').checked,
    });
    showDice(s.roll, s.dice);
    showPlayers(s, this.kinds);
    byId('roll').setAttribute('aria-disabled', String(!(this.person && s.phase === 'roll' && !this.busy)));
    const link = byId<HTMLAnchorElement>('game-link');
    link.href = `tachi.html${tableQuery(this.settings, this.played)}`;
    document.body.dataset.phase = s.phase;
  }

  /** Offers the person to play the legal moves of the dice rolled. */
  private offerMoves(): void {
    const moves = this.person && this.state.phase === 'move' && !this.busy ? legalMoves(this.state) : [];
    const hadFocus = byId('moves').contains(document.activeElement);
    showMoves(this.state, this.kinds, moves, {
      onChoose: (m) => {
        this.preview = m;
        this.render();
      },
      onPlay: (m) => void this.play(m),
    });
    if (moves.length === 0 && hadFocus) byId('roll').focus();
  }

  /**
   * After every roll and move: the winner said, a bot's turn scheduled, or a person's awaited.
   * @param lead said before the status (the player could not move, or plays again).
   */
  private next(lead = ''): void {
    this.preview = null;
    this.render();
    this.offerMoves();
    this.say(lead ? `${lead} ${this.statusNow()}` : this.statusNow());
    if (this.state.phase === 'over' || this.person) return;
    const wait = this.times.think;
    void sleep(wait).then(() => (this.state.phase === 'roll' ? this.roll() : this.play(botMove(this.state)!)));
  }

  /** The player to play rolls (a person by the button or R, a bot by itself). */
  roll(): void {
    if (this.busy || this.state.phase !== 'roll') return;
    const before = this.state;
    this.next(this.logEvents(before, rollDice(before)));
    const first = document.querySelector<HTMLInputElement>('#move-list input');
    if (first && this.person && byId('roll') === document.activeElement) first.focus();
  }

  /** Plays `move` (one of the legal moves): the pawns walk their path, then the log and the turn. */
  async play(move: TachiMove): Promise<void> {
    if (this.busy || this.state.phase !== 'move') return;
    const before = this.state;
    const index = legalMoves(before).findIndex((m) => sameMove(m, move));
    if (index < 0) return;
    this.busy = true;
    this.preview = null;
    this.offerMoves();
    this.say(`${playerName(this.kinds, before.turn)}: ${lowerFirst(moveWords(before, this.kinds, move))}.`);
    await this.walk(before, move);
    this.played.push(index);
    const lead = this.logEvents(before, applyMove(before, move));
    this.busy = false;
    this.next(lead);
  }

  /** Walks the move's pawns square by square along their circuit (no walk at the instant speed). */
  private async walk(before: TachiState, move: TachiMove): Promise<void> {
    if (this.times.step === 0) return;
    const walking = new Map<string, number>();
    const seat = before.seats[before.turn]!;
    for (const st of move.steps) {
      const squares = stepSquares(seat, st);
      for (let k = 0; k < squares.length; k++) {
        walking.set(`${before.turn}.${st.pawn}`, st.from < 0 ? 0 : st.from + k + 1);
        this.board.draw({ state: before, kinds: this.kinds, preview: null, walking, steps: false });
        await sleep(this.times.step);
      }
    }
  }

  private playChosen(): void {
    const m = checkedMove(legalMoves(this.state));
    if (m && this.person) void this.play(m);
  }

  private wireControls(): void {
    byId('roll').addEventListener('click', () => this.person && this.roll());
    byId('play').addEventListener('click', () => this.playChosen());
    byId('show-steps').addEventListener('change', () => this.render());
    document.addEventListener('keydown', (e) => {
      if (
        e.ctrlKey ||
        e.metaKey ||
        e.altKey ||
        (e.target as HTMLElement).closest('input:not([type=radio]), select, textarea, summary')
      )
        return;
      if ((e.key === 'r' || e.key === 'R') && this.person) {
        e.preventDefault();
        byId('roll').focus();
        this.roll();
      } else if (/^[1-9]$/.test(e.key)) {
        const input = document.querySelector<HTMLInputElement>(`#move-${Number(e.key) - 1}`);
        if (!input) return;
        e.preventDefault();
        input.checked = true;
        input.focus();
        input.dispatchEvent(new Event('change'));
      }
    });
  }
}
