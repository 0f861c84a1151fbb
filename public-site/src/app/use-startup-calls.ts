import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import type { AlmostThere } from '@storyfund/shared/contract';
import { useIpData } from '@/hooks/use-currency';
import { useServices } from '@/hooks/use-services';
import { useSession } from '@/hooks/use-session';

/**
 * Spec §7 "Start-up calls": the IP lookup (the currency notice reads it too) and, for a logged-in user, the login
 * info with their country, once per load; the almost-there flag, which decides whether the header offers the
 * almost-funded listing. Answers that flag (true until known).
 */
export function useStartupCalls(): { almostThere: boolean } {
  const { api } = useServices();
  const session = useSession();
  const ipData = useIpData();
  const posted = useRef<string | null>(null);
  const userId = session.isAuthenticated ? session.userId : null;
  const country = ipData?.country_code ?? null;
  useEffect(() => {
    if (!userId || !country || posted.current === userId) return;
    posted.current = userId;
    void api.post(`/users/${userId}/update-login-info`, { country_code: country }).catch(() => undefined);
  }, [api, userId, country]);
  const { data } = useSWR<AlmostThere>('/projects/is-almost-there', { revalidateOnFocus: false, shouldRetryOnError: false });
  return { almostThere: data?.is_almost_there ?? true };
}
