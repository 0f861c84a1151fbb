import { accountName } from '@storyfund/shared/constants';
import type { NetworkPage, NetworkPageQuery } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import * as networks from './networks.repository.js';
import * as repo from './users.repository.js';
import { brandingView } from './user-views.js';
import { networkRefOf } from './account-view.service.js';

/** A network as the public sees it: a partner account, neither banned nor merged away; else 404. */
async function publicNetwork(db: Executor, networkId: number): Promise<repo.UserRow> {
  const network = await repo.findUserById(db, networkId);
  if (!network || !network.is_partner || network.banned_at || network.is_anonymous || network.merged_into_id !== null) {
    throw new NotFoundError('Network not found');
  }
  return network;
}

/**
 * GET /users/{id}/network (public, read-cached): the network, its branding, and a page of its non-banned
 * members. Any partner account answers (a network with no members shows none); its members' projects are
 * GET /users/{id}/network-projects (listings).
 */
export async function networkPage(ctx: AppContext, networkId: number, query: NetworkPageQuery): Promise<NetworkPage> {
  const network = await publicNetwork(ctx.db, networkId);
  const { rows, total } = await networks.listMembers(ctx.db, networkId, query, { publicOnly: true });
  return {
    network: {
      id: network.id,
      name: accountName(network),
      photo_url: network.photo_url,
      is_white_labelled: network.is_white_labeled_partner,
      ...brandingView(network),
    },
    members: {
      data: rows.map((m) => ({
        id: m.id,
        name: accountName(m),
        photo_url: m.photo_url,
        is_partner: m.is_partner,
        projects_count: m.projects_count,
      })),
      total,
    },
  };
}

/** Whether `networkId` is a partner account the public may see (listings asks before listing its members' projects). */
export async function assertPublicNetwork(ctx: AppContext, networkId: number): Promise<void> {
  await publicNetwork(ctx.db, networkId);
}

/** The partner network an account belongs to, if any (the recommendations leave out a white-labelled network's members). */
export async function partnerNetworkOf(ctx: AppContext, userId: number): Promise<{ id: number; is_white_labelled: boolean } | null> {
  const user = await repo.findUserById(ctx.db, userId);
  return user ? networkRefOf(ctx.db, user) : null;
}
