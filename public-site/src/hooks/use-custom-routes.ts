import { useContext } from 'react';
import type { CustomRouteIndex } from '@storyfund/shared/routing';
import { CustomRoutesContext } from '@/lib/custom-routes';

/** The custom routes loaded at start-up. */
export function useCustomRoutes(): CustomRouteIndex {
  return useContext(CustomRoutesContext);
}
