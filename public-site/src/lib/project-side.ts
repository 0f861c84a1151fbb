/**
 * Whether the viewer is on a project's side, from the session user the API sent (docs/authorization-*.md):
 * the owner, a collaborator with the right role on the owner's account, or a platform admin. The
 * server checks again on every call; this only decides which controls to show.
 */
import { canManageAccount, CONTENT_ROLES, isPlatformAdmin, PROJECT_ROLES } from '@storyfund/shared/roles';
import type { UserWithRoles } from '@storyfund/shared/roles';

export interface ProjectSide {
  canEdit: boolean;
  canPostUpdates: boolean;
}

export function projectSide(user: UserWithRoles | null | undefined, ownerId: number): ProjectSide {
  if (!user) return { canEdit: false, canPostUpdates: false };
  const admin = isPlatformAdmin(user);
  return {
    canEdit: admin || canManageAccount(user, ownerId, PROJECT_ROLES),
    canPostUpdates: admin || canManageAccount(user, ownerId, CONTENT_ROLES),
  };
}
