/** A partner account's integration keys (docs/api-integrations.md). Every call names the account. */
import type { AuthToken, AuthTokenList, CreatedAuthToken } from '@storyfund/shared/contract';
import type { Transport } from '@storyfund/shared/transport';

export type { AuthToken, AuthTokenList, CreatedAuthToken };

export const keysKey = (partnerId: number) => `users/${partnerId}/auth_tokens`;

export const createKey = (api: Transport, partnerId: number, label: string) => api.post<CreatedAuthToken>(keysKey(partnerId), { label });

export const renameKey = (api: Transport, partnerId: number, keyId: number, label: string) =>
  api.patch<AuthToken>(`${keysKey(partnerId)}/${keyId}`, { label });

export const revokeKey = (api: Transport, partnerId: number, keyId: number) =>
  api.patch<AuthToken>(`${keysKey(partnerId)}/${keyId}`, { revoked: true });
