-- Indexes for the project reads that 0002's indexes do not serve (see docs/api-projects.md and the
-- EXPLAIN check of bench/projects.mjs).

-- Category counts (GET /projects/categories): an index-only pass instead of reading every project.
CREATE INDEX projects_active_categories_idx ON projects (categories) WHERE status = 'active';

-- Funded projects that anyone may see (GET /projects/funded, insight-law-counts).
CREATE INDEX projects_funded_visible_idx ON projects (funded_at DESC, id DESC)
  WHERE funded_at IS NOT NULL AND status <> 'banned';

-- Staff-pick candidates (GET /projects/staff-picks/eligible/potential): recently updated, unpicked,
-- unfunded, with a photo. Each eligibility list has its whole filter in its index, so its count is an
-- index-only scan.
CREATE INDEX projects_pick_candidates_idx ON projects (last_update_at DESC, id DESC)
  WHERE status = 'active' AND NOT is_staff_pick AND funded_at IS NULL AND last_update_at IS NOT NULL AND photo_url IS NOT NULL;

-- Large unpicked unfunded projects by share raised (eligible/large-well-performing). The columns of the
-- expression ride along (INCLUDE) so the count can be index-only.
CREATE INDEX projects_large_unpicked_idx ON projects (((amount_raised_cents::float8) / goal_amount_cents) DESC, id)
  INCLUDE (amount_raised_cents, goal_amount_cents) WHERE status = 'active' AND funded_at IS NULL AND NOT is_staff_pick AND goal_amount_cents > 50000;

-- Funded projects with a final visual update (GET /projects/funded?only_final_visual=true).
CREATE INDEX projects_final_visual_idx ON projects (funded_at DESC, id DESC)
  WHERE funded_at IS NOT NULL AND status <> 'banned' AND has_final_visual_update;

-- The reserve pool that special large gifts are matched from, by amount still needed.
CREATE INDEX projects_reserve_idx ON projects ((goal_amount_cents - amount_raised_cents), id)
  WHERE in_reserve AND status = 'active' AND funded_at IS NULL;

-- Event invite codes, matched in any case.
CREATE INDEX projects_cotn_code_idx ON projects (lower(cotn_invite_code)) WHERE cotn_invite_code IS NOT NULL;

-- Children of a sponsorship project (abc-sponsors-count and -line), oldest first.
CREATE INDEX projects_sponsorship_idx ON projects (sponsorship_project_id, created_at, id) WHERE sponsorship_project_id IS NOT NULL;

-- The regular-size pick queue (GET /projects/staff-picks/eligible/scheduled/regular), oldest first; its
-- count is an index-only scan.
CREATE INDEX projects_regular_queue_idx ON projects (created_at, id)
  WHERE status = 'active' AND funded_at IS NULL AND NOT is_staff_pick AND photo_url IS NOT NULL AND goal_amount_cents <= 50000;

-- Exact counts behind the busiest totals (GET /projects, a category, the unfunded feeds, funded projects)
-- and the category and country counts, kept by a trigger on every write to projects, whoever writes.
--   active            active projects           unfunded   active projects without funded_at
--   category / <name> active projects in it     country / <code>   active projects there
--   funded            funded, not banned
CREATE TABLE project_counts (
  kind  text NOT NULL,
  key   text NOT NULL DEFAULT '',
  n     integer NOT NULL DEFAULT 0 CHECK (n >= 0),
  PRIMARY KEY (kind, key)
);

CREATE FUNCTION project_count_keys(p projects) RETURNS TABLE (kind text, key text) LANGUAGE sql STABLE AS $$
  SELECT 'active', '' WHERE p.status = 'active'
  UNION ALL SELECT 'unfunded', '' WHERE p.status = 'active' AND p.funded_at IS NULL
  UNION ALL SELECT DISTINCT 'category', c FROM unnest(p.categories) AS c WHERE p.status = 'active'
  UNION ALL SELECT 'country', p.country_code WHERE p.status = 'active' AND p.country_code IS NOT NULL
  UNION ALL SELECT 'funded', '' WHERE p.funded_at IS NOT NULL AND p.status <> 'banned'
$$;

-- Keys are taken in one order (kind, key) so concurrent writers lock counter rows in the same order.
CREATE FUNCTION project_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE k record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    FOR k IN SELECT * FROM project_count_keys(OLD) ORDER BY 1, 2 LOOP
      UPDATE project_counts SET n = n - 1 WHERE kind = k.kind AND key = k.key;
    END LOOP;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    FOR k IN SELECT * FROM project_count_keys(NEW) ORDER BY 1, 2 LOOP
      INSERT INTO project_counts (kind, key, n) VALUES (k.kind, k.key, 1)
      ON CONFLICT (kind, key) DO UPDATE SET n = project_counts.n + 1;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER projects_counts_write AFTER INSERT OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION project_counts_apply();
-- Gifts update funded_at on every gift; only a real change of a counted column touches the counters.
CREATE TRIGGER projects_counts_change AFTER UPDATE OF status, funded_at, categories, country_code ON projects
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.funded_at IS DISTINCT FROM NEW.funded_at
                     OR OLD.categories IS DISTINCT FROM NEW.categories OR OLD.country_code IS DISTINCT FROM NEW.country_code)
  EXECUTE FUNCTION project_counts_apply();

INSERT INTO project_counts (kind, key, n)
  SELECT k.kind, k.key, count(*) FROM projects p, project_count_keys(p) k GROUP BY k.kind, k.key;
