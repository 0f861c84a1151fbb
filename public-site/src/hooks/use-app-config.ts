import useSWR from 'swr';
import type { PublicConfig } from '@storyfund/shared/contract';

export interface AppConfigState {
  config: PublicConfig | undefined;
  /** True until the first answer (or failure). */
  isLoading: boolean;
  isProduction: boolean;
  /** The marketing site, only when configured. */
  marketingUrl: string | undefined;
}

/** GET /api/config, once per session (it rarely changes). */
export function useAppConfig(): AppConfigState {
  const { data, error, isLoading } = useSWR<PublicConfig>('/config', {
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
