// The donor import (issue #10: 100,000 rows in under a minute on PostgreSQL). Generates a CSV of --rows donors
// (1% invalid emails, 1% repeated inside the file), signs up a premium partner, uploads the file through the
// HTTP API (multipart, as the screen does) and reports the time, rows per second and the server's peak memory
// (VmHWM of its process). The import runs inside the request; GET stats is polled meanwhile, as the screen does.
//   node bench/donor-import.mjs [--rows 100000] [--port 8391]
// Check it on a tiny set first (a few seconds):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/storyfund_bench_tiny node bench/donor-import.mjs --rows 1000
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { arg, importApi, prepareTarget, saveResults, startServer } from './lib.mjs';

const rows = Number(arg('rows', 100_000));
const port = Number(arg('port', 8391));
const api = `http://127.0.0.1:${port}/api`;

const { env } = await prepareTarget('postgres');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sf-donor-import-'));
const file = path.join(dir, `donors-${rows}.csv`);
const run = Date.now().toString(36);
const out = fs.createWriteStream(file);
out.write('Email,First name,Last name,City\r\n');
for (let i = 0; i < rows; i++) {
  const email = i % 100 === 7 ? `not-an-email-${i}` : `donor-${run}-${i % 100 === 9 ? i - 1 : i}@bench.example`;
  if (!out.write(`${email},First${i},"Last, ${i}",City ${i % 500}\r\n`)) await new Promise((r) => out.once('drain', r));
}
await new Promise((r) => out.end(r));
const bytes = fs.statSync(file).size;

const server = await startServer(env, port);
const { openDatabase } = await importApi();
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', queryTimeoutMs: 0 });
try {
  const signup = await fetch(`${api}/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-importer-${run}@bench.example`,
      password: 'correct-horse-42',
      first_name: 'Bench',
      last_name: 'Importer',
    }),
  });
  if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);
  const { token, user } = await signup.json();
  // Premium and partner are admin-set flags; the bench sets them in the database directly.
  await handle.exec(`UPDATE users SET is_partner = true, is_premium = true WHERE id = ${Number(user.id)}`);
  const auth = { authorization: `Bearer ${token}` };

  const form = new FormData();
  form.append('file', await fs.openAsBlob(file, { type: 'text/csv' }), path.basename(file));
  const mapping = new URLSearchParams({ first_name_column: 'First name', last_name_column: 'Last name', email_column: 'Email' });
  let polls = 0;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      await new Promise((r) => setTimeout(r, 1000));
      const stats = await fetch(`${api}/users/${user.id}/donor-import/stats?limit=1`, { headers: auth }).then((r) => r.json());
      const current = stats.data?.[0];
      if (polling && current)
        console.log(`  ${current.state}: ${current.rows_read.toLocaleString()} rows read, ${current.created.toLocaleString()} created`);
      polls++;
    }
  })();
  const started = performance.now();
  const response = await fetch(`${api}/users/${user.id}/donor-import?${mapping}`, { method: 'POST', headers: auth, body: form });
  const seconds = (performance.now() - started) / 1000;
  polling = false;
  await poller;
  const result = await response.json();
  if (response.status !== 201) throw new Error(`import: ${response.status} ${JSON.stringify(result)}`);
  const peak = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
  saveResults('donor-import.json', {
    when: new Date().toISOString(),
    runs: [
      {
        rows,
        file_mb: Number((bytes / 1024 / 1024).toFixed(1)),
        seconds: Number(seconds.toFixed(2)),
        rows_per_second: Math.round(rows / seconds),
        created: result.created,
        duplicates: result.duplicates,
        invalid: result.invalid,
        server_peak_rss_mb: peak ? Math.round(Number(peak) / 1024) : null,
        stats_polls: polls,
      },
    ],
  });
} finally {
  server.kill('SIGTERM');
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
