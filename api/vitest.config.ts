import { defineConfig } from 'vitest/config';
import { testWorkers } from '../scripts/test-workers.mjs';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each test process imports the app once and runs its share of the files in it, rather than re-importing
    // every module for every file: import time fell from 350 s to 17 s of the embedded suite, its run from
    // 866 s to 480 s (docs/performance.md). Files share only the module registry: each builds its own app over
    // its own database. So no suite may mock a module (vi.mock) or leave process.env changed: a later file would see it.
    isolate: false,
    maxWorkers: testWorkers,
    globalSetup: ['src/test-support/test-databases.ts'],
  },
});
