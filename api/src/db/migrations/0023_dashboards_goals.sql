-- Dashboards and giving goals (issue #9): a partner's dashboard snapshot (recomputed by POST …/refresh or when
-- older than an hour) and each account's yearly goal: a partner's fundraising goal, a donor's giving goal.

CREATE TABLE IF NOT EXISTS partner_dashboard_snapshots (
  partner_id   bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  stats        jsonb NOT NULL,
  computed_at  timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS giving_goals (
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('fundraising', 'giving')),
  year        integer NOT NULL,
  goal_cents  bigint NOT NULL CHECK (goal_cents > 0),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, year)
);

-- A partner's gifts by project (top projects) and by donor (new or returning) this year.
CREATE INDEX IF NOT EXISTS gifts_recipient_donor_idx ON gifts (recipient_id, donor_id, gift_at) WHERE status = 'succeeded';
-- Live monthly gifts by project (monthly recurring revenue).
CREATE INDEX IF NOT EXISTS subscriptions_project_live_idx ON subscriptions (project_id) WHERE status IN ('active', 'past_due');
