-- Email digests and one-click unsubscribe (issue #12, docs/api-notifications.md "Email digests").

-- Headers a message carries besides the usual ones (List-Unsubscribe, List-Unsubscribe-Post on news mail).
ALTER TABLE mail_outbox ADD COLUMN IF NOT EXISTS headers jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Keys the server signs with, made once by the first instance that needs one (shared by every instance).
CREATE TABLE IF NOT EXISTS signing_keys (
  name        text PRIMARY KEY,
  secret      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Each reader's digest: when the last one went out, the newest notification it covered, and the lease of
-- the instance sending the next one (claimed by a conditional upsert, so two instances never both send).
CREATE TABLE IF NOT EXISTS notification_digests (
  user_id        bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  last_sent_at   timestamptz,
  covered_until  timestamptz,
  claimed_until  timestamptz
);
