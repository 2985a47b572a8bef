/**
 * Entry point of the experting worksheets (manual/worksheet.html, worksheet-fr.html,
 * worksheet-eo.html): the sheet is static HTML; this only makes the Print button print, and shows it (hidden in the
 * HTML: without scripts it would do nothing, and a noscript hint names the browser's Print command).
 */
for (const b of document.querySelectorAll<HTMLButtonElement>('button[data-print]')) {
  b.addEventListener('click', () => window.print());
  b.hidden = false;
}
