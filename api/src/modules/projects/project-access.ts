import { eq } from 'drizzle-orm';
import type { CollaboratorRole } from '@storyfund/shared/constants';
import type { Executor } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';
import { requireAccountRole, type Actor, type Caller } from '../../lib/access.js';
import { NotFoundError } from '../../lib/errors.js';

export type ProjectRow = typeof projects.$inferSelect;

/** Collaborator roles that may edit a partner's projects, and that may post on their timelines. */
export const PROJECT_ROLES: readonly CollaboratorRole[] = ['admin', 'project_manager'];
export const CONTENT_ROLES: readonly CollaboratorRole[] = ['admin', 'project_manager', 'content_manager'];

/** A project that exists; banned ones only for admins. Other modules use this, not the repository. */
export async function loadProject(db: Executor, id: number, actor: Actor | null = null): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  if (!row || (row.status === 'banned' && !actor?.is_admin)) throw new NotFoundError('Project not found');
  return row;
}

/** The owner, a collaborator holding one of `roles` on the owner's account, or an admin. */
export function requireProjectRole(caller: Caller, project: ProjectRow, roles: readonly CollaboratorRole[]): Actor {
  return requireAccountRole(caller, project.owner_id, roles);
}
