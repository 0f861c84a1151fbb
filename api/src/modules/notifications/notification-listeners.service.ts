import type { AppContext } from '../../app-context.js';
import type { DomainEvents } from '../../events/domain-events.js';
import * as repo from './notifications.repository.js';

/**
 * The notifications module's durable listeners (registered in api/src/listeners.ts). Each writes one row per
 * reader and happening (`source`, unique per reader), so running twice writes nothing more; the actor never
 * hears of their own act.
 */

const base = (ctx: AppContext) => ({ actor_id: null, project_id: null, timeline_event_id: null, amount_cents: null, at: ctx.clock.now() });

/** The followed account hears of its new follower (once per follower, however often they follow again). */
export async function notifyFollowed(ctx: AppContext, e: DomainEvents['user.followed']): Promise<void> {
  await repo.insertNotifications(ctx.db, repo.oneUser(e.followed_id), {
    ...base(ctx),
    event: 'new_follower',
    source: `follow:${e.follower_id}`,
    actor_id: e.follower_id,
  });
}

/** The receiving account and its admin-role collaborators hear of a gift; an anonymous donor stays unnamed. */
export async function notifyGiftReceived(ctx: AppContext, e: DomainEvents['gift.recorded']): Promise<void> {
  await repo.insertNotifications(ctx.db, repo.accountAndAdmins(e.recipient_id), {
    ...base(ctx),
    event: 'gift_received',
    source: `gift:${e.gift_id}`,
    actor_id: e.anonymous ? null : e.donor_id,
    project_id: e.project_id,
    amount_cents: e.amount_cents,
  });
}

/** A comment: the project's owner hears of it; a reply: the author of the comment replied to. */
export async function notifyCommented(ctx: AppContext, e: DomainEvents['comment.created']): Promise<void> {
  const reply = e.parent_id !== null;
  await repo.insertNotifications(ctx.db, reply ? repo.eventAuthor(e.parent_id!) : repo.projectOwner(e.project_id), {
    ...base(ctx),
    event: reply ? 'reply' : 'comment',
    source: `comment:${e.comment_id}`,
    actor_id: e.author_id,
    project_id: e.project_id,
    timeline_event_id: e.comment_id,
  });
}

/** The author of the liked post or comment hears of the like (once per liker). */
export async function notifyLiked(ctx: AppContext, e: DomainEvents['like.created']): Promise<void> {
  await repo.insertNotifications(ctx.db, repo.eventAuthor(e.event_id), {
    ...base(ctx),
    event: 'like',
    source: `like:${e.event_id}:${e.user_id}`,
    actor_id: e.user_id,
    project_id: e.project_id,
    timeline_event_id: e.event_id,
  });
}

/** Followers of the project's owner and of the project hear of its update. */
export async function notifyUpdatePosted(ctx: AppContext, e: DomainEvents['update.posted']): Promise<void> {
  await repo.insertNotifications(ctx.db, repo.projectAudience(e.project_id), {
    ...base(ctx),
    event: 'update',
    source: `update:${e.update_id}`,
    actor_id: e.author_id,
    project_id: e.project_id,
    timeline_event_id: e.update_id,
  });
}

/** Everyone who gave to the project hears that it is half funded, or funded. */
export async function notifyMilestone(ctx: AppContext, e: DomainEvents['project.half-funded'], event: 'half_funded' | 'funded') {
  await repo.insertNotifications(ctx.db, repo.projectGivers(e.project_id), {
    ...base(ctx),
    event,
    source: `${event}:${e.project_id}`,
    project_id: e.project_id,
  });
}

/** The donor whose encouragement the project's side answered. */
export async function notifyEncouragementThanked(ctx: AppContext, e: DomainEvents['encouragement.thanked']): Promise<void> {
  await repo.insertNotifications(ctx.db, repo.eventAuthor(e.encouragement_id), {
    ...base(ctx),
    event: 'encouragement_answered',
    source: `thanked:${e.encouragement_id}`,
    actor_id: null,
    project_id: e.project_id,
    timeline_event_id: e.reply_id ?? e.encouragement_id,
  });
}

/** Followers of a partner hear of its new community post ("an update from an owner you follow"); its author does not. */
export async function notifyCommunityPost(ctx: AppContext, e: DomainEvents['community-post.created']): Promise<void> {
  await repo.insertNotifications(ctx.db, repo.profileFollowers(e.profile_id, e.author_id), {
    ...base(ctx),
    event: 'community_post',
    source: `community-post:${e.post_id}`,
    actor_id: e.author_id ?? e.profile_id,
    profile_id: e.profile_id,
    community_post_id: e.post_id,
  });
}

/** The post's author (the partner, for a post written as the partner) hears of a comment on it, unless they wrote it. */
export async function notifyCommunityComment(ctx: AppContext, e: DomainEvents['community-post.commented']): Promise<void> {
  await repo.insertNotifications(ctx.db, repo.communityPostAuthor(e.post_id), {
    ...base(ctx),
    event: 'community_comment',
    source: `community-comment:${e.comment_id}`,
    actor_id: e.author_id,
    profile_id: e.profile_id,
    community_post_id: e.post_id,
  });
}

/** The post's author hears of a like on it (once per liker), unless they liked it themselves. */
export async function notifyCommunityLike(ctx: AppContext, e: DomainEvents['community-post.liked']): Promise<void> {
  await repo.insertNotifications(ctx.db, repo.communityPostAuthor(e.post_id), {
    ...base(ctx),
    event: 'community_like',
    source: `community-like:${e.post_id}:${e.user_id}`,
    actor_id: e.user_id,
    profile_id: e.profile_id,
    community_post_id: e.post_id,
  });
}

/** A comment's author hears of a like on it (once per liker, however often they like it again), unless they liked it themselves. */
export async function notifyCommunityCommentLike(ctx: AppContext, e: DomainEvents['community-comment.liked']): Promise<void> {
  await repo.insertNotifications(ctx.db, repo.communityCommentAuthor(e.comment_id), {
    ...base(ctx),
    event: 'community_comment_like',
    source: `community-comment-like:${e.comment_id}:${e.user_id}`,
    actor_id: e.user_id,
    profile_id: e.profile_id,
    community_post_id: e.post_id,
  });
}

/** A partner and its admin-role collaborators hear of a new review of it (once per review). */
export async function notifyReviewed(ctx: AppContext, e: DomainEvents['review.created']): Promise<void> {
  await repo.insertNotifications(ctx.db, repo.accountAndAdmins(e.partner_id), {
    ...base(ctx),
    event: 'review',
    source: `review:${e.review_id}`,
    actor_id: e.author_id,
    profile_id: e.partner_id,
  });
}

/** An invited address that already has an account hears of the invitation in the app too (the email carries the link). */
export async function notifyInvited(ctx: AppContext, e: DomainEvents['collaborator.invited']): Promise<void> {
  await repo.insertNotifications(ctx.db, repo.accountWithEmail(e.collaborator_email), {
    ...base(ctx),
    event: 'collaborator_invitation',
    source: `invitation:${e.invitation_id}`,
    actor_id: e.partner_id,
    profile_id: e.partner_id,
  });
}
