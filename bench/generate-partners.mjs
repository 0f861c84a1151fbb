// Bench partners (issue #9), in SQL: makes the first `partners` bench users partners (a country and one or two
// categories each), tops community posts up to `posts` (half of them on the "busy" partners, one in a hundred),
// spreads `reviews` over the partners (the busiest has 1,000: its page reads the newest 399 and averages all),
// and gives every partner a small public team (teammates), the busiest 20 members. Idempotent: tops up.
export async function generatePartners(handle, { target, partners, posts, reviews }) {
  const started = Date.now();
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
  const { n } = await one('SELECT count(*)::int AS n FROM bench_partners');
  const { have } = await one("SELECT count(*)::int AS have FROM community_posts WHERE message LIKE 'bench:%'");
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
    console.log(`${target}: posts ${to.toLocaleString()} / ${posts.toLocaleString()}`);
  }
  const busy = await one(
    "SELECT profile_id AS id, count(*)::int AS n FROM community_posts WHERE message LIKE 'bench:%' GROUP BY profile_id ORDER BY n DESC, profile_id LIMIT 1",
  );
  // Reviews: 1,000 on the busiest partner, the rest spread over every partner (one per author and partner).
  await handle.exec(`
    CREATE TEMP TABLE bench_authors AS
      SELECT row_number() OVER (ORDER BY id) AS rn, id FROM users WHERE email LIKE 'bench-%' AND NOT is_partner;
    CREATE INDEX ON bench_authors (rn);
    INSERT INTO reviews (partner_id, author_id, rating, review, created_at, updated_at)
    SELECT ${busy.id}, a.id, 1 + a.rn % 5, 'bench review ' || a.rn, now() - (a.rn || ' seconds')::interval, now()
    FROM bench_authors a WHERE a.rn <= 1000
    ON CONFLICT (partner_id, author_id) DO NOTHING;
    INSERT INTO reviews (partner_id, author_id, rating, review, created_at, updated_at)
    SELECT p.id, a.id, 1 + g % 5, 'bench review ' || g, now() - (g || ' minutes')::interval, now()
    FROM generate_series(1::bigint, ${Math.max(0, reviews - 1000)}) AS g
    JOIN bench_partners p ON p.rn = 1 + (g * 7919) % ${n}
    JOIN bench_authors a ON a.rn = 1 + (g * 104729) % (SELECT count(*) FROM bench_authors)
    ON CONFLICT (partner_id, author_id) DO NOTHING;
    DROP TABLE bench_authors;`);
  // Teams: three members per partner, twenty on the busiest (its our_team page).
  await handle.exec(`
    INSERT INTO teammates (partner_id, name, title, bio, position)
    SELECT p.id, 'Bench member ' || k, 'Title ' || k, 'A bench team member.', k - 1
    FROM bench_partners p CROSS JOIN generate_series(1, 3) AS k
    WHERE NOT EXISTS (SELECT 1 FROM teammates t WHERE t.partner_id = p.id);
    INSERT INTO teammates (partner_id, name, title, bio, position)
    SELECT ${busy.id}, 'Bench member ' || k, 'Title ' || k, 'A bench team member.', k - 1
    FROM generate_series(4, 20) AS k
    WHERE (SELECT count(*) FROM teammates WHERE partner_id = ${busy.id}) < 20;
    DROP TABLE bench_partners;`);
  for (const table of ['users', 'community_posts', 'reviews', 'teammates']) await handle.exec(`VACUUM ANALYZE ${table}`);
  const counts = await one(`SELECT (SELECT count(*)::int FROM users WHERE is_partner AND email LIKE 'bench-%') AS partners,
    (SELECT count(*)::int FROM community_posts WHERE message LIKE 'bench:%') AS posts,
    (SELECT count(*)::int FROM reviews WHERE review LIKE 'bench review %') AS reviews`);
  console.log(
    `${target}: ${counts.partners.toLocaleString()} partners, ${counts.posts.toLocaleString()} posts, ` +
      `${counts.reviews.toLocaleString()} reviews ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return busy;
}
