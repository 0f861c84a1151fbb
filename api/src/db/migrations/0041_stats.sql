-- Statistics (issue #11, docs/api.md "Stats"): a daily rollup of the succeeded gifts per project, kept in step
-- with the ledger by triggers on gifts, as the ledger's own journals are (0005): whoever writes a gift (the
-- giving service, monthly renewals, the demo seed), the gift's UTC day gains its figures in the same
-- transaction when it succeeds, and loses them again if it leaves 'succeeded' (a refund). The stats calls read
-- this table instead of scanning gifts; docs/performance.md has the figures on 1M gifts.
CREATE TABLE stats_gift_days (
  day                   date   NOT NULL,
  project_id            bigint NOT NULL REFERENCES projects(id),
  recipient_id          bigint NOT NULL REFERENCES users(id),
  gifts                 bigint NOT NULL DEFAULT 0,
  amount_cents          bigint NOT NULL DEFAULT 0,
  monthly_gifts         bigint NOT NULL DEFAULT 0,
  monthly_amount_cents  bigint NOT NULL DEFAULT 0,
  tip_cents             bigint NOT NULL DEFAULT 0,
  platform_fee_cents    bigint NOT NULL DEFAULT 0,
  stripe_fee_cents      bigint NOT NULL DEFAULT 0,
  processor_fee_cents   bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, project_id, recipient_id)
);
CREATE INDEX stats_gift_days_recipient_idx ON stats_gift_days (recipient_id, day);
CREATE INDEX stats_gift_days_project_idx ON stats_gift_days (project_id, day);

CREATE FUNCTION stats_gift_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g gifts;
  s integer;
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status = 'succeeded' THEN
    g := NEW; s := 1;
  ELSE
    g := OLD; s := -1;
  END IF;
  INSERT INTO stats_gift_days AS d (day, project_id, recipient_id, gifts, amount_cents, monthly_gifts, monthly_amount_cents,
                                    tip_cents, platform_fee_cents, stripe_fee_cents, processor_fee_cents)
  VALUES ((g.gift_at AT TIME ZONE 'UTC')::date, g.project_id, g.recipient_id, s, s * g.amount_cents,
          CASE WHEN g.monthly_gift THEN s ELSE 0 END, CASE WHEN g.monthly_gift THEN s * g.amount_cents ELSE 0 END,
          s * g.tip_cents, s * g.platform_fee_cents, s * g.stripe_fee_cents, s * g.processor_fee_cents)
  ON CONFLICT (day, project_id, recipient_id) DO UPDATE SET
    gifts = d.gifts + EXCLUDED.gifts,
    amount_cents = d.amount_cents + EXCLUDED.amount_cents,
    monthly_gifts = d.monthly_gifts + EXCLUDED.monthly_gifts,
    monthly_amount_cents = d.monthly_amount_cents + EXCLUDED.monthly_amount_cents,
    tip_cents = d.tip_cents + EXCLUDED.tip_cents,
    platform_fee_cents = d.platform_fee_cents + EXCLUDED.platform_fee_cents,
    stripe_fee_cents = d.stripe_fee_cents + EXCLUDED.stripe_fee_cents,
    processor_fee_cents = d.processor_fee_cents + EXCLUDED.processor_fee_cents;
  RETURN NULL;
END $$;
CREATE TRIGGER gifts_stats_insert AFTER INSERT ON gifts
  FOR EACH ROW WHEN (NEW.status = 'succeeded') EXECUTE FUNCTION stats_gift_days_apply();
CREATE TRIGGER gifts_stats_status AFTER UPDATE OF status ON gifts
  FOR EACH ROW WHEN ((OLD.status = 'succeeded') <> (NEW.status = 'succeeded')) EXECUTE FUNCTION stats_gift_days_apply();

-- Gifts already recorded.
INSERT INTO stats_gift_days (day, project_id, recipient_id, gifts, amount_cents, monthly_gifts, monthly_amount_cents,
                             tip_cents, platform_fee_cents, stripe_fee_cents, processor_fee_cents)
  SELECT (gift_at AT TIME ZONE 'UTC')::date, project_id, recipient_id, count(*), sum(amount_cents),
         count(*) FILTER (WHERE monthly_gift), coalesce(sum(amount_cents) FILTER (WHERE monthly_gift), 0),
         sum(tip_cents), sum(platform_fee_cents), sum(stripe_fee_cents), sum(processor_fee_cents)
  FROM gifts WHERE status = 'succeeded'
  GROUP BY 1, 2, 3;

-- Donors' statistics (new against returning, top donors, cohorts) and the gifts export read succeeded gifts by
-- time; the ledger's posting time for /office.
CREATE INDEX gifts_succeeded_at_idx ON gifts (gift_at, id) WHERE status = 'succeeded';
CREATE INDEX ledger_entries_created_idx ON ledger_entries (created_at);
