import type { CommunityAuthor, CommunityComment, CommunityPost, FeedItem } from '@storyfund/shared/contract';
import type { CommentRow, PostRow } from './community.repository.js';
import type { FeedRow } from './feed.repository.js';

interface NameFields {
  first_name: string | null;
  last_name: string | null;
  organization_name: string | null;
  show_organization_name: boolean | null;
  photo_url: string | null;
}

/** The organisation's name when it is shown, else the person's. */
function authorView(id: number | null, n: NameFields): CommunityAuthor | null {
  if (id === null || n.first_name === null) return null;
  const name =
    n.show_organization_name && n.organization_name?.trim() ? n.organization_name.trim() : `${n.first_name} ${n.last_name ?? ''}`.trim();
  return { id, name, photo_url: n.photo_url };
}

const authorOf = (id: number | null, row: Record<`author_${keyof NameFields}`, unknown>) =>
  authorView(id, {
    first_name: row.author_first_name as string | null,
    last_name: row.author_last_name as string | null,
    organization_name: row.author_organization_name as string | null,
    show_organization_name: row.author_show_organization_name as boolean | null,
    photo_url: row.author_photo_url as string | null,
  });

export function postView(row: PostRow, opts: { liked: boolean; pinned: boolean }): CommunityPost {
  return {
    id: row.id,
    profile_id: row.profile_id,
    author: authorOf(row.author_id, row),
    message: row.message,
    photo_urls: row.photo_urls,
    video_urls: row.video_urls,
    comments_count: row.comments_count,
    likes_count: row.likes_count,
    liked_by_me: opts.liked,
    pinned: opts.pinned,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function commentView(row: CommentRow, liked: boolean): CommunityComment {
  return {
    id: row.id,
    post_id: row.post_id,
    author: authorOf(row.user_id, row),
    message: row.message,
    likes_count: row.likes_count,
    liked_by_me: liked,
    created_at: row.created_at.toISOString(),
  };
}

/** The keyset cursor of a feed item: opaque to clients. */
const encodeCursor = (row: Pick<FeedRow, 'at_text' | 'rank' | 'id'>) =>
  Buffer.from(JSON.stringify([row.at_text, row.rank, row.id])).toString('base64url');

export function decodeCursor(cursor: string): { at: string; rank: number; id: number } | undefined {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(value) || value.length !== 3) return undefined;
    const [at, rank, id] = value as [unknown, unknown, unknown];
    if (typeof at !== 'string' || !isPostgresTimestamp(at)) return undefined;
    if (!Number.isInteger(rank) || !Number.isSafeInteger(id)) return undefined;
    return { at, rank: rank as number, id: id as number };
  } catch {
    return undefined;
  }
}

/** PostgreSQL's text of a timestamptz ('2026-11-24 15:10:00.123456+00'), with every field in range, so the database never refuses it. */
function isPostgresTimestamp(text: string): boolean {
  const m = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)(\.\d{1,6})?[+-](\d\d)(?::(\d\d))?$/.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second, , offsetHours, offsetMinutes] = m.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    year! >= 1970 &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60 &&
    offsetHours! < 16 &&
    offsetMinutes! < 60
  );
}

export function feedItemView(row: FeedRow, post: CommunityPost | null): FeedItem {
  const at = row.at instanceof Date ? row.at : new Date(row.at);
  return {
    type: row.type,
    id: row.id,
    at: at.toISOString(),
    cursor: encodeCursor(row),
    post,
    project: row.project_id !== null ? { id: row.project_id, title: row.project_title ?? '', photo_url: row.project_photo_url } : null,
    message: row.type === 'community_post' ? (post?.message ?? null) : row.message,
    photo_urls: row.photo_urls ?? [],
    amount_cents: row.amount_cents !== null ? Number(row.amount_cents) : null,
    donor: authorView(row.donor_id !== null ? Number(row.donor_id) : null, {
      first_name: row.donor_first_name,
      last_name: row.donor_last_name,
      organization_name: row.donor_organization_name,
      show_organization_name: row.donor_show_organization_name,
      photo_url: row.donor_photo_url,
    }),
  };
}
