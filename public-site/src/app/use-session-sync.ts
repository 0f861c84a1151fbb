import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '@/hooks/use-services';
import { reloadSessionUser } from '@/lib/session-actions';

/** Spec §4: the cookies are re-read and the user reloaded on each navigation. */
export function useSessionSync(): void {
  const { api, session } = useServices();
  const { key } = useLocation();
  useEffect(() => {
    session.syncFromCookies();
    const state = session.getState();
    if (state.isAuthenticated && !state.registering) void reloadSessionUser(api, session, key);
  }, [api, session, key]);
}
