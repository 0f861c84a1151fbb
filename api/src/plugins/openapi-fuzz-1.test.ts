import { fuzzOperations, FUZZ_SHARDS } from '../test-support/openapi-fuzz-suite.js';

// Part 1 of 3 of the schema-driven fuzz suite (test-support/openapi-fuzz-suite.ts deals the operations).
fuzzOperations(0, FUZZ_SHARDS);
