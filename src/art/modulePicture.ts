/**
 * The whole module as one still picture, composed from the art of cardArt.ts, moduleArt.ts and
 * pieceArt.ts in the order the bomb's scene stacks them (src/play/scene/): casing, board, status
 * light, piles, LEDs and names, the seat marks, revealed pawns, your pawn, option buttons, TAC,
 * the hand. The manual draws it with its labels around it; the designer shows it as a picture.
 * Pure data (shapes.ts).
 */
import type { Seat } from '../rules/board';
import type { Board } from '../rules/position';
import {
  cardSlot,
  DISCARD_PILE,
  ledCenter,
  LIFT,
  optionCenter,
  PILE_SHOWN,
  pileTilt,
  SMALL_CARD_SCALE,
  spotCenter,
  SWAP_PILE,
  TAC,
} from './layout';
import type { ModuleViewState } from './viewState';
import { cardBackArt, cardFaceArt, optionButtonArt, optionPairOf, type OptionPair } from './cardArt';
import {
  boardArt,
  casingArt,
  lightColor,
  pileLabelsArt,
  pileOutlinesArt,
  seatMarksArt,
  statusLightArt,
  tacButtonArt,
} from './moduleArt';
import type { ModuleWords } from './moduleWords';
import { colorLetter, ledLayers, ledNameArt, letterArt, pawnArt, revealedPawnsArt } from './pieceArt';
import { group, type GroupShape, type Shape } from './shapes';

/**
 * Everything one still picture of the module shows: the view state's fields as they are drawn
 * (src/art/viewState.ts: the last `PILE_SHOWN` cards of `discard` are drawn), and these.
 */
export interface ModulePicture extends Pick<
  ModuleViewState,
  'seat' | 'colors' | 'labels' | 'you' | 'hand' | 'swapWaiting' | 'discard' | 'ledsOff' | 'light' | 'colorBlind'
> {
  /** The option buttons when slid out, else null. */
  readonly options: OptionPair | null;
  /** The hand slot lifted above the others (the card waiting for a choice), or null. */
  readonly liftedSlot: number | null;
  /** The LED chosen for the Trickster (ringed), or null. */
  readonly ledChosen: Seat | null;
  /** The invisible pawns to show, or null. */
  readonly revealed: Board | null;
  /** The scale of the revealed pawns' labels (pieceArt.ts `revealedLabelScale`; default 1). */
  readonly revealedLabelScale?: number;
  /** The words printed on the module (default the module's own, `MODULE_WORDS`: the manual gives its page's). */
  readonly words?: ModuleWords;
}

/**
 * The still picture of a view state (src/art/viewState.ts), with the invisible pawns when given.
 * @param labelScale the scale of the revealed pawns' labels (pieceArt.ts `revealedLabelScale`)
 */
export function pictureOfView(view: ModuleViewState, revealed: Board | null = null, labelScale = 1): ModulePicture {
  const p = view.pending;
  return {
    seat: view.seat,
    colors: view.colors,
    labels: view.labels,
    you: view.you,
    hand: view.hand,
    swapWaiting: view.swapWaiting,
    discard: view.discard,
    options: p && p.ask !== 'leds' ? optionPairOf(p.card, p.ask) : null,
    liftedSlot: p ? p.slot : null,
    ledsOff: view.ledsOff,
    ledChosen: p?.ask === 'leds' ? p.led : null,
    light: view.light,
    colorBlind: view.colorBlind,
    revealed,
    revealedLabelScale: labelScale,
  };
}

/**
 * The piles: the face-down swap card while it waits, the top of the discard pile (over their
 * outlines and words, unless `overBoard`: they are in moduleBoardArt's picture under this one).
 */
function pilesArt(s: ModulePicture, overBoard: boolean): Shape[] {
  const swap = s.swapWaiting ? [group([cardBackArt()], { ...SWAP_PILE, scale: SMALL_CARD_SCALE })] : [];
  const faces = s.discard
    .slice(-PILE_SHOWN)
    .map((card, i) => group([cardFaceArt(card, { words: s.words })], { rotation: pileTilt(i) }));
  const pile = group(faces, { ...DISCARD_PILE, scale: SMALL_CARD_SCALE });
  return overBoard ? [...swap, pile] : [...pileOutlinesArt(), ...swap, pile, ...pileLabelsArt(s.words)];
}

/** The four LEDs (lit, out, or ringed for the Trickster) and the names beside them. */
function ledsArt(s: ModulePicture): Shape[] {
  return ([0, 1, 2, 3] as const).flatMap((seat) => {
    const l = ledLayers(s.colors[seat], seat);
    const on = !s.ledsOff.includes(seat);
    const lens = [
      ...l.housing,
      ...(on ? [group(l.glow, { scale: s.ledChosen === seat ? 1.45 : 1 })] : []),
      ...l.dim,
      ...(on ? l.light : []),
      ...(s.ledChosen === seat ? l.ring : []),
      letterArt(colorLetter(s.colors[seat], s.colorBlind)),
    ];
    return [group(lens, ledCenter(seat)), ledNameArt(seat, s.labels[seat], seat === s.seat)];
  });
}

/** The hand: five slots in a fan, the card waiting for a choice lifted. */
function handArt(s: ModulePicture): Shape[] {
  return s.hand.flatMap((card, i) => {
    if (!card) return [];
    const c = cardSlot(i);
    const at = { x: c.x, y: c.y - (s.liftedSlot === i ? LIFT : 0), rotation: c.rotation };
    return [group([cardFaceArt(card, { words: s.words })], at)];
  });
}

/**
 * What every bomb's module shows before its bomb is known: the casing, the board with the track,
 * the empty piles with their words, the status light off and TAC (the bomb page's first picture,
 * written into its HTML at build time: scripts/boardPicturePlugin.ts).
 */
export function moduleBoardArt(): GroupShape {
  return group([
    casingArt(),
    boardArt(),
    ...statusLightArt(null),
    ...pileOutlinesArt(),
    ...pileLabelsArt(),
    group([tacButtonArt()], TAC),
  ]);
}

/**
 * The module as one picture (see the file comment), in module pixels.
 * @param overBoard leave out what moduleBoardArt draws (casing, board, pile outlines and words,
 *   TAC, the light while off): a transparent picture to lay over that one.
 */
export function modulePictureArt(s: ModulePicture, overBoard = false): GroupShape {
  const options = s.options
    ? [
        group([optionButtonArt(s.options.left, s.options.value)], optionCenter('l')),
        group([optionButtonArt(s.options.right, s.options.value)], optionCenter('r')),
      ]
    : [];
  const light = lightColor(s.light);
  return group([
    ...(overBoard ? [] : [casingArt(), boardArt()]),
    ...(overBoard && light === null ? [] : statusLightArt(light)),
    ...pilesArt(s, overBoard),
    ...ledsArt(s),
    seatMarksArt(s.seat, s.colors),
    ...(s.revealed ? revealedPawnsArt(s.revealed, s.colors, s.colorBlind, s.revealedLabelScale) : []),
    group([pawnArt(s.colors[s.seat], colorLetter(s.colors[s.seat], s.colorBlind))], spotCenter(s.you, s.seat)),
    ...options,
    ...(overBoard ? [] : [group([tacButtonArt()], TAC)]),
    ...handArt(s),
  ]);
}
