/**
 * Gifts (spec §3 "Gift", docs/api-giving.md): the gift call and its confirm, the donor's and the recipient's
 * lists, and thank-you drafts for received gifts. Money is integer cents.
 */
import { GIFT_TYPES, GIFT_VISIBILITIES, PAGE_SIZES, THANK_YOU_TONES } from '../constants/index.js';
import { Cents, Id, ListOf, Nullable, PageFields, PageQuery, Query, StringEnum, Text, Timestamp, Type, type Static } from './common.js';
import { PaymentIntentAction } from './payments.js';

/** A gift's encouragement (its timeline event), when the donor sent one; a thank-you marks it answered. */
export const GiftEncouragement = Type.Object({ id: Id, has_response_from_recipient: Type.Boolean() });
export type GiftEncouragement = Static<typeof GiftEncouragement>;

/** A gift as spec §3 names it. */
export const Gift = Type.Object({
  id: Id,
  project_id: Id,
  /** The project's owner when the gift was made. */
  recipient_id: Id,
  created_at: Timestamp,
  gift_at: Timestamp,
  amount_cents: Cents,
  tip_cents: Cents,
  platform_fee_cents: Cents,
  stripe_fee_cents: Cents,
  net_fee_cents: Cents,
  recipient_net_cents: Cents,
  gift_type: StringEnum(GIFT_TYPES),
  monthly_gift: Type.Boolean(),
  is_gift_with_tip: Type.Boolean(),
  is_dv: Type.Boolean(),
  tax_exempt_gift: Type.Boolean(),
  is_from_follower: Type.Boolean(),
  is_from_partner_network_donor: Type.Boolean(),
  anonymous: Type.Boolean(),
  visibility: StringEnum(GIFT_VISIBILITIES),
  num_gifts: Type.Integer(),
  dedicatee_name: Nullable(Type.String()),
  /** Posted just after the gift: none yet in the answer of the call that makes it; lists show it. */
  encouragement: Nullable(GiftEncouragement),
});
export type Gift = Static<typeof Gift>;

/** A gift as the call that makes it answers it (and a monthly gift's month), with its donor. */
export const CreatedGift = Type.Object({ ...Gift.properties, donor_id: Id });
export type CreatedGift = Static<typeof CreatedGift>;

/**
 * POST /projects/{id}/gifts, sent with an Idempotency-Key. amount_cents and tip_cents are untyped so the
 * shared cents rule, not schema coercion ("500" -> 500), judges them. Unknown fields (monthly_gift: monthly
 * gifts have their own calls) answer 422 rather than being ignored while a card is charged.
 */
export const CreateGiftBody = Type.Object(
  {
    amount_cents: Type.Optional(Type.Unknown({ description: 'Integer cents, 100 to 10,000,000' })),
    tip_cents: Type.Optional(Type.Unknown({ description: 'Integer cents, 0 up to the amount; to the platform' })),
    /** Required unless a gift card pays the whole amount and tip. */
    payment_method_id: Type.Optional(Text(255)),
    dedicatee_name: Type.Optional(Nullable(Text(200))),
    dedicatee_email: Type.Optional(Nullable(Text(320))),
    /** YYYY-MM-DD: email the dedicatee that day (08:00 UTC) instead of at once. */
    dedication_send_on: Type.Optional(Nullable(Text(10))),
    /** A gift card pays first (the amount, then the tip); any rest is charged to payment_method_id. */
    gift_card_code: Type.Optional(Nullable(Text(64))),
    /** Without a token: give as a guest (a guest account is made with the gift). */
    is_guest: Type.Optional(Type.Boolean()),
    anonymous: Type.Optional(Type.Boolean()),
    visibility: Type.Optional(StringEnum(GIFT_VISIBILITIES)),
    encouragement: Type.Optional(Nullable(Text(10_000))),
    guest_first_name: Type.Optional(Nullable(Text(200))),
    guest_last_name: Type.Optional(Nullable(Text(200))),
    guest_email: Type.Optional(Nullable(Text(320))),
  },
  { additionalProperties: false },
);
export type CreateGiftBody = Static<typeof CreateGiftBody>;

/** What a gift card paid of a gift, and what is left on it. */
export const GiftCardUse = Type.Object({ code: Type.String(), amount_used_cents: Cents, balance_cents: Cents });
export type GiftCardUse = Static<typeof GiftCardUse>;

/** A guest's token (for the id_anontoken cookie), when the call made or replays a guest's gift. */
const anonymousToken = Type.Optional(Type.String());

/** 201 from the gift call or its confirm. */
export const GiftCreated = Type.Object({
  status: Type.Literal('gift-created'),
  gift: CreatedGift,
  gift_card: Type.Optional(GiftCardUse),
  anonymous_token: anonymousToken,
});
export type GiftCreated = Static<typeof GiftCreated>;

/** 200: the bank wants the donor (3-D Secure); after its step, POST .../gifts/confirm. */
export const GiftRequiresAction = Type.Object({
  status: Type.Literal('requires_action'),
  payment_intent: PaymentIntentAction,
  anonymous_token: anonymousToken,
});
export type GiftRequiresAction = Static<typeof GiftRequiresAction>;

/** A gift's project, as lists name it. */
export const GiftProject = Type.Object({ id: Id, title: Type.String() });

/** GET /users/{id}/gifts: one's own gifts, newest first. */
const GivenGift = Type.Object({
  ...Gift.properties,
  donor_id: Id,
  dedicatee_email: Nullable(Type.String()),
  project: GiftProject,
});
export const GivenGiftList = ListOf(GivenGift);
export type GivenGiftList = Static<typeof GivenGiftList>;

/** Who the recipient sees as the donor: nobody for an anonymous or a guest's gift. */
const receivedFrom = {
  donor: Nullable(Type.Object({ id: Id, name: Type.String(), photo_url: Nullable(Type.String()) })),
  /** 'Anonymous', 'Guest Donor', or the donor's display name. */
  donor_name: Type.String(),
};

/** GET /users/{id}/received-gifts: gifts to the account's projects, newest first. */
export const ReceivedGift = Type.Object({ ...Gift.properties, ...receivedFrom, project: GiftProject });
export type ReceivedGift = Static<typeof ReceivedGift>;
export const ReceivedGiftList = ListOf(ReceivedGift);
export type ReceivedGiftList = Static<typeof ReceivedGiftList>;

/** Gifts are listed 30 to a page (spec §9). */
export const GiftPageQuery = PageQuery(PAGE_SIZES.gifts);
export type GiftPageQuery = Static<typeof GiftPageQuery>;

/** ?datestart=YYYY-MM-DD&dateend=YYYY-MM-DD, both days included (UTC; checked by the API, for field errors). */
export const GiftPeriodQuery = Query({
  ...PageFields(PAGE_SIZES.gifts),
  datestart: Text(10, { description: 'YYYY-MM-DD' }),
  dateend: Text(10, { description: 'YYYY-MM-DD, at most five years after datestart' }),
});
export type GiftPeriodQuery = Static<typeof GiftPeriodQuery>;

/** Spec §9: money in dollars and the date as UTC DD/MM/YYYY HH:mm:ss, next to the exact cents. */
const shown = { amount: Type.Number(), tip: Type.Number(), date: Type.String() };
/** The period's gift count and sum. */
const periodTotals = {
  datestart: Type.String(),
  dateend: Type.String(),
  total: Type.Integer(),
  total_amount_cents: Cents,
  total_amount: Type.Number(),
};

export const GivenGiftInPeriod = Type.Object({ ...Gift.properties, ...shown, donor_id: Id, project: GiftProject });
export type GivenGiftInPeriod = Static<typeof GivenGiftInPeriod>;

/** GET /users/{id}/gifts-by-period. */
export const GivenGiftsInPeriod = Type.Object({ data: Type.Array(GivenGiftInPeriod), ...periodTotals });
export type GivenGiftsInPeriod = Static<typeof GivenGiftsInPeriod>;

export const ReceivedGiftInPeriod = Type.Object({ ...Gift.properties, ...shown, ...receivedFrom, project: GiftProject });
export type ReceivedGiftInPeriod = Static<typeof ReceivedGiftInPeriod>;

/** GET /users/{id}/received-gifts-by-period. */
export const ReceivedGiftsInPeriod = Type.Object({ data: Type.Array(ReceivedGiftInPeriod), ...periodTotals });
export type ReceivedGiftsInPeriod = Static<typeof ReceivedGiftsInPeriod>;

/** GET /users/{id}/all-received-gifts: JSON pages of up to 5,000, or (format=csv) the whole history as a spreadsheet. */
export const AllReceivedGiftsQuery = Query({
  ...PageFields(1_000, 5_000),
  format: Type.Optional(StringEnum(['json', 'csv'])),
});
export type AllReceivedGiftsQuery = Static<typeof AllReceivedGiftsQuery>;

export const AllReceivedGifts = Type.Object({
  data: Type.Array(ReceivedGiftInPeriod),
  total: Type.Integer(),
  total_amount_cents: Cents,
  total_amount: Type.Number(),
});
export type AllReceivedGifts = Static<typeof AllReceivedGifts>;

/** POST /projects/ai/thank-you: a draft note for a received gift (nothing is sent to the donor). */
export const ThankYouBody = Type.Object(
  { gift_id: Id, tone: Type.Optional(StringEnum(THANK_YOU_TONES)), hint: Type.Optional(Text(500)) },
  { additionalProperties: false },
);
export type ThankYouBody = Static<typeof ThankYouBody>;

export const ThankYouDraft = Type.Object({
  gift_id: Id,
  tone: StringEnum(THANK_YOU_TONES),
  message: Type.String(),
  /** 'ai' from the configured endpoint, 'template' otherwise (or when it failed). */
  source: StringEnum(['ai', 'template']),
});
export type ThankYouDraft = Static<typeof ThankYouDraft>;
