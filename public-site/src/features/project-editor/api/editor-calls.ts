/** Creating and editing projects, and their autosaved drafts (docs/api-projects.md, docs/api-timeline.md). */
import type { Transport } from '@storyfund/shared/transport';
import type { CreateProjectBody, Project, ProjectDraft, UpdateProjectBody } from '@storyfund/shared/contract';

/** The latest draft of the viewer (drafts are listed last saved first). */
export function latestDraftKey(viewerId: string | null): [string, string | null] {
  return ['/project-drafts?limit=1', viewerId];
}

export function createProject(api: Transport, payload: CreateProjectBody): Promise<Project> {
  return api.post<Project>('/projects', payload);
}

export function updateProject(api: Transport, id: number, payload: UpdateProjectBody): Promise<Project> {
  return api.patch<Project>(`/projects/${id}`, payload);
}

export function createDraft(api: Transport, data: unknown, ownerId?: number): Promise<ProjectDraft> {
  return api.post<ProjectDraft>('/project-drafts', ownerId === undefined ? { data } : { data, owner_id: ownerId });
}

export function saveDraft(api: Transport, id: number, data: unknown): Promise<ProjectDraft> {
  return api.patch<ProjectDraft>(`/project-drafts/${id}`, { data });
}

export function deleteDraft(api: Transport, id: number): Promise<unknown> {
  return api.delete(`/project-drafts/${id}`);
}
