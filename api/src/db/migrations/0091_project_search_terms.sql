-- A one-word search reads its page from an index (issue #14, "search under 10 ms of SQL"; docs/performance.md "The
-- search under 10 ms"). Ranking every match's vector is the floor of a search over `project_search` (0090): for
-- 'water' on the bench data (6,597 matches of 48,495 listed projects) reading the vectors is ~7.7 ms and ranking them
-- ~6 ms more. A one-word query's rank depends only on the project's vector and that word, so it is computed when the
-- vector is written: one row per (project, lexeme) with `ts_rank` of the lexeme alone, the very value the search would
-- compute. The search's page is then the first rows of `project_search_terms_rank_idx` and its count an index-only
-- count of the word's entries (2.4 ms for 'water', count and page). Queries of more than one term (phrases, OR,
-- negation) still rank the vectors of `project_search`.
--
-- `term` is the lexeme as a one-lexeme tsquery prints it (`'water'`), so a search looks its query up by
-- `websearch_to_tsquery(...)::text`: both sides are tsquery's own quoting.
CREATE TABLE project_search_terms (
  project_id  bigint NOT NULL REFERENCES project_search(project_id) ON DELETE CASCADE,
  term        text NOT NULL,
  rank        real NOT NULL,
  PRIMARY KEY (project_id, term)
);
CREATE INDEX project_search_terms_rank_idx ON project_search_terms (term, rank DESC, project_id DESC);

-- A vector's terms: each lexeme as a one-lexeme tsquery prints it (quoted, its quotes and backslashes doubled as
-- tsquery's input wants them) and `ts_rank` of the vector for that lexeme alone. The one derivation of the table's
-- rows: the trigger and the backfill below, the bench generator (bench/generate-sql.mjs) and the tests read it.
CREATE FUNCTION search_terms(vector tsvector) RETURNS TABLE (term text, rank real)
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT k.q::text, ts_rank(vector, k.q)
  FROM unnest(vector) AS u(lexeme, positions, weights),
       LATERAL (SELECT ('''' || replace(replace(u.lexeme, '\', '\\'), '''', '''''') || '''')::tsquery AS q) AS k
$$;

-- A project's terms follow its row in `project_search`: written with it, rewritten when its vector changes (a title,
-- a description, the owner's name), gone with it (the foreign key's cascade), in the writer's transaction.
CREATE FUNCTION project_search_terms_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM project_search_terms WHERE project_id = OLD.project_id;
  END IF;
  INSERT INTO project_search_terms (project_id, term, rank)
    SELECT NEW.project_id, t.term, t.rank FROM search_terms(NEW.search_vector) AS t;
  RETURN NULL;
END $$;
CREATE TRIGGER project_search_terms_insert AFTER INSERT ON project_search
  FOR EACH ROW EXECUTE FUNCTION project_search_terms_sync();
CREATE TRIGGER project_search_terms_change AFTER UPDATE OF search_vector ON project_search
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION project_search_terms_sync();

INSERT INTO project_search_terms (project_id, term, rank)
  SELECT s.project_id, t.term, t.rank FROM project_search s, search_terms(s.search_vector) AS t;
