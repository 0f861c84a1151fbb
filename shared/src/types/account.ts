/** Notifications, reviews, subscriptions and other per-account entities (spec §3 "Other entities"). */
import type { Cents, Id, IsoDateString } from './common.js';
import type { TimelineEventType } from './timeline.js';

/** What a notification is about: a timeline event or another kind of happening. */
export interface NotificationEvent {
  id: Id;
  type: TimelineEventType | (string & {});
  message?: string | null;
  project_id?: Id | null;
  user_id?: Id | null;
}

/** Unread to read, singly or all at once. */
export interface Notification {
  id: Id;
  created_at: IsoDateString;
  is_read: boolean;
  event: NotificationEvent;
}

/** A review of a partner; a rating above 2 is good. */
export interface Review {
  id: Id;
  rating: number;
  review: string;
}

/** Created, updated, stopped (`active` false once stopped). */
export interface Subscription {
  id: Id;
  active: boolean;
  amount_cents?: Cents;
  project_id?: Id;
}

/** An integration's auth token (`auth_tokens`). */
export interface AuthTokenIntegration {
  id: Id;
  name?: string;
  created_at?: IsoDateString;
}

/** Feature flags (spec §6); the AI helper is always on. */
export interface FeatureFlags {
  partner_donations_table: boolean;
  dashboard: boolean;
  team_management: boolean;
  edit_role: boolean;
  ai_helper: true;
}

/** A yearly fundraising goal (`fundraising-goal`). Fields are our shape; the spec names none. */
export interface FundraisingGoal {
  id: Id;
  user_id: Id;
  goal_amount_cents: Cents;
  amount_raised_cents: Cents;
  year: number;
}
