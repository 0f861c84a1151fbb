/** The platform calls (docs/api.md "Platform"): liveness, the public settings, the development mailbox. */
import { Id, ListOf, Nullable, PageFields, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

/** GET /health: the process is up and its database answers (503 when it does not). */
export const Health = Type.Object({ status: Type.Literal('ok'), database: StringEnum(['pglite', 'postgres'] as const) });
export type Health = Static<typeof Health>;

/** Which card form the give panel shows: the sandbox's test form, or Stripe Elements with this publishable key. */
export const PaymentsConfig = Type.Object({
  provider: StringEnum(['sandbox', 'stripe'] as const),
  publishable_key: Nullable(Type.String()),
});
export type PaymentsConfig = Static<typeof PaymentsConfig>;

/** Spec §6 feature flags: each on unless the server's FEATURES_OFF names it; `ai_helper` is always on. */
export const FeatureFlags = Type.Object({
  partner_donations_table: Type.Boolean(),
  dashboard: Type.Boolean(),
  team_management: Type.Boolean(),
  edit_role: Type.Boolean(),
  ai_helper: Type.Boolean(),
});
export type FeatureFlags = Static<typeof FeatureFlags>;

/** GET /config: the public settings both apps read at start-up. Never secrets. */
export const PublicConfig = Type.Object({
  environment: StringEnum(['development', 'test', 'production'] as const),
  marketing_url: Nullable(Type.String()),
  google_client_id: Nullable(Type.String()),
  facebook_app_id: Nullable(Type.String()),
  /** The bot-check widget (Turnstile/hCaptcha-compatible), only when configured: its site key and script. */
  bot_check_site_key: Nullable(Type.String()),
  bot_check_script_url: Nullable(Type.String()),
  /** Whether GET /dev/mailbox lists the outbox (development, without SMTP). */
  dev_mailbox: Type.Boolean(),
  payments: PaymentsConfig,
  /** The project /woods opens (1028 outside production, 11266 in production, unless configured). */
  woods_project_id: Id,
  /** The project /donatedirectly gives to (Storyfund's own work); null: not offered. */
  donate_directly_project_id: Nullable(Id),
  features: FeatureFlags,
  /** Issue #12: where /store and /invest go (STORE_URL, INVEST_URL); null: to '/'. */
  store_url: Nullable(Type.String()),
  invest_url: Nullable(Type.String()),
  /** Issue #12: first-party analytics on (production, or ANALYTICS=on; ANALYTICS=off turns it off anywhere). */
  analytics: Type.Boolean(),
});
export type PublicConfig = Static<typeof PublicConfig>;

/** GET /dev/mailbox: newest first, optionally only the mail to one address. */
export const MailboxQuery = Query({ ...PageFields(20), to: Type.Optional(Text(320)) });
export type MailboxQuery = Static<typeof MailboxQuery>;

/** A message of the outbox (attachments named, not included). */
export const MailboxMessage = Type.Object({
  id: Id,
  to_address: Type.String(),
  subject: Type.String(),
  text_body: Type.String(),
  html_body: Nullable(Type.String()),
  /** How the message left: 'smtp', or 'outbox' (kept here only). */
  transport: Type.String(),
  sent_at: Nullable(Timestamp),
  /** The last delivery failure, if any. */
  error: Nullable(Type.String()),
  created_at: Timestamp,
  /** Not listed before this time (a scheduled dedication). */
  send_after: Timestamp,
  attachments: Type.Array(Type.Object({ filename: Type.String(), content_type: Type.String() })),
  /** Headers besides the usual ones: List-Unsubscribe and List-Unsubscribe-Post on news mail. */
  headers: Type.Record(Type.String(), Type.String()),
});
export type MailboxMessage = Static<typeof MailboxMessage>;

export const MailboxPage = ListOf(MailboxMessage);
export type MailboxPage = Static<typeof MailboxPage>;
