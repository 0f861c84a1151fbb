// tsc compiles only .ts; the SQL migrations are copied beside the compiled migrate.js.
import fs from 'node:fs';
const from = new URL('../src/db/migrations/', import.meta.url);
const to = new URL('../dist/db/migrations/', import.meta.url);
fs.rmSync(to, { recursive: true, force: true });
fs.cpSync(from, to, { recursive: true });
