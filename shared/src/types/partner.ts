/** Partner team management and donor networks (spec §3). */
import type { CollaboratorRole } from '../constants/index.js';
import type { Id } from './common.js';

/** Statuses of an invitation are not in the spec. */
export interface CollaboratorInvitation {
  id: Id;
  role: CollaboratorRole;
  collaborator_email: string;
  controlled_user_id: Id;
}

/** `POST` invitation body. */
export type CollaboratorInvitationPayload = Pick<CollaboratorInvitation, 'role' | 'collaborator_email'>;

/** A collaborator's role on a partner account; `PUT` sends `{ new_role }`. */
export interface RoleAssignment {
  id: Id;
  partner_id: Id;
  new_role: CollaboratorRole;
}

/**
 * `POST users/{id}/add-donor-to-network`. `user` is the donor's user id and
 * `current_user` the acting user's id (the spec names them without types).
 */
export interface AddDonorToNetworkPayload {
  first_name: string;
  last_name: string;
  email: string;
  user: Id | null;
  current_user: Id;
}

/** A partner's team member shown on the profile (teammate CRUD). Fields are our shape. */
export interface Teammate {
  id: Id;
  user_id: Id;
  name: string;
  title: string | null;
  photo_url: string | null;
  bio: string | null;
}
