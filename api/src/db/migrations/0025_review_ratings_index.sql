-- A partner's rating (its reviews' count and average, without banned authors) read from one index (issue #9's
-- bench: the join to every author's row made PostgreSQL scan all reviews, 25 ms on 100k reviews).
-- reviews_partner_idx now also carries author_id, so the average is an index-only scan of the partner's range,
-- and the few banned accounts are found through a small partial index.
DROP INDEX IF EXISTS reviews_partner_idx;
CREATE INDEX IF NOT EXISTS reviews_partner_idx ON reviews (partner_id, created_at DESC, id DESC) INCLUDE (rating, author_id);
CREATE INDEX IF NOT EXISTS users_banned_idx ON users (id) WHERE banned_at IS NOT NULL;
