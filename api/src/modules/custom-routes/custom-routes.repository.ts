import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { customRoutes } from '../../db/schema/index.js';

export type CustomRouteRow = typeof customRoutes.$inferSelect;
export type RouteOwner = { project_id: number } | { user_id: number };

const ownerColumn = (owner: RouteOwner) =>
  'project_id' in owner ? eq(customRoutes.project_id, owner.project_id) : eq(customRoutes.user_id, owner.user_id);

export async function listRoutes(db: Executor): Promise<CustomRouteRow[]> {
  return db.select().from(customRoutes).orderBy(asc(customRoutes.id));
}

/** A project or user has at most one route: the new name replaces the old one (call in a transaction). */
export async function replaceRoute(db: Executor, owner: RouteOwner, name: string): Promise<CustomRouteRow> {
  await db.delete(customRoutes).where(ownerColumn(owner));
  const [row] = await db
    .insert(customRoutes)
    .values({ custom_route: name, ...owner })
    .returning();
  return row!;
}

export async function deleteRoute(db: Executor, owner: RouteOwner): Promise<boolean> {
  const rows = await db.delete(customRoutes).where(ownerColumn(owner)).returning({ id: customRoutes.id });
  return rows.length > 0;
}
