import { accountName } from '@storyfund/shared/constants';
import type { AddNetworkMemberBody, NetworkMemberAdmin, NetworkMemberAdminList, NetworkMembersQuery } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { requireAdmin, type Caller } from '../../lib/access.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.service.js';
import { normalizeEmail } from './accounts.service.js';
import * as networks from './networks.repository.js';
import * as repo from './users.repository.js';

const usable = (row: repo.UserRow | undefined): row is repo.UserRow => !!row && !row.is_anonymous && row.merged_into_id === null;

function memberAdminView(row: networks.NetworkMemberRow): NetworkMemberAdmin {
  return {
    id: row.id,
    name: accountName(row),
    email: row.email,
    is_partner: row.is_partner,
    banned_at: row.banned_at?.toISOString() ?? null,
  };
}

/** The network's account, locked when `tx` is a transaction: a partner account, else 404 or 422. */
async function networkAccount(db: Executor, networkId: number, lock: boolean): Promise<repo.UserRow> {
  const network = lock ? await repo.lockUser(db, networkId) : await repo.findUserById(db, networkId);
  if (!usable(network)) throw new NotFoundError('User not found');
  if (!network.is_partner) throw new ValidationError({ id: ['Only a partner account can be a network: this account is not a partner'] });
  return network;
}

/** GET /users/{id}/network-members (admins): every member, banned ones too, in the order they were made. */
export async function listNetworkMembers(
  ctx: AppContext,
  caller: Caller,
  networkId: number,
  query: NetworkMembersQuery,
): Promise<NetworkMemberAdminList> {
  requireAdmin(caller);
  await networkAccount(ctx.db, networkId, false);
  const { rows, total } = await networks.listMembers(ctx.db, networkId, query, { publicOnly: false });
  return { data: rows.map(memberAdminView), total };
}

/** The account a POST names, by id or by email (exactly one of them), locked; 422 on the field when none. */
async function namedAccount(tx: Executor, body: AddNetworkMemberBody, field: 'user_id' | 'email'): Promise<repo.UserRow> {
  const email = body.email?.trim();
  if ((body.user_id === undefined) === !email) throw new ValidationError({ user_id: ["Give the member's account id or email address"] });
  const found =
    body.user_id !== undefined ? await repo.findUserById(tx, body.user_id) : await repo.findUserByEmail(tx, normalizeEmail(email));
  if (!usable(found))
    throw new ValidationError({ [field]: [field === 'email' ? 'No account has this email address' : 'No account has this id'] });
  return (await repo.lockUser(tx, found.id))!;
}

/**
 * POST /users/{id}/network-members (admins; audited): an existing account joins the network. Refused: the
 * network itself (422), a member of another network unless `move` says so (409), one already in this network
 * (409); the network must be a partner account (422). The member's next session lands on the network page.
 */
export async function addNetworkMember(
  ctx: AppContext,
  caller: Caller,
  networkId: number,
  body: AddNetworkMemberBody,
): Promise<NetworkMemberAdmin> {
  const actor = requireAdmin(caller);
  return ctx.transaction(async (tx) => {
    await networkAccount(tx, networkId, true);
    const field = body.user_id !== undefined ? 'user_id' : 'email';
    const member = await namedAccount(tx, body, field);
    if (member.id === networkId) throw new ValidationError({ [field]: ['A network cannot be its own member'] });
    if (member.partner_network_id === networkId)
      throw new ConflictError('Already a member of this network', { [field]: ['Already a member of this network'] });
    if (member.partner_network_id !== null && body.move !== true) {
      const message = `This account is a member of network ${member.partner_network_id}: choose to move it to make it a member here`;
      throw new ConflictError(message, { [field]: [message] });
    }
    const now = ctx.clock.now();
    await networks.setNetwork(tx, member.id, networkId);
    await recordAudit(tx, actor, now, {
      action: member.partner_network_id === null ? 'user.network.add' : 'user.network.move',
      target_type: 'user',
      target_id: member.id,
      before: { partner_network_id: member.partner_network_id },
      after: { partner_network_id: networkId },
    });
    return memberAdminView(member);
  });
}

/** DELETE /users/{id}/network-members/{member_id} (admins; audited): the account leaves the network. */
export async function removeNetworkMember(ctx: AppContext, caller: Caller, networkId: number, memberId: number): Promise<void> {
  const actor = requireAdmin(caller);
  await ctx.transaction(async (tx) => {
    await networkAccount(tx, networkId, false);
    const member = await repo.lockUser(tx, memberId);
    if (!member || member.partner_network_id !== networkId) throw new NotFoundError('This account is not a member of this network');
    await networks.setNetwork(tx, memberId, null);
    await recordAudit(tx, actor, ctx.clock.now(), {
      action: 'user.network.remove',
      target_type: 'user',
      target_id: memberId,
      before: { partner_network_id: networkId },
      after: { partner_network_id: null },
    });
  });
}
