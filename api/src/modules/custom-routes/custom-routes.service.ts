import type { AppContext } from '../../app-context.js';
import { requireAccountRole, type Caller } from '../../lib/access.js';
import { assertValid, ConflictError } from '../../lib/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { PROJECT_ROLES } from '@storyfund/shared/roles';
import type { CustomRoute } from '@storyfund/shared/contract';
import { normalizeCustomRoute, validateCustomRoute } from '@storyfund/shared/routing';
import { loadProject, requireProjectRole } from '../projects/project-access.service.js';
import { getUser } from '../users/users.service.js';
import * as repo from './custom-routes.repository.js';

function customRouteView(row: repo.CustomRouteRow): CustomRoute {
  return { id: row.id, custom_route: row.custom_route, project_id: row.project_id, user_id: row.user_id };
}

/** Every route, for the public site's start-up. */
export async function listCustomRoutes(ctx: AppContext): Promise<CustomRoute[]> {
  return (await repo.listRoutes(ctx.db)).map(customRouteView);
}

const routeTaken = () =>
  new ConflictError('This custom route is already taken. Please choose another one.', {
    custom_route: ['This custom route is already taken'],
  });

async function setRoute(ctx: AppContext, owner: repo.RouteOwner, value: unknown): Promise<CustomRoute> {
  assertValid({ custom_route: validateCustomRoute(value) });
  const name = normalizeCustomRoute(value as string);
  try {
    return customRouteView(await ctx.db.transaction((tx) => repo.replaceRoute(tx, owner, name)));
  } catch (err) {
    if (isUniqueViolation(err)) throw routeTaken();
    throw err;
  }
}

/** The owner, a collaborator with project rights on the owner's account, or an admin. */
export async function setProjectRoute(ctx: AppContext, caller: Caller, projectId: number, value: unknown) {
  const project = await loadProject(ctx.db, projectId, caller.actor);
  requireProjectRole(caller, project, PROJECT_ROLES);
  return setRoute(ctx, { project_id: project.id }, value);
}

export async function deleteProjectRoute(ctx: AppContext, caller: Caller, projectId: number) {
  const project = await loadProject(ctx.db, projectId, caller.actor);
  requireProjectRole(caller, project, PROJECT_ROLES);
  await repo.deleteRoute(ctx.db, { project_id: project.id });
}

/** The user, an account admin (collaborator role 'admin' on the account), or a platform admin. */
export async function setUserRoute(ctx: AppContext, caller: Caller, userId: number, value: unknown) {
  requireAccountRole(caller, userId, ['admin']);
  await getUser(ctx, caller, userId);
  return setRoute(ctx, { user_id: userId }, value);
}

export async function deleteUserRoute(ctx: AppContext, caller: Caller, userId: number) {
  requireAccountRole(caller, userId, ['admin']);
  await repo.deleteRoute(ctx.db, { user_id: userId });
}
