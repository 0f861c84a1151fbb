import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one fork less than the cores: on the 2-core CI machine, one fork, and a third of the
    // machine idle while it waits on the database. Two keep both cores busy (each test app has its own
    // database or schema, so files do not share state).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    globalSetup: ['src/test-support/pglite-snapshot.ts'],
  },
});
