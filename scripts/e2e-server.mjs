// Starts the built API on a fresh embedded database with the demo seed, for the Playwright suites.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.argv[2] ?? '8091';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storyfund-e2e-'));
const child = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: '1',
    APP_ENV: 'development',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '100',
    PUBLIC_URL: `http://localhost:${port}`,
    // Issue #12: tests name the client's address in X-Forwarded-For (the currency notice for a GB visitor).
    TRUST_PROXY: '1',
  },
});
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
