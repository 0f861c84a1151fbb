import { useContext } from 'react';
import type { Transport } from '@storyfund/shared/transport';
import { AppServicesContext } from '@/lib/app-context';
import type { AppServices } from '@/lib/app-context';
import type { SessionStore } from '@/lib/session-store';

export function useServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (services === null) throw new Error('useServices must be used inside <AppProvider>');
  return services;
}

export function useApi(): Transport {
  return useServices().api;
}

export function useSessionStore(): SessionStore {
  return useServices().session;
}
