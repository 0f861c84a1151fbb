-- Partner accounts (issue #9): the organisation's website, registration or tax number and categories, and
-- a claim of tax-exempt status that an admin grants (tax_exempt_teller). The partner directory's listings
-- (GET /partners, /partners/new, /partners/with_large_projects) each read one of the indexes below.

ALTER TABLE users ADD COLUMN IF NOT EXISTS website text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS registration_number text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS partner_categories text[] NOT NULL DEFAULT '{}';
ALTER TABLE users ADD COLUMN IF NOT EXISTS tax_exempt_requested_at timestamptz;

-- Listed partners: is_partner, not banned, not hidden from feeds, not folded into another account.
CREATE INDEX IF NOT EXISTS users_partners_raised_idx ON users (amount_received_cents DESC, id DESC)
  WHERE is_partner AND banned_at IS NULL AND NOT hidden_from_feeds AND merged_into_id IS NULL;
CREATE INDEX IF NOT EXISTS users_partners_newest_idx ON users (created_at DESC, id DESC)
  WHERE is_partner AND banned_at IS NULL AND NOT hidden_from_feeds AND merged_into_id IS NULL;
CREATE INDEX IF NOT EXISTS users_partners_country_idx ON users (country_code, amount_received_cents DESC, id DESC)
  WHERE is_partner AND banned_at IS NULL AND NOT hidden_from_feeds AND merged_into_id IS NULL;
CREATE INDEX IF NOT EXISTS users_partners_categories_idx ON users USING gin (partner_categories)
  WHERE is_partner AND banned_at IS NULL AND NOT hidden_from_feeds AND merged_into_id IS NULL;
-- "Large" partners: an active project with a goal over 50000 cents (spec §9), found by owner.
CREATE INDEX IF NOT EXISTS projects_large_owner_idx ON projects (owner_id) WHERE status = 'active' AND goal_amount_cents > 50000;
