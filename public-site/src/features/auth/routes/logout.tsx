import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { logoutDestination } from '@storyfund/shared/routing';
import { Loading } from '@/components/feedback/states';
import { Page } from '@/components/layout/page';
import { useAppConfig } from '@/hooks/use-app-config';
import { useServices } from '@/hooks/use-services';
import { browser } from '@/lib/browser';
import { endSession } from '@/lib/session-actions';

/** /logout (login required): revoke the token, clear cookies and flags, then leave after 300 ms. */
export function LogoutRoute() {
  const { api, session } = useServices();
  const { isProduction, marketingUrl } = useAppConfig();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: number | undefined;
    void endSession(api, session).then(() => {
      // Drop every cached answer made with the old session.
      void mutate(() => true, undefined, { revalidate: false });
      const destination = logoutDestination({ isProduction, ...(marketingUrl ? { marketingUrl } : {}) });
      timer = window.setTimeout(() => {
        if (destination.kind === 'external') browser.assign(destination.url);
        else if (destination.reload) browser.assign(destination.to);
        else navigate(destination.to, { replace: true });
      }, destination.afterMs);
    });
    return () => window.clearTimeout(timer);
  }, [api, session, isProduction, marketingUrl, mutate, navigate]);

  return (
    <Page title="Logging out" width="narrow">
      <Loading label="Logging you out…" />
    </Page>
  );
}
