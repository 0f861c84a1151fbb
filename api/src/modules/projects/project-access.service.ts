import type { CollaboratorRole } from '@storyfund/shared/constants';
import type { Executor } from '../../db/client.js';
import { requireAccountRole, type Actor, type Caller } from '../../lib/access.js';
import { NotFoundError } from '../../lib/errors.js';
import { findProject, type ProjectRecord } from './projects.repository.js';

/** A project as other modules get it: every column but the search vector, its totals live. */
export type ProjectRow = ProjectRecord;

/** Whether `actor` may see the project at all: a banned one is gone for everyone but admins. */
export const isVisibleTo = (project: Pick<ProjectRow, 'status'>, actor: Actor | null): boolean =>
  project.status !== 'banned' || !!actor?.is_admin;

/** A project that exists; banned ones only for admins. Other modules use this, not the repository. */
export async function loadProject(db: Executor, id: number, actor: Actor | null = null): Promise<ProjectRow> {
  const row = await findProject(db, id);
  if (!row || !isVisibleTo(row, actor)) throw new NotFoundError('Project not found');
  return row;
}

/** The owner, a collaborator holding one of `roles` on the owner's account, or an admin. */
export function requireProjectRole(caller: Caller, project: ProjectRow, roles: readonly CollaboratorRole[]): Actor {
  return requireAccountRole(caller, project.owner_id, roles);
}
