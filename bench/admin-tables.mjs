// The back-office's admin tables (GET /api/admin/*) on PostgreSQL over the bench data set (default 100,000
// users, 50,000 projects, 1,000,000 gifts): each table's first page in its default order and in another sort
// (p50/p95/p99), then each table's whole CSV export alone on a freshly started server (rows, time, bytes and
// the server's peak resident memory, VmHWM), so the peak is the export's.
//   node bench/admin-tables.mjs [--users 100000] [--projects 50000] [--gifts 1000000] [--seconds 5] [--concurrency 4]
// It tops the data set up first (bench/generate-data.mjs, idempotent). A tiny run to check the script:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/storyfund_bench_tiny node bench/admin-tables.mjs --users 2000 --projects 200 --gifts 20000 --seconds 1
import { createRequire } from 'node:module';
import path from 'node:path';
import { generate } from './generate-data.mjs';
import { arg, driveSignedIn, measureExport, prepareTarget, root, saveResults } from './lib.mjs';

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

const runs = await driveSignedIn({ env, port, base, login, calls, seconds, concurrency });

// Each export alone on a fresh server.
const exports = [];
for (const { table, query } of tables) {
  exports.push({ table, ...(await measureExport({ env, port, base, login, url: `/admin/${table}/export?${query}` })) });
}
console.table(exports);
saveResults('admin-tables.json', { when: new Date().toISOString(), users, projects, gifts, seconds, concurrency, exports, runs });
