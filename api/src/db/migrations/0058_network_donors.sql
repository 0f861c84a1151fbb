-- A partner's network donors and its donor imports (issue #10, docs/api-donors.md).
--
-- donor_imports: one uploaded CSV. The file's SHA-256 is unique per partner among the imports that count
-- (running or done), so uploading the same file again, even twice at once, answers the first import and
-- changes nothing; an undone or failed import frees its file for a fresh upload.
CREATE TABLE IF NOT EXISTS donor_imports (
  id             bigserial PRIMARY KEY,
  partner_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_by_id  bigint REFERENCES users(id) ON DELETE SET NULL,
  file_name      text NOT NULL,
  file_sha256    text NOT NULL,
  mapping        jsonb NOT NULL,
  state          text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'done', 'failed', 'undone')),
  rows_read      integer NOT NULL DEFAULT 0,
  created_count  integer NOT NULL DEFAULT 0,
  duplicate_count integer NOT NULL DEFAULT 0,
  invalid_count  integer NOT NULL DEFAULT 0,
  error          text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  finished_at    timestamptz,
  undone_at      timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS donor_imports_file_key ON donor_imports (partner_id, file_sha256) WHERE state IN ('running', 'done');
CREATE INDEX IF NOT EXISTS donor_imports_partner_idx ON donor_imports (partner_id, id DESC);

-- The rows an import did not turn into donors: invalid cells and duplicates, for the downloadable report.
CREATE TABLE IF NOT EXISTS donor_import_errors (
  id           bigserial PRIMARY KEY,
  import_id    bigint NOT NULL REFERENCES donor_imports(id) ON DELETE CASCADE,
  row_number   integer NOT NULL,
  column_name  text NOT NULL,
  message      text NOT NULL
);
CREATE INDEX IF NOT EXISTS donor_import_errors_import_idx ON donor_import_errors (import_id, row_number, id);

-- Donors of a partner account: one per normalised (trimmed, lower-cased) email. `source` says how the donor
-- came: added by hand (add-donor-to-network), imported (import_id), or gave to one of the partner's projects.
-- Undoing an import deletes exactly the donors it created (import_id). Nobody here is emailed until the
-- partner invites them (invited_at).
CREATE TABLE IF NOT EXISTS network_donors (
  id                bigserial PRIMARY KEY,
  partner_id        bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  first_name        text NOT NULL,
  last_name         text NOT NULL,
  email             text NOT NULL,
  email_normalized  text NOT NULL,
  user_id           bigint REFERENCES users(id) ON DELETE SET NULL,
  source            text NOT NULL CHECK (source IN ('added', 'imported', 'gave')),
  import_id         bigint REFERENCES donor_imports(id) ON DELETE SET NULL,
  added_by_id       bigint REFERENCES users(id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  invited_at        timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS network_donors_email_key ON network_donors (partner_id, email_normalized);
CREATE INDEX IF NOT EXISTS network_donors_partner_idx ON network_donors (partner_id, id DESC);
CREATE INDEX IF NOT EXISTS network_donors_import_idx ON network_donors (import_id) WHERE import_id IS NOT NULL;
