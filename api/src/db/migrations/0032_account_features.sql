-- Feature flags (spec §6, issue #10, docs/api-features.md): what an admin set for one account. A null column
-- means "the default for the account's kind" (shared/src/features.ts); the AI helper is always on, so it has no
-- column. No row at all means every flag is its default.
CREATE TABLE IF NOT EXISTS account_features (
  user_id                  bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  partner_donations_table  boolean,
  dashboard                boolean,
  team_management          boolean,
  edit_role                boolean,
  updated_by_id            bigint REFERENCES users(id) ON DELETE SET NULL,
  updated_at               timestamptz NOT NULL DEFAULT now()
);
