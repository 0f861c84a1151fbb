import { useSyncExternalStore } from 'react';
import type { SessionState } from '@/lib/session-store';
import { useSessionStore } from './use-services';

/** The session as React state: re-renders on login, logout and user reloads. */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
