/**
 * The bomb page's entry, as small as a script can be: the page's first paint (its HTML, with the
 * module's board picture: scripts/boardPicturePlugin.ts) comes before any of its own script is
 * fetched or run; right after that paint the page's code (main.ts) is fetched, and it fetches the
 * Pixi scene's chunk once the dealt bomb's picture is on screen (sceneLoader.ts). On a slow
 * network nothing changes (the script would not have arrived before the paint anyway); on a fast
 * one the first paint no longer waits for it.
 */
requestAnimationFrame(() => setTimeout(() => void import('./main'), 0));
