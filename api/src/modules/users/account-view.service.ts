import type { Executor } from '../../db/client.js';
import { findUserById, listOverrideAccountIds, listRoles, type UserRow } from './users.repository.js';
import { sessionUserView, type SessionUser } from './user-views.js';

/** The session-user shape for `user`, with roles and partner network looked up. */
export async function loadSessionUser(db: Executor, user: UserRow, opts: { viewerFollows?: boolean } = {}): Promise<SessionUser> {
  const [roles, overrideAccountIds, network] = await Promise.all([
    listRoles(db, user.id),
    listOverrideAccountIds(db, user.id),
    user.partner_network_id ? findUserById(db, user.partner_network_id) : Promise.resolve(undefined),
  ]);
  return sessionUserView(
    user,
    { roles, overrideAccountIds, partnerNetwork: network ? { id: network.id, is_white_labelled: network.is_white_labeled_partner } : null },
    opts,
  );
}
