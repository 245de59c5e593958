import { fileURLToPath } from 'node:url';

/**
 * The import aliases of tsconfig.base.json's `paths`, for the bundlers (Vite, the prerender build, Vitest); tsx and
 * TypeScript read the tsconfig itself.
 */
export const aliases = {
  '@contract': fileURLToPath(new URL('../contract', import.meta.url)),
  '@db': fileURLToPath(new URL('../db', import.meta.url)),
};
