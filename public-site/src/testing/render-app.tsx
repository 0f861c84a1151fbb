/** Renders the real route table in a memory router, over a fake fetch and the jsdom cookies. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createCustomRouteIndex } from '@storyfund/shared/routing';
import type { CustomRouteEntry } from '@storyfund/shared/routing';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { createApiClient } from '@/lib/api-client';
import { writeSessionCookies } from '@/lib/cookies';
import { createSessionStore } from '@/lib/session-store';
import { createFakeApi } from './fake-api';
import type { FakeHandler } from './fake-api';
import { DEV_CONFIG } from './fixtures';

export interface RenderAppOptions {
  url: string;
  routes?: Record<string, FakeHandler>;
  /** Log in before rendering: cookies for this user id and token. */
  session?: { userId: number; token?: string };
  /** The custom routes loaded "before the app starts". */
  customRoutes?: CustomRouteEntry[];
}

let currentLocation = '';

function LocationProbe() {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}${location.hash}`;
  return null;
}

/** The path and query the memory router is on now. */
export function locationNow(): string {
  return currentLocation;
}

export function renderApp({ url, routes = {}, session, customRoutes = [] }: RenderAppOptions) {
  if (session) writeSessionCookies(session.token ?? 'test-token', session.userId);
  const fake = createFakeApi({ 'GET /config': { body: DEV_CONFIG }, ...routes });
  const store = createSessionStore();
  const services = { session: store, api: createApiClient(store, fake.fetch) };
  const ui: ReactElement = (
    <AppProvider services={services} swrCache={() => new Map()} customRoutes={createCustomRouteIndex(customRoutes)}>
      <MemoryRouter initialEntries={[url]}>
        <LocationProbe />
        <AppRoutes />
      </MemoryRouter>
    </AppProvider>
  );
  return { ...render(ui), fake, store };
}

/** Renders one component inside the providers (for form tests). */
export function renderWithServices(element: ReactElement, options: { url?: string; routes?: Record<string, FakeHandler> } = {}) {
  const fake = createFakeApi({ 'GET /config': { body: DEV_CONFIG }, ...(options.routes ?? {}) });
  const store = createSessionStore();
  const services = { session: store, api: createApiClient(store, fake.fetch) };
  const result = render(
    <AppProvider services={services} swrCache={() => new Map()}>
      <MemoryRouter initialEntries={[options.url ?? '/']}>
        <LocationProbe />
        {element}
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...result, fake, store };
}
