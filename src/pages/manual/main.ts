/** Entry point of the three manual pages (manual/index.html, fr.html, eo.html). */
import { initManual } from './manualPage';

initManual(document, window);
