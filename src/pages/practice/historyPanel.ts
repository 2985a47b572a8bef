/**
 * "Export and import" on the practice page: Export downloads the whole history, games and drill
 * answers, as one JSON file (`tac-practice-YYYY-MM-DD.json`, src/practice/historyFile.ts); Import reads a file through the
 * one door check and shows its summary line as text, each record not imported as a list item;
 * Delete every game empties the record after a second, explicit press.
 */
import { utcDate } from '../../practice/dailyBomb';
import type { PracticeRecord } from '../../practice/practiceDatabase';
import { h, replace } from '../dom';
import { countText } from './practiceWords';

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

/** How many records not imported the list shows one by one. */
const LISTED = 200;

/** Saves `text` as a file named `name` (a download through a blob: link). */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = h('a', { href: url, download: name });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Wires Export, Import and Delete to `record`; `redraw` draws the page again after a change. */
export function wireHistory(record: PracticeRecord, redraw: () => Promise<void>): void {
  const status = $('import-summary');
  const problems = $('import-problems');
  const input = $<HTMLInputElement>('import-file');
  $('export').addEventListener('click', async () => {
    const now = new Date();
    const file = await record.exportHistory(now);
    download(`tac-practice-${utcDate(now)}.json`, file.text);
    const n = file.games;
    const d = file.drills;
    const drills = d ? ` and ${countText(d)} drill answer${d === 1 ? '' : 's'}` : '';
    status.textContent = `Exported ${countText(n)} game${n === 1 ? '' : 's'}${drills}.`;
  });
  $('import').addEventListener('click', () => input.click());
  input.addEventListener('change', async () => {
    const file = input.files?.[0];
    if (!file) return;
    status.textContent = `Reading ${file.name}…`;
    replace(problems);
    const r = await record.importHistory(await file.text());
    input.value = '';
    status.textContent = r.summary;
    const skipped = r.read.skipped;
    replace(problems, ...skipped.slice(0, LISTED).map((s) => h('li', {}, s.problem)));
    if (skipped.length > LISTED) problems.appendChild(h('li', {}, `And ${skipped.length - LISTED} more.`));
    await redraw();
  });
  $('clear').addEventListener('click', async () => {
    const r = await record.clear();
    status.textContent = r.kept ? 'Every game was deleted from this browser.' : r.problem;
    replace(problems);
    ($('clear').closest('details') as HTMLDetailsElement).open = false;
    await redraw();
  });
}
