/** The services every screen reaches through React context, so tests can inject fakes. */
import { createContext } from 'react';
import type { Transport } from '@storyfund/shared/transport';
import type { SessionStore } from './session-store';

export interface AppServices {
  api: Transport;
  session: SessionStore;
}

export const AppServicesContext = createContext<AppServices | null>(null);
