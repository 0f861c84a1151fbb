import type { Executor } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { bumpProjectsCount, lockProject, updateProject, type NewProject } from './projects.repository.js';

type Status = 'active' | 'closed' | 'banned';

/**
 * Moves a project between active, closed and banned inside the caller's transaction, with the row
 * locked, and keeps users.projects_count (the owner's active projects) exact: it moves only when a
 * project enters or leaves 'active'. Closing a banned project leaves it banned (the ban wins); lifting a
 * ban returns the project to closed when it had been closed, else to active.
 */
export async function changeStatus(tx: Executor, id: number, target: Status | 'unbanned', at: Date): Promise<void> {
  const row = await lockProject(tx, id);
  if (!row) throw new NotFoundError('Project not found');
  let next: Status;
  const stamps: Partial<NewProject> = {};
  if (target === 'unbanned') {
    if (row.status !== 'banned') return;
    next = row.closed_at ? 'closed' : 'active';
    stamps.banned_at = null;
  } else {
    if (row.status === target || (target === 'closed' && row.status === 'banned')) return;
    next = target;
    if (target === 'closed') stamps.closed_at = at;
    if (target === 'banned') stamps.banned_at = at;
  }
  await updateProject(tx, id, { status: next, ...stamps });
  const delta = (next === 'active' ? 1 : 0) - (row.status === 'active' ? 1 : 0);
  await bumpProjectsCount(tx, row.owner_id, delta);
}
