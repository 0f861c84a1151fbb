import type { Executor } from '../../db/client.js';
import { findUserById, listOverrideAccountIds, listRoles, type UserRow } from './users.repository.js';
import { publicUserView, sessionUserView, type PublicUser, type SessionUser } from './user-views.js';

/** The partner network `user` belongs to, as the session user and the public profile carry it. */
export async function networkRefOf(db: Executor, user: UserRow): Promise<{ id: number; is_white_labelled: boolean } | null> {
  const network = user.partner_network_id ? await findUserById(db, user.partner_network_id) : undefined;
  return network ? { id: network.id, is_white_labelled: network.is_white_labeled_partner } : null;
}

/** The session-user shape for `user`, with roles and partner network looked up. */
export async function loadSessionUser(db: Executor, user: UserRow, opts: { viewerFollows?: boolean } = {}): Promise<SessionUser> {
  const [roles, overrideAccountIds, partnerNetwork] = await Promise.all([
    listRoles(db, user.id),
    listOverrideAccountIds(db, user.id),
    networkRefOf(db, user),
  ]);
  return sessionUserView(user, { roles, overrideAccountIds, partnerNetwork }, opts);
}

/** The public shape for `user`, with its partner network looked up (a profile page decides on cross-promotion with it). */
export async function loadPublicProfile(db: Executor, user: UserRow, opts: { viewerFollows?: boolean } = {}): Promise<PublicUser> {
  return { ...publicUserView(user, opts), partner_network: await networkRefOf(db, user) };
}
