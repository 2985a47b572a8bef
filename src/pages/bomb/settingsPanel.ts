/**
 * The bomb page's settings panel (a disclosure whose summary says the settings in play): the
 * practice mode (normal, daily, zen, streak, storm, the failed bombs: src/practice/modePlay.ts
 * writes its address), deal (Classic, Easy, Hard), timer (off or 1–99 minutes), strike limit
 * (1–9) and rule seed, then Mute and Colour-blind. Apply deals the bomb's seed again with the
 * settings (or the chosen mode's bomb) and writes them to the address (a history entry: links
 * keep everything, Back returns), and remembers them for the next visit (storedSettings.ts; the
 * mode is not remembered: a visit without parameters is a normal game); Mute and Colour-blind
 * apply at once and are remembered. A bomb from a designer's `?bomb=` link keeps its own deal
 * and rule seed: only the timer and the strike limit apply to it. A rule seed that is not one is
 * named in an alert, the field marked and focused, and nothing is dealt.
 */
import { parseRuleSeed } from '../../rules/ruleSeed';
import { quote } from '../../rules/text';
import { bombSearch, readDeal, readMinutes, readStrikeLimit, type BombSettings } from '../../doors/urlParams';
import { $, type BombSession, type Game } from './bombSession';
import { goToAddress } from './pageControls';
import { keepAppliedSettings, storeColorBlind } from './storedSettings';

/** Timer choices offered, minutes (0: off); the address may hold any other 1–99, added when used. */
const TIMER_CHOICES = [0, 1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 30, 45, 60, 99];

const timerLabel = (m: number) => (m === 0 ? 'Off' : `${m} minute${m === 1 ? '' : 's'}`);

function option(value: string, text: string): HTMLOptionElement {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  return o;
}

/** The timer's choices, with `minutes` among them. */
function timerOptions(minutes: number): HTMLOptionElement[] {
  const all = TIMER_CHOICES.includes(minutes) ? TIMER_CHOICES : [...TIMER_CHOICES, minutes].sort((a, b) => a - b);
  return all.map((m) => option(m === 0 ? 'off' : String(m), timerLabel(m)));
}

/** A mode's own words for the summary: its name, and what replaces the timer and the strike limit. */
interface ModeWords {
  readonly name: string;
  readonly clock?: string;
  readonly strikes?: string;
}

/** The words of each mode's clock and strikes (a normal game's are the settings'). */
function modeWords(play: Game['play']): ModeWords | undefined {
  if (play.mode === 'normal') return undefined;
  const name = play.mode === 'daily' ? 'daily bomb' : play.label.toLowerCase();
  if (play.mode === 'zen') return { name, clock: 'clock counting up', strikes: 'strikes never explode' };
  if (play.mode === 'storm') return { name, clock: '3:00 for the run', strikes: 'a strike costs 10 s' };
  if (play.mode === 'streak') return { name, strikes: 'the first strike ends the run' };
  return { name };
}

/**
 * The settings in words, for the panel's summary: "classic deal, 5 minutes, 3 strikes, rule
 * seed 1"; a practice mode first, with its own clock and strikes: "zen, classic deal, clock
 * counting up, strikes never explode, rule seed 1".
 */
export function settingsWords(
  s: BombSettings,
  sound: { muted: boolean; colorBlind: boolean },
  mode?: ModeWords,
): string {
  const words = [
    ...(mode ? [mode.name] : []),
    `${s.deal} deal`,
    mode?.clock ?? (s.minutes === 0 ? 'no timer' : timerLabel(s.minutes)),
    mode?.strikes ?? `${s.strikeLimit} strike${s.strikeLimit === 1 ? '' : 's'}`,
    `rule seed ${s.ruleSeed}`,
  ];
  if (sound.muted) words.push('muted');
  if (sound.colorBlind) words.push('colour-blind');
  return words.join(', ');
}

function showSummary(session: BombSession): void {
  const { params, bomb, controller, play } = session.game;
  const s = { deal: params.deal, ruleSeed: bomb.ruleSeed, minutes: params.minutes, strikeLimit: params.strikeLimit };
  const sound = { muted: session.sounds.muted, colorBlind: controller.colorBlind };
  $('settings-summary').textContent = settingsWords(s, sound, modeWords(play));
}

/** Shows the settings of the game being played in the panel (after every deal). */
export function fillSettings(session: Omit<BombSession, 'game'>, game: Game): void {
  showSummary({ ...session, game });
  const { params, bomb, fromLink } = game;
  $<HTMLSelectElement>('set-deal').value = params.deal;
  const time = $<HTMLSelectElement>('set-time');
  time.replaceChildren(...timerOptions(params.minutes));
  time.value = params.minutes === 0 ? 'off' : String(params.minutes);
  $<HTMLSelectElement>('set-strikes').value = String(params.strikeLimit);
  $<HTMLInputElement>('set-ruleseed').value = String(bomb.ruleSeed);
  for (const id of ['set-deal', 'set-ruleseed']) $<HTMLInputElement>(id).disabled = fromLink;
  $<HTMLSelectElement>('set-mode').value = game.play.mode;
  showNote(game);
  markError('');
}

/** What the mode chosen in the panel decides itself (the fields it does not use). */
const MODE_NOTES: Readonly<Record<string, string>> = {
  daily: "The daily bomb is today's, the same for everyone: its seed, rule seed and deal are fixed.",
  zen: 'Zen: the clock counts up and strikes never explode the bomb; the strike limit is not used.',
  streak: 'Streak: classic bombs one after another; the first strike ends the run.',
  storm: 'Storm: one 3:00 clock for the run (a strike costs 10 s), easy bombs first, then classic, then hard.',
  'replay-failed': 'The failed bombs, oldest first, until each is solved with no strike; their seeds are kept.',
};

/** The panel's note: the link's bomb, or what the chosen mode decides. */
function showNote(game: Game): void {
  const mode = $<HTMLSelectElement>('set-mode').value;
  $('settings-note').textContent = game.fromLink
    ? 'This bomb comes from a link: it keeps its own deal and rule seed; the timer and strike limit apply.'
    : (MODE_NOTES[mode] ?? '');
}

function markError(message: string): void {
  const field = $<HTMLInputElement>('set-ruleseed');
  $('settings-error').textContent = message;
  if (message) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
}

/** The panel's settings, or a sentence naming the one that is wrong. */
function readForm(game: Game): { ok: true; settings: BombSettings } | { ok: false; error: string } {
  const deal = readDeal($<HTMLSelectElement>('set-deal').value) ?? game.params.deal;
  const minutes = readMinutes($<HTMLSelectElement>('set-time').value) ?? game.params.minutes;
  const strikeLimit = readStrikeLimit($<HTMLSelectElement>('set-strikes').value) ?? game.params.strikeLimit;
  const typed = $<HTMLInputElement>('set-ruleseed').value;
  const rs = parseRuleSeed(typed);
  if (!rs.ok) return { ok: false, error: `Nothing was dealt: rule seed ${quote(typed, 40)} ${rs.problem}.` };
  return { ok: true, settings: { deal, ruleSeed: rs.ruleSeed, minutes, strikeLimit } };
}

/** The address of the game's bomb with `s` (a link's bomb keeps its `bomb` parameter). */
function addressWith(game: Game, s: BombSettings): string {
  if (!game.fromLink) return bombSearch({ seed: game.bomb.seed, ...s });
  const q = new URLSearchParams(location.search);
  q.set('time', s.minutes === 0 ? 'off' : String(s.minutes));
  q.set('strikes', String(s.strikeLimit));
  return `?${q.toString()}`;
}

/** Mute and Colour-blind: toggles that apply at once and are kept between visits. */
function wireToggles(session: BombSession): void {
  const { sounds } = session;
  const mute = $('mute');
  const showMute = () => {
    mute.setAttribute('aria-pressed', String(sounds.muted));
    mute.title = sounds.muted ? 'Sound is off' : 'Sound is on';
  };
  mute.addEventListener('click', () => {
    sounds.setMuted(!sounds.muted);
    showMute();
    showSummary(session);
  });
  showMute();
  const cb = $('color-blind');
  cb.setAttribute('aria-pressed', String(session.colorBlind));
  cb.addEventListener('click', () => {
    const controller = session.game.controller;
    session.colorBlind = !session.colorBlind;
    controller.colorBlind = session.colorBlind;
    storeColorBlind(session.colorBlind);
    cb.setAttribute('aria-pressed', String(session.colorBlind));
    controller.redraw();
    showSummary(session);
  });
}

/**
 * Wires the panel: Apply, Mute and Colour-blind, and shows the game's settings (this reads the
 * kept mute: the page's first access to storage, slow to open in a fresh browser, is here).
 */
export function wireSettingsForm(session: BombSession): void {
  fillSettings(session, session.game);
  wireToggles(session);
  $('set-ruleseed').addEventListener('input', () => markError(''));
  $('set-mode').addEventListener('change', () => showNote(session.game));
  $<HTMLFormElement>('settings').addEventListener('submit', (e) => {
    e.preventDefault();
    const game = session.game;
    const read = readForm(game);
    if (!read.ok) {
      markError(read.error);
      $('set-ruleseed').focus();
      return;
    }
    const s = game.fromLink
      ? { ...read.settings, deal: game.params.deal, ruleSeed: game.bomb.ruleSeed }
      : read.settings;
    keepAppliedSettings(read.settings, { fromLink: game.fromLink, shown: game.params });
    const mode = $<HTMLSelectElement>('set-mode').value;
    if (mode === 'normal') return goToAddress(session, addressWith(game, s));
    // A practice mode's address comes from its rules (src/practice/modePlay.ts), in the practice part.
    void session.loadPractice().then((practice) => {
      const address = practice?.modeSearch(mode, game, s);
      if (address) goToAddress(session, address);
      else markError('Nothing was dealt: the practice modes could not load.');
    });
  });
}
