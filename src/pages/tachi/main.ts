/**
 * The Tâchi page (tachi.html): reads the table from the address (bad values named in the notices,
 * as plain text), puts a seed in the address when it had none (so that reloading or sharing it
 * gives the same dice), sets the table form, and starts the table.
 */
import { byId, h } from '../dom';
import { readTableAddress, SEAT_KINDS, tableQuery, type SeatKind, type TableSettings } from './tachiAddress';
import { TachiTable } from './tachiTable';
import { PLAYER_COLORS } from './tachiWords';

/** A random seed: 8 letters and digits from the browser's generator. */
function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((b) => 'abcdefghijkmnpqrstuvwxyz23456789'[b % 32]).join('');
}

function notice(text: string): void {
  byId('notices').append(h('li', {}, text));
}

const SEAT_LABELS: Readonly<Record<SeatKind | 'none', string>> = {
  you: 'You',
  person: 'A person at this screen',
  bot: 'Bot',
  none: 'Nobody',
};

/** Fills the table form with `settings`; starting it loads the page with the form's table and a new game. */
function setTableForm(settings: TableSettings): void {
  const fields = byId('seat-fields');
  for (let i = 0; i < 4; i++) {
    const id = `set-seat-${i + 1}`;
    const select = h('select', { id, name: `seat${i + 1}` });
    for (const kind of [...SEAT_KINDS, 'none'] as const) {
      if (kind === 'none' && i < 2) continue;
      select.append(h('option', { value: kind, selected: (settings.seats[i] ?? 'none') === kind }, SEAT_LABELS[kind]));
    }
    fields.append(h('label', { for: id }, `Seat ${i + 1} (${PLAYER_COLORS[i]})`), select);
  }
  byId<HTMLSelectElement>('set-dice').value = settings.dice;
  byId<HTMLSelectElement>('set-speed').value = settings.speed;
  byId<HTMLInputElement>('set-seed').value = settings.seed;
  byId('table-summary').textContent = `${settings.seats.join(', ')} · ${settings.dice} dice · ${settings.speed}`;
  byId('table-form').addEventListener('submit', (e) => {
    e.preventDefault();
    const form = new FormData(e.target as HTMLFormElement);
    const seats = [1, 2, 3, 4].map((i) => String(form.get(`seat${i}`))).filter((k): k is SeatKind => k !== 'none');
    const yous = seats.filter((k) => k === 'you').length;
    const error = byId('table-error');
    error.textContent = yous > 1 ? 'Only one seat can be you: choose "A person at this screen" for the others.' : '';
    if (yous > 1) return;
    const seed = String(form.get('seed')).trim() || randomSeed();
    const next: TableSettings = {
      ...settings,
      seats,
      seed,
      dice: form.get('dice') as TableSettings['dice'],
      speed: form.get('speed') as TableSettings['speed'],
      moves: [],
    };
    location.assign(`tachi.html${tableQuery(next)}`);
  });
}

function main(): void {
  const { settings, notices, seedGiven } = readTableAddress(location.search, randomSeed);
  for (const n of notices) notice(n);
  if (!seedGiven) history.replaceState(null, '', `tachi.html${tableQuery(settings)}`);
  setTableForm(settings);
  const table = new TachiTable(settings, notice, matchMedia('(prefers-reduced-motion: reduce)').matches);
  byId('new-game').addEventListener('click', () =>
    location.assign(`tachi.html${tableQuery({ ...settings, seed: randomSeed(), moves: [] })}`),
  );
  byId('copy-link').addEventListener('click', () => {
    const url = byId<HTMLAnchorElement>('game-link').href;
    const said = byId('copied');
    navigator.clipboard?.writeText(url).then(
      () => (said.textContent = 'Link copied.'),
      () => (said.textContent = 'Copy failed: the link is “Link to this game”.'),
    );
  });
  table.start();
}

main();
