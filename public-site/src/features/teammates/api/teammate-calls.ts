/** A partner's public team members (spec §7 teammate CRUD; docs/api-profiles.md). Each takes the transport from the caller. */
import type { Transport } from '@storyfund/shared/transport';
import type { Teammate, TeammateBody, TeammateList } from '@storyfund/shared/contract';

export const teammatesKey = (partnerId: string) => `/users/${partnerId}/teammates`;

export const createTeammate = (api: Transport, partnerId: string, body: TeammateBody) =>
  api.post<Teammate>(`/users/${partnerId}/teammates`, body);

export const updateTeammate = (api: Transport, partnerId: string, id: number, body: TeammateBody) =>
  api.patch<Teammate>(`/users/${partnerId}/teammates/${id}`, body);

export const deleteTeammate = (api: Transport, partnerId: string, id: number) => api.delete(`/users/${partnerId}/teammates/${id}`);

export const reorderTeammates = (api: Transport, partnerId: string, ids: number[]) =>
  api.put<TeammateList>(`/users/${partnerId}/teammates/order`, { ids });
