/**
 * Custom routes (spec §2): loaded before the app starts, looked up case-insensitively. A failed load
 * alerts 'Network error: {error}' (spec §8) and the app starts without them.
 */
import { createContext } from 'react';
import { createCustomRouteIndex } from '@storyfund/shared/routing';
import type { CustomRouteIndex } from '@storyfund/shared/routing';
import type { CustomRouteList } from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';

export const NO_CUSTOM_ROUTES: CustomRouteIndex = createCustomRouteIndex([]);

export const CustomRoutesContext = createContext<CustomRouteIndex>(NO_CUSTOM_ROUTES);

function reason(err: unknown): string {
  return err instanceof Error && err.message.trim() !== '' ? err.message : String(err);
}

/** GET /custom-routes, before the first render. */
export async function loadCustomRoutes(api: Transport, alert: (message: string) => void): Promise<CustomRouteIndex> {
  try {
    const routes = await api.get<CustomRouteList>('/custom-routes', { auth: 'none' });
    return createCustomRouteIndex(Array.isArray(routes) ? routes : []);
  } catch (err) {
    alert(`Network error: ${reason(err)}`);
    return NO_CUSTOM_ROUTES;
  }
}
