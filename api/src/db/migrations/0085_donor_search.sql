-- The partner donations table's donor search (issue #10, docs/api-donations.md "Search") on a partner with a large
-- share of the gifts. The search is a substring match (ILIKE '%q%') on the donor's name, email and shown
-- organisation name, which no b-tree serves: every search read the whole users table (100k rows, 90 ms on
-- the bench) and then looked up the partner's gifts one donor at a time. A trigram index finds the matching
-- accounts from the index (pg_trgm, a contrib extension PostgreSQL ships and PGlite bundles), and the
-- partner's (recipient, donor) index carries `anonymous`, so the matches join the partner's gifts without
-- reading them: the count of a search matching 10% of all accounts, on a partner with 200k gifts, 230 -> 42 ms.
-- pg_trgm is a trusted extension: the database's owner may create it. It lives in `public` (the test suites
-- confine each run to a schema of its own, and an extension belongs to the whole database).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE INDEX users_search_trgm_idx ON users USING gin (
  (first_name || ' ' || last_name) public.gin_trgm_ops,
  email public.gin_trgm_ops,
  organization_name public.gin_trgm_ops
);

-- 0023 meant this index to carry gift_at too (for the dashboard's donors by period), but its CREATE INDEX IF NOT
-- EXISTS met 0002's index of the same name and did nothing; this one is what both meant.
DROP INDEX IF EXISTS gifts_recipient_donor_idx;
CREATE INDEX gifts_recipient_donor_idx ON gifts (recipient_id, donor_id, gift_at) INCLUDE (anonymous) WHERE status = 'succeeded';
