-- /stats/projects (issue #11: every stats call under 200 ms at p95 on the bench data): projects created, half funded
-- and funded by bucket read each stamp by range. Funded projects have projects_funded_idx (0002); creation and the
-- half-funded stamp had no index of their own, so a year's report read all 50k projects twice (~60 ms each).
CREATE INDEX projects_created_idx ON projects (created_at);
CREATE INDEX projects_half_funded_idx ON projects (half_funded_at) WHERE half_funded_at IS NOT NULL;
