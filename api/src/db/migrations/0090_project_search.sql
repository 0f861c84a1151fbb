-- Search reads a narrow copy of the listed projects' search vectors (issue #14, "search under 10 ms of SQL";
-- docs/performance.md "Cache misses against the issue's day"). Ranking needs every match's vector, so a search
-- visits the heap of each match: for 'water' on the bench data (6,597 of 48,495 listed projects) that was 4,765 of
-- the 7,212 pages of `projects`, whose rows are ~800 bytes, and 21-24 ms of a search's SQL. The same matches in this
-- table (one vector and the id a row, 1,874 pages in all) take 10-13 ms, count and ranked page together.
--
-- It holds exactly the listed projects (active, and the owner neither banned nor hidden from feeds: the listings'
-- `isListed`), kept by the triggers below in the writer's transaction, whoever writes the project: a search sees a
-- project as the listings do, at once. A search with other filters or another order still reads `projects`.
CREATE TABLE project_search (
  project_id     bigint PRIMARY KEY REFERENCES projects(id) ON DELETE CASCADE,
  search_vector  tsvector NOT NULL
);
CREATE INDEX project_search_vector_idx ON project_search USING gin (search_vector);

-- A project enters when it is listed, leaves when it is not, and carries its vector as it changes (a title, a
-- description, its owner's name: the generated column of 0002).
CREATE FUNCTION project_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'active' AND NEW.owner_listed THEN
    INSERT INTO project_search AS s (project_id, search_vector) VALUES (NEW.id, NEW.search_vector)
    ON CONFLICT (project_id) DO UPDATE SET search_vector = EXCLUDED.search_vector
      WHERE s.search_vector IS DISTINCT FROM EXCLUDED.search_vector;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM project_search WHERE project_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER projects_search_insert AFTER INSERT ON projects
  FOR EACH ROW EXECUTE FUNCTION project_search_sync();
CREATE TRIGGER projects_search_change AFTER UPDATE OF title, description, owner_name, status, owner_listed ON projects
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.status IS DISTINCT FROM NEW.status
                     OR OLD.owner_listed IS DISTINCT FROM NEW.owner_listed)
  EXECUTE FUNCTION project_search_sync();

INSERT INTO project_search (project_id, search_vector)
  SELECT id, search_vector FROM projects WHERE status = 'active' AND owner_listed;
