/** Following a user (POST/DELETE /users/{id}/followers): from a profile or a project's owner card. */
import type { FollowCounters } from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';

export function followUser(api: Transport, id: string | number): Promise<FollowCounters> {
  return api.post<FollowCounters>(`/users/${String(id)}/followers`);
}

export function unfollowUser(api: Transport, id: string | number): Promise<FollowCounters> {
  return api.delete<FollowCounters>(`/users/${String(id)}/followers`);
}
