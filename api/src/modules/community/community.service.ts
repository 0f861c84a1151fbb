import { validateMessage, validateVideoLink, VIDEO_LINK_INVALID_MESSAGE } from '@storyfund/shared/validation';
import { CONTENT_ROLES } from '@storyfund/shared/roles';
import type {
  CommunityComment,
  CommunityLikeState,
  CommunityPost,
  CommunityPostBody,
  CommunityPostEditBody,
  CommunityPostThread,
  PinnedPost,
} from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { requireAccountRole, requireMember, type Caller } from '../../lib/access.js';
import { fieldErrors, ForbiddenError, NotFoundError, ValidationError, type FieldErrors } from '../../lib/errors.js';
import { uploadKindsByUrl } from '../uploads/uploads.service.js';
import { findUserById } from '../users/accounts.service.js';
import * as repo from './community.repository.js';
import { commentView, postView } from './community-views.js';

const PHOTO_NOT_UPLOADED = 'Photos must be images uploaded through the upload endpoint';

/** The profile a post lives on: a partner account that is not banned, not a guest, not folded away. */
async function partnerProfile(ctx: AppContext, profileId: number) {
  const user = await findUserById(ctx.db, profileId);
  if (!user || user.banned_at || user.is_anonymous || user.merged_into_id) throw new NotFoundError('User not found');
  return user;
}

/**
 * Who may write on a partner's profile: the partner, its collaborators with a content role (CONTENT_ROLES,
 * through requireAccountRole, so new roles come from the teams issue alone), and admins.
 */
async function requireWriter(ctx: AppContext, caller: Caller, profileId: number) {
  const actor = requireAccountRole(caller, profileId, CONTENT_ROLES);
  const profile = await partnerProfile(ctx, profileId);
  if (!profile.is_partner) throw new ForbiddenError('Only partner accounts publish community posts.');
  return actor;
}

/** A body's `user_id` may only name the caller (or be null: then there is no author). */
function authorOf(actorId: number, userId: number | null | undefined): number | null {
  if (userId === undefined) return actorId;
  if (userId === null) return null;
  if (userId !== actorId) throw new ForbiddenError('You can only act as yourself.');
  return actorId;
}

async function checkContent(ctx: AppContext, input: { message?: string; photo_urls?: string[]; video_urls?: string[] }, required: boolean) {
  const photos = input.photo_urls ?? [];
  const videos = input.video_urls ?? [];
  const kinds = await uploadKindsByUrl(ctx, [...photos, ...videos]);
  const errors: FieldErrors = { ...fieldErrors({ message: validateMessage(input.message, 'update') }) };
  if (photos.some((url) => kinds.get(url) !== 'image')) errors.photo_urls = [PHOTO_NOT_UPLOADED];
  if (videos.some((url) => kinds.get(url) !== 'video' && (url === '' || validateVideoLink(url) !== undefined))) {
    errors.video_urls = [VIDEO_LINK_INVALID_MESSAGE];
  }
  const empty = !input.message?.trim() && photos.length === 0 && videos.length === 0;
  if (required && empty && !errors.message) errors.message = ['Write a message or add a photo or video'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** A visible post of this profile, or 404. */
async function postOn(ctx: AppContext, profileId: number, postId: number) {
  const [row] = await repo.findPosts(ctx.db, [postId]);
  if (!row || row.profile_id !== profileId) throw new NotFoundError('Post not found');
  return row;
}

/** Posts as a viewer sees them: liked_by_me and the pin. */
export async function postViews(ctx: AppContext, viewerId: number | null, rows: repo.PostRow[]): Promise<Map<number, CommunityPost>> {
  const liked = viewerId
    ? await repo.likedPosts(
        ctx.db,
        viewerId,
        rows.map((r) => r.id),
      )
    : new Set<number>();
  const pins = new Map<number, number | null>();
  for (const profileId of new Set(rows.map((r) => r.profile_id))) pins.set(profileId, await repo.pinnedPostId(ctx.db, profileId));
  return new Map(rows.map((r) => [r.id, postView(r, { liked: liked.has(r.id), pinned: pins.get(r.profile_id) === r.id })]));
}

async function viewOne(ctx: AppContext, viewerId: number | null, postId: number): Promise<CommunityPost> {
  const rows = await repo.findPosts(ctx.db, [postId]);
  const view = (await postViews(ctx, viewerId, rows)).get(postId);
  if (!view) throw new NotFoundError('Post not found');
  return view;
}

const trim = (urls: string[] | undefined) => urls?.map((u) => u.trim());

export async function createPost(ctx: AppContext, caller: Caller, profileId: number, input: CommunityPostBody): Promise<CommunityPost> {
  const actor = await requireWriter(ctx, caller, profileId);
  const authorId = authorOf(actor.id, input.user_id);
  const content = {
    message: input.message?.trim() ?? '',
    photo_urls: trim(input.photo_urls) ?? [],
    video_urls: trim(input.video_urls) ?? [],
  };
  await checkContent(ctx, content, true);
  const id = await ctx.transaction(async (tx) => {
    const postId = await repo.insertPost(tx, { profile_id: profileId, author_id: authorId, ...content });
    await ctx.events.emit(tx, 'community-post.created', { post_id: postId, profile_id: profileId, author_id: authorId });
    return postId;
  });
  return viewOne(ctx, actor.id, id);
}

export async function editPost(ctx: AppContext, caller: Caller, profileId: number, postId: number, input: CommunityPostEditBody) {
  const actor = await requireWriter(ctx, caller, profileId);
  const post = await postOn(ctx, profileId, postId);
  const patch = {
    ...(input.message !== undefined ? { message: input.message.trim() } : {}),
    ...(input.photo_urls !== undefined ? { photo_urls: trim(input.photo_urls)! } : {}),
    ...(input.video_urls !== undefined ? { video_urls: trim(input.video_urls)! } : {}),
  };
  await checkContent(ctx, { message: post.message, photo_urls: post.photo_urls, video_urls: post.video_urls, ...patch }, true);
  await repo.updatePost(ctx.db, postId, patch);
  return viewOne(ctx, actor.id, postId);
}

export async function deletePost(ctx: AppContext, caller: Caller, profileId: number, postId: number): Promise<void> {
  await requireWriter(ctx, caller, profileId);
  await postOn(ctx, profileId, postId);
  await ctx.transaction((tx) => repo.softDeletePost(tx, postId, ctx.clock.now()));
}

/** DELETE …/photos/{photo_id}: the photo at that position; a post left with nothing at all is refused. */
export async function deletePhoto(ctx: AppContext, caller: Caller, profileId: number, postId: number, photoIndex: number) {
  const actor = await requireWriter(ctx, caller, profileId);
  const post = await postOn(ctx, profileId, postId);
  if (photoIndex >= post.photo_urls.length) throw new NotFoundError('Photo not found');
  const photo_urls = post.photo_urls.filter((_, i) => i !== photoIndex);
  if (!post.message && photo_urls.length === 0 && post.video_urls.length === 0) {
    throw new ValidationError({ photo_urls: ['A post needs a message, a photo or a video: delete the post instead'] });
  }
  await repo.updatePost(ctx.db, postId, { photo_urls });
  return viewOne(ctx, actor.id, postId);
}

/** GET /users/{profile_id}/community-posts/{feed_id}: the post and its comments (public). */
export async function getThread(
  ctx: AppContext,
  caller: Caller,
  profileId: number,
  postId: number,
  page: { limit: number; offset: number },
): Promise<CommunityPostThread> {
  await partnerProfile(ctx, profileId);
  await postOn(ctx, profileId, postId);
  const viewerId = caller.actor?.id ?? null;
  const rows = await repo.listComments(ctx.db, postId, page);
  const liked = viewerId
    ? await repo.likedComments(
        ctx.db,
        viewerId,
        rows.map((r) => r.id),
      )
    : new Set<number>();
  return { ...(await viewOne(ctx, viewerId, postId)), comments: rows.map((r) => commentView(r, liked.has(r.id))) };
}

/** Any member may comment. */
export async function addComment(
  ctx: AppContext,
  caller: Caller,
  profileId: number,
  postId: number,
  input: { message: string; user_id?: number | null | undefined },
): Promise<CommunityComment> {
  const actor = requireMember(caller);
  if (input.user_id !== undefined && input.user_id !== null && input.user_id !== actor.id)
    throw new ForbiddenError('You can only act as yourself.');
  await partnerProfile(ctx, profileId);
  await postOn(ctx, profileId, postId);
  const message = input.message.trim();
  const error = validateMessage(message, 'comment', { required: true });
  if (error) throw new ValidationError({ message: [error] });
  const id = await ctx.transaction(async (tx) => {
    const commentId = await repo.insertComment(tx, { post_id: postId, user_id: actor.id, message });
    await ctx.events.emit(tx, 'community-post.commented', {
      comment_id: commentId,
      post_id: postId,
      profile_id: profileId,
      author_id: actor.id,
    });
    return commentId;
  });
  return commentView((await repo.findComment(ctx.db, id))!, false);
}

/** Likes on a post (liked true: POST, false: DELETE); counts stay exact under concurrency. */
export async function likePost(
  ctx: AppContext,
  caller: Caller,
  profileId: number,
  postId: number,
  liked: boolean,
  userId?: number | null,
): Promise<CommunityLikeState> {
  const actor = requireMember(caller);
  if (userId !== undefined && userId !== null && userId !== actor.id) throw new ForbiddenError('You can only like or unlike as yourself.');
  await postOn(ctx, profileId, postId);
  const count = await ctx.transaction(async (tx) => {
    const result = await repo.setLike(tx, 'post', postId, actor.id, liked);
    if (liked && result.changed)
      await ctx.events.emit(tx, 'community-post.liked', { post_id: postId, profile_id: profileId, user_id: actor.id });
    return result.count;
  });
  return { id: postId, likes_count: count, liked_by_me: liked };
}

export async function likeComment(
  ctx: AppContext,
  caller: Caller,
  profileId: number,
  postId: number,
  commentId: number,
  liked: boolean,
  userId?: number | null,
): Promise<CommunityLikeState> {
  const actor = requireMember(caller);
  if (userId !== undefined && userId !== null && userId !== actor.id) throw new ForbiddenError('You can only like or unlike as yourself.');
  await postOn(ctx, profileId, postId);
  const comment = await repo.findComment(ctx.db, commentId);
  if (!comment || comment.post_id !== postId) throw new NotFoundError('Comment not found');
  const count = await ctx.transaction(async (tx) => {
    const result = await repo.setLike(tx, 'comment', commentId, actor.id, liked);
    if (liked && result.changed)
      await ctx.events.emit(tx, 'community-comment.liked', {
        comment_id: commentId,
        post_id: postId,
        profile_id: profileId,
        user_id: actor.id,
      });
    return result.count;
  });
  return { id: commentId, likes_count: count, liked_by_me: liked };
}

/** POST /users/{id}/feed/v2/pin: one pinned post, shown first. */
export async function pinPost(ctx: AppContext, caller: Caller, profileId: number, postId: number): Promise<PinnedPost> {
  const actor = await requireWriter(ctx, caller, profileId);
  await postOn(ctx, profileId, postId).catch(() => {
    throw new ValidationError({ post_id: ['Choose a post of this profile'] });
  });
  await repo.pin(ctx.db, profileId, postId, ctx.clock.now());
  return { post: await viewOne(ctx, actor.id, postId) };
}

export async function pinnedPost(ctx: AppContext, caller: Caller, profileId: number): Promise<PinnedPost> {
  await partnerProfile(ctx, profileId);
  const postId = await repo.pinnedPostId(ctx.db, profileId);
  if (postId === null) return { post: null };
  return { post: await viewOne(ctx, caller.actor?.id ?? null, postId).catch(() => null) };
}
