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

/** GET /gifts/{id}: the gift, its ledger lines (the gift's journal and its refund's), and where its project stands. */
export const AdminGiftDetail = Type.Object({
  ...AdminGift.properties,
  ledger_entries: Type.Array(LedgerLine),
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
