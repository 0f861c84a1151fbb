/** Following a user (POST/DELETE /users/{id}/followers): from a profile or a project's owner card. */
import type { Transport } from '@storyfund/shared/transport';

export interface FollowCounters {
  followers_count: number;
  following_count: number;
  logged_in_user_is_follower: boolean;
}

export function followUser(api: Transport, id: string | number): Promise<FollowCounters> {
  return api.post<FollowCounters>(`/users/${String(id)}/followers`);
}

export function unfollowUser(api: Transport, id: string | number): Promise<FollowCounters> {
  return api.delete<FollowCounters>(`/users/${String(id)}/followers`);
}
