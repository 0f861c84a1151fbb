-- 0084 made the category listing an index-only walk (the index carries the categories); 0086 then made every
-- listing across owners ask `owner_listed` too, which 0084's index could not hold (the column came later), so a
-- category page read ~1,240 project rows again (57 ms cold on the bench data). The index now holds the whole of
-- `isListed` (listings.repository.ts) in its predicate: the newest listed projects, their categories included.
DROP INDEX IF EXISTS projects_active_newest_idx;
CREATE INDEX projects_active_newest_idx ON projects (created_at DESC, id DESC) INCLUDE (categories)
  WHERE status = 'active' AND owner_listed;
