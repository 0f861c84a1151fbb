import os from 'node:os';

/**
 * Test processes for the Vitest suites (API, public site, back-office). Vitest's default is one fewer than the
 * cores: on the 2-core CI machine that is one process, with a core idle while it waits on the database or on
 * jsdom's timers. Two keep both cores busy; a larger machine uses cores - 1, as Vitest would.
 */
export const testWorkers = Math.max(2, os.availableParallelism() - 1);
