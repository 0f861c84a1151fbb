-- White-label partner networks and branding (issue #10, docs/api-networks.md).
--
-- A network is a partner account; its members point at it with users.partner_network_id (migration 0001,
-- whose users_partner_network_idx finds them for the network page).
--
-- Branding of a partner account: a logo (an uploaded image) and a primary colour (#rrggbb, dark enough for
-- white text at WCAG AA: shared/src/validation/branding.ts, checked by the API). Shown on the account's pages
-- while it is a white-labelled network or a premium partner.
ALTER TABLE users
  ADD COLUMN brand_logo_url text,
  ADD COLUMN brand_color text CHECK (brand_color IS NULL OR brand_color ~ '^#[0-9a-f]{6}$');
