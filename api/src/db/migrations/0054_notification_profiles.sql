-- Notifications about community posts on a partner's profile (issue #12): the profile they happened on and
-- the post, so the reader's list names the partner and leads to its profile.
ALTER TABLE notifications ADD COLUMN IF NOT EXISTS profile_id bigint REFERENCES users(id) ON DELETE CASCADE;
ALTER TABLE notifications ADD COLUMN IF NOT EXISTS community_post_id bigint;
