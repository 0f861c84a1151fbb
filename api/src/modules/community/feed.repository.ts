import { sql, type SQL } from 'drizzle-orm';
import type { FeedType } from '@storyfund/shared/contract';
import { queryRows, type Executor } from '../../db/client.js';

/**
 * The profile feed (GET /users/{id}/feed/v2): community posts, project updates, new projects, funded projects
 * and gifts received, newest first. Each source is read in its own index order (community_posts_profile_idx,
 * timeline_events_project_idx, projects_owner_idx, projects_owner_funded_idx, gifts_recipient_idx),
 * cut at the keyset cursor and limited, then merged; ties in time go by source rank, then id.
 */
export interface FeedCursor {
  /** The item's time as PostgreSQL wrote it (full precision). */
  at: string;
  rank: number;
  id: number;
}

const FEED_RANK: Record<FeedType, number> = { community_post: 5, update: 4, new_project: 3, funded: 2, gift: 1 };

export interface FeedRow {
  type: FeedType;
  id: number;
  at: Date;
  at_text: string;
  rank: number;
  project_id: number | null;
  project_title: string | null;
  project_photo_url: string | null;
  message: string | null;
  photo_urls: string[] | null;
  amount_cents: number | null;
  donor_id: number | null;
  donor_first_name: string | null;
  donor_last_name: string | null;
  donor_organization_name: string | null;
  donor_show_organization_name: boolean | null;
  donor_photo_url: string | null;
}

/** `at`/`id` before the cursor, for a source whose rank is `rank` (the merged order is at, rank, id, all descending). */
function beforeCursor(at: SQL, id: SQL, rank: number, cursor: FeedCursor | undefined): SQL {
  if (!cursor) return sql`true`;
  const cAt = sql`${cursor.at}::timestamptz`;
  if (rank < cursor.rank) return sql`${at} <= ${cAt}`;
  if (rank > cursor.rank) return sql`${at} < ${cAt}`;
  return sql`(${at}, ${id}) < (${cAt}, ${cursor.id})`;
}

const NO_DONOR = sql`NULL::bigint AS donor_id, NULL::text AS donor_first_name, NULL::text AS donor_last_name,
  NULL::text AS donor_organization_name, NULL::boolean AS donor_show_organization_name, NULL::text AS donor_photo_url`;

function source(type: FeedType, profileId: number, cursor: FeedCursor | undefined, take: number): SQL {
  const rank = FEED_RANK[type];
  switch (type) {
    case 'community_post':
      return sql`(SELECT 'community_post' AS type, c.id, c.created_at AS at, c.created_at::text AS at_text, ${rank}::int AS rank,
        NULL::bigint AS project_id, NULL::text AS project_title, NULL::text AS project_photo_url, c.message, c.photo_urls,
        NULL::bigint AS amount_cents, ${NO_DONOR}
        FROM community_posts c WHERE c.profile_id = ${profileId} AND c.deleted_at IS NULL
          AND ${beforeCursor(sql`c.created_at`, sql`c.id`, rank, cursor)}
        ORDER BY c.created_at DESC, c.id DESC LIMIT ${take})`;
    case 'update':
      return sql`(SELECT 'update' AS type, t.id, t.created_at AS at, t.created_at::text AS at_text, ${rank}::int AS rank,
        p.id AS project_id, p.title AS project_title, p.photo_url AS project_photo_url,
        CASE WHEN t.do_not_show_message THEN NULL ELSE t.message END AS message, t.photo_urls,
        NULL::bigint AS amount_cents, ${NO_DONOR}
        FROM timeline_events t JOIN projects p ON p.id = t.project_id
        WHERE p.owner_id = ${profileId} AND p.status <> 'banned' AND t.type = 'update' AND t.deleted_at IS NULL AND t.parent_id IS NULL
          AND ${beforeCursor(sql`t.created_at`, sql`t.id`, rank, cursor)}
        ORDER BY t.created_at DESC, t.id DESC LIMIT ${take})`;
    case 'new_project':
      return sql`(SELECT 'new_project' AS type, p.id, p.created_at AS at, p.created_at::text AS at_text, ${rank}::int AS rank,
        p.id AS project_id, p.title AS project_title, p.photo_url AS project_photo_url, NULL::text AS message, NULL::text[] AS photo_urls,
        p.goal_amount_cents AS amount_cents, ${NO_DONOR}
        FROM projects p WHERE p.owner_id = ${profileId} AND p.status = 'active'
          AND ${beforeCursor(sql`p.created_at`, sql`p.id`, rank, cursor)}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ${take})`;
    case 'funded':
      return sql`(SELECT 'funded' AS type, p.id, p.funded_at AS at, p.funded_at::text AS at_text, ${rank}::int AS rank,
        p.id AS project_id, p.title AS project_title, p.photo_url AS project_photo_url, NULL::text AS message, NULL::text[] AS photo_urls,
        p.goal_amount_cents AS amount_cents, ${NO_DONOR}
        FROM projects p WHERE p.owner_id = ${profileId} AND p.funded_at IS NOT NULL AND p.status <> 'banned'
          AND ${beforeCursor(sql`p.funded_at`, sql`p.id`, rank, cursor)}
        ORDER BY p.funded_at DESC, p.id DESC LIMIT ${take})`;
    case 'gift':
      // An anonymous gift never names its donor: the donor's columns are not even read.
      return sql`(SELECT 'gift' AS type, g.id, g.gift_at AS at, g.gift_at::text AS at_text, ${rank}::int AS rank,
        p.id AS project_id, p.title AS project_title, p.photo_url AS project_photo_url, NULL::text AS message, NULL::text[] AS photo_urls,
        g.amount_cents,
        CASE WHEN g.anonymous THEN NULL ELSE u.id END AS donor_id,
        CASE WHEN g.anonymous THEN NULL ELSE u.first_name END AS donor_first_name,
        CASE WHEN g.anonymous THEN NULL ELSE u.last_name END AS donor_last_name,
        CASE WHEN g.anonymous THEN NULL ELSE u.organization_name END AS donor_organization_name,
        CASE WHEN g.anonymous THEN NULL ELSE u.show_organization_name END AS donor_show_organization_name,
        CASE WHEN g.anonymous THEN NULL ELSE u.photo_url END AS donor_photo_url
        FROM gifts g JOIN projects p ON p.id = g.project_id JOIN users u ON u.id = g.donor_id
        WHERE g.recipient_id = ${profileId} AND g.status = 'succeeded' AND p.status <> 'banned'
          AND ${beforeCursor(sql`g.gift_at`, sql`g.id`, rank, cursor)}
        ORDER BY g.gift_at DESC, g.id DESC LIMIT ${take})`;
  }
}

/** One page of the merged feed. */
export async function feedPage(
  db: Executor,
  opts: { profileId: number; types: readonly FeedType[]; limit: number; offset: number; cursor?: FeedCursor | undefined },
): Promise<FeedRow[]> {
  const take = opts.limit + opts.offset;
  const union = sql.join(
    opts.types.map((type) => source(type, opts.profileId, opts.cursor, take)),
    sql` UNION ALL `,
  );
  return queryRows<FeedRow>(
    db,
    sql`SELECT * FROM (${union}) AS feed ORDER BY at DESC, rank DESC, id DESC LIMIT ${opts.limit} OFFSET ${opts.offset}`,
  );
}

/** How many items the feed holds in all, for the chosen types. */
export async function feedTotal(db: Executor, profileId: number, types: readonly FeedType[]): Promise<number> {
  const counts: Record<FeedType, SQL> = {
    community_post: sql`(SELECT count(*) FROM community_posts WHERE profile_id = ${profileId} AND deleted_at IS NULL)`,
    update: sql`(SELECT count(*) FROM timeline_events t JOIN projects p ON p.id = t.project_id WHERE p.owner_id = ${profileId}
      AND p.status <> 'banned' AND t.type = 'update' AND t.deleted_at IS NULL AND t.parent_id IS NULL)`,
    new_project: sql`(SELECT count(*) FROM projects WHERE owner_id = ${profileId} AND status = 'active')`,
    funded: sql`(SELECT count(*) FROM projects WHERE owner_id = ${profileId} AND funded_at IS NOT NULL AND status <> 'banned')`,
    gift: sql`(SELECT count(*) FROM gifts g JOIN projects p ON p.id = g.project_id WHERE g.recipient_id = ${profileId}
      AND g.status = 'succeeded' AND p.status <> 'banned')`,
  };
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`SELECT (${sql.join(
      types.map((t) => counts[t]),
      sql` + `,
    )})::int AS total`,
  );
  return row?.total ?? 0;
}
