/**
 * The override table (spec §6, docs/api-access-overrides.md): admin-managed rows that let a user act for an
 * account as the account itself would. The session's access check reads them (shared/src/roles.ts).
 */
import { Id, ListOf, Nullable, PageFields, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

export const AccessOverride = Type.Object({
  id: Id,
  account_id: Id,
  account_name: Type.String(),
  user_id: Id,
  user_name: Type.String(),
  user_email: Nullable(Type.String()),
  /** Why the user may act for the account (shown to admins only). */
  note: Nullable(Type.String()),
  created_by_id: Nullable(Id),
  created_at: Timestamp,
});
export type AccessOverride = Static<typeof AccessOverride>;

export const AccessOverrideList = ListOf(AccessOverride);
export type AccessOverrideList = Static<typeof AccessOverrideList>;

const ACCESS_OVERRIDE_SORTS = ['created_at', 'account_id', 'user_id'] as const;

export const AccessOverrideQuery = Query({
  ...PageFields(25),
  account_id: Type.Optional(Id),
  user_id: Type.Optional(Id),
  sort: Type.Optional(StringEnum(ACCESS_OVERRIDE_SORTS)),
  order: Type.Optional(StringEnum(['asc', 'desc'] as const)),
});
export type AccessOverrideQuery = Static<typeof AccessOverrideQuery>;

/** POST /access-overrides. */
export const AccessOverrideBody = Type.Object(
  { account_id: Id, user_id: Id, note: Type.Optional(Nullable(Text(1000))) },
  { additionalProperties: false },
);
export type AccessOverrideBody = Static<typeof AccessOverrideBody>;

/** DELETE answers 204 with no body. */
export const AccessOverrideDeleted = Type.Unsafe<void>(Type.Null({ description: 'Deleted' }));
