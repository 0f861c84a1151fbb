/**
 * The account a collaborator acts for (issue #10): kept in the client only. Every call still names the
 * partner account and the server checks the caller's role on it, so this only chooses what the header
 * links to. Stored per browser tab (sessionStorage); a role that is gone falls back to one's own account.
 */
import { useSyncExternalStore } from 'react';
import { hasAnyRoleOn } from '@storyfund/shared/roles';
import type { SessionUser } from '@storyfund/shared/contract';

const KEY = 'actingAs';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Act for `accountId`, or for oneself (null). */
export function setActingAs(accountId: number | null): void {
  try {
    if (accountId === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, String(accountId));
  } catch {
    // No storage: the choice lasts until the next render only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The account the viewer acts for: a partner they hold a role on, else their own id. */
export function actingAccountId(user: Pick<SessionUser, 'id' | 'roles'> | null, stored: string | null): number | null {
  if (!user) return null;
  const id = stored !== null && /^\d+$/.test(stored) ? Number(stored) : null;
  return id !== null && id !== user.id && hasAnyRoleOn(user, id) ? id : user.id;
}

export function useActingAs(user: Pick<SessionUser, 'id' | 'roles'> | null): number | null {
  const stored = useSyncExternalStore(subscribe, read, () => null);
  return actingAccountId(user, stored);
}
