/** Collaborator invitation acceptance after login (spec §2, §8). */
import { invitationOutcomeRedirect, isNumericId } from '@storyfund/shared/routing';
import type { Transport } from '@storyfund/shared/transport';

export interface AcceptInvitationInput {
  authToken: string;
  /** The partner's id: the route param id, else the query invitation_id. */
  routeId?: string | null | undefined;
  queryInvitationId?: string | null | undefined;
  ownId: number | string;
}

/** Accepts, then answers where to go: /profile/{id}?invitation_status=success|error. */
export async function acceptInvitation(api: Transport, input: AcceptInvitationInput): Promise<string> {
  const partnerId = [input.routeId, input.queryInvitationId].find((value) => isNumericId(value));
  let status: 'success' | 'error' = 'error';
  if (partnerId !== undefined && partnerId !== null) {
    try {
      await api.get(`/partners/${partnerId}/collaborator_invitations/accept_invitation`, {
        query: { auth_token: input.authToken },
      });
      status = 'success';
    } catch {
      status = 'error';
    }
  }
  return invitationOutcomeRedirect({
    status,
    routeId: input.routeId ?? null,
    queryInvitationId: input.queryInvitationId ?? null,
    ownId: input.ownId,
  });
}
