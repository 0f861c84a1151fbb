/** The project page's API calls and SWR keys (docs/api-projects.md, docs/api-timeline.md). */
import type { Transport } from '@storyfund/shared/transport';
import type { LikeState, Project, ProjectFollow, TimelineEvent, UpdateBody } from '@storyfund/shared/contract';

/** Viewer flags and owner-follow state depend on who asks: the viewer is part of the key. */
export function projectKey(id: string | number, viewerId: string | null): [string, string | null] {
  return [`/projects/${String(id)}`, viewerId];
}

export const TIMELINE_PAGE_SIZE = 20;
const REPLIES_PAGE_SIZE = 50;
export const GIVERS_PAGE_SIZE = 30;

export function timelineKey(projectId: number, offset: number, viewerId: string | null): [string, string | null] {
  return [`/projects/${projectId}/timeline?limit=${TIMELINE_PAGE_SIZE}&offset=${offset}`, viewerId];
}

export function threadKey(projectId: number, eventId: number, viewerId: string | null): [string, string | null] {
  return [`/projects/${projectId}/timeline/${eventId}?limit=${REPLIES_PAGE_SIZE}`, viewerId];
}

export function giversKey(projectId: number, offset: number): string {
  return `/projects/${projectId}/givers-ver2?limit=${GIVERS_PAGE_SIZE}&offset=${offset}`;
}

/** True for any SWR key of this project's timeline (pages and threads). */
export function isTimelineKey(projectId: number) {
  return (key: unknown) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(`/projects/${projectId}/timeline`);
}

export function setProjectFollow(api: Transport, projectId: number, follow: boolean): Promise<ProjectFollow> {
  const path = `/projects/${projectId}/followers`;
  return follow ? api.post<ProjectFollow>(path) : api.delete<ProjectFollow>(path);
}

/** The count changes by exactly one on the server; the answer carries the new count and `liked_by_me`. */
export function setLike(api: Transport, projectId: number, eventId: number, liked: boolean, userId: string | null): Promise<LikeState> {
  const path = `/projects/${projectId}/timeline/${eventId}/likes`;
  const body = userId !== null ? { user_id: Number(userId) } : undefined;
  return liked ? api.post<LikeState>(path, body) : api.delete<LikeState>(path, body);
}

export function postComment(api: Transport, projectId: number, message: string, parentId?: number): Promise<TimelineEvent> {
  return api.post<TimelineEvent>(
    `/projects/${projectId}/comments`,
    parentId === undefined ? { message } : { message, parent_id: parentId },
  );
}

export function postUpdate(api: Transport, projectId: number, payload: UpdateBody): Promise<TimelineEvent> {
  return api.post<TimelineEvent>(`/projects/${projectId}/updates`, payload);
}

export function closeProject(api: Transport, projectId: number): Promise<Project> {
  return api.post<Project>(`/projects/${projectId}/close`);
}
