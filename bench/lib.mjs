// Shared bench plumbing: open a database through the built API's own client, start the server, drive load.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = (p) => path.join(root, 'api/dist', p);

export function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

export async function importApi() {
  if (!fs.existsSync(dist('server.js'))) throw new Error('Build first: npx pnpm@10 -r build');
  const { openDatabase } = await import(dist('db/client.js'));
  const { migrate } = await import(dist('db/migrate.js'));
  return { openDatabase, migrate };
}

/** The bench target: `pglite` (a fresh temp folder) or `postgres` (DATABASE_URL, default a storyfund_bench database). */
export async function prepareTarget(kind) {
  if (kind === 'pglite') return { env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'sf-bench-')), DATABASE_URL: '' } };
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storyfund_bench';
  const { default: pg } = await import(path.join(root, 'api/node_modules/pg/lib/index.js'));
  const adminUrl = new URL(url);
  const dbName = adminUrl.pathname.slice(1);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  return { env: { DATABASE_URL: url } };
}

/** The issue #14 hot reads a bench drives (bench/ratios.mjs, bench/miss-compare.mjs): [name, path], the page of `projectId`. */
export const hotReadCalls = (projectId) => [
  ['GET /api/projects/staff-picks', '/api/projects/staff-picks'],
  ['GET /api/projects/{id}', `/api/projects/${projectId}`],
  ['GET /api/projects?category=Water', '/api/projects?category=Water'],
  ['GET /api/projects?q=water', '/api/projects?q=water'],
  ['GET /api/partners', '/api/partners'],
];

/** Starts a built server (this checkout's, or the one under `checkout`) on `port` and waits until it answers. */
export async function startServer(env, port, checkout = root) {
  const child = spawn(
    process.execPath,
    [...(process.env.SERVER_NODE_ARGS ? process.env.SERVER_NODE_ARGS.split(' ') : []), path.join(checkout, 'api/dist/server.js')],
    {
      // A bench may ask for the demo seed (SEED_DEMO=1 in `env`); by default there is none.
      env: { ...process.env, LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '1000000', SEED_DEMO: '0', ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('server did not start');
}

/**
 * CPU time (user + system, ms) so far of: `pid` (a server the bench started), every local PostgreSQL process
 * (by command name; 0 when the database runs elsewhere), and this load generator. Linux only (/proc); elsewhere
 * undefined. Two snapshots around a drive give each side's CPU per request.
 */
export function cpuSnapshot(pid) {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  const tick = 1000 / 100; // USER_HZ is 100 on Linux
  const cpuOf = (p) => {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ms: (Number(fields[11]) + Number(fields[12])) * tick };
    } catch {
      return undefined; // gone meanwhile
    }
  };
  let database = 0;
  for (const p of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    const cpu = cpuOf(p);
    if (cpu?.comm === 'postgres') database += cpu.ms;
  }
  const self = process.cpuUsage();
  return { server: pid ? (cpuOf(pid)?.ms ?? 0) : 0, database, client: (self.user + self.system) / 1000 };
}

/** What each side spent per request between two `cpuSnapshot`s (ms). */
export function cpuPer(before, after, requests) {
  if (!before || !after || requests === 0) return undefined;
  const per = (k) => Number(((after[k] - before[k]) / requests).toFixed(2));
  return { server_ms: per('server'), database_ms: per('database'), load_generator_ms: per('client') };
}

/** Runs `task(i)` from `concurrency` workers for `seconds`; returns throughput and latency percentiles. */
export async function drive(name, { seconds, concurrency, keepLatencies = false }, task) {
  const latencies = [];
  let errors = 0;
  let n = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const ok = await task(n++).catch(() => false);
        latencies.push(performance.now() - started);
        if (!ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => Number(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1));
  return {
    name,
    requests: latencies.length,
    errors,
    per_second: Math.round(latencies.length / seconds),
    p50_ms: pct(50),
    p95_ms: pct(95),
    p99_ms: pct(99),
    ...(keepLatencies && { latencies }),
  };
}

export function saveResults(file, results) {
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results', file), JSON.stringify(results, null, 2));
  console.table(results.runs ?? results);
}

/** A server process's memory line from /proc (`VmRSS` now, `VmHWM` its peak), in MiB. */
function serverMemoryMb(pid, field) {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
}

/**
 * Drives each call (`{ name, url }` under `base`, as the user `login()` signs in) for `seconds` at `concurrency`, on
 * one server started for them; each URL is checked once first, so a refused call fails the bench instead of timing
 * errors.
 */
export async function driveSignedIn({ env, port, base, login, calls, seconds, concurrency }) {
  const runs = [];
  const server = await startServer(env, port);
  try {
    const headers = { authorization: `Bearer ${await login()}` };
    for (const call of calls) {
      const check = await fetch(`${base}${call.url}`, { headers });
      if (!check.ok) throw new Error(`${call.url}: ${check.status} ${await check.text()}`);
      runs.push(
        await drive(call.name, { seconds, concurrency }, async () => {
          const res = await fetch(`${base}${call.url}`, { headers });
          await res.arrayBuffer();
          return res.ok;
        }),
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
  return runs;
}

/**
 * One streamed CSV export alone on a fresh server: time to the last byte, rows (they end in CRLF; a bare LF is
 * inside a quoted cell), size, and the server's RSS before and at its peak (VmHWM).
 */
export async function measureExport({ env, port, base, login, url }) {
  await new Promise((r) => setTimeout(r, 1000));
  const server = await startServer(env, port);
  try {
    const headers = { authorization: `Bearer ${await login()}` };
    const rssBefore = serverMemoryMb(server.pid, 'VmRSS');
    const started = performance.now();
    const res = await fetch(`${base}${url}`, { headers });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    let previous = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const b of chunk) {
        if (b === 10 && previous === 13) lines++;
        previous = b;
      }
    }
    return {
      rows: lines - 1,
      seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
      megabytes: Number((bytes / 1024 / 1024).toFixed(1)),
      server_rss_before_mb: rssBefore,
      server_peak_rss_mb: serverMemoryMb(server.pid, 'VmHWM'),
    };
  } finally {
    server.kill('SIGTERM');
  }
}
