/** The local flags of spec §3 Auth, kept in localStorage. Storage failures (private mode) are ignored. */
import { LOCAL_FLAG_NAMES } from '@storyfund/shared/constants';
import type { LocalFlag } from '@storyfund/shared/constants';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function getFlag(name: LocalFlag): string | undefined {
  try {
    return storage()?.getItem(name) ?? undefined;
  } catch {
    return undefined;
  }
}

export function setFlag(name: LocalFlag, value: string): void {
  try {
    storage()?.setItem(name, value);
  } catch {
    // Nothing to keep it in; the flag only shapes a later screen.
  }
}

export function removeFlag(name: LocalFlag): void {
  try {
    storage()?.removeItem(name);
  } catch {
    // As above.
  }
}

/** Logout clears every stored flag. */
export function clearFlags(): void {
  for (const name of LOCAL_FLAG_NAMES) removeFlag(name);
}

/** Only a path of this site: '/personal?x=1', never '//evil.example' or 'https://…'. */
function isSafeAppPath(value: string | undefined): value is string {
  return value !== undefined && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** Reads and forgets prevUrl, the URL a guard sent to /login from. */
export function takePrevUrl(): string | undefined {
  const value = getFlag('prevUrl');
  removeFlag('prevUrl');
  return isSafeAppPath(value) ? value : undefined;
}
