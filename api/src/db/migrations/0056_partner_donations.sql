-- The partner donations table (issue #10, docs/api-donations.md). Its default order (newest first) reads
-- gifts_recipient_idx (recipient_id, gift_at DESC, id DESC); ordering by amount reads this one, so a page of
-- either sort is an index range scan, however many gifts the partner has.
CREATE INDEX IF NOT EXISTS gifts_recipient_amount_idx ON gifts (recipient_id, amount_cents DESC, id DESC) WHERE status = 'succeeded';
