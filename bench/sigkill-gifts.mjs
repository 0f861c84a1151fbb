// Durability: kill the server with SIGKILL in the middle of a burst of gifts, restart it on the same data,
// and check that no acknowledged gift was lost and that every total is consistent (the ledger check:
// projects' raised totals equal their ledgers, every gift's journal balances). Exits 1 on any loss.
//   node bench/sigkill-gifts.mjs [--target pglite|postgres|both] [--rounds 3] [--concurrency 8]
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { arg, prepareTarget, root, startServer } from './lib.mjs';

const rounds = Number(arg('rounds', 3));
const concurrency = Number(arg('concurrency', 8));
const targets = arg('target', 'both') === 'both' ? ['pglite', 'postgres'] : [arg('target')];

async function call(base, method, urlPath, body, token, headers = {}) {
  const res = await fetch(`${base}/api${urlPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => ({})) };
}

async function signUp(base, label) {
  const res = await call(base, 'POST', '/users', {
    email: `${label}-${randomUUID()}@bench.test`,
    password: 'bench-password-42',
    first_name: 'Kill',
    last_name: label,
  });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status}`);
  return { token: res.json.token, id: res.json.user.id };
}

function ledgerCheck(env) {
  const cli = path.join(root, 'api/dist/modules/gifts/ledger-check-cli.js');
  const out = spawnSync(process.execPath, [cli], { env: { ...process.env, ...env }, encoding: 'utf8' });
  return { ok: out.status === 0, report: out.stdout || out.stderr };
}

async function runTarget(kind, port) {
  const { env } = await prepareTarget(kind);
  const base = `http://127.0.0.1:${port}`;
  let server = await startServer(env, port);
  const owner = await signUp(base, 'owner');
  const project = await call(
    base,
    'POST',
    '/projects',
    {
      title: `Kill test ${randomUUID()}`,
      description: 'SIGKILL durability',
      goal_amount_cents: 1_000_000_000,
      categories: ['Water'],
      country_code: 'KE',
    },
    owner.token,
  );
  const donors = await Promise.all(Array.from({ length: concurrency }, (_, i) => signUp(base, `donor${i}`)));
  const acknowledged = []; // {donor, giftId, amount}
  const summary = [];
  for (let round = 1; round <= rounds; round++) {
    let stop = false;
    const workers = donors.map(async (donor) => {
      while (!stop) {
        const amount = 100 + Math.floor(Math.random() * 5_000);
        try {
          const res = await call(
            base,
            'POST',
            `/projects/${project.json.id}/gifts`,
            { amount_cents: amount, payment_method_id: 'pm_card_visa' },
            donor.token,
            { 'idempotency-key': randomUUID() },
          );
          if (res.status === 201) acknowledged.push({ donor, giftId: res.json.gift.id, amount });
        } catch {
          return; // the server is gone
        }
      }
    });
    const before = acknowledged.length;
    await new Promise((r) => setTimeout(r, 1_500 + Math.random() * 1_500));
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGKILL');
    stop = true;
    await Promise.all([workers, exited].flat());
    server = await startServer(env, port);
    summary.push({ round, acknowledged_in_round: acknowledged.length - before });
  }
  // Every acknowledged gift is there after the restarts.
  const missing = [];
  for (const donor of donors) {
    const mine = new Set();
    for (let offset = 0; ; offset += 100) {
      const page = await call(base, 'GET', `/users/${donor.id}/gifts?limit=100&offset=${offset}`, undefined, donor.token);
      page.json.data.forEach((g) => mine.add(g.id));
      if (page.json.data.length < 100) break;
    }
    for (const a of acknowledged.filter((x) => x.donor === donor)) if (!mine.has(a.giftId)) missing.push(a.giftId);
  }
  const raised = (await call(base, 'GET', `/projects/${project.json.id}`)).json.stats.amount_raised_cents;
  const acknowledgedSum = acknowledged.reduce((s, a) => s + a.amount, 0);
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
  const ledger = ledgerCheck(env);
  const ok = missing.length === 0 && raised >= acknowledgedSum && ledger.ok;
  return {
    target: kind,
    rounds,
    acknowledged: acknowledged.length,
    missing: missing.length,
    raised_cents: raised,
    acknowledged_cents: acknowledgedSum,
    ledger_ok: ledger.ok,
    ok,
    summary,
    ...(ledger.ok ? {} : { ledger: ledger.report }),
  };
}

const results = [];
for (const [i, kind] of targets.entries()) results.push(await runTarget(kind, 18_400 + i));
console.log(JSON.stringify(results, null, 2));
process.exitCode = results.every((r) => r.ok) ? 0 : 1;
