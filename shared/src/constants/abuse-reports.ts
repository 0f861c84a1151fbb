/** Abuse reports (docs/api-timeline.md "Abuse reports"): why a project or timeline event is reported, and where the report stands. */

/** Why something is reported; 'other' needs a message. */
export const ABUSE_REASONS = ['spam', 'fraud', 'inappropriate', 'harassment', 'misinformation', 'copyright', 'other'] as const;

export type AbuseReason = (typeof ABUSE_REASONS)[number];

/** A report is open until a moderator resolves or dismisses it. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;

export type ReportStatus = (typeof REPORT_STATUSES)[number];
