/** The back-office's audit log and moderation bodies (docs/backoffice.md). */
import { Id, ListOf, Nullable, PageFields, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

/** What an audited action acts on. */
export const AUDIT_TARGET_TYPES = ['user', 'project', 'gift', 'lead', 'access_override', 'auth_token'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One audited admin or sales action: who, when, what, why, and the target's fields before and after. */
export const AuditEntry = Type.Object({
  id: Id,
  actor_id: Id,
  actor_name: Type.String(),
  action: Type.String(),
  target_type: StringEnum(AUDIT_TARGET_TYPES),
  target_id: Nullable(Id),
  reason: Nullable(Type.String()),
  before: Nullable(Type.Record(Type.String(), Type.Unknown())),
  after: Nullable(Type.Record(Type.String(), Type.Unknown())),
  created_at: Timestamp,
});
export type AuditEntry = Static<typeof AuditEntry>;

/** GET /audit-log (admins): newest first, filtered by actor, action, target and a UTC date range (end excluded). */
export const AuditLogQuery = Query({
  ...PageFields(25),
  actor_id: Type.Optional(Id),
  action: Type.Optional(Text(100)),
  target_type: Type.Optional(StringEnum(AUDIT_TARGET_TYPES)),
  target_id: Type.Optional(Id),
  datestart: Type.Optional(Timestamp),
  dateend: Type.Optional(Timestamp),
});
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditLogList = ListOf(AuditEntry);
export type AuditLogList = Static<typeof AuditLogList>;

/** A moderation switch's body, which may be left out: why (required to ban, kept in the audit log for every action). */
export const ModerationBody = Nullable(Type.Object({ reason: Type.Optional(Text(2000)) }, { additionalProperties: false }));
export type ModerationBody = Static<typeof ModerationBody>;

/** GET /audit-log/export (admins): the same filters as the list, every matching entry as CSV, newest first. */
export const AuditLogExportQuery = Query({
  actor_id: Type.Optional(Id),
  action: Type.Optional(Text(100)),
  target_type: Type.Optional(StringEnum(AUDIT_TARGET_TYPES)),
  target_id: Type.Optional(Id),
  datestart: Type.Optional(Timestamp),
  dateend: Type.Optional(Timestamp),
});
export type AuditLogExportQuery = Static<typeof AuditLogExportQuery>;
