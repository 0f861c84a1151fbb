import {
  collaboratorInvitations,
  communityComments,
  communityPosts,
  projects,
  reviews,
  teammates,
  timelineEvents,
  userRoles,
  users,
} from '../db/schema/index.js';
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
  /** A role assignment of another user (content manager) on the partner account, and a pending invitation (issue #10). */
  teammate: number;
  invitation: number;
  /** A public team member on the partner's profile (issue #9, our_team). */
  team_member: number;
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
  const [member] = await test.ctx.db
    .insert(users)
    .values({ email: `teammate-${partnerId}@example.test`, first_name: 'Tea', last_name: 'Mate' })
    .returning({ id: users.id });
  const [teammate] = await test.ctx.db
    .insert(userRoles)
    .values({ user_id: member!.id, controlled_user_id: partnerId, role: 'content_manager' })
    .returning({ id: userRoles.id });
  const [invitation] = await test.ctx.db
    .insert(collaboratorInvitations)
    .values({
      partner_id: partnerId,
      collaborator_email: `invited-${partnerId}@example.test`,
      role: 'project_manager',
      token_hash: Buffer.alloc(32, partnerId % 256),
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: collaboratorInvitations.id });
  const [teamMember] = await test.ctx.db
    .insert(teammates)
    .values({ partner_id: partnerId, name: 'Ada Table', title: 'Director' })
    .returning({ id: teammates.id });
  return {
    project: project!.id,
    update: update!.id,
    post: post!.id,
    comment: comment!.id,
    review: review!.id,
    teammate: teammate!.id,
    invitation: invitation!.id,
    team_member: teamMember!.id,
  };
}
