import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'cli/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**', 'tests/bench/**', 'tests/security/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker keeps its loaded modules from one test file to the next (262 files, each importing
    // much of the shop): the suite took 515 s isolated, 260 s not. Tests own their state (a shop on a
    // database of its own, key prefixes of their own), so none relies on a fresh module registry.
    isolate: false,
    // Every core (Vitest's default leaves one free: on CI's two cores, half the machine idled).
    maxWorkers: availableParallelism(),
  },
});
