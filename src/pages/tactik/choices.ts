/**
 * What the seat to act is offered, choice by choice, until a move is complete and can be
 * confirmed (the page's "select a card, then a pawn or a move offered, and confirm"): a card;
 * for the joker what it does; then a move, or the 7's steps one by one. Only legal moves are
 * offered (the engine's `legalPlaysOfCard` and `sevenStepsOffered`); undo drops the last choice.
 * Pure: no DOM.
 */
import {
  applyMove,
  boardOf,
  faceOf,
  legalMoves,
  legalPlaysOfCard,
  reservePawn,
  sevenStepsOffered,
  spotsOf,
  takeStep,
  type CardId,
  type Move,
  type PawnSpot,
  type Play,
  type SevenStep,
  type TactikState,
} from '../../rules/tactik';
import { cardWord, playWord, stepWord } from './words';

/** What a joker is played as (docs/tactik.md §12): `out`, `forward-N`, `seven`, `back`, `permute`. */
type JokerEffect = 'out' | `forward-${number}` | 'seven' | 'back' | 'permute';

/** One choice made. */
export type Choice =
  | { readonly kind: 'card'; readonly card: CardId }
  | { readonly kind: 'effect'; readonly effect: JokerEffect }
  | { readonly kind: 'play'; readonly play: Play }
  | { readonly kind: 'step'; readonly step: SevenStep }
  | { readonly kind: 'discard' };

/** An option offered: the choice, its words, and the pawns that choose it on the board. */
export interface Option {
  readonly choice: Choice;
  readonly label: string;
  /** False for a card of the hand that makes no legal play (shown, not offered). */
  readonly enabled: boolean;
  readonly pawns: readonly number[];
}

/** The stage the choices have reached. */
type Stage = 'give' | 'card' | 'effect' | 'play' | 'step' | 'discard' | 'confirm';

/** What is offered after `choices`. */
export interface Offer {
  readonly stage: Stage;
  readonly options: readonly Option[];
  /** The complete move once the choices make one, else null. */
  readonly move: Move | null;
  /** The pawns as they would stand after the choices so far (the 7's steps, or the whole move). */
  readonly preview: readonly PawnSpot[];
  /** The 7's steps chosen so far. */
  readonly steps: readonly SevenStep[];
}

const effectOf = (p: Play): JokerEffect => (p.kind === 'forward' ? `forward-${p.count}` : p.kind);

/** The words of a joker effect: `Out`, `5 forward`, `The 7 in steps`, `4 back`, `Permute`. */
function effectWord(e: JokerEffect): string {
  if (e.startsWith('forward-')) return `${e.slice(8)} forward`;
  return e === 'out' ? 'Put a pawn out' : e === 'seven' ? 'The 7 in steps' : e === 'back' ? '4 back' : 'Permute';
}

function playPawns(s: TactikState, p: Play): number[] {
  if (p.kind === 'out') {
    const b = boardOf(s.table, s.pawns);
    const first = reservePawn(b, p.color);
    return [0, 1, 2, 3].map((k) => p.color * 4 + k).filter((i) => i >= first && s.pawns[i]!.zone === 'reserve');
  }
  return p.kind === 'seven' ? [] : [p.pawn];
}

function confirm(s: TactikState, move: Move, steps: readonly SevenStep[] = []): Offer {
  const r = applyMove(s, move);
  return { stage: 'confirm', options: [], move, preview: r.ok ? r.state.pawns : s.pawns, steps };
}

/** The 7's step stage after `steps` of card `card`. */
function stepOffer(s: TactikState, card: CardId, steps: SevenStep[]): Offer {
  if (steps.length === 7) return confirm(s, { kind: 'seven', card, steps }, steps);
  const b = boardOf(s.table, s.pawns);
  for (const st of steps) takeStep(b, st);
  const preview = spotsOf(b);
  const options = sevenStepsOffered(s, card, steps).map((step) => ({
    choice: { kind: 'step', step } as const,
    label: stepWord(s.table, preview, step),
    enabled: true,
    pawns: [step.pawn],
  }));
  return { stage: 'step', options, move: null, preview, steps };
}

/**
 * What is offered to the seat to act after `choices` (assumed made from earlier offers). In
 * the exchange: a card, then the give to confirm. In play: the discard alone when no card can be
 * played; else a card (those without a legal play shown disabled), for the joker its effect, then
 * the move or the 7's steps, then the move to confirm.
 */
export function offerAfter(s: TactikState, choices: readonly Choice[]): Offer {
  const base = { move: null, preview: s.pawns, steps: [] };
  const hand = s.hands[s.turn]!;
  if (s.phase === 'over') return { ...base, stage: 'card', options: [] };
  if (s.phase === 'exchange') {
    const chosen = choices[0];
    if (chosen?.kind === 'card') return confirm(s, { kind: 'give', card: chosen.card });
    const options = hand.map((card) => ({
      choice: { kind: 'card', card } as const,
      label: cardWord(card),
      enabled: true,
      pawns: [],
    }));
    return { ...base, stage: 'give', options };
  }
  const legal = legalMoves(s);
  if (legal.length === 1 && legal[0]!.kind === 'discard') {
    if (choices[0]?.kind === 'discard') return confirm(s, { kind: 'discard' });
    return {
      ...base,
      stage: 'discard',
      options: [{ choice: { kind: 'discard' }, label: 'Discard the hand', enabled: true, pawns: [] }],
    };
  }
  const first = choices[0];
  if (first?.kind !== 'card') {
    const options = hand.map((card) => ({
      choice: { kind: 'card', card } as const,
      label: cardWord(card),
      enabled: legal.some((m) => 'card' in m && m.card === card),
      pawns: [],
    }));
    return { ...base, stage: 'card', options };
  }
  const card = first.card;
  let plays = legalPlaysOfCard(s, card);
  let rest = choices.slice(1);
  if (faceOf(card) === 'joker') {
    const effect = rest[0];
    if (effect?.kind !== 'effect') {
      const effects = [...new Set(plays.map(effectOf))];
      const options = effects.map((e) => ({
        choice: { kind: 'effect', effect: e } as const,
        label: effectWord(e),
        enabled: true,
        pawns: [],
      }));
      return { ...base, stage: 'effect', options };
    }
    plays = plays.filter((p) => effectOf(p) === effect.effect);
    rest = rest.slice(1);
  }
  if (plays.every((p) => p.kind === 'seven')) {
    return stepOffer(
      s,
      card,
      rest.flatMap((c) => (c.kind === 'step' ? [c.step] : [])),
    );
  }
  const chosen = rest[0];
  if (chosen?.kind === 'play') return confirm(s, chosen.play);
  const options = plays.map((play) => ({
    choice: { kind: 'play', play } as const,
    label: playWord(s, play),
    enabled: true,
    pawns: playPawns(s, play),
  }));
  return { ...base, stage: 'play', options };
}
