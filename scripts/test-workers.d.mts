/** Test processes for the Vitest suites (see test-workers.mjs). */
export declare const testWorkers: number;
