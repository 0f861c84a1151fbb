/** SWR key of a profile; the viewer is part of it because `logged_in_user_is_follower` depends on who asks. */
export function profileKey(id: string, viewerId: string | null): [string, string | null] {
  return [`/users/${id}`, viewerId];
}

export type FollowDirection = 'followers' | 'following';

export const FOLLOW_PAGE_SIZE = 20;

export function followPageKey(id: string, direction: FollowDirection, offset: number, viewerId: string | null) {
  return [`/users/${id}/${direction}?limit=${FOLLOW_PAGE_SIZE}&offset=${offset}`, viewerId] as const;
}

/** SWR key of the owner-checkup counts behind the onboarding checklist (the owner's own profile only). */
export const ownerCheckupKey = (id: string) => `/users/${id}/owner-checkup`;

/** The owner's newest project, where the "first update" step leads. */
export const latestOwnProjectKey = (id: string) => `/projects/owner-projects?owner_id=${id}&limit=1`;
