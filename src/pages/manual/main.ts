/** Entry point of the three manual pages (manual/index.html, fr.html, eo.html). */
import { initManual } from './manualPage';

// Each step of rendering another rule seed is a task of its own: the page stays responsive.
initManual(document, window, { defer: (step) => setTimeout(step) });
