-- The partner donations table (issue #10, docs/api-donations.md) on a partner with a large share of the gifts.
-- 0005's gifts_recipient_idx and 0021's gifts_recipient_time_idx were the same index under two names (every gift
-- wrote both). One index replaces them, carrying the columns the table filters on (amount, one-time or
-- monthly, project), so a filtered page's count is an index-only scan: on the bench partner with 200k gifts,
-- "one year, one-time, $20 to $100" read 22k heap pages (130 ms) to count 23.7k gifts.
DROP INDEX IF EXISTS gifts_recipient_time_idx;
DROP INDEX IF EXISTS gifts_recipient_idx;
CREATE INDEX gifts_recipient_idx ON gifts (recipient_id, gift_at DESC, id DESC)
  INCLUDE (amount_cents, monthly_gift, project_id) WHERE status = 'succeeded';
