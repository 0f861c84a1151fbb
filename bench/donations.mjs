// The partner donations table (GET /partners/{id}/donations, docs/api-donations.md) on PostgreSQL over the
// bench gifts: the busiest bench recipient, made a partner here, read by the bench admin. p50/p95/p99 of the
// first page, a filtered page (one year, one-time, an amount range), a search, the amount order, and a deep
// page; then the partner's whole table exported as CSV (GET …/donations/export) on a freshly started server:
// rows, time to the last byte, megabytes, and the server's peak resident memory (VmHWM).
//   node bench/donations.mjs [--users 100000] [--projects 50000] [--gifts 1000000] [--seconds 5] [--concurrency 4]
// It tops the data set up first (bench/generate-data.mjs, idempotent). A tiny run to check the script:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/storyfund_bench_tiny node bench/donations.mjs --users 2000 --projects 200 --gifts 20000 --seconds 1
import { createRequire } from 'node:module';
import path from 'node:path';
import { generate } from './generate-data.mjs';
import { arg, driveSignedIn, measureExport, prepareTarget, root, saveResults } from './lib.mjs';

const users = Number(arg('users', 100_000));
const projects = Number(arg('projects', 50_000));
const gifts = Number(arg('gifts', 1_000_000));
const seconds = Number(arg('seconds', 5));
const concurrency = Number(arg('concurrency', 4));
const port = Number(arg('port', 18_652));

const { env } = await prepareTarget('postgres');
await generate({ target: 'postgres', users, projects, gifts, env });

const pg = createRequire(path.join(root, 'api/dist/db/client.js'))('pg');
const db = new pg.Client({ connectionString: env.DATABASE_URL });
await db.connect();
const adminEmail = 'bench-1@bench.storyfund.local';
await db.query('UPDATE users SET is_admin = true WHERE email = $1', [adminEmail]);
const partner = (
  await db.query(
    "SELECT r.id, count(*)::int AS n FROM gifts g JOIN users r ON r.id = g.recipient_id WHERE g.status = 'succeeded' AND r.email LIKE 'bench-%' GROUP BY r.id ORDER BY n DESC LIMIT 1",
  )
).rows[0];
await db.query('UPDATE users SET is_partner = true WHERE id = $1', [partner.id]);
const sample = (
  await db.query(
    "SELECT g.project_id, d.last_name FROM gifts g JOIN users d ON d.id = g.donor_id WHERE g.recipient_id = $1 AND g.status = 'succeeded' AND NOT g.anonymous ORDER BY g.id LIMIT 1",
    [partner.id],
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
const table = `/partners/${partner.id}/donations`;
const deep = Math.max(0, Math.floor(partner.n / 2));
const calls = [
  { name: `first page (${partner.n} gifts)`, url: table },
  {
    name: 'filtered: one year, one-time, $20 to $100',
    url: `${table}?datestart=${day(yearAgo)}&dateend=${day(today)}&kind=one-time&min_cents=2000&max_cents=10000`,
  },
  { name: 'filtered: one project, monthly', url: `${table}?project_id=${sample.project_id}&kind=monthly` },
  { name: 'search a donor name', url: `${table}?q=${encodeURIComponent(sample.last_name)}` },
  { name: 'by amount, largest first', url: `${table}?sort=amount` },
  { name: `deep page (offset ${deep})`, url: `${table}?offset=${deep}` },
];

const runs = await driveSignedIn({ env, port, base, login, calls, seconds, concurrency });

// The export, alone on a fresh server.
const exported = { name: 'CSV export, the whole table', ...(await measureExport({ env, port, base, login, url: `${table}/export` })) };
console.table([exported]);
saveResults('donations.json', { when: new Date().toISOString(), partner_gifts: partner.n, seconds, concurrency, export: exported, runs });
