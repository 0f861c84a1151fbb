// Two builds of Storyfund side by side on PostgreSQL with the same bench data: the project calls of
// bench/projects-calls.mjs (and GET /users/{id}), each driven against build A and build B in alternating
// rounds, so both see the same load on the shared cores. Prints each build's req/s and p50/p95 per call and
// B's throughput as a share of A's.
//   node bench/compare.mjs --base ../other-checkout [--label-a before] [--label-b after] [--seconds 3]
//        [--rounds 3] [--concurrency 4] [--calls text] [--users 100000] [--projects 50000]
// Each checkout must be built (`pnpm -r build`). Each gets its own database (storyfund_bench_a and _b on the
// server of DATABASE_URL, default postgres://postgres@127.0.0.1:5432), made with its own generator.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { arg, drive, root, saveResults } from './lib.mjs';
import { benchCalls, benchFixtures } from './projects-calls.mjs';

const seconds = Number(arg('seconds', 3));
const rounds = Number(arg('rounds', 3));
const concurrency = Number(arg('concurrency', 4));
const base = arg('base');
if (!base) throw new Error('Usage: node bench/compare.mjs --base <path to the other built checkout>');
const builds = [
  { label: arg('label-a', 'A (base)'), root: path.resolve(base), db: 'storyfund_bench_a', port: 8196 },
  { label: arg('label-b', 'B (this checkout)'), root, db: 'storyfund_bench_b', port: 8197 },
];
const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

async function ensureDatabase(build) {
  const { default: pg } = await import(path.join(build.root, 'api/node_modules/pg/lib/index.js'));
  const admin = new pg.Client({ connectionString: new URL('/postgres', server).toString() });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [build.db]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${build.db}`);
  await admin.end();
  return new URL(`/${build.db}`, server).toString();
}

async function prepare(build) {
  const url = await ensureDatabase(build);
  const { generate } = await import(path.join(build.root, 'bench/generate-data.mjs'));
  await generate({
    target: 'postgres',
    users: Number(arg('users', 100000)),
    projects: Number(arg('projects', 50000)),
    env: { DATABASE_URL: url },
  });
  const dist = (p) => path.join(build.root, 'api/dist', p);
  const { openDatabase } = await import(dist('db/client.js'));
  const { issueToken } = await import(dist('modules/auth/sessions.service.js'));
  const handle = await openDatabase({ url, dataDir: 'memory://' });
  const clock = { now: () => new Date() };
  const fixtures = await benchFixtures(handle, (userId) => issueToken(handle.db, clock, userId));
  await handle.close();
  const child = spawn(process.execPath, [dist('server.js')], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(build.port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000000',
      SEED_DEMO: '0',
      BACKGROUND_JOBS: 'off',
      APP_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`http://127.0.0.1:${build.port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { ...build, fixtures, child };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error(`${build.label} did not start`);
}

const running = [];
try {
  for (const build of builds) running.push(await prepare(build));
  const filter = arg('calls', '');
  const perBuild = running.map((build) => {
    const calls = benchCalls(build.fixtures);
    calls.push({ name: 'GET /users/{id} (anonymous, public shape)', url: () => `/users/${build.fixtures.owner}` });
    return calls.filter((call) => call.name.includes(filter));
  });
  const rows = [];
  for (const [i, call] of perBuild[0].entries()) {
    const samples = running.map(() => ({ requests: 0, latencies: [] }));
    for (let round = 0; round < rounds; round++) {
      // Alternate which build goes first, so neither always follows the other's warm-up.
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const b of order) {
        const build = running[b];
        const mine = perBuild[b][i];
        const headers = mine.token ? { authorization: `Bearer ${mine.token}` } : {};
        const result = await drive(mine.name, { seconds, concurrency, keepLatencies: true }, async (n) => {
          const response = await fetch(`http://127.0.0.1:${build.port}/api${mine.url(n)}`, { headers });
          await response.arrayBuffer();
          return response.ok || response.status === 404;
        });
        samples[b].requests += result.requests;
        samples[b].latencies.push(...result.latencies);
      }
    }
    const summary = samples.map(({ requests, latencies }) => {
      latencies.sort((x, y) => x - y);
      const pct = (p) => Number(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1));
      return { rps: Math.round(requests / (seconds * rounds)), p50: pct(50), p95: pct(95) };
    });
    rows.push({
      call: call.name,
      [`${builds[0].label} req/s`]: summary[0].rps,
      [`${builds[1].label} req/s`]: summary[1].rps,
      'B/A': Number((summary[1].rps / summary[0].rps).toFixed(2)),
      [`${builds[0].label} p50/p95`]: `${summary[0].p50} / ${summary[0].p95}`,
      [`${builds[1].label} p50/p95`]: `${summary[1].p50} / ${summary[1].p95}`,
    });
    console.log(JSON.stringify(rows.at(-1)));
  }
  saveResults('compare.json', { date: new Date().toISOString(), seconds, rounds, concurrency, runs: rows });
} finally {
  for (const build of running) build.child.kill('SIGTERM');
}
