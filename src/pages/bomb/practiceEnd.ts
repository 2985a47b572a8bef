/**
 * What the bomb page's end screen adds for the practice modes (practicePlay.ts fills it): the
 * daily bomb's Share button (it copies the one plain-text line of src/practice/dailyBomb.ts
 * `shareLine`, which it also holds in `data-share`; where the clipboard refuses, the line is
 * shown to copy by hand), a line of words (the day streak, a run's score), and a button that
 * goes to another address ("Replay failed bombs"). Text only, never HTML.
 */
import { $ } from './bombSession';

/** A button of the end screen. */
function button(text: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.addEventListener('click', onClick);
  return b;
}

/** Adds a line of text to the end screen. */
export function endLine(text: string): HTMLElement {
  const p = document.createElement('p');
  p.className = 'end-line';
  p.textContent = text;
  $('end-extra').append(p);
  return p;
}

/**
 * Adds the Share button for `line`: pressed, it copies the line and says so in a polite live
 * region ("Copied: TAC daily …"), or shows the line for a copy by hand.
 */
export function shareButton(line: string): HTMLButtonElement {
  const said = document.createElement('span');
  said.className = 'share-said';
  said.setAttribute('aria-live', 'polite');
  const done = (ok: boolean) => {
    said.textContent = ok ? `Copied: ${line}` : `Copy this line: ${line}`;
  };
  const b = button('Share', () => {
    try {
      navigator.clipboard.writeText(line).then(
        () => done(true),
        () => done(false),
      );
    } catch {
      done(false);
    }
  });
  b.id = 'share';
  b.dataset.share = line;
  b.setAttribute('aria-describedby', 'end-title');
  const row = document.createElement('p');
  row.className = 'end-row';
  row.append(b, said);
  $('end-extra').append(row);
  return b;
}

/** Adds a button that goes to another address of the page (`go`), e.g. "Replay failed bombs (3 waiting)". */
export function endButton(text: string, go: () => void): HTMLButtonElement {
  const b = button(text, go);
  const row = document.createElement('p');
  row.className = 'end-row';
  row.append(b);
  $('end-extra').append(row);
  return b;
}
