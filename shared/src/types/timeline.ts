/** Timeline events, community posts, comments and likes (spec §3). */
import type { Id, IsoDateString } from './common.js';

export type TimelineEventType = 'comment' | 'update' | 'encouragement' | 'community_post';

/** A user mentioned in an event; the dedicatee of a gift is flagged. */
export interface MentionedUser {
  user_id: Id;
  name: string;
  is_dedicatee: boolean;
}

/** The author card on a timeline event; null for an anonymous gift's encouragement. */
export interface TimelineAuthor {
  id: Id;
  name: string;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  organization_name: string | null;
  show_organization_name: boolean;
  is_partner: boolean;
}

export interface TimelineEvent {
  // Identity and type
  id: Id;
  type: TimelineEventType;
  project_id?: Id;
  created_at: IsoDateString;
  updated_at?: IsoDateString;
  /** The author, when known. */
  user_id?: Id | null;
  author?: TimelineAuthor | null;
  /** Encouragements: the owner side has thanked the donor. */
  has_response_from_recipient?: boolean;
  // Content
  message: string | null;
  photo_urls: string[];
  video_urls: string[];
  mentioned_users: MentionedUser[];
  // Thread and engagement
  parent_id: Id | null;
  childs_count: number;
  likes_count: number;
  liked_by_me: boolean;
  // Flags
  final: boolean;
  do_not_show_message: boolean;
  approved_sponsor_event: boolean;
}

/** `POST users/{id}/community-posts` body; user_id is null when absent. */
export interface CommunityPost {
  message: string;
  photo_urls: string[];
  video_urls: string[];
  user_id: Id | null;
}

/** `PUT users/{id}/community-posts/{post_id}` body. */
export type CommunityPostUpdate = Omit<CommunityPost, 'user_id'>;

/** `POST users/{profile_id}/community-posts/{feed_id}/comments` body. */
export interface CommunityPostComment {
  message: string;
  user_id: Id;
}

/** Body of every like and unlike call. */
export interface Like {
  user_id: Id;
}

/** `GET users/{id}/feed/v2` query. */
export interface FeedQuery {
  limit?: number;
  offset?: number;
  types?: TimelineEventType[];
}
