// Login and GET-user throughput on both databases.
//   node bench/accounts.mjs [--targets pglite,postgres] [--users 100000] [--seconds 15] [--concurrency 16]
import { arg, drive, prepareTarget, saveResults, startServer } from './lib.mjs';
import { generate } from './generate-data.mjs';

const targets = arg('targets', 'pglite,postgres').split(',');
const seconds = Number(arg('seconds', 15));
const concurrency = Number(arg('concurrency', 16));
const runs = [];

for (const [i, target] of targets.entries()) {
  const users = Number(arg('users', target === 'pglite' ? 20000 : 100000));
  const { env } = await prepareTarget(target);
  await generate({ target, users, env });
  const port = 8190 + i;
  const server = await startServer(env, port);
  const base = `http://127.0.0.1:${port}/api`;
  const email = (n) => `bench-${1 + ((n * 104729) % users)}@bench.storyfund.local`;
  const post = (url, body, headers = {}) =>
    fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  try {
    const login = await drive(
      `${target} POST /login`,
      { seconds, concurrency },
      async (n) => (await post('/login', { email: email(n), password: 'bench-password' })).ok,
    );
    // Tokens for the GET phases.
    const sessions = [];
    for (let n = 0; n < 200; n++) sessions.push(await (await post('/login', { email: email(n), password: 'bench-password' })).json());
    const self = await drive(`${target} GET /users/{self}`, { seconds, concurrency }, async (n) => {
      const s = sessions[n % sessions.length];
      return (await fetch(`${base}/users/${s.user.id}`, { headers: { authorization: `Bearer ${s.token}` } })).ok;
    });
    const other = await drive(`${target} GET /users/{other} (anonymous)`, { seconds, concurrency }, async (n) => {
      const s = sessions[(n * 7) % sessions.length];
      return (await fetch(`${base}/users/${s.user.id}`)).ok;
    });
    runs.push({ ...login, users }, { ...self, users }, { ...other, users });
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

saveResults('accounts.json', { date: new Date().toISOString(), seconds, concurrency, runs });
