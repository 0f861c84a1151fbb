-- Rows that every gift to one partner shares are written at commit (issue #14, "the gift write";
-- docs/decisions.md, "The gift write"). Profiled with pg_stat_statements on the replay bench, 23 ms of a gift's
-- ~30 ms in PostgreSQL was INSERT INTO gifts waiting for its recipient's stats_recipient_days row, and 5 ms its
-- project's stats_gift_days row: the rollup triggers of 0041, 0046 and 0081 updated them at the insert and
-- held them locked across the request's remaining round trips, so every gift to one partner queued behind the
-- one before. The account totals (amount_given_cents, amount_received_cents), written by the service in the
-- same transaction, queued the same way on the recipient's users row.
--
-- As deferred constraint triggers they run the same functions with the row as it was at the event (the WHEN
-- conditions are judged then too), so the figures are the same; they run when the transaction commits, holding
-- the shared rows for that moment only. A deferred trigger of one event fires in name order: the stats rows
-- (gifts_stats_*) before the account rows (gifts_user_totals_*), in every transaction.

DROP TRIGGER gifts_stats_insert ON gifts;
DROP TRIGGER gifts_stats_status ON gifts;
DROP TRIGGER gifts_stats_project ON gifts;

CREATE CONSTRAINT TRIGGER gifts_stats_insert AFTER INSERT ON gifts
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.status = 'succeeded') EXECUTE FUNCTION stats_gift_days_apply();
CREATE CONSTRAINT TRIGGER gifts_stats_status AFTER UPDATE OF status ON gifts
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN ((OLD.status = 'succeeded') <> (NEW.status = 'succeeded')) EXECUTE FUNCTION stats_gift_days_apply();
CREATE CONSTRAINT TRIGGER gifts_stats_project AFTER UPDATE OF project_id ON gifts
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.project_id <> NEW.project_id AND OLD.status = 'succeeded' AND NEW.status = 'succeeded')
  EXECUTE FUNCTION stats_gift_days_move();

-- What an account gave and received follows its succeeded gifts, whoever writes them: a gift (+), a refund (-),
-- a guest's gifts moving to the account that claimed it (- then +), a deleted gift (-). The service no longer
-- writes these columns. Both rows are locked in id order, so two transactions touching the same two accounts
-- cannot deadlock; an account whose change sums to zero (a gift's donor and recipient moving together) is
-- not written.
CREATE FUNCTION user_amount_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids      bigint[] := '{}';
  given    bigint[] := '{}';
  received bigint[] := '{}';
  c record;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'succeeded' THEN
    ids := ids || ARRAY[OLD.donor_id, OLD.recipient_id]::bigint[];
    given := given || ARRAY[-OLD.amount_cents, 0]::bigint[];
    received := received || ARRAY[0, -OLD.amount_cents]::bigint[];
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'succeeded' THEN
    ids := ids || ARRAY[NEW.donor_id, NEW.recipient_id]::bigint[];
    given := given || ARRAY[NEW.amount_cents, 0]::bigint[];
    received := received || ARRAY[0, NEW.amount_cents]::bigint[];
  END IF;
  FOR c IN
    SELECT t.id, sum(t.given)::bigint AS given, sum(t.received)::bigint AS received
      FROM unnest(ids, given, received) AS t(id, given, received)
     GROUP BY t.id HAVING sum(t.given) <> 0 OR sum(t.received) <> 0
     ORDER BY t.id
  LOOP
    UPDATE users SET amount_given_cents = amount_given_cents + c.given,
                     amount_received_cents = amount_received_cents + c.received
     WHERE id = c.id;
  END LOOP;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER gifts_user_totals_insert AFTER INSERT ON gifts
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.status = 'succeeded') EXECUTE FUNCTION user_amount_totals_apply();
CREATE CONSTRAINT TRIGGER gifts_user_totals_update AFTER UPDATE OF status, donor_id, recipient_id, amount_cents ON gifts
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN ((OLD.status = 'succeeded' OR NEW.status = 'succeeded')
                     AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.donor_id <> NEW.donor_id
                          OR OLD.recipient_id <> NEW.recipient_id OR OLD.amount_cents <> NEW.amount_cents))
  EXECUTE FUNCTION user_amount_totals_apply();
CREATE CONSTRAINT TRIGGER gifts_user_totals_delete AFTER DELETE ON gifts
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.status = 'succeeded') EXECUTE FUNCTION user_amount_totals_apply();
