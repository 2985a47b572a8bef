/**
 * Entry point of the experting worksheets (manual/worksheet.html, worksheet-fr.html,
 * worksheet-eo.html): the sheet is static HTML; this only makes the Print button print.
 */
for (const b of document.querySelectorAll<HTMLButtonElement>('button[data-print]')) {
  b.addEventListener('click', () => window.print());
}
