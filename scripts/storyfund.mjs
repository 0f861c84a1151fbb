#!/usr/bin/env node
// The two README commands: `npm start` (install, build, migrate, seed, serve on :8080) and `npm test`
// (install, build, every suite from unit to browser). Needs only Node 20 and npm; pnpm comes through npx.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_CANDIDATES, chromiumPath } from './chromium-path.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const pnpmVersion = pkg.packageManager.split('@')[1];

function fail(sentence) {
  console.error(`\n${sentence}\n`);
  process.exit(1);
}

function run(cmd, args, opts = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env }, shell: false });
  if (result.error) fail(`Could not run ${cmd}: ${result.error.message}`);
  if (result.status !== 0 && !opts.allowFailure) fail(opts.failure ?? `"${[cmd, ...args].join(' ')}" failed (exit ${result.status}).`);
  return result.status ?? 1;
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) fail(`Storyfund needs Node.js 20.19 or newer; this is ${process.version}.`);
}

/** The pinned pnpm: a matching global one, else npx fetches it from the npm registry. */
function pnpm(args, opts) {
  const global = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (!global.error && global.stdout.trim() === pnpmVersion) return run('pnpm', args, opts);
  return run('npx', ['--yes', `pnpm@${pnpmVersion}`, ...args], opts);
}

function installAndBuild() {
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only'], {
    env: { CI: 'true' },
    failure: 'Installing dependencies failed. Check that the npm registry is reachable and try again.',
  });
  pnpm(['-r', '--workspace-concurrency=1', 'build'], { failure: 'The build failed; the errors are printed above.' });
}

function start() {
  installAndBuild();
  run(process.execPath, [path.join(root, 'api/dist/server.js')], {
    env: { SEED_DEMO: process.env.SEED_DEMO ?? '1', PORT: process.env.PORT ?? '8080' },
  });
}

/** Each step's wall time, printed at the end of `npm test` (docs/performance.md keeps the budget by phase). */
const times = [];
function timed(label, fn) {
  const started = Date.now();
  fn();
  times.push([label, (Date.now() - started) / 1000]);
}
function printTimes() {
  const rows = [...times, ['total', times.reduce((sum, [, seconds]) => sum + seconds, 0)]];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log('\nTime by step:');
  for (const [label, seconds] of rows) console.log(`  ${label.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s`);
}

function test() {
  if (!fs.existsSync(chromiumPath())) {
    fail(
      `The browser tests need Chromium at ${CHROMIUM_CANDIDATES.join(' or ')} (or set CHROMIUM_PATH). ` +
        'On Debian or Ubuntu install it with: sudo apt-get install -y chromium-headless-shell',
    );
  }
  timed('install and build', installAndBuild);
  // Format, lint, architecture rules, the module graph and the unused-code check (docs/architecture.md).
  timed('code checks', () =>
    pnpm(['check'], { failure: 'The code checks failed (format, lint, architecture, module graph or unused code); see above.' }),
  );
  timed('type checks', () =>
    pnpm(['-r', '--workspace-concurrency=1', 'typecheck'], { failure: 'Type checking failed; the errors are printed above.' }),
  );
  for (const name of ['shared', 'public-site', 'backoffice']) {
    timed(`${name} unit tests`, () => pnpm(['--filter', `@storyfund/${name}`, 'test'], { failure: `The ${name} unit tests failed.` }));
  }
  // The API suites run on the embedded database, and again on a PostgreSQL server when one is given.
  timed('API tests, embedded database', () =>
    pnpm(['--filter', '@storyfund/api', 'test'], {
      env: { TEST_DATABASE_URL: '' },
      failure: 'The API tests failed on the embedded database.',
    }),
  );
  if (process.env.TEST_DATABASE_URL) {
    timed('API tests, PostgreSQL', () =>
      pnpm(['--filter', '@storyfund/api', 'test'], { failure: 'The API tests failed on the PostgreSQL server.' }),
    );
  } else {
    console.log('\nTEST_DATABASE_URL is not set: the API suites ran on the embedded database only.\n');
  }
  timed('browser tests', () =>
    pnpm(['--filter', '@storyfund/e2e', 'test'], { env: { CI: process.env.CI ?? 'true' }, failure: 'The browser tests failed.' }),
  );
  printTimes();
  console.log('\nAll test suites passed.');
}

checkNode();
const command = process.argv[2];
if (command === 'start') start();
else if (command === 'test') test();
else fail('Usage: node scripts/storyfund.mjs start|test');
