import type { AppContext } from '../../app-context.js';
import type { Executor } from '../../db/client.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { findOwner, setOwnerFields, type UserRow } from './projects.repository.js';

/** The name projects show and search under: the organisation when it is shown, else the person. */
export function ownerDisplayName(
  owner: Pick<UserRow, 'first_name' | 'last_name' | 'organization_name' | 'show_organization_name'>,
): string {
  if (owner.show_organization_name && owner.organization_name?.trim()) return owner.organization_name.trim();
  return `${owner.first_name} ${owner.last_name}`.trim();
}

/** The owner columns a project copies; `owner_listed`: whether listings and feeds across owners may show it. */
export const ownerFields = (owner: UserRow) => ({
  owner_name: ownerDisplayName(owner),
  owner_tax_exempt: owner.tax_exempt_teller,
  owner_listed: owner.banned_at === null && !owner.hidden_from_feeds,
});

/**
 * Projects keep a copy of their owner's display name (for full-text search), tax-exempt flag (for the
 * tax-exempt listing) and whether the owner may be listed (banned or hidden from feeds: not), refreshed whenever an account's profile changes (user.profile-changed, durable:
 * it copies what the account says now, so running it twice is harmless).
 */
async function refreshOwnerFields(db: Executor, ownerId: number): Promise<void> {
  const owner = await findOwner(db, ownerId);
  if (owner) await setOwnerFields(db, ownerId, ownerFields(owner));
}

export const onProfileChanged = (ctx: AppContext, change: DomainEvents['user.profile-changed']) =>
  refreshOwnerFields(ctx.db, change.user_id);
