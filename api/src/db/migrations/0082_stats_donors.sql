-- Donor statistics (issue #11, docs/api-stats.md "Donor figures"): exact distinct-donor counts, new against
-- returning, top donors, retention cohorts and sign-up activation, answered in O(days) or from one row per
-- donor instead of scanning the gifts of a range. Kept by triggers on gifts in the gift's own transaction, like
-- the money rollup (0041), whoever writes a gift (the giving service, renewals, refunds, guest merges, the seed).
--
-- The idea (docs/decisions.md "Donor statistics"): per donor and UTC day a pair (donor, day). For a pair let prev
-- be the donor's previous gift day (none for its first). The donors of a range [a, b] are the pairs in it with
-- prev < a: each donor counts once, at its first day in the range. So per day we keep how many pairs are first
-- gifts ever (firsts) and h[x + 1] = how many other pairs have a gap day - prev greater than x; then
--   donors(a, b) = sum over the days d in [a, b] of firsts + h[d - a + 1]     (one row per day)
--   new donors(a, b) = sum of firsts.
-- Adding a pair changes its own gap and its next pair's; removing one reverses that. Each donor's changes are
-- serialized on its stats_donors row, and a day's row is written once per transaction, at commit (a deferred
-- trigger folds the transaction's changes), so gifts of different donors never wait on each other for long.

-- Per donor: its first and last gift days, its succeeded gifts, what it gave (the top donors' upper bound), and
-- which of the 12 calendar months from its first gift's month it gave in (bit k: month k). The row is also the
-- lock that serializes one donor's changes.
CREATE TABLE stats_donors (
  donor_id      bigint  PRIMARY KEY,
  first_day     date,
  last_day      date,
  gifts         integer NOT NULL DEFAULT 0,
  monthly_gifts integer NOT NULL DEFAULT 0,
  given_cents   bigint  NOT NULL DEFAULT 0,
  months        integer NOT NULL DEFAULT 0
);
CREATE INDEX stats_donors_first_day_idx ON stats_donors (first_day) INCLUDE (months) WHERE first_day IS NOT NULL;
CREATE INDEX stats_donors_given_idx ON stats_donors (given_cents DESC, donor_id) WHERE given_cents > 0;

-- Per donor and UTC day: the succeeded gifts and their amount.
CREATE TABLE stats_donor_days (
  donor_id bigint  NOT NULL,
  day      date    NOT NULL,
  gifts    integer NOT NULL,
  cents    bigint  NOT NULL,
  PRIMARY KEY (donor_id, day) INCLUDE (gifts, cents)
);
CREATE INDEX stats_donor_days_day_idx ON stats_donor_days (day) INCLUDE (donor_id, gifts, cents);

-- Per UTC day: first gifts ever, and h[x + 1] = the other pairs of the day whose previous day is more than x days
-- before (a cumulative histogram of the gaps, without trailing zeros).
CREATE TABLE stats_donor_gap_days (
  day    date      PRIMARY KEY,
  firsts integer   NOT NULL DEFAULT 0,
  h      integer[] NOT NULL DEFAULT '{}'
);

-- A transaction's pending changes to the days: a pair with this gap (null: a first gift) counted (+1) or taken
-- off (-1). Folded into stats_donor_gap_days and deleted at commit, so outside a transaction it is empty.
CREATE TABLE stats_donor_gap_changes (
  day  date    NOT NULL,
  gap  integer,
  sign integer NOT NULL
);

-- Element-wise a + b, trailing zeros cut.
CREATE FUNCTION stats_int_array_add(a integer[], b integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(v ORDER BY i) FILTER (WHERE i <= last), '{}')
  FROM (SELECT i, v, max(i) FILTER (WHERE v <> 0) OVER () AS last
        FROM (SELECT i, coalesce(a[i], 0) + coalesce(b[i], 0) AS v
              FROM generate_series(1, greatest(cardinality(a), cardinality(b))) AS i) s) t
$$;

-- Adds changes (day, gap, n: n pairs of that gap, null for first gifts, n < 0 to take off) to the days, in
-- day order (the order every writer locks the days in), set-based: the rebuild's many changes per day.
CREATE FUNCTION stats_donor_gaps_apply(c_day date[], c_gap integer[], c_n integer[]) RETURNS void LANGUAGE sql AS $$
  WITH c AS (
    SELECT day, gap, sum(n)::int AS n FROM unnest(c_day, c_gap, c_n) AS u(day, gap, n) GROUP BY day, gap
  ), per_day AS (
    SELECT day, coalesce(sum(n) FILTER (WHERE gap IS NULL), 0)::int AS firsts,
           coalesce(max(gap) FILTER (WHERE gap IS NOT NULL AND n <> 0), 0) AS top
    FROM c GROUP BY day
  ), cells AS (
    SELECT p.day, x, coalesce(sum(c.n) OVER (PARTITION BY p.day ORDER BY x DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::int AS v
    FROM per_day p CROSS JOIN LATERAL generate_series(0, p.top) AS x LEFT JOIN c ON c.day = p.day AND c.gap = x
  ), arrays AS (
    SELECT p.day, p.firsts, coalesce(array_agg(cells.v ORDER BY cells.x) FILTER (WHERE cells.x < p.top), '{}') AS h
    FROM per_day p JOIN cells ON cells.day = p.day GROUP BY p.day, p.firsts
  )
  INSERT INTO stats_donor_gap_days AS t (day, firsts, h)
  SELECT day, firsts, h FROM arrays ORDER BY day
  ON CONFLICT (day) DO UPDATE SET firsts = t.firsts + EXCLUDED.firsts, h = stats_int_array_add(t.h, EXCLUDED.h)
$$;

-- The transaction's pending changes, summed per day and gap, into the days, in day order. A day's array is
-- changed in place (a gap g adds n to h[1..g]): a gift touches one or two days, each a few hundred elements.
CREATE FUNCTION stats_donor_gaps_flush() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c record;
  arr integer[];
  len integer;
BEGIN
  FOR c IN
    WITH taken AS (DELETE FROM stats_donor_gap_changes RETURNING day, gap, sign),
    summed AS (SELECT day, gap, sum(sign)::int AS n FROM taken GROUP BY day, gap HAVING sum(sign) <> 0)
    SELECT day, coalesce(sum(n) FILTER (WHERE gap IS NULL), 0)::int AS firsts,
           coalesce(array_agg(gap) FILTER (WHERE gap IS NOT NULL), '{}') AS gaps,
           coalesce(array_agg(n) FILTER (WHERE gap IS NOT NULL), '{}') AS ns
    FROM summed GROUP BY day ORDER BY day
  LOOP
    INSERT INTO stats_donor_gap_days (day) VALUES (c.day) ON CONFLICT (day) DO NOTHING;
    SELECT h INTO arr FROM stats_donor_gap_days WHERE day = c.day FOR UPDATE;
    FOR k IN 1 .. cardinality(c.gaps) LOOP
      FOR i IN 1 .. c.gaps[k] LOOP
        arr[i] := coalesce(arr[i], 0) + c.ns[k];
      END LOOP;
    END LOOP;
    len := cardinality(arr);
    WHILE len > 0 AND arr[len] = 0 LOOP
      len := len - 1;
    END LOOP;
    UPDATE stats_donor_gap_days SET firsts = firsts + c.firsts, h = arr[1:len] WHERE day = c.day;
  END LOOP;
END $$;
-- At commit (the first change's trigger takes them all; the others find none left).
CREATE FUNCTION stats_donor_gaps_fold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stats_donor_gaps_flush();
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stats_donor_gap_changes_fold AFTER INSERT ON stats_donor_gap_changes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stats_donor_gaps_fold();

-- Bit k set: the donor gave in the k-th calendar month from the month of `from_day` (k 0 to 11).
CREATE FUNCTION stats_donor_months(x bigint, from_day date) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(bit_or(1 << ((extract(year FROM day)::int - extract(year FROM from_day)::int) * 12
                              + extract(month FROM day)::int - extract(month FROM from_day)::int)), 0)
  FROM stats_donor_days
  WHERE donor_id = x AND day >= date_trunc('month', from_day)::date
    AND day < (date_trunc('month', from_day) + interval '12 months')::date
$$;

-- One succeeded gift of donor x at `at` counted (s = 1) or taken off (s = -1).
CREATE FUNCTION stats_donor_count(x bigint, at timestamptz, amount bigint, monthly boolean, s integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (at AT TIME ZONE 'UTC')::date;
  donor stats_donors;
  left_on_day integer;
  prev_d date;
  next_d date;
  first_d date;
  last_d date;
  months_d integer;
BEGIN
  -- One donor at a time: concurrent gifts of a donor see each other's days.
  INSERT INTO stats_donors (donor_id) VALUES (x) ON CONFLICT (donor_id) DO NOTHING;
  SELECT * INTO donor FROM stats_donors WHERE donor_id = x FOR UPDATE;
  IF s > 0 THEN
    INSERT INTO stats_donor_days AS p (donor_id, day, gifts, cents) VALUES (x, d, 1, amount)
      ON CONFLICT (donor_id, day) DO UPDATE SET gifts = p.gifts + 1, cents = p.cents + EXCLUDED.cents
      RETURNING p.gifts INTO left_on_day;
  ELSE
    UPDATE stats_donor_days SET gifts = gifts - 1, cents = cents - amount WHERE donor_id = x AND day = d
      RETURNING gifts INTO left_on_day;
    IF left_on_day = 0 THEN
      DELETE FROM stats_donor_days WHERE donor_id = x AND day = d;
    END IF;
  END IF;
  first_d := donor.first_day;
  last_d := donor.last_day;
  months_d := donor.months;
  -- A day gained its first gift or lost its last: its gap and its next day's gap change.
  IF (s > 0 AND left_on_day = 1) OR (s < 0 AND left_on_day = 0) THEN
    SELECT max(day) INTO prev_d FROM stats_donor_days WHERE donor_id = x AND day < d;
    SELECT min(day) INTO next_d FROM stats_donor_days WHERE donor_id = x AND day > d;
    INSERT INTO stats_donor_gap_changes (day, gap, sign) VALUES (d, d - prev_d, s);
    IF next_d IS NOT NULL THEN
      INSERT INTO stats_donor_gap_changes (day, gap, sign) VALUES (next_d, next_d - prev_d, -s), (next_d, next_d - d, s);
    END IF;
    IF prev_d IS NULL THEN
      first_d := CASE WHEN s > 0 THEN d ELSE next_d END;
    END IF;
    IF next_d IS NULL THEN
      last_d := CASE WHEN s > 0 THEN d ELSE prev_d END;
    END IF;
    IF first_d IS DISTINCT FROM donor.first_day OR d < (date_trunc('month', first_d) + interval '12 months')::date THEN
      months_d := stats_donor_months(x, first_d);
    END IF;
  END IF;
  UPDATE stats_donors SET first_day = first_d, last_day = last_d, months = months_d,
                          gifts = gifts + s, monthly_gifts = monthly_gifts + CASE WHEN monthly THEN s ELSE 0 END,
                          given_cents = given_cents + s * amount
  WHERE donor_id = x;
END $$;

CREATE FUNCTION stats_donor_gift_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'succeeded' THEN
    PERFORM stats_donor_count(OLD.donor_id, OLD.gift_at, OLD.amount_cents, OLD.monthly_gift, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'succeeded' THEN
    PERFORM stats_donor_count(NEW.donor_id, NEW.gift_at, NEW.amount_cents, NEW.monthly_gift, 1);
  END IF;
  RETURN NULL;
END $$;
-- A succeeded gift; a status change (a refund); a gift moved to another donor (a guest's gifts to the account
-- that claimed it, gifts.repository.ts moveGifts); and, though nothing does it today, a changed time or amount.
CREATE TRIGGER gifts_stats_donor_insert AFTER INSERT ON gifts
  FOR EACH ROW WHEN (NEW.status = 'succeeded') EXECUTE FUNCTION stats_donor_gift_changed();
CREATE TRIGGER gifts_stats_donor_update AFTER UPDATE OF status, donor_id, gift_at, amount_cents, monthly_gift ON gifts
  FOR EACH ROW WHEN ((OLD.status = 'succeeded' OR NEW.status = 'succeeded')
                     AND (OLD.status, OLD.donor_id, OLD.gift_at, OLD.amount_cents, OLD.monthly_gift)
                         IS DISTINCT FROM (NEW.status, NEW.donor_id, NEW.gift_at, NEW.amount_cents, NEW.monthly_gift))
  EXECUTE FUNCTION stats_donor_gift_changed();
CREATE TRIGGER gifts_stats_donor_delete AFTER DELETE ON gifts
  FOR EACH ROW WHEN (OLD.status = 'succeeded') EXECUTE FUNCTION stats_donor_gift_changed();

-- Recomputes the donor figures of `donors` (null: of every donor) from the succeeded gifts, set-based: the
-- backfill below, and the bench generator's batches (bench/generate-sql.mjs), which insert gifts with the row
-- triggers off. For many donors it rebuilds everything (cheaper than taking each one off first).
CREATE FUNCTION stats_donors_rebuild(donors bigint[] DEFAULT NULL) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c_day date[];
  c_gap integer[];
  c_n integer[];
  everyone boolean := donors IS NULL OR cardinality(donors) * 4 > (SELECT count(*) FROM stats_donors);
BEGIN
  -- This transaction's own pending changes first, so the days agree with the donors' rows.
  PERFORM stats_donor_gaps_flush();
  CREATE TEMP TABLE IF NOT EXISTS stats_rebuild_donors (donor_id bigint PRIMARY KEY) ON COMMIT DELETE ROWS;
  DELETE FROM stats_rebuild_donors;
  IF everyone THEN
    -- Nobody writes gifts meanwhile (their triggers would count into what is being rebuilt). The donor-days'
    -- index by day is built again once they are in, not row by row.
    LOCK TABLE gifts IN SHARE MODE;
    TRUNCATE stats_donor_gap_days, stats_donor_days, stats_donors;
    DROP INDEX stats_donor_days_day_idx;
  ELSE
    INSERT INTO stats_rebuild_donors SELECT DISTINCT unnest(donors);
    INSERT INTO stats_donors (donor_id) SELECT donor_id FROM stats_rebuild_donors ON CONFLICT (donor_id) DO NOTHING;
    PERFORM 1 FROM stats_donors s JOIN stats_rebuild_donors r USING (donor_id) ORDER BY s.donor_id FOR UPDATE OF s;
    -- Take off what their days counted.
    SELECT array_agg(day), array_agg(gap), array_agg(n) INTO c_day, c_gap, c_n
    FROM (SELECT day, gap, -count(*)::int AS n
          FROM (SELECT p.day, p.day - lag(p.day) OVER (PARTITION BY p.donor_id ORDER BY p.day) AS gap
                FROM stats_donor_days p JOIN stats_rebuild_donors r USING (donor_id)) g
          GROUP BY day, gap) s;
    IF c_day IS NOT NULL THEN
      PERFORM stats_donor_gaps_apply(c_day, c_gap, c_n);
    END IF;
    DELETE FROM stats_donor_days p USING stats_rebuild_donors r WHERE p.donor_id = r.donor_id;
  END IF;
  INSERT INTO stats_donor_days (donor_id, day, gifts, cents)
  SELECT g.donor_id, (g.gift_at AT TIME ZONE 'UTC')::date, count(*), sum(g.amount_cents)
  FROM gifts g
  WHERE g.status = 'succeeded' AND (everyone OR g.donor_id IN (SELECT donor_id FROM stats_rebuild_donors))
  GROUP BY 1, 2 ORDER BY 1, 2;
  IF everyone THEN
    CREATE INDEX stats_donor_days_day_idx ON stats_donor_days (day) INCLUDE (donor_id, gifts, cents);
  END IF;
  SELECT array_agg(day), array_agg(gap), array_agg(n) INTO c_day, c_gap, c_n
  FROM (SELECT day, gap, count(*)::int AS n
        FROM (SELECT p.day, p.day - lag(p.day) OVER (PARTITION BY p.donor_id ORDER BY p.day) AS gap
              FROM stats_donor_days p
              WHERE everyone OR p.donor_id IN (SELECT donor_id FROM stats_rebuild_donors)) g
        GROUP BY day, gap) s;
  IF c_day IS NOT NULL THEN
    PERFORM stats_donor_gaps_apply(c_day, c_gap, c_n);
  END IF;
  INSERT INTO stats_donors AS s (donor_id, first_day, last_day, gifts, monthly_gifts, given_cents, months)
  SELECT t.donor_id, d.first_day, d.last_day, t.gifts, t.monthly_gifts, t.given_cents, d.months
  FROM (SELECT g.donor_id, count(*)::int AS gifts, count(*) FILTER (WHERE g.monthly_gift)::int AS monthly_gifts,
               sum(g.amount_cents)::int8 AS given_cents
        FROM gifts g
        WHERE g.status = 'succeeded' AND (everyone OR g.donor_id IN (SELECT donor_id FROM stats_rebuild_donors))
        GROUP BY g.donor_id) t
  JOIN (SELECT donor_id, min(day) AS first_day, max(day) AS last_day,
               bit_or(CASE WHEN m - first_m < 12 THEN 1 << (m - first_m) ELSE 0 END) AS months
        FROM (SELECT p.donor_id, p.day, extract(year FROM p.day)::int * 12 + extract(month FROM p.day)::int AS m,
                     min(extract(year FROM p.day)::int * 12 + extract(month FROM p.day)::int) OVER (PARTITION BY p.donor_id) AS first_m
              FROM stats_donor_days p
              WHERE everyone OR p.donor_id IN (SELECT donor_id FROM stats_rebuild_donors)) m
        GROUP BY donor_id) d USING (donor_id)
  ON CONFLICT (donor_id) DO UPDATE SET first_day = EXCLUDED.first_day, last_day = EXCLUDED.last_day, gifts = EXCLUDED.gifts,
    monthly_gifts = EXCLUDED.monthly_gifts, given_cents = EXCLUDED.given_cents, months = EXCLUDED.months;
  -- Rebuilt donors left with no succeeded gift.
  UPDATE stats_donors s SET first_day = NULL, last_day = NULL, gifts = 0, monthly_gifts = 0, given_cents = 0, months = 0
  FROM stats_rebuild_donors r
  WHERE s.donor_id = r.donor_id AND NOT EXISTS (SELECT 1 FROM stats_donor_days p WHERE p.donor_id = s.donor_id);
END $$;

-- The donor gave on a day in [a, b]: /stats/signups asks it of an account whose first and last gift days are on
-- either side of the range. A function, so the planner costs it as one call rather than a subquery per account.
CREATE FUNCTION stats_donor_gave_between(x bigint, a date, b date) RETURNS boolean LANGUAGE sql STABLE STRICT AS $$
  SELECT EXISTS (SELECT 1 FROM stats_donor_days WHERE donor_id = x AND day BETWEEN a AND b)
$$;

-- The gifts already recorded.
SELECT stats_donors_rebuild();

-- Sign-ups by day (/stats/signups, /grow, the overview): an index-only read of the range's accounts.
CREATE INDEX users_signups_idx ON users (created_at) INCLUDE (id, is_partner, signup_source) WHERE NOT is_anonymous;
