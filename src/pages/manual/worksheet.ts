/**
 * Entry point of the experting worksheets (manual/worksheet.html, worksheet-fr.html,
 * worksheet-eo.html): the sheet is static HTML; this only makes the Print button print (without scripts manual.css does
 * not draw it, and a noscript line names the browser's Print command).
 */
for (const b of document.querySelectorAll<HTMLButtonElement>('button[data-print]')) {
  b.addEventListener('click', () => window.print());
}
