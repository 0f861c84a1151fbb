import { FEED_TYPES, type FeedPage, type FeedQuery } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { findUserById } from '../users/accounts.service.js';
import * as repo from './community.repository.js';
import { postViews } from './community.service.js';
import { decodeCursor, feedItemView } from './community-views.js';
import { feedPage, feedTotal } from './feed.repository.js';

/**
 * GET /users/{id}/feed/v2 (public): the profile's community posts, project updates, new and funded projects
 * and gifts received, newest first; `types[]` keeps some. `before` (an item's cursor) pages by keyset; `offset`
 * works too, for the spec's clients. The pinned post is not repeated here: GET …/pinned shows it first.
 */
export async function profileFeed(ctx: AppContext, caller: Caller, profileId: number, query: FeedQuery): Promise<FeedPage> {
  const profile = await findUserById(ctx.db, profileId);
  if (!profile || profile.banned_at || profile.is_anonymous || profile.merged_into_id) throw new NotFoundError('User not found');
  const cursor = query.before !== undefined ? decodeCursor(query.before) : undefined;
  if (query.before !== undefined && !cursor) throw new ValidationError({ before: ['This is not a cursor of this feed'] });
  const types = query['types[]']?.length ? [...new Set(query['types[]'])] : [...FEED_TYPES];
  const [rows, total] = await Promise.all([
    feedPage(ctx.db, { profileId, types, limit: query.limit, offset: query.offset, cursor }),
    feedTotal(ctx.db, profileId, types),
  ]);
  const postIds = rows.filter((r) => r.type === 'community_post').map((r) => Number(r.id));
  const posts = await postViews(ctx, caller.actor?.id ?? null, await repo.findPosts(ctx.db, postIds));
  const data = rows.map((row) =>
    feedItemView({ ...row, id: Number(row.id) }, row.type === 'community_post' ? (posts.get(Number(row.id)) ?? null) : null),
  );
  return { data, total, next_cursor: rows.length === query.limit ? data[data.length - 1]!.cursor : null };
}
