-- The staff picks' total from a trigger-kept counter (issue #14, "a cache miss at least 2x today's rate";
-- docs/performance.md "Cache misses against the issue's day"). The staff picks page counted its listed picks on
-- every miss: an index scan of projects_active_picks_idx (0081) that visits each pick's heap row (1,980 on the bench
-- data, ~5 ms of the call's SQL), since gifts keep the pages of `projects` from staying all-visible. The counter is
-- kept as the listings' others are (0003, 0086): `project_counts_apply` moves a project's keys when it is written.
--   staff_pick   listed (active, the owner listed) and picked
CREATE OR REPLACE FUNCTION project_count_keys(p projects) RETURNS TABLE (kind text, key text) LANGUAGE sql STABLE AS $$
  SELECT 'active', '' WHERE p.status = 'active' AND p.owner_listed
  UNION ALL SELECT 'unfunded', '' WHERE p.status = 'active' AND p.owner_listed AND p.funded_at IS NULL
  UNION ALL SELECT DISTINCT 'category', c FROM unnest(p.categories) AS c WHERE p.status = 'active' AND p.owner_listed
  UNION ALL SELECT 'country', p.country_code WHERE p.status = 'active' AND p.owner_listed AND p.country_code IS NOT NULL
  UNION ALL SELECT 'funded', '' WHERE p.funded_at IS NOT NULL AND p.status <> 'banned' AND p.owner_listed
  UNION ALL SELECT 'staff_pick', '' WHERE p.status = 'active' AND p.owner_listed AND p.is_staff_pick
$$;

DROP TRIGGER projects_counts_change ON projects;
CREATE TRIGGER projects_counts_change
  AFTER UPDATE OF status, funded_at, categories, country_code, owner_listed, is_staff_pick ON projects
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.funded_at IS DISTINCT FROM NEW.funded_at
                     OR OLD.categories IS DISTINCT FROM NEW.categories OR OLD.country_code IS DISTINCT FROM NEW.country_code
                     OR OLD.owner_listed IS DISTINCT FROM NEW.owner_listed
                     OR OLD.is_staff_pick IS DISTINCT FROM NEW.is_staff_pick)
  EXECUTE FUNCTION project_counts_apply();

INSERT INTO project_counts (kind, key, n)
  SELECT 'staff_pick', '', count(*) FROM projects WHERE status = 'active' AND owner_listed AND is_staff_pick
  ON CONFLICT (kind, key) DO UPDATE SET n = EXCLUDED.n;
