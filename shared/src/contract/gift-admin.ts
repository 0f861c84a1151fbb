/** The back-office's gifts: the table, one gift with its ledger, and the refund (docs/backoffice.md "Gifts"). */
import { Cents, Id, ListOf, Nullable, PageFields, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';

const GIFT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** The columns the gift table sorts on (anything else is refused with a field error). */
const ADMIN_GIFT_SORTS = ['id', 'gift_at', 'amount_cents', 'tip_cents'] as const;

/** One gift as admins see it: who gave what to which project, how it was paid, and its refund if any. */
export const AdminGift = Type.Object({
  id: Id,
  status: StringEnum(GIFT_STATUSES),
  project_id: Id,
  project_title: Type.String(),
  donor_id: Id,
  donor_name: Type.String(),
  donor_email: Nullable(Type.String()),
  recipient_id: Id,
  recipient_name: Type.String(),
  amount_cents: Cents,
  tip_cents: Cents,
  /** The part a gift card paid (gift amount first, then tip); the rest was charged to a card. */
  gift_card_cents: Cents,
  gift_card_id: Nullable(Id),
  card_cents: Cents,
  platform_fee_cents: Cents,
  stripe_fee_cents: Cents,
  monthly_gift: Type.Boolean(),
  subscription_id: Nullable(Id),
  anonymous: Type.Boolean(),
  /** The processor that charged the card part: 'sandbox' or 'stripe'; null when nothing was charged. */
  payment_provider: Nullable(Type.String()),
  gift_at: Timestamp,
  refunded_at: Nullable(Timestamp),
  refund_reason: Nullable(Type.String()),
  refunded_by_id: Nullable(Id),
});
export type AdminGift = Static<typeof AdminGift>;

const LedgerLine = Type.Object({ journal: Type.String(), account: Type.String(), amount_cents: Cents });

/** One move of a gift to another project of its recipient (POST /gifts/{id}/convert), oldest first. */
const GiftConversion = Type.Object({
  from_project_id: Id,
  from_project_title: Type.String(),
  to_project_id: Id,
  to_project_title: Type.String(),
  reason: Type.String(),
  by_id: Nullable(Id),
  at: Timestamp,
});

/** GET /gifts/{id}: the gift, its ledger lines (its journal, its conversions' and its refund's), and where its project stands. */
export const AdminGiftDetail = Type.Object({
  ...AdminGift.properties,
  ledger_entries: Type.Array(LedgerLine),
  /** Every conversion of the gift, oldest first: the first one's `from_project_id` is where the donor gave. */
  conversions: Type.Array(GiftConversion),
  project_amount_raised_cents: Cents,
  /** The balance of the project's ledger account: always equal to what it raised. */
  project_ledger_cents: Cents,
  project_goal_amount_cents: Cents,
  project_funded_at: Nullable(Timestamp),
  project_half_funded_at: Nullable(Timestamp),
  /** The processor's refund of the card-paid part. */
  processor_refund: Nullable(Type.Object({ id: Type.String(), amount_cents: Cents, status: Type.String() })),
});
export type AdminGiftDetail = Static<typeof AdminGiftDetail>;

/** GET /gifts (admins): paged, sorted on a listed column, filtered by status, project or donor. */
export const AdminGiftQuery = Query({
  ...PageFields(25),
  sort: Type.Optional(StringEnum(ADMIN_GIFT_SORTS)),
  order: Type.Optional(StringEnum(['asc', 'desc'] as const)),
  status: Type.Optional(StringEnum(GIFT_STATUSES)),
  project_id: Type.Optional(Id),
  donor_id: Type.Optional(Id),
});
export type AdminGiftQuery = Static<typeof AdminGiftQuery>;

export const AdminGiftList = ListOf(AdminGift);
export type AdminGiftList = Static<typeof AdminGiftList>;

/** POST /gifts/{id}/refund: why (required: 422 `errors.reason` without; kept in the audit log). */
export const RefundGiftBody = Nullable(Type.Object({ reason: Type.Optional(Text(2000)) }, { additionalProperties: false }));
export type RefundGiftBody = Static<typeof RefundGiftBody>;

/**
 * POST /gifts/{id}/convert: the project the gift moves to (another live project of the gift's recipient), the
 * project it is in as the admin saw it (409 `gift_changed` when it moved since), and why. All three required:
 * 422 `errors.project_id` / `errors.from_project_id` / `errors.reason` without.
 */
export const ConvertGiftBody = Nullable(
  Type.Object(
    { project_id: Type.Optional(Id), from_project_id: Type.Optional(Id), reason: Type.Optional(Text(2000)) },
    { additionalProperties: false },
  ),
);
export type ConvertGiftBody = Static<typeof ConvertGiftBody>;

/** One project a gift may be converted to: its recipient's, live, not the gift's own. */
export const ConvertTarget = Type.Object({
  id: Id,
  title: Type.String(),
  amount_raised_cents: Cents,
  goal_amount_cents: Cents,
});
export type ConvertTarget = Static<typeof ConvertTarget>;

/** GET /gifts/{id}/convert-targets: the projects the gift may move to, by title (empty for a gift that cannot move). */
export const ConvertTargetList = Type.Object({ data: Type.Array(ConvertTarget) });
export type ConvertTargetList = Static<typeof ConvertTargetList>;
