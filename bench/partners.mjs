// The partner directory and the profile feed on PostgreSQL (issue #9: 10k partners, 200k community posts, p95 < 50 ms
// at 4 in flight). Generates bench users (generate-data.mjs), makes the first --partners of them partners (a country
// and one or two categories each), tops community posts up to --posts (one partner in a hundred is "busy" with ten
// times the share), then drives through the HTTP API: the three listings, a category and a country filter, a deep
// directory page, a busy partner's feed (first page, a keyset page after its cursor, community posts only) and its
// reviews (user-reviews: 1,000 of them, the newest 399 read).
//   node bench/partners.mjs [--partners 10000] [--posts 200000] [--users 100000] [--seconds 10] [--concurrency 4]
// Check it on a tiny set first: DATABASE_URL=postgres://.../storyfund_bench_tiny node bench/partners.mjs
//   --partners 50 --posts 2000 --users 200 --seconds 1 --concurrency 2
import { arg, drive, importApi, prepareTarget, saveResults, startServer } from './lib.mjs';
import { generate } from './generate-data.mjs';

const partners = Number(arg('partners', 10_000));
const posts = Number(arg('posts', 200_000));
const users = Number(arg('users', Math.max(100_000, partners * 2)));
const seconds = Number(arg('seconds', 10));
const concurrency = Number(arg('concurrency', 4));

const { env } = await prepareTarget('postgres');
await generate({ target: 'postgres', users, env });

const { openDatabase } = await importApi();
const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: 'memory://', queryTimeoutMs: 0 });
const one = async (query) => (await handle.rawTransaction((raw) => raw.query(query)))[0];
await handle.exec(`
  CREATE TABLE IF NOT EXISTS bench_partners AS
    SELECT row_number() OVER (ORDER BY id) AS rn, id FROM users WHERE email LIKE 'bench-%' ORDER BY id LIMIT ${partners};
  CREATE INDEX IF NOT EXISTS bench_partners_rn ON bench_partners (rn);
  UPDATE users u SET is_partner = true,
    organization_name = 'Bench partner ' || b.rn,
    show_organization_name = true,
    country_code = (ARRAY['KE','UG','US','GB','PE','IN','NG','GT'])[1 + b.rn % 8],
    partner_categories = ARRAY[(ARRAY['Water','Medical','Children','Education','Shelter','Women'])[1 + b.rn % 6]]
      || CASE WHEN b.rn % 3 = 0 THEN ARRAY['Nutrition'] ELSE ARRAY[]::text[] END,
    amount_received_cents = (b.rn * 7919) % 5000000
  FROM bench_partners b WHERE u.id = b.id AND NOT u.is_partner;`);
const { have } = await one("SELECT count(*)::int AS have FROM community_posts WHERE message LIKE 'bench:%'");
const { n } = await one('SELECT count(*)::int AS n FROM bench_partners');
const batch = 100_000;
for (let from = have + 1; from <= posts; from += batch) {
  const to = Math.min(posts, from + batch - 1);
  // Half the posts go to the busy partners (rn % 100 = 1), the rest spread over every partner.
  await handle.exec(`
    INSERT INTO community_posts (profile_id, author_id, message, comments_count, likes_count, created_at, updated_at)
    SELECT p.id, p.id, 'bench:' || g, g % 4, g % 9, now() - ((${posts}::int8 - g) || ' seconds')::interval, now()
    FROM generate_series(${from}::int8, ${to}::int8) AS g
    JOIN bench_partners p ON p.rn = CASE WHEN g % 2 = 0 THEN 1 + ((g * 7919) % greatest(1, ${n} / 100)) * 100
                                         ELSE 1 + (g * 104729) % ${n} END;`);
  console.log(`posts ${to.toLocaleString()} / ${posts.toLocaleString()}`);
}
await handle.exec('DROP TABLE bench_partners');
await handle.exec('VACUUM ANALYZE users');
await handle.exec('VACUUM ANALYZE community_posts');
const busy = await one(
  "SELECT profile_id AS id, count(*)::int AS n FROM community_posts WHERE message LIKE 'bench:%' GROUP BY profile_id ORDER BY n DESC LIMIT 1",
);
// Reviews: the busy partner has 1,000 (its page reads the newest 399 and averages all of them), by bench users.
await handle.exec(`
  INSERT INTO reviews (partner_id, author_id, rating, review, created_at, updated_at)
  SELECT ${busy.id}, u.id, 1 + u.id % 5, 'bench review ' || u.id, now() - (u.id || ' seconds')::interval, now()
  FROM (SELECT id FROM users WHERE email LIKE 'bench-%' AND id <> ${busy.id} ORDER BY id DESC LIMIT 1000) u
  ON CONFLICT (partner_id, author_id) DO NOTHING;`);
await handle.exec('VACUUM ANALYZE reviews');
await handle.close();

const port = 18_610;
const server = await startServer(env, port);
const base = `http://127.0.0.1:${port}/api`;
const get = (url) => fetch(`${base}${url}`);
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
];
const runs = [];
try {
  for (const call of calls) {
    runs.push(
      await drive(call.name, { seconds, concurrency }, async () => {
        const res = await get(call.url);
        await res.arrayBuffer();
        return res.ok;
      }),
    );
  }
} finally {
  server.kill('SIGTERM');
}
saveResults('partners.json', { when: new Date().toISOString(), partners, posts, users, seconds, concurrency, runs });
