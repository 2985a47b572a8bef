/**
 * The yardstick of scripts/benchLighthouse.ts: a page of one Pixi v8 canvas, its scene fetched
 * with a dynamic `import()` as the bomb page fetches its own. Its Lighthouse figures, measured in
 * the same run, tell how much of a page's score is the machine.
 */
void import('./scene').then(({ createBareScene }) => createBareScene(document.getElementById('stage')!));
