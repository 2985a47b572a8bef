/**
 * The "Table" form: players, colours each (2 players), each seat's role, the seed and the speed.
 * "Deal this table" opens the address of the table set (a reload: the saved game continues when
 * the table and seed are the same); "New game" draws a new seed; "Deal this seed again" forgets
 * the saved game and deals the seed from the start.
 */
import { byId, h, replace } from '../dom';
import { forgetGame } from './savedGame';
import { randomSeed, ROLES, SPEEDS, tableSearch, type Role, type Speed, type TableSetting } from './tableAddress';

function fillSelect(select: HTMLSelectElement, values: readonly string[], chosen: string): void {
  replace(select, ...values.map((v) => h('option', { value: v, selected: v === chosen }, v)));
}

/** Wires the form to the page's address. */
export function wireTableForm(setting: TableSetting, storage: Storage | null, win: Window): void {
  const form = byId<HTMLFormElement>('table-form');
  const players = byId<HTMLSelectElement>('f-players');
  const colors = byId<HTMLSelectElement>('f-colours');
  const colorsLabel = byId('f-colours-label');
  const seatsBox = byId('f-seats');
  const seed = byId<HTMLInputElement>('f-seed');
  const speed = byId<HTMLSelectElement>('f-speed');
  fillSelect(players, ['2', '3', '4', '6'], String(setting.seats.length));
  fillSelect(colors, ['2', '3'], String(setting.colorsEach === 1 ? 2 : setting.colorsEach));
  fillSelect(speed, SPEEDS, setting.speed);
  seed.value = setting.seed;
  let roles: Role[] = [...setting.seats];
  const drawSeats = () => {
    const n = Number(players.value);
    roles = Array.from({ length: n }, (_, i) => roles[i] ?? 'bot');
    colorsLabel.hidden = n !== 2;
    replace(
      seatsBox,
      ...roles.map((r, i) => {
        const select = h('select', { id: `f-seat-${i}` });
        fillSelect(select, ROLES, r);
        select.addEventListener('change', () => (roles[i] = select.value as Role));
        return h('label', { for: `f-seat-${i}` }, `Seat ${i + 1} `, select);
      }),
    );
  };
  players.addEventListener('change', drawSeats);
  drawSeats();
  const go = (seedText: string) => {
    const table = {
      seats: roles,
      seed: seedText,
      speed: speed.value as Speed,
      colorsEach: Number(colors.value) as 2 | 3,
    };
    win.location.assign(tableSearch(table));
  };
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    go(seed.value);
  });
  byId('new-game').addEventListener('click', () => go(randomSeed()));
  byId('restart').addEventListener('click', () => {
    forgetGame(storage);
    go(seed.value);
  });
}
