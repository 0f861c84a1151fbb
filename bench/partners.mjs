// The partner directory, the profile feed, reviews and the team on PostgreSQL (issue #9: 10k partners, 200k community
// posts, p95 < 50 ms at 4 in flight). Generates bench users (generate-data.mjs), then the partners' data
// (generate-partners.mjs: --partners partners, --posts community posts, one partner in a hundred "busy" with ten times
// the share, --reviews reviews with 1,000 on the busiest, small teams) and --projects projects (generate-projects.mjs),
// then drives through the HTTP API: the three listings, a category and a country filter, a deep directory page, a
// busy partner's feed (first page, a keyset page after its cursor, community posts only), its reviews (the newest 399
// of 1,000 with the average), its team, and /foryou's recommendations (a visitor; a donor following three partners). Each call runs for --seconds with --concurrency in flight; p50/p95/p99.
//   node bench/partners.mjs [--partners 10000] [--posts 200000] [--reviews 100000] [--projects 20000] [--users 100000]
//                           [--seconds 10] [--concurrency 4] [--port 18610]
// Check it on a tiny set first: DATABASE_URL=postgres://.../storyfund_bench_tiny node bench/partners.mjs
//   --partners 50 --posts 2000 --reviews 1500 --projects 100 --users 1200 --seconds 1 --concurrency 2
import { arg, drive, importApi, prepareTarget, saveResults, startServer } from './lib.mjs';
import { generate } from './generate-data.mjs';
import { generatePartners } from './generate-partners.mjs';
import { generateProjects } from './generate-projects.mjs';

const partners = Number(arg('partners', 10_000));
const posts = Number(arg('posts', 200_000));
const users = Number(arg('users', Math.max(100_000, partners * 2)));
const reviews = Number(arg('reviews', 100_000));
const projects = Number(arg('projects', 20_000));
const seconds = Number(arg('seconds', 10));
const concurrency = Number(arg('concurrency', 4));

const { env } = await prepareTarget('postgres');
await generate({ target: 'postgres', users, env });

const { openDatabase } = await importApi();
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', queryTimeoutMs: 0 });
const busy = await generatePartners(handle, { target: 'postgres', partners, posts, reviews });
// Projects (by bench partners and every 7th bench user) once the partners exist: /partners/with_large_projects reads them.
if (projects > 0) await generateProjects(handle, { target: 'postgres', projects });
await handle.close();

const port = Number(arg('port', 18_610));
const server = await startServer(env, port);
const base = `http://127.0.0.1:${port}/api`;
const get = (url, headers = {}) => fetch(`${base}${url}`, { headers });
const post = (url, body, headers = {}) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
// A donor (the last bench user, never a bench partner) who follows three partners: the recommendations read their
// categories and countries (the matching path); a visitor's are the well-rated among the most raised.
const login = await (await post('/login', { email: `bench-${users}@bench.storyfund.local`, password: 'bench-password' })).json();
const asDonor = { authorization: `Bearer ${login.token}` };
const followed = (await (await get('/partners?per_page=3&page=7')).json()).data.map((p) => p.id);
for (const id of followed) await post(`/users/${id}/followers`, {}, asDonor);
const first = await (await get(`/users/${busy.id}/feed/v2?limit=20`)).json();
const cursor = first.data.at(-1)?.cursor;
const calls = [
  { name: 'GET /partners (most raised)', url: '/partners' },
  { name: 'GET /partners/new', url: '/partners/new' },
  { name: 'GET /partners/with_large_projects', url: '/partners/with_large_projects' },
  { name: 'GET /partners by category', url: '/partners?filter_by=category&filter_value=Water' },
  { name: 'GET /partners by country', url: '/partners?filter_by=country&filter_value=KE' },
  { name: 'GET /partners page 50', url: '/partners?page=50' },
  { name: `busy partner's feed, first page (${busy.n} posts)`, url: `/users/${busy.id}/feed/v2` },
  { name: "busy partner's feed, community posts only", url: `/users/${busy.id}/feed/v2?types[]=community_post` },
  ...(cursor ? [{ name: "busy partner's feed, the next keyset page", url: `/users/${busy.id}/feed/v2?before=${cursor}` }] : []),
  { name: "busy partner's reviews (the newest 399 of 1,000, with the average)", url: `/users/${busy.id}/user-reviews` },
  { name: "busy partner's team (our_team, 20 members)", url: `/users/${busy.id}/teammates` },
  { name: 'GET /top-partner-for-user (a visitor)', url: '/top-partner-for-user' },
  { name: 'GET /top-partner-for-user (a donor following 3 partners)', url: '/top-partner-for-user', headers: asDonor },
];
const runs = [];
try {
  for (const call of calls) {
    runs.push(
      await drive(call.name, { seconds, concurrency }, async () => {
        const res = await get(call.url, call.headers);
        await res.arrayBuffer();
        return res.ok;
      }),
    );
  }
} finally {
  server.kill('SIGTERM');
}
saveResults('partners.json', { when: new Date().toISOString(), partners, posts, reviews, projects, users, seconds, concurrency, runs });
