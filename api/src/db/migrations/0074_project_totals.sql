-- A gift's write to its project, kept HOT (#14). Every gift used to UPDATE projects, whose row carries ~25
-- indexes, four of them on expressions of amount_raised_cents: no such update could be HOT, so each gift
-- wrote a new tuple into every index. The live totals now live in this narrow table: no index but its
-- primary key, none of the updated columns indexed, and pages left half empty so an update finds room for
-- its new tuple on the same page (a heap-only tuple, no index write).
--   amount_raised_cents, gifts_count  the live totals: the only writer is project-funding.repository.ts
--   goal_amount_cents                 a copy of projects.goal_amount_cents (trigger below), so the gift's one
--                                     UPDATE answers the goal it crossed, as fresh as its own row lock
--   listed_cents, listed_gifts        what projects.amount_raised_cents / gifts_count (the listings' sort
--                                     snapshot) last received; the snapshot job copies where they differ
CREATE TABLE project_totals (
  project_id           bigint PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  amount_raised_cents  bigint NOT NULL DEFAULT 0 CHECK (amount_raised_cents >= 0),
  gifts_count          integer NOT NULL DEFAULT 0,
  goal_amount_cents    bigint NOT NULL,
  listed_cents         bigint NOT NULL DEFAULT 0,
  listed_gifts         integer NOT NULL DEFAULT 0
) WITH (fillfactor = 50);

INSERT INTO project_totals (project_id, amount_raised_cents, gifts_count, goal_amount_cents, listed_cents, listed_gifts)
  SELECT id, amount_raised_cents, gifts_count, goal_amount_cents, amount_raised_cents, gifts_count FROM projects;

-- Every project has its row from its first moment, whoever inserts it; a goal change is copied.
CREATE FUNCTION project_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO project_totals (project_id, amount_raised_cents, gifts_count, goal_amount_cents, listed_cents, listed_gifts)
    VALUES (NEW.id, NEW.amount_raised_cents, NEW.gifts_count, NEW.goal_amount_cents, NEW.amount_raised_cents, NEW.gifts_count);
  RETURN NULL;
END $$;
CREATE TRIGGER projects_totals_insert AFTER INSERT ON projects
  FOR EACH ROW EXECUTE FUNCTION project_totals_insert();

CREATE FUNCTION project_totals_goal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE project_totals SET goal_amount_cents = NEW.goal_amount_cents WHERE project_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER projects_totals_goal AFTER UPDATE OF goal_amount_cents ON projects
  FOR EACH ROW WHEN (OLD.goal_amount_cents IS DISTINCT FROM NEW.goal_amount_cents)
  EXECUTE FUNCTION project_totals_goal();
