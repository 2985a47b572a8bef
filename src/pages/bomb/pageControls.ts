/**
 * The bomb page's own controls around the module: New bomb (dealt in the page, the address gets
 * its seed; in zen a zen bomb, in a streak or storm a new run), Back / Forward between bombs,
 * Copy link, Reveal pawns and the command box (its one page command: `hint`, hintPanel.ts).
 * (The settings are settingsPanel.ts.)
 */
import { boardOf } from '../../module/moduleReducer';
import { parseCommand } from '../../doors/commands';
import { bombSearch, randomSeed } from '../../doors/urlParams';
import { $, type BombSession } from './bombSession';
import { replaceGame } from './game';
import { showHint } from './hintPanel';
import { wordNamed } from '../../rules/text';

/** The settings of the bomb being played, for its address. */
function settingsOf(session: BombSession) {
  const { bomb, params } = session.game;
  return {
    seed: bomb.seed,
    ruleSeed: bomb.ruleSeed,
    deal: params.deal,
    minutes: params.minutes,
    strikeLimit: params.strikeLimit,
  };
}

/** Copies the bomb's link, or shows it for a copy by hand where the clipboard refuses. */
function copyLink(session: BombSession): void {
  const g = session.game;
  const own = session.practice?.linkSearch(g) ?? (g.fromLink ? null : bombSearch(settingsOf(session)));
  const url = own === null ? location.href : new URL(own, location.href).href;
  const done = (ok: boolean) => {
    $('copied').textContent = ok ? 'Link copied.' : `Copy this link: ${url}`;
  };
  try {
    navigator.clipboard.writeText(url).then(
      () => done(true),
      () => done(false),
    );
  } catch {
    done(false);
  }
}

/** Deals the bomb of `search` and pushes it as the page's address (a history entry). */
export function goToAddress(session: BombSession, search: string): void {
  history.pushState(null, '', search + location.hash);
  session.shownSearch = location.search;
  void replaceGame(session, search);
  $('copied').textContent = '';
}

/**
 * The address and the bomb: New bomb deals a random seed in the page (works offline) and pushes
 * its address; Back / Forward deal the bombs of those addresses (a change of the hash alone keeps
 * the bomb); a seed drawn for a missing or bad `seed` is written to the address, so that reload
 * and Copy link deal this bomb again.
 */
export function wireAddress(session: BombSession): void {
  session.shownSearch = location.search;
  $('new-bomb').addEventListener('click', () => {
    const seed = randomSeed();
    const inMode = session.practice?.newBombSearch(session.game, seed);
    goToAddress(session, inMode ?? bombSearch({ ...settingsOf(session), seed }));
  });
  window.addEventListener('popstate', () => {
    if (location.search === session.shownSearch) return;
    session.shownSearch = location.search;
    void replaceGame(session, location.search);
  });
  const g = session.game;
  // A practice mode's address stays as it is (`?mode=daily` deals today's bomb again).
  if (!g.fromLink && g.play.mode === 'normal' && g.params.seed !== new URLSearchParams(location.search).get('seed')) {
    history.replaceState(null, '', bombSearch(settingsOf(session)) + location.hash);
    session.shownSearch = location.search;
  }
  $('copy-link').addEventListener('click', () => copyLink(session));
}

/** Reveal pawns: the hidden pawns drawn on the module, or hidden again. */
export function wireReveal(session: BombSession): void {
  const reveal = $('reveal');
  reveal.addEventListener('click', () => {
    // Pressed while the bomb is live, it is help (the record says so).
    if (!session.game.controller.over) session.game.journal.help.reveal = true;
    session.revealed = !session.revealed;
    reveal.setAttribute('aria-pressed', String(session.revealed));
    (session.scene ?? session.still)?.setRevealed(session.revealed ? boardOf(session.game.controller.state) : null);
  });
}

/**
 * The command box: the page's command `hint` alone shows the hint; otherwise the whole line is
 * checked first, and with a word that is not an action nothing runs.
 */
export function wireCommandBox(session: BombSession): void {
  const error = $('command-error');
  const input = $<HTMLInputElement>('command');
  const mark = (message: string) => {
    error.textContent = message;
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  input.addEventListener('input', () => mark(''));
  $<HTMLFormElement>('command-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const text = input.value;
    if (!text.trim()) return;
    // The page's own command first: `hint` alone.
    if (wordNamed(text, ['hint'])) {
      mark('');
      input.value = '';
      return void showHint(session);
    }
    const parsed = parseCommand(text);
    if (!parsed.ok) {
      const withHint = text.split(/[\s,;]+/).some((w) => wordNamed(w, ['hint']));
      return mark(
        `Nothing was run: ${parsed.error}${withHint ? '; hint is a command of its own: type hint alone' : ''}.`,
      );
    }
    const controller = session.game.controller;
    if (controller.over)
      return mark(`Nothing was run: the ${controller.exploded ? 'bomb has exploded' : 'module is solved'}.`);
    mark('');
    controller.command(text);
    input.value = '';
  });
}
