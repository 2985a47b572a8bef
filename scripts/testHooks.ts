/**
 * The build flag of the e2e suite (tests/e2e/globalSetup.ts) and the page benchmark
 * (scripts/benchPage.ts): Vite's `define` that turns on the bomb page's `window.tac` (its bomb
 * and controller, src/pages/bomb/game.ts). A plain `npm run build` leaves it out, and the
 * minifier drops the code that sets it.
 */
export const TEST_HOOKS = { 'import.meta.env.VITE_TEST_HOOKS': JSON.stringify('1') };
