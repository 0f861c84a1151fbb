import { useState } from 'react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { Cache } from 'swr';
import type { CustomRouteIndex } from '@storyfund/shared/routing';
import { createApiClient } from '@/lib/api-client';
import { AppServicesContext } from '@/lib/app-context';
import type { AppServices } from '@/lib/app-context';
import { CustomRoutesContext, NO_CUSTOM_ROUTES } from '@/lib/custom-routes';
import { createSessionStore } from '@/lib/session-store';

export interface AppProviderProps {
  /** Tests inject a session over fake cookies and a transport over a fake fetch. */
  services?: AppServices;
  /** Tests give each render its own SWR cache. */
  swrCache?: () => Cache;
  /** Loaded before the app starts (main.tsx). */
  customRoutes?: CustomRouteIndex;
  children: ReactNode;
}

export function createDefaultServices(): AppServices {
  const session = createSessionStore();
  return { session, api: createApiClient(session) };
}

/** SWR keys are API paths, or [path, viewer id] when the answer depends on who asks. */
function swrPath(key: unknown): string {
  const path = Array.isArray(key) ? key[0] : key;
  if (typeof path !== 'string') throw new Error('SWR keys must start with an API path');
  return path;
}

/** The app's SWR fetcher: a key's API path, read with the viewer's credentials when there are some. */
export function apiFetcher(api: AppServices['api']): (key: unknown) => Promise<unknown> {
  return (key) => api.get(swrPath(key), { auth: 'optional' });
}

export function AppProvider({ services, swrCache, customRoutes = NO_CUSTOM_ROUTES, children }: AppProviderProps) {
  const [value] = useState(() => services ?? createDefaultServices());
  const [fetcher] = useState(() => apiFetcher(value.api));
  return (
    <AppServicesContext.Provider value={value}>
      <CustomRoutesContext.Provider value={customRoutes}>
        <SWRConfig
          value={{
            fetcher,
            revalidateOnFocus: false,
            shouldRetryOnError: false,
            ...(swrCache ? { provider: swrCache } : {}),
          }}
        >
          {children}
        </SWRConfig>
      </CustomRoutesContext.Provider>
    </AppServicesContext.Provider>
  );
}
