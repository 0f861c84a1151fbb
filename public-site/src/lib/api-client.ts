/** The app's one HTTP client: the shared transport, with the session's credentials. */
import { createTransport } from '@storyfund/shared/transport';
import type { Transport } from '@storyfund/shared/transport';
import { env } from '@/config/env';
import type { SessionStore } from './session-store';

export function createApiClient(session: SessionStore, fetchImpl?: typeof fetch): Transport {
  return createTransport({
    baseUrl: env.apiBaseUrl,
    getCredentials: () => session.credentials(),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
}
