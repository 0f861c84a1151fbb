/** Collaborator (teammate) roles on a partner account, spec §6. */
export const COLLABORATOR_ROLES = ['admin', 'project_manager', 'content_manager'] as const;

export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];

export const COLLABORATOR_ROLE_LABELS: Readonly<Record<CollaboratorRole, string>> = {
  admin: 'Admin',
  project_manager: 'Project Manager',
  content_manager: 'Content Manager',
};

export function isCollaboratorRole(value: unknown): value is CollaboratorRole {
  return (COLLABORATOR_ROLES as readonly unknown[]).includes(value);
}
