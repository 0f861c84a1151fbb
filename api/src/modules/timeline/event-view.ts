import type { TimelineAuthor, TimelineEvent } from '@storyfund/shared/contract';
import type { AuthorCard, EventWithAuthor, MentionRow } from './timeline.repository.js';
import { displayName } from './mentions.js';

/** What the viewer may see of a set of events: whose side they are on, what they like. */
export interface ViewerContext {
  actorId: number | null;
  /** The project's owner, its collaborators, or an admin: they see messages hidden from everyone else. */
  ownerSide: boolean;
  liked: ReadonlySet<number>;
  mentions: ReadonlyMap<number, MentionRow[]>;
}

function authorCardView(author: AuthorCard): TimelineAuthor {
  return {
    id: author.id,
    name: displayName(author),
    first_name: author.first_name,
    last_name: author.last_name,
    photo_url: author.photo_url,
    organization_name: author.organization_name,
    show_organization_name: author.show_organization_name,
    is_partner: author.is_partner,
  };
}

/** The timeline event of spec §3, with its author card. */
export function eventView({ event, author }: EventWithAuthor, viewer: ViewerContext): TimelineEvent {
  const isAuthor = viewer.actorId !== null && event.user_id === viewer.actorId;
  const hidden = event.do_not_show_message && !viewer.ownerSide && !isAuthor;
  return {
    id: event.id,
    type: event.type,
    project_id: event.project_id,
    user_id: event.user_id,
    author: author ? authorCardView(author) : null,
    message: hidden ? null : event.message,
    photo_urls: event.photo_urls,
    video_urls: event.video_urls,
    mentioned_users: hidden
      ? []
      : (viewer.mentions.get(event.id) ?? []).map((m) => ({ user_id: m.user_id, name: m.name, is_dedicatee: m.is_dedicatee })),
    parent_id: event.parent_id,
    childs_count: event.childs_count,
    likes_count: event.likes_count,
    liked_by_me: viewer.liked.has(event.id),
    final: event.final,
    do_not_show_message: event.do_not_show_message,
    approved_sponsor_event: event.approved_sponsor_event,
    has_response_from_recipient: event.has_response_from_recipient,
    created_at: event.created_at.toISOString(),
    updated_at: event.updated_at.toISOString(),
  };
}
