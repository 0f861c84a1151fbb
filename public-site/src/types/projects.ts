/** Project, timeline and upload shapes as the API sends them (docs/api-projects.md, docs/api-timeline.md). */
import type { Project, TimelineEvent } from '@storyfund/shared/types';
import type { PublicProfile } from './api';

/** A project in a list or on its page: the spec's fields plus what the API derives. */
export interface ProjectItem extends Omit<Project, 'owner'> {
  owner_id: number;
  owner: PublicProfile;
  amount_left_cents: number;
  gifts_count: number;
  followers_count: number;
  is_funded: boolean;
  is_half_funded: boolean;
  is_large: boolean;
  last_update_at: string | null;
  closed_at: string | null;
}

export interface ProjectPage {
  data: ProjectItem[];
  total: number;
}

/** The latest final update of a funded project (/projects/funded). */
interface FinalUpdate {
  id: number;
  message: string | null;
  photo_urls: string[];
  video_urls: string[];
  created_at: string;
}

export interface FundedProject extends ProjectItem {
  final_update: FinalUpdate | null;
}

export interface TimelineItem extends TimelineEvent {
  type: 'update' | 'comment' | 'encouragement' | 'community_post';
  project_id: number;
  author: NonNullable<TimelineEvent['author']> | null;
  has_response_from_recipient: boolean;
  updated_at: string;
}

export interface TimelinePage {
  data: TimelineItem[];
  total: number;
}

/** GET /projects/{id}/timeline/{eventId}: the event and its direct replies, oldest first. */
export interface TimelineThread extends TimelineItem {
  comments: TimelineItem[];
}

export interface LikeState {
  event_id: number;
  likes_count: number;
  liked_by_me: boolean;
}

/** A row of GET /projects/{id}/givers-ver2. */
export interface Giver {
  name: string;
  user: { id: number; first_name: string | null; last_name: string | null; photo_url: string | null } | null;
  is_anonymous: boolean;
  is_guest: boolean;
  amount_cents: number;
  gifts_count: number;
  monthly: boolean;
  last_gift_at: string;
}

export interface GiverPage {
  data: Giver[];
  total: number;
}

export interface ProjectFollowState {
  project_id: number;
  followers_count: number;
  is_follower_of_project: boolean;
}

/** POST /uploads. */
export interface UploadedFile {
  id: number;
  url: string;
  content_type: string;
  kind: 'image' | 'video';
  size_bytes: number;
}

/** GET /projects/by-country. */
export interface CountryCount {
  country_code: string;
  country_name: string;
  count: number;
}
