// The back-office's admin tables (GET /api/admin/*) on PostgreSQL over the bench data set (default 100,000
// users, 50,000 projects, 1,000,000 gifts): each table's first page in its default order and in another sort
// (p50/p95/p99), then each table's whole CSV export alone on a freshly started server (rows, time, bytes and
// the server's peak resident memory, VmHWM), so the peak is the export's.
//   node bench/admin-tables.mjs [--users 100000] [--projects 50000] [--gifts 1000000] [--seconds 5] [--concurrency 4]
// It tops the data set up first (bench/generate-data.mjs, idempotent). A tiny run to check the script:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/storyfund_bench_tiny node bench/admin-tables.mjs --users 2000 --projects 200 --gifts 20000 --seconds 1
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { generate } from './generate-data.mjs';
import { arg, drive, prepareTarget, root, saveResults, startServer } from './lib.mjs';

const users = Number(arg('users', 100_000));
const projects = Number(arg('projects', 50_000));
const gifts = Number(arg('gifts', 1_000_000));
const seconds = Number(arg('seconds', 5));
const concurrency = Number(arg('concurrency', 4));
const port = Number(arg('port', 18_643));

const { env } = await prepareTarget('postgres');
await generate({ target: 'postgres', users, projects, gifts, env });

// The bench admin: the first bench user, made admin here (the generator makes no staff).
const pg = createRequire(path.join(root, 'api/dist/db/client.js'))('pg');
const db = new pg.Client({ connectionString: env.DATABASE_URL });
await db.connect();
const adminEmail = 'bench-1@bench.storyfund.local';
await db.query('UPDATE users SET is_admin = true WHERE email = $1', [adminEmail]);
const first = (await db.query("SELECT to_char(min(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM users")).rows[0].day;
await db.end();

const base = `http://127.0.0.1:${port}/api`;
const login = async () => {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: 'bench-password' }),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
};
const today = new Date().toISOString().slice(0, 10);
// Sign-ups take at most a year's range (the reports' rule): the last 365 days.
const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
const signupRange = `datestart=${yearAgo < first ? first : yearAgo}&dateend=${today}`;

const tables = [
  { table: 'subscribed-users', query: '', other: 'sort=amount_cents&order=asc' },
  { table: 'partners', query: '', other: 'sort=rating&order=desc' },
  { table: 'signups', query: signupRange, other: 'sort=name&order=asc' },
  { table: 'overdue', query: '', other: 'sort=last_update_at&order=asc' },
  { table: 'donors', query: '', other: 'sort=name&order=asc' },
];
const calls = tables.flatMap(({ table, query, other }) => [
  { name: `${table} (first page)`, url: `/admin/${table}?${query}` },
  { name: `${table} (${other})`, url: `/admin/${table}?${[query, other].filter(Boolean).join('&')}` },
]);

const runs = [];
let server = await startServer(env, port);
try {
  const token = await login();
  for (const call of calls) {
    const check = await fetch(`${base}${call.url}`, { headers: { authorization: `Bearer ${token}` } });
    if (!check.ok) throw new Error(`${call.url}: ${check.status} ${await check.text()}`);
    runs.push(
      await drive(call.name, { seconds, concurrency }, async () => {
        const res = await fetch(`${base}${call.url}`, { headers: { authorization: `Bearer ${token}` } });
        await res.arrayBuffer();
        return res.ok;
      }),
    );
  }
} finally {
  server.kill('SIGTERM');
}

const memory = (pid, field) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
};

// Each export alone on a fresh server: time to the last byte, rows, and the server's peak RSS.
const exports = [];
for (const { table, query } of tables) {
  await new Promise((r) => setTimeout(r, 1000));
  server = await startServer(env, port);
  try {
    const token = await login();
    const rssBefore = memory(server.pid, 'VmRSS');
    const started = performance.now();
    const res = await fetch(`${base}/admin/${table}/export?${query}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`export ${table}: ${res.status} ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    let previous = 0;
    // Rows end in CRLF; a bare LF is inside a quoted cell.
    for await (const chunk of res.body) {
      bytes += chunk.length;
      for (const b of chunk) {
        if (b === 10 && previous === 13) lines++;
        previous = b;
      }
    }
    exports.push({
      table,
      rows: lines - 1,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      megabytes: Number((bytes / 1024 / 1024).toFixed(1)),
      server_rss_before_mb: rssBefore,
      server_peak_rss_mb: memory(server.pid, 'VmHWM'),
    });
  } finally {
    server.kill('SIGTERM');
  }
}
console.table(exports);
saveResults('admin-tables.json', { when: new Date().toISOString(), users, projects, gifts, seconds, concurrency, exports, runs });
