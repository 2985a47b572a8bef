/// <reference types="vite/client" />

/** The build's environment (Vite `import.meta.env`). */
interface ImportMetaEnv {
  /**
   * '1' in the e2e suite's and the benchmark's builds (`TEST_HOOKS` of scripts/testHooks.ts): the
   * bomb page then sets `window.tac` (its bomb and controller). Unset in `npm run build`.
   */
  readonly VITE_TEST_HOOKS?: string;
}
