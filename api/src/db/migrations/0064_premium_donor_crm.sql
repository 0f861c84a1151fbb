-- Issue #10's remaining premium and donor-CRM pieces (docs/api-donors.md, docs/api-premium.md).
--
-- 1. Donors who gave: `network_donors.gave_at` is when the donor first gave to one of the partner's projects
--    (a named, not anonymous, not guest gift; the gift.recorded listener `donors.add-gave-donor` keeps it). A
--    donor added by hand or imported who later gives keeps its row and source and gets `gave_at` (and its
--    account). The backfill below adds the donors of the gifts made before this migration, once.
ALTER TABLE network_donors ADD COLUMN IF NOT EXISTS gave_at timestamptz;

INSERT INTO network_donors (partner_id, first_name, last_name, email, email_normalized, user_id, source, created_at, gave_at)
SELECT DISTINCT ON (g.recipient_id, lower(btrim(d.email)))
       g.recipient_id, d.first_name, d.last_name, btrim(d.email), lower(btrim(d.email)), d.id, 'gave', g.gift_at, g.gift_at
FROM gifts g
JOIN users d ON d.id = g.donor_id
JOIN users r ON r.id = g.recipient_id
WHERE g.status = 'succeeded' AND NOT g.anonymous AND r.is_partner AND d.id <> r.id
  AND d.email IS NOT NULL AND btrim(d.email) <> '' AND NOT d.is_anonymous AND NOT d.guest_user AND d.merged_into_id IS NULL
ORDER BY g.recipient_id, lower(btrim(d.email)), g.gift_at, g.id
ON CONFLICT (partner_id, email_normalized) DO UPDATE
  SET user_id = coalesce(network_donors.user_id, EXCLUDED.user_id),
      gave_at = least(network_donors.gave_at, EXCLUDED.gave_at);

-- 2. A running import holds a lease, renewed after every batch; an import whose lease ran out (its server
--    crashed) is failed on the next upload, stats read, or run of the periodic job `donor-import-leases`, so
--    its file can be uploaded again and what it wrote can be undone.
ALTER TABLE donor_imports ADD COLUMN IF NOT EXISTS lease_until timestamptz;
UPDATE donor_imports SET lease_until = created_at WHERE state = 'running' AND lease_until IS NULL;
CREATE INDEX IF NOT EXISTS donor_imports_running_idx ON donor_imports (lease_until) WHERE state = 'running';

-- 3. A premium partner's own thank-you text, sent in the thank-you mail to the donors of its projects while the
--    account is premium (isPremiumPartner); kept but ignored once premium ends.
CREATE TABLE IF NOT EXISTS partner_thank_you_messages (
  partner_id  bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  message     text NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
