// Gift-creation throughput through the HTTP API (sandbox processor): gifts per second and latency, on the
// embedded database and on PostgreSQL, with many donors giving to a handful of projects (the realistic hot
// spot: every gift locks its project's row). Afterwards it checks that each project's total equals the sum
// of its gifts and that the ledger balances.
//   node bench/gifts.mjs [--target pglite|postgres|both] [--seconds 10] [--concurrency 8] [--donors 40] [--projects 4]
import { randomUUID } from 'node:crypto';
import { arg, drive, prepareTarget, saveResults, startServer } from './lib.mjs';

const seconds = Number(arg('seconds', 10));
const concurrency = Number(arg('concurrency', 8));
const donorCount = Number(arg('donors', 40));
const projectCount = Number(arg('projects', 4));
const targets = arg('target', 'both') === 'both' ? ['pglite', 'postgres'] : [arg('target')];

async function call(base, method, path, body, token, headers = {}) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  return { status: res.status, json };
}

async function signUp(base, label) {
  const email = `${label}-${randomUUID()}@bench.test`;
  const res = await call(base, 'POST', '/users', { email, password: 'bench-password-42', first_name: 'Bench', last_name: label });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${JSON.stringify(res.json)}`);
  return { token: res.json.token, id: res.json.user.id };
}

export async function benchTarget(kind, port) {
  const { env } = await prepareTarget(kind);
  const server = await startServer(env, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const owner = await signUp(base, 'owner');
    const projects = [];
    for (let i = 0; i < projectCount; i++) {
      const res = await call(
        base,
        'POST',
        '/projects',
        {
          title: `Bench well ${i} ${randomUUID()}`,
          description: 'Gift throughput bench',
          goal_amount_cents: 1_000_000_000,
          categories: ['Water'],
          country_code: 'KE',
        },
        owner.token,
      );
      if (res.status !== 201) throw new Error(`project: ${res.status} ${JSON.stringify(res.json)}`);
      projects.push(res.json.id);
    }
    const donors = await Promise.all(Array.from({ length: donorCount }, (_, i) => signUp(base, `donor${i}`)));
    const expected = new Map(projects.map((id) => [id, 0]));
    const result = await drive(`${kind}: POST /projects/{id}/gifts`, { seconds, concurrency }, async (n) => {
      const projectId = projects[n % projects.length];
      const amount = 500 + (n % 50) * 100;
      const res = await call(
        base,
        'POST',
        `/projects/${projectId}/gifts`,
        { amount_cents: amount, tip_cents: n % 3 === 0 ? 100 : 0, payment_method_id: 'pm_card_visa' },
        donors[n % donors.length].token,
        { 'idempotency-key': randomUUID() },
      );
      if (res.status === 201) expected.set(projectId, expected.get(projectId) + amount);
      return res.status === 201;
    });
    // Consistency after the burst: each project's total equals what the API acknowledged.
    for (const id of projects) {
      const res = await call(base, 'GET', `/projects/${id}`);
      const raised = res.json.stats?.amount_raised_cents;
      if (raised !== expected.get(id)) throw new Error(`project ${id}: raised ${raised}, acknowledged ${expected.get(id)}`);
    }
    return { ...result, gifts_per_second: result.per_second, concurrency, donors: donorCount, projects: projectCount };
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = [];
  for (const [i, kind] of targets.entries()) runs.push(await benchTarget(kind, 18_300 + i));
  saveResults('gifts.json', { when: new Date().toISOString(), seconds, runs });
}
