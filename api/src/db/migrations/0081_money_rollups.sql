-- The money reports on 1M gifts (issue #11, docs/api-stats.md "Where the figures come from", docs/decisions.md
-- "Statistics and reports"). stats_gift_days (0041) keeps a row per day, project and recipient: on the bench data
-- as many rows as gifts, so a year's platform figures summed ~330k rows, and /office summed ~1.8M ledger entries.
-- Three rollups, kept in the writer's transaction by triggers like stats_gift_days and the ledger's journals:
--   stats_platform_days   the succeeded gifts' sums per UTC day (overview, /stats/gifts)
--   stats_recipient_days  their count and amount per recipient and day (/stats/partners)
--   ledger_day_balances   the ledger's sums per UTC day of posting, by account as /office groups them
-- Every gift would update the same platform-wide row of its day (and of each platform account) and hold its lock
-- until commit, so those rows are sharded: a gift's rows are those of shard gift_id % 16 (consecutive gifts
-- never queue on each other), a journal without a gift (premium payments, gift card loads and cancellations)
-- writes shards 16 to 31 by a hash of its name. Readers sum the shards. The per-recipient row needs no shard:
-- a gift already updates its recipient's account row (amount_received_cents) in the same transaction.

-- No gift or ledger line is written while the rollups are built: the backfill below sees every committed one
-- and the triggers every later one.
LOCK TABLE gifts, ledger_entries IN SHARE ROW EXCLUSIVE MODE;

-- The shard of a gift's rows, or of a journal's without a gift.
CREATE FUNCTION rollup_shard(gift_id bigint, journal text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(gift_id % 16, 16 + (hashtext(journal) & 15))::smallint
$$;

-- An account as /office groups it: platform:* and processor:* each apart, the others by kind (project:12 is
-- project, donor_card:7 is donor_card).
CREATE FUNCTION ledger_rollup_account(account text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN account LIKE 'platform:%' OR account LIKE 'processor:%' THEN account ELSE split_part(account, ':', 1) END
$$;

CREATE TABLE stats_platform_days (
  day                   date     NOT NULL,
  shard                 smallint NOT NULL,
  gifts                 bigint   NOT NULL DEFAULT 0,
  amount_cents          bigint   NOT NULL DEFAULT 0,
  monthly_gifts         bigint   NOT NULL DEFAULT 0,
  monthly_amount_cents  bigint   NOT NULL DEFAULT 0,
  tip_cents             bigint   NOT NULL DEFAULT 0,
  platform_fee_cents    bigint   NOT NULL DEFAULT 0,
  stripe_fee_cents      bigint   NOT NULL DEFAULT 0,
  processor_fee_cents   bigint   NOT NULL DEFAULT 0,
  PRIMARY KEY (day, shard)
);

CREATE TABLE stats_recipient_days (
  recipient_id  bigint NOT NULL REFERENCES users(id),
  day           date   NOT NULL,
  gifts         bigint NOT NULL DEFAULT 0,
  amount_cents  bigint NOT NULL DEFAULT 0,
  -- The partners report reads a partner's days from the key alone (an index-only scan).
  PRIMARY KEY (recipient_id, day) INCLUDE (gifts, amount_cents)
);

CREATE TABLE ledger_day_balances (
  day           date     NOT NULL,
  shard         smallint NOT NULL,
  account       text     NOT NULL,
  amount_cents  bigint   NOT NULL,
  PRIMARY KEY (day, shard, account)
);

-- A gift joining (s = 1) or leaving (s = -1) the succeeded gifts: the platform's day and the recipient's.
CREATE FUNCTION stats_gift_totals_add(g gifts, s integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_platform_days AS d (day, shard, gifts, amount_cents, monthly_gifts, monthly_amount_cents,
                                        tip_cents, platform_fee_cents, stripe_fee_cents, processor_fee_cents)
  VALUES ((g.gift_at AT TIME ZONE 'UTC')::date, rollup_shard(g.id, NULL), s, s * g.amount_cents,
          CASE WHEN g.monthly_gift THEN s ELSE 0 END, CASE WHEN g.monthly_gift THEN s * g.amount_cents ELSE 0 END,
          s * g.tip_cents, s * g.platform_fee_cents, s * g.stripe_fee_cents, s * g.processor_fee_cents)
  ON CONFLICT (day, shard) DO UPDATE SET
    gifts = d.gifts + EXCLUDED.gifts,
    amount_cents = d.amount_cents + EXCLUDED.amount_cents,
    monthly_gifts = d.monthly_gifts + EXCLUDED.monthly_gifts,
    monthly_amount_cents = d.monthly_amount_cents + EXCLUDED.monthly_amount_cents,
    tip_cents = d.tip_cents + EXCLUDED.tip_cents,
    platform_fee_cents = d.platform_fee_cents + EXCLUDED.platform_fee_cents,
    stripe_fee_cents = d.stripe_fee_cents + EXCLUDED.stripe_fee_cents,
    processor_fee_cents = d.processor_fee_cents + EXCLUDED.processor_fee_cents;
  PERFORM stats_recipient_days_add(g, s);
END $$;

CREATE FUNCTION stats_recipient_days_add(g gifts, s integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stats_recipient_days AS d (recipient_id, day, gifts, amount_cents)
  VALUES (g.recipient_id, (g.gift_at AT TIME ZONE 'UTC')::date, s, s * g.amount_cents)
  ON CONFLICT (recipient_id, day) DO UPDATE SET
    gifts = d.gifts + EXCLUDED.gifts,
    amount_cents = d.amount_cents + EXCLUDED.amount_cents;
END $$;

-- The status triggers of 0041 (a gift succeeds, or leaves succeeded): every rollup of the gift.
CREATE OR REPLACE FUNCTION stats_gift_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status = 'succeeded' THEN
    PERFORM stats_gift_days_add(NEW, 1);
    PERFORM stats_gift_totals_add(NEW, 1);
  ELSE
    PERFORM stats_gift_days_add(OLD, -1);
    PERFORM stats_gift_totals_add(OLD, -1);
  END IF;
  RETURN NULL;
END $$;

-- A conversion (0046) moves the gift between two projects of its recipient: the platform's day does not
-- change. The two project rows are updated in project order, so two conversions crossing between the same
-- projects cannot deadlock; a recipient row moves only if the recipient changed (a conversion keeps it).
CREATE OR REPLACE FUNCTION stats_gift_days_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.project_id < NEW.project_id THEN
    PERFORM stats_gift_days_add(OLD, -1);
    PERFORM stats_gift_days_add(NEW, 1);
  ELSE
    PERFORM stats_gift_days_add(NEW, 1);
    PERFORM stats_gift_days_add(OLD, -1);
  END IF;
  IF OLD.recipient_id <> NEW.recipient_id THEN
    PERFORM stats_recipient_days_add(OLD, -1);
    PERFORM stats_recipient_days_add(NEW, 1);
  END IF;
  RETURN NULL;
END $$;

-- Ledger entries are append-only (0005 refuses UPDATE and DELETE; this migration refuses TRUNCATE too, which
-- would empty the ledger under its rollup), so a rollup of inserts is the whole truth. One upsert per
-- statement (a journal is one INSERT), its rows grouped and taken in key order, so two journals posted at
-- once lock their common rows in the same order; a group summing to zero (a conversion's project lines) writes
-- nothing.
CREATE FUNCTION ledger_day_balances_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_day_balances AS b (day, shard, account, amount_cents)
  SELECT (created_at AT TIME ZONE 'UTC')::date, rollup_shard(gift_id, journal), ledger_rollup_account(account), sum(amount_cents)
  FROM new_entries GROUP BY 1, 2, 3 HAVING sum(amount_cents) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (day, shard, account) DO UPDATE SET amount_cents = b.amount_cents + EXCLUDED.amount_cents;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_days AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION ledger_day_balances_add();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();

-- What is already recorded.
INSERT INTO stats_platform_days (day, shard, gifts, amount_cents, monthly_gifts, monthly_amount_cents,
                                 tip_cents, platform_fee_cents, stripe_fee_cents, processor_fee_cents)
  SELECT (gift_at AT TIME ZONE 'UTC')::date, rollup_shard(id, NULL), count(*), sum(amount_cents),
         count(*) FILTER (WHERE monthly_gift), coalesce(sum(amount_cents) FILTER (WHERE monthly_gift), 0),
         sum(tip_cents), sum(platform_fee_cents), sum(stripe_fee_cents), sum(processor_fee_cents)
  FROM gifts WHERE status = 'succeeded'
  GROUP BY 1, 2;
INSERT INTO stats_recipient_days (recipient_id, day, gifts, amount_cents)
  SELECT recipient_id, (gift_at AT TIME ZONE 'UTC')::date, count(*), sum(amount_cents)
  FROM gifts WHERE status = 'succeeded'
  GROUP BY 1, 2;
INSERT INTO ledger_day_balances (day, shard, account, amount_cents)
  SELECT (created_at AT TIME ZONE 'UTC')::date, rollup_shard(gift_id, journal), ledger_rollup_account(account), sum(amount_cents)
  FROM ledger_entries
  GROUP BY 1, 2, 3 HAVING sum(amount_cents) <> 0;

-- /stats/partners lists the partners not banned (~500 of 100k accounts on the bench data) and reads each one's days
-- from stats_recipient_days, so stats_gift_days is no longer read by recipient: its recipient index goes (one index
-- fewer for every gift to write; accounts are never deleted, merged instead). It is read by project for /stats/staff-picks
-- (each pick, and each project that is not an "other active project"), from the index alone.
CREATE INDEX users_partners_all_idx ON users (id) WHERE is_partner AND banned_at IS NULL;
DROP INDEX stats_gift_days_recipient_idx;
DROP INDEX stats_gift_days_project_idx;
CREATE INDEX stats_gift_days_project_idx ON stats_gift_days (project_id, day) INCLUDE (amount_cents);
-- /stats/staff-picks: the current picks in their order, and the projects that are not "other active
-- projects" (a pick, or not active), whose part of the range's money is taken off the platform's.
CREATE INDEX projects_active_picks_idx ON projects (is_force_staff_pick DESC, staff_picked_at DESC, id DESC)
  WHERE is_staff_pick AND status = 'active';
CREATE INDEX projects_not_others_idx ON projects (id) WHERE is_staff_pick OR status <> 'active';
-- Its series: the picks made in the range (a scan of every project before).
CREATE INDEX projects_staff_picked_idx ON projects (staff_picked_at) WHERE staff_picked_at IS NOT NULL;
