-- Where an account's visit started when it signed up (docs/api-stats.md "grow"): read from the attribution
-- cookies (spec §4 "First navigation") that ride the sign-up request. NULL for accounts made before this
-- migration and for guests; otherwise one of 'share', 'project', 'profile', 'direct' (shared/src/constants/signup-sources.ts),
-- with the id the cookie named (a sharer's profile, a project, a profile; NULL for 'direct').
ALTER TABLE users ADD COLUMN IF NOT EXISTS signup_source text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS signup_source_id bigint;
