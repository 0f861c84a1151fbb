/** Abuse reports (docs/api-timeline.md "Abuse reports"): anyone logged in reports a project or a timeline event; admins list them. */
import { ABUSE_REASONS, REPORT_STATUSES } from '../constants/index.js';
import { Id, ListOf, Nullable, PageFields, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

/** POST /abuse-reports: a project, an event (its project is found from it), or a partner review. The reason list is the API's to check, so its message can name the choices. */
export const AbuseReportBody = Type.Object(
  {
    project_id: Type.Optional(Id),
    event_id: Type.Optional(Id),
    /** A partner review (issue #9): its partner is in the report's `review` fields. */
    review_id: Type.Optional(Id),
    reason: Text(50),
    message: Type.Optional(Nullable(Text(2000))),
  },
  { additionalProperties: false },
);
export type AbuseReportBody = Static<typeof AbuseReportBody>;

export const AbuseReport = Type.Object({
  id: Id,
  reporter_id: Id,
  /** The reported project (or the event's); null for a review report. */
  project_id: Nullable(Id),
  /** The reported timeline event; null when the project itself is reported. */
  event_id: Nullable(Id),
  /** The reported partner review, and the partner it is about. */
  review_id: Nullable(Id),
  review_partner_id: Nullable(Id),
  reason: StringEnum(ABUSE_REASONS),
  message: Nullable(Type.String()),
  status: StringEnum(REPORT_STATUSES),
  created_at: Timestamp,
});
export type AbuseReport = Static<typeof AbuseReport>;

/** GET /abuse-reports (admins): newest first, optionally of one status. */
export const AbuseReportQuery = Query({ ...PageFields(30), status: Type.Optional(StringEnum(REPORT_STATUSES)) });
export type AbuseReportQuery = Static<typeof AbuseReportQuery>;

export const AbuseReportList = ListOf(AbuseReport);
export type AbuseReportList = Static<typeof AbuseReportList>;
