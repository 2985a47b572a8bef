/** The second window (watch.html): follows the bomb page named in its address (watchPage.ts). */
import { startWatch } from './watchPage';

startWatch(window);
