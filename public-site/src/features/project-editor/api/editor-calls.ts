/** Creating and editing projects, and their autosaved drafts (docs/api-projects.md, docs/api-timeline.md). */
import type { ProjectPayload } from '@storyfund/shared/types';
import type { Transport } from '@storyfund/shared/transport';
import type { ProjectItem } from '@/types/projects';

export interface Draft {
  id: number;
  user_id: number;
  owner_id: number | null;
  data: unknown;
  created_at: string;
  updated_at: string;
}

/** The latest draft of the viewer (drafts are listed last saved first). */
export function latestDraftKey(viewerId: string | null): [string, string | null] {
  return ['/project-drafts?limit=1', viewerId];
}

export function createProject(api: Transport, payload: ProjectPayload & { owner_id?: number }): Promise<ProjectItem> {
  return api.post<ProjectItem>('/projects', payload);
}

export function updateProject(api: Transport, id: number, payload: ProjectPayload): Promise<ProjectItem> {
  return api.patch<ProjectItem>(`/projects/${id}`, payload);
}

export function createDraft(api: Transport, data: unknown, ownerId?: number): Promise<Draft> {
  return api.post<Draft>('/project-drafts', ownerId === undefined ? { data } : { data, owner_id: ownerId });
}

export function saveDraft(api: Transport, id: number, data: unknown): Promise<Draft> {
  return api.patch<Draft>(`/project-drafts/${id}`, { data });
}

export function deleteDraft(api: Transport, id: number): Promise<unknown> {
  return api.delete(`/project-drafts/${id}`);
}
