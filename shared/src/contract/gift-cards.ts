/**
 * Gift cards (spec §3 "Gift card", docs/api-giving.md "Gift cards"): buying one, its balance, the admins'
 * list and cards, and the free cards for new visitors with their budget. Money is integer cents.
 */
import { GIFT_CARD_KINDS, GIFT_CARD_LIST_KINDS, GIFT_CARD_STATUSES, GIFT_CARD_TYPES } from '../constants/index.js';
import { Cents, Id, ListOf, Nullable, PageFields, PageQuery, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';
import { PaymentIntentAction } from './payments.js';

/** A card as its buyer and admins see it, with its code (ABCD-EFGH-JKMN-PQRS). */
export const GiftCard = Type.Object({
  id: Id,
  code: Type.String(),
  amount_loaded_cents: Cents,
  amount_used_cents: Cents,
  /** The balance. */
  amount_cents: Cents,
  status: StringEnum(GIFT_CARD_STATUSES),
  gift_card_created_at: Timestamp,
  /** The first gift it paid. */
  redeem_at: Nullable(Timestamp),
  expired_at: Timestamp,
  canceled_at: Nullable(Timestamp),
  recipient_name: Nullable(Type.String()),
  /** YYYY-MM-DD: the day the recipient is emailed. */
  deliver_on: Nullable(Type.String()),
  promotional: Type.Boolean(),
  special_admin_promotional: Type.Boolean(),
  referral: Type.Boolean(),
  partner_referral: Type.Boolean(),
  derived_type: StringEnum(GIFT_CARD_TYPES),
  new_user_id: Nullable(Id),
  new_user_created_at: Nullable(Timestamp),
  new_user_credit_card_add_at: Nullable(Timestamp),
});
export type GiftCard = Static<typeof GiftCard>;

/** GET /users/{id}/gift-cards: the cards an account bought, newest first. */
export const GiftCardList = ListOf(GiftCard);
export type GiftCardList = Static<typeof GiftCardList>;

/** Admins also see who bought a card, for whom, and its delivery. */
export const AdminGiftCard = Type.Object({
  ...GiftCard.properties,
  buyer_id: Nullable(Id),
  purchaser_name: Nullable(Type.String()),
  purchaser_email: Nullable(Type.String()),
  recipient_email: Nullable(Type.String()),
  delivered_at: Nullable(Timestamp),
  new_user_card: Type.Boolean(),
});
export type AdminGiftCard = Static<typeof AdminGiftCard>;

export const AdminGiftCardList = ListOf(AdminGiftCard);
export type AdminGiftCardList = Static<typeof AdminGiftCardList>;

/** POST /gift-cards/admin and POST /gift-cards/{id}/cancel answer the card. */
export const AdminGiftCardAnswer = Type.Object({ gift_card: AdminGiftCard });
export type AdminGiftCardAnswer = Static<typeof AdminGiftCardAnswer>;

/** GET /gift-cards/admin: newest first, optionally of one kind. */
export const AdminGiftCardQuery = Query({ ...PageFields(30), kind: Type.Optional(StringEnum(GIFT_CARD_LIST_KINDS)) });
export type AdminGiftCardQuery = Static<typeof AdminGiftCardQuery>;

export const GiftCardPageQuery = PageQuery(30);

/** POST /gift-cards/admin: a card the platform pays for. amount_cents is the shared cents rule's to judge. */
export const CreateAdminGiftCardBody = Type.Object(
  {
    amount_cents: Type.Unknown({ description: 'Integer cents, 500 to 200,000' }),
    kind: StringEnum(GIFT_CARD_KINDS),
    recipient_name: Type.Optional(Nullable(Text(200))),
    recipient_email: Type.Optional(Nullable(Text(320))),
    message: Type.Optional(Nullable(Text(5_000))),
    deliver_on: Type.Optional(Nullable(Text(10))),
  },
  { additionalProperties: false },
);
export type CreateAdminGiftCardBody = Static<typeof CreateAdminGiftCardBody>;

/** POST /gift-cards, sent with an Idempotency-Key. amount_cents is the shared cents rule's to judge. */
export const PurchaseGiftCardBody = Type.Object(
  {
    amount_cents: Type.Optional(Type.Unknown({ description: 'Integer cents, 500 to 200,000' })),
    recipient_name: Type.Optional(Text(200)),
    recipient_email: Type.Optional(Text(320)),
    message: Type.Optional(Nullable(Text(5_000))),
    /** YYYY-MM-DD, today up to a year ahead; default today. */
    deliver_on: Type.Optional(Nullable(Text(10))),
    payment_method_id: Type.Optional(Text(255)),
    /** Without a full account: buy as a guest, with a name and an email for the receipt. */
    is_guest: Type.Optional(Type.Boolean()),
    purchaser_name: Type.Optional(Nullable(Text(200))),
    purchaser_email: Type.Optional(Nullable(Text(320))),
  },
  { additionalProperties: false },
);
export type PurchaseGiftCardBody = Static<typeof PurchaseGiftCardBody>;

/** 201 from POST /gift-cards or its confirm. */
export const GiftCardPurchased = Type.Object({ status: Type.Literal('gift-card-created'), gift_card: GiftCard });
export type GiftCardPurchased = Static<typeof GiftCardPurchased>;

/** 200: the bank wants the buyer (3-D Secure); after its step, POST /gift-cards/confirm. */
export const GiftCardRequiresAction = Type.Object({ status: Type.Literal('requires_action'), payment_intent: PaymentIntentAction });
export type GiftCardRequiresAction = Static<typeof GiftCardRequiresAction>;

/** GET /gift-cards/{code}: the code in any case, dashes and spaces ignored. */
export const GiftCardCodeParams = Type.Object({ code: Text(64, { minLength: 1 }) });

/** What anyone holding the code sees. */
export const GiftCardBalance = Type.Object({
  code: Type.String(),
  amount_loaded_cents: Cents,
  amount_used_cents: Cents,
  /** The balance. */
  amount_cents: Cents,
  status: StringEnum(GIFT_CARD_STATUSES),
  expired_at: Timestamp,
  derived_type: StringEnum(GIFT_CARD_TYPES),
});
export type GiftCardBalance = Static<typeof GiftCardBalance>;

/** POST /new-user-gift-cards: a free card for a new visitor. */
export const NewUserGiftCard = Type.Object({ id: Id, gift_card_code: Type.String() });
export type NewUserGiftCard = Static<typeof NewUserGiftCard>;

/** GET /new-user-gift-cards/offer: whether the POST would give this caller a card now. */
export const NewUserGiftCardOffer = Type.Object({ available: Type.Boolean(), card_amount_cents: Nullable(Cents) });
export type NewUserGiftCardOffer = Static<typeof NewUserGiftCardOffer>;

const BUDGET_PERIODS = ['day', 'week', 'month'] as const;

/** GET and PUT /gift-cards/new-user-budget (admins): the budget, and how much of this period's is spent. */
export const NewUserBudget = Type.Object({
  period: StringEnum(BUDGET_PERIODS),
  max_cards: Type.Integer(),
  max_amount_cents: Nullable(Cents),
  card_amount_cents: Cents,
  period_start: Timestamp,
  spent_cards: Type.Integer(),
  spent_amount_cents: Cents,
  updated_at: Timestamp,
});
export type NewUserBudget = Static<typeof NewUserBudget>;

/** Any of the four settings; the others stay. card_amount_cents is the shared cents rule's to judge. */
export const NewUserBudgetBody = Type.Object(
  {
    period: Type.Optional(StringEnum(BUDGET_PERIODS)),
    max_cards: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    max_amount_cents: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }))),
    card_amount_cents: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type NewUserBudgetBody = Static<typeof NewUserBudgetBody>;
