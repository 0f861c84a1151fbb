import { communityComments, communityPosts, projects, reviews, timelineEvents, users } from '../db/schema/index.js';
import type { TestApp } from './test-app.js';

/**
 * What the authorization table's placeholders point at: `{project}` is an active project of the partner
 * account `{partner}`, `{update}` an update on it. Rows are written directly, so the table walk does not
 * depend on the services it is testing. A row that deletes or closes them should come last in its table.
 */
export interface Fixtures {
  project: number;
  update: number;
  /** A community post on the partner account, and a comment on it (issue #9). */
  post: number;
  comment: number;
  /** A review of the partner account by another account (issue #9). */
  review: number;
}

export async function createFixtures(test: TestApp, partnerId: number): Promise<Fixtures> {
  const [project] = await test.ctx.db
    .insert(projects)
    .values({
      owner_id: partnerId,
      title: 'Table walk',
      description: 'A project for the authorization table',
      goal_amount_cents: 100_000,
      owner_name: 'Partner',
    })
    .returning({ id: projects.id });
  const [update] = await test.ctx.db
    .insert(timelineEvents)
    .values({ project_id: project!.id, user_id: partnerId, type: 'update', message: 'An update' })
    .returning({ id: timelineEvents.id });
  const [post] = await test.ctx.db
    .insert(communityPosts)
    .values({ profile_id: partnerId, author_id: partnerId, message: 'A community post' })
    .returning({ id: communityPosts.id });
  const [comment] = await test.ctx.db
    .insert(communityComments)
    .values({ post_id: post!.id, user_id: partnerId, message: 'A comment' })
    .returning({ id: communityComments.id });
  const [reviewer] = await test.ctx.db.insert(users).values({ first_name: 'Reviewer', last_name: 'Table' }).returning({ id: users.id });
  const [review] = await test.ctx.db
    .insert(reviews)
    .values({ partner_id: partnerId, author_id: reviewer!.id, rating: 4, review: 'A review' })
    .returning({ id: reviews.id });
  return { project: project!.id, update: update!.id, post: post!.id, comment: comment!.id, review: review!.id };
}
