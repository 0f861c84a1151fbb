-- Moderating an account reaches the feeds (issue #11 "hide a user from feeds"; spec §4 Users: banned, hidden from
-- feeds). A project copies whether its owner may be listed (not banned, not hidden from feeds), as it copies the
-- owner's name and tax-exempt status (projects.refresh-owner-fields, on user.profile-changed, which the ban and
-- hide switches now emit). Every listing and feed across owners (browse, search, the discovery feeds, staff
-- picks, the pick queues, funded projects) leaves unlisted projects out, and so do their trigger-kept counts; an
-- owner's own list (their profile, owner-projects) and the project page are unchanged.
ALTER TABLE projects ADD COLUMN owner_listed boolean NOT NULL DEFAULT true;

UPDATE projects p SET owner_listed = false
  FROM users u
  WHERE u.id = p.owner_id AND (u.banned_at IS NOT NULL OR u.hidden_from_feeds);

CREATE OR REPLACE FUNCTION project_count_keys(p projects) RETURNS TABLE (kind text, key text) LANGUAGE sql STABLE AS $$
  SELECT 'active', '' WHERE p.status = 'active' AND p.owner_listed
  UNION ALL SELECT 'unfunded', '' WHERE p.status = 'active' AND p.owner_listed AND p.funded_at IS NULL
  UNION ALL SELECT DISTINCT 'category', c FROM unnest(p.categories) AS c WHERE p.status = 'active' AND p.owner_listed
  UNION ALL SELECT 'country', p.country_code WHERE p.status = 'active' AND p.owner_listed AND p.country_code IS NOT NULL
  UNION ALL SELECT 'funded', '' WHERE p.funded_at IS NOT NULL AND p.status <> 'banned' AND p.owner_listed
$$;

DROP TRIGGER projects_counts_change ON projects;
CREATE TRIGGER projects_counts_change AFTER UPDATE OF status, funded_at, categories, country_code, owner_listed ON projects
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.funded_at IS DISTINCT FROM NEW.funded_at
                     OR OLD.categories IS DISTINCT FROM NEW.categories OR OLD.country_code IS DISTINCT FROM NEW.country_code
                     OR OLD.owner_listed IS DISTINCT FROM NEW.owner_listed)
  EXECUTE FUNCTION project_counts_apply();

-- The counts again, from the projects as they are now listed.
DELETE FROM project_counts WHERE kind IN ('active', 'unfunded', 'category', 'country', 'funded');
INSERT INTO project_counts (kind, key, n)
  SELECT k.kind, k.key, count(*) FROM projects p, project_count_keys(p) k GROUP BY k.kind, k.key;
