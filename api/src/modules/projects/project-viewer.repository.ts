import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';
import type { ViewerFlags } from './project-views.js';

/**
 * Spec §3 viewer flags, from succeeded gifts and follows: is_giver (a gift to this project),
 * is_monthly_giver (a monthly gift to it), has_given_to_owner (a gift to any project of the owner),
 * is_follower_of_owner, is_follower_of_project.
 */
export async function viewerFlags(db: Executor, viewerId: number, projectId: number, ownerId: number): Promise<ViewerFlags> {
  const [row] = await queryRows<ViewerFlags>(
    db,
    sql`SELECT
          EXISTS (SELECT 1 FROM gifts WHERE donor_id = ${viewerId} AND project_id = ${projectId} AND status = 'succeeded') AS is_giver,
          EXISTS (SELECT 1 FROM gifts WHERE donor_id = ${viewerId} AND project_id = ${projectId} AND status = 'succeeded'
                    AND monthly_gift) AS is_monthly_giver,
          EXISTS (SELECT 1 FROM gifts WHERE recipient_id = ${ownerId} AND donor_id = ${viewerId} AND status = 'succeeded')
            AS has_given_to_owner,
          EXISTS (SELECT 1 FROM user_follows WHERE follower_id = ${viewerId} AND followed_id = ${ownerId}) AS is_follower_of_owner,
          EXISTS (SELECT 1 FROM project_follows WHERE user_id = ${viewerId} AND project_id = ${projectId}) AS is_follower_of_project`,
  );
  return row!;
}
