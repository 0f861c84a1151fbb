/**
 * Whether the viewer is on a project's side, from the session user the API sent (docs/authorization-*.md):
 * the owner, a collaborator with the right role on the owner's account, or a platform admin. The
 * server checks again on every call; this only decides which controls to show.
 */
import type { CollaboratorRole } from '@storyfund/shared/constants';
import { canManageAccount, isPlatformAdmin } from '@storyfund/shared/roles';
import type { UserWithRoles } from '@storyfund/shared/roles';

/** May edit and close the project (PROJECT_ROLES on the API). */
const PROJECT_ROLES: readonly CollaboratorRole[] = ['admin', 'project_manager'];
/** May post updates on its timeline (CONTENT_ROLES on the API). */
const CONTENT_ROLES: readonly CollaboratorRole[] = ['admin', 'project_manager', 'content_manager'];

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
