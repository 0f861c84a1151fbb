/** Community posts and the profile feed (spec §7 "Community posts and feed"). Each takes the transport from the caller. */
import type { Transport } from '@storyfund/shared/transport';
import type {
  CommunityComment,
  CommunityLikeState,
  CommunityPost,
  CommunityPostBody,
  FeedType,
  PinnedPost,
} from '@storyfund/shared/contract';

const FEED_PAGE_SIZE = 10;

/** SWR keys: the viewer is part of each, since liked_by_me depends on who asks. */
export const feedKey = (profileId: string, before: string | null, viewerId: string | null, types: readonly FeedType[] = []) =>
  [
    `/users/${profileId}/feed/v2?limit=${FEED_PAGE_SIZE}${before ? `&before=${before}` : ''}${types.map((t) => `&types[]=${t}`).join('')}`,
    viewerId,
  ] as const;
export const pinnedKey = (profileId: string, viewerId: string | null) => [`/users/${profileId}/feed/v2/pinned`, viewerId] as const;
export const threadKey = (profileId: string, postId: number, viewerId: string | null) =>
  [`/users/${profileId}/community-posts/${postId}`, viewerId] as const;

export const createPost = (api: Transport, profileId: string, body: CommunityPostBody) =>
  api.post<CommunityPost>(`/users/${profileId}/community-posts`, body);

export const deletePost = (api: Transport, profileId: string, postId: number) =>
  api.delete(`/users/${profileId}/community-posts/${postId}`);

export const pinPost = (api: Transport, profileId: string, postId: number) =>
  api.post<PinnedPost>(`/users/${profileId}/feed/v2/pin`, { post_id: postId });

export const setPostLike = (api: Transport, profileId: string, postId: number, liked: boolean) =>
  liked
    ? api.post<CommunityLikeState>(`/users/${profileId}/feed/${postId}/likes`)
    : api.delete<CommunityLikeState>(`/users/${profileId}/feed/${postId}/likes`);

export const setCommentLike = (api: Transport, profileId: string, postId: number, commentId: number, liked: boolean) => {
  const url = `/users/${profileId}/community-posts/${postId}/comments/${commentId}/like`;
  return liked ? api.post<CommunityLikeState>(url) : api.delete<CommunityLikeState>(url);
};

export const addComment = (api: Transport, profileId: string, postId: number, message: string) =>
  api.post<CommunityComment>(`/users/${profileId}/community-posts/${postId}/comments`, { message });
