/**
 * Global set-up of the e2e project: builds the production site once (`vite build`, into a fresh
 * temporary folder so that concurrent runs never share one) and serves it with `vite preview` on
 * 127.0.0.1; tests read the address from `inject('baseUrl')`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { TEST_HOOKS } from '../../scripts/testHooks';
import type { TestProject } from 'vitest/node';
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const outDir = mkdtempSync(join(tmpdir(), 'tac-e2e-'));
  await build({ logLevel: 'warn', build: { outDir, emptyOutDir: true }, define: TEST_HOOKS });
  const server = await preview({
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'warn',
  });
  const address =
    server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${(server.httpServer.address() as { port: number }).port}/`;
  project.provide('baseUrl', address.replace(/\/$/, ''));
  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
