import useSWR from 'swr';
import type { Features } from '@storyfund/shared/contract';

/**
 * The feature flags of an account (GET /api/users/{id}/features, issue #10): undefined while loading, or when
 * the viewer may not read them. Screens hide what a flag turns off; the server still decides every call.
 */
export function useFeatures(accountId: number | string | null | undefined): Features | undefined {
  const { data } = useSWR<Features>(
    accountId !== null && accountId !== undefined && accountId !== '' ? `/users/${accountId}/features` : null,
    {
      shouldRetryOnError: false,
    },
  );
  return data;
}
