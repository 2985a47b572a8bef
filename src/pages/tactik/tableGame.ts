/**
 * The table's turn loop: the game state, the choices of the person to act, the bots' moves on a
 * timer, the hot-seat rule (with two or more people at the screen, a hand is shown only after
 * its player says "ready", and hidden again once the move is made), the log and the save after
 * every move. The rules are the engine's (src/rules/tactik); this holds none. No DOM but the
 * timer and the storage it is given.
 */
import { applyMove, botMove, newGame, type Move, type TactikState } from '../../rules/tactik';
import { offerAfter, type Choice, type Offer } from './choices';
import { saveGame } from './savedGame';
import type { Role, TableSetting } from './tableAddress';
import { eventLines } from './words';

interface TableGameOptions {
  readonly storage: Storage | null;
  /** Milliseconds before each bot move. */
  readonly delay: number;
  /** Called after every change: the log lines the change added (maybe none). */
  readonly onChange: (added: readonly string[]) => void;
  /** A saved game to continue, else a new game of the setting's seed. */
  readonly saved?: { state: TactikState; log: readonly string[] };
}

export class TableGame {
  state: TactikState;
  readonly log: string[];
  /** The choices made so far by the person to act (undone one by one, played on confirm). */
  choices: Choice[] = [];
  /** The seat whose hand is shown at a hot-seat table (null: hidden). */
  revealedFor: number | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly setting: Pick<TableSetting, 'seats' | 'seed' | 'colorsEach'>,
    private readonly options: TableGameOptions,
  ) {
    this.state = options.saved?.state ?? newGame(setting.seed, setting.seats.length, setting.colorsEach);
    this.log = [...(options.saved?.log ?? [])];
  }

  get seats(): readonly Role[] {
    return this.setting.seats;
  }

  isHuman(seat: number): boolean {
    return this.seats[seat] !== 'bot';
  }

  /** True with two or more people at the screen: hands are shown only after "ready". */
  get hotSeat(): boolean {
    return this.seats.filter((r) => r !== 'bot').length > 1;
  }

  /** True when the seat to act is a person who has not said "ready" yet (hot-seat only). */
  get awaitingReady(): boolean {
    return (
      this.state.phase !== 'over' &&
      this.hotSeat &&
      this.isHuman(this.state.turn) &&
      this.revealedFor !== this.state.turn
    );
  }

  /** Whose hand the screen shows: the one person at a table with bots, or the ready hot-seat player. */
  get shownSeat(): number | null {
    if (this.hotSeat) return this.awaitingReady ? null : this.revealedFor;
    const person = this.seats.findIndex((r) => r !== 'bot');
    return person >= 0 ? person : null;
  }

  /** True when the screen's person makes the next choice. */
  get personToAct(): boolean {
    return this.state.phase !== 'over' && this.isHuman(this.state.turn) && !this.awaitingReady;
  }

  /** What is offered after the choices made. */
  offer(): Offer {
    return offerAfter(this.state, this.choices);
  }

  /** Starts the loop: the bots play when it is their turn. */
  start(): void {
    this.options.onChange([]);
    this.schedule();
  }

  /** Stops the bots' timer. */
  stop(): void {
    clearTimeout(this.timer);
  }

  ready(): void {
    if (!this.awaitingReady) return;
    this.revealedFor = this.state.turn;
    this.options.onChange([]);
  }

  choose(choice: Choice): void {
    if (!this.personToAct) return;
    this.choices = [...this.choices, choice];
    this.options.onChange([]);
  }

  /** Starts the choices again from a card of the hand (another card than the one chosen). */
  chooseCard(choice: Choice): void {
    if (!this.personToAct) return;
    this.choices = [choice];
    this.options.onChange([]);
  }

  /** Takes back the last unconfirmed choice. */
  undo(): void {
    if (this.choices.length === 0) return;
    this.choices = this.choices.slice(0, -1);
    this.options.onChange([]);
  }

  /** Plays the move the choices make, if they make one. */
  confirm(): void {
    const move = this.personToAct ? this.offer().move : null;
    if (move) this.apply(move);
  }

  private apply(move: Move): void {
    const r = applyMove(this.state, move);
    if (!r.ok) throw new Error(`the table offered a refused move: ${r.error.code}`);
    const added = eventLines(this.state, this.seats, r.events);
    this.state = r.state;
    this.log.push(...added);
    this.choices = [];
    if (this.hotSeat) this.revealedFor = null;
    saveGame(this.options.storage, { ...this.setting, state: this.state, log: this.log });
    this.options.onChange(added);
    this.schedule();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    if (this.state.phase === 'over' || this.isHuman(this.state.turn)) return;
    this.timer = setTimeout(() => this.apply(botMove(this.state)!), this.options.delay);
  }
}
