-- Rate limits without a hot row (#14): one INSERT per accepted hit, counted over the rule's window, instead of
-- one counter row per key that every hit of one address updated (and so waited on). Hits expire on their
-- own; the limiter deletes expired ones now and then. The fixed-window counters are dropped (only counts
-- of at most an hour live in them).
CREATE TABLE rate_limit_hits (
  key         text NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_key ON rate_limit_hits (key, expires_at);
CREATE INDEX rate_limit_hits_expires ON rate_limit_hits (expires_at);

DROP TABLE rate_limits;
