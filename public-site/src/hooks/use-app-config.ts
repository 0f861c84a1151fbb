import useSWR from 'swr';
import type { AppConfig } from '@/types/api';

export interface AppConfigState {
  config: AppConfig | undefined;
  /** True until the first answer (or failure). */
  isLoading: boolean;
  isProduction: boolean;
  /** The marketing site, only when configured. */
  marketingUrl: string | undefined;
}

/** GET /api/config, once per session (it rarely changes). */
export function useAppConfig(): AppConfigState {
  const { data, error, isLoading } = useSWR<AppConfig>('/config', {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  return {
    config: data,
    isLoading: isLoading && data === undefined && error === undefined,
    isProduction: data?.environment === 'production',
    marketingUrl: data?.marketing_url ?? undefined,
  };
}
