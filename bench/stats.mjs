// The reports' statistics on PostgreSQL over the bench gifts (default 1,000,000, spread over three years):
// every GET /stats/* call as an admin (p50/p95/p99 over a one-year range, by month, and the last 30 days by
// day), then the whole range's gifts exported as CSV (GET /stats/gifts/export: rows, time, bytes and the
// server's peak resident memory, from a freshly started server so the peak is the export's).
//   node bench/stats.mjs [--users 100000] [--projects 50000] [--gifts 1000000] [--seconds 5] [--concurrency 4]
// It tops the data set up first (bench/generate-data.mjs, idempotent). A tiny run to check the script:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/storyfund_bench_tiny node bench/stats.mjs --users 2000 --projects 200 --gifts 20000 --seconds 1
import { createRequire } from 'node:module';
import path from 'node:path';
import { generate } from './generate-data.mjs';
import { arg, driveSignedIn, measureExport, prepareTarget, root, saveResults } from './lib.mjs';

const users = Number(arg('users', 100_000));
const projects = Number(arg('projects', 50_000));
const gifts = Number(arg('gifts', 1_000_000));
const seconds = Number(arg('seconds', 5));
const concurrency = Number(arg('concurrency', 4));
const port = Number(arg('port', 18_641));

const { env } = await prepareTarget('postgres');
await generate({ target: 'postgres', users, projects, gifts, env });

// The bench admin: the first bench user, made admin here (the generator makes no staff).
const pg = createRequire(path.join(root, 'api/dist/db/client.js'))('pg');
const db = new pg.Client({ connectionString: env.DATABASE_URL });
await db.connect();
const adminEmail = 'bench-1@bench.storyfund.local';
await db.query('UPDATE users SET is_admin = true WHERE email = $1', [adminEmail]);
const span = (
  await db.query(
    "SELECT to_char(min(gift_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS first, to_char(max(gift_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS last, count(*)::int AS n FROM gifts WHERE status = 'succeeded'",
  )
).rows[0];
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
const day = (d) => d.toISOString().slice(0, 10);
const today = new Date();
const yearAgo = new Date(today.getTime() - 364 * 86_400_000);
const monthAgo = new Date(today.getTime() - 29 * 86_400_000);
const year = `datestart=${day(yearAgo)}&dateend=${day(today)}&bucket=month`;
const month = `datestart=${day(monthAgo)}&dateend=${day(today)}&bucket=day`;
const reports = [
  'overview',
  'gifts',
  'donors',
  'retention',
  'partners',
  'projects',
  'staff-picks',
  'gift-cards',
  'signups',
  'premium',
  'office',
];
const calls = reports.flatMap((report) => [
  { name: `${report} (one year, by month)`, url: `/stats/${report}?${year}` },
  { name: `${report} (30 days, by day)`, url: `/stats/${report}?${month}` },
]);

const runs = await driveSignedIn({ env, port, base, login, calls, seconds, concurrency });

// The export, alone on a fresh server.
const exported = {
  gifts: span.n,
  ...(await measureExport({
    env,
    port,
    base,
    login,
    url: `/stats/gifts/export?datestart=${span.first}&dateend=${span.last}&bucket=month`,
  })),
};
console.table([exported]);
saveResults('stats.json', { when: new Date().toISOString(), gifts: span.n, seconds, concurrency, export: exported, runs });
