/**
 * Integration keys (spec §7 auth_tokens, docs/api-integrations.md): a partner account's API keys for its own
 * allow-listed read calls. A key's secret is answered once, by POST; lists show its prefix only.
 */
import { Id, ListOf, Nullable, Text, Timestamp, Type, type Static } from './common.js';

export const AuthToken = Type.Object({
  id: Id,
  account_id: Id,
  label: Type.String(),
  /** The key's non-secret start (`sf_live_<prefix>_…`), so a partner can tell its keys apart. */
  prefix: Type.String(),
  created_by_id: Nullable(Id),
  created_at: Timestamp,
  /** The last call made with the key, to the minute (written at most once a minute). */
  last_used_at: Nullable(Timestamp),
  revoked_at: Nullable(Timestamp),
});
export type AuthToken = Static<typeof AuthToken>;

export const AuthTokenList = ListOf(AuthToken);
export type AuthTokenList = Static<typeof AuthTokenList>;

/** POST's answer: the key with its whole secret, shown this once and never again. */
export const CreatedAuthToken = Type.Object({ ...AuthToken.properties, token: Type.String() });
export type CreatedAuthToken = Static<typeof CreatedAuthToken>;

/** POST users/{id}/auth_tokens. The label's rule is shared (validation/auth-token.ts), so a problem is a field error. */
export const AuthTokenBody = Type.Object({ label: Text(1_000) }, { additionalProperties: false });
export type AuthTokenBody = Static<typeof AuthTokenBody>;

/** PATCH users/{id}/auth_tokens/{token_id}: a new label, or `revoked: true` (a revocation is final). */
export const AuthTokenPatch = Type.Object(
  { label: Type.Optional(Text(1_000)), revoked: Type.Optional(Type.Literal(true)) },
  { additionalProperties: false, minProperties: 1 },
);
export type AuthTokenPatch = Static<typeof AuthTokenPatch>;

export const AuthTokenParams = Type.Object({ id: Id, token_id: Id });
