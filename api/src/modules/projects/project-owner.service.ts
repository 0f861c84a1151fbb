import type { Executor } from '../../db/client.js';
import type { UserRow } from '../users/users.repository.js';
import { findOwner, setOwnerFields } from './projects.repository.js';

/** The name projects show and search under: the organisation when it is shown, else the person. */
export function ownerDisplayName(
  owner: Pick<UserRow, 'first_name' | 'last_name' | 'organization_name' | 'show_organization_name'>,
): string {
  if (owner.show_organization_name && owner.organization_name?.trim()) return owner.organization_name.trim();
  return `${owner.first_name} ${owner.last_name}`.trim();
}

export const ownerFields = (owner: UserRow) => ({ owner_name: ownerDisplayName(owner), owner_tax_exempt: owner.tax_exempt_teller });

/**
 * Projects keep a copy of their owner's display name (for full-text search) and tax-exempt flag (for the
 * tax-exempt listing). The users module calls this after a profile change, and so must anything that
 * changes a name, the organisation display or tax_exempt_teller.
 */
export async function refreshOwnerFields(db: Executor, ownerId: number): Promise<void> {
  const owner = await findOwner(db, ownerId);
  if (owner) await setOwnerFields(db, ownerId, ownerFields(owner));
}
