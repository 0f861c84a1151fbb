/** Monthly gifts (contract C, docs/api-giving.md "Monthly gifts"). Money is integer cents. */
import { PAGE_SIZES } from '../constants/index.js';
import { Cents, Id, ListOf, Nullable, PageQuery, StringEnum, Text, Timestamp, Type, type Static } from './common.js';
import { CreatedGift, GiftProject } from './gifts.js';
import { PaymentIntentAction } from './payments.js';

/** `past_due` when a month is outstanding (declined, or waiting for 3-D Secure); `stopped` when ended. */
const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'stopped'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const Subscription = Type.Object({
  id: Id,
  project_id: Id,
  project: GiftProject,
  donor_id: Id,
  amount_cents: Cents,
  tip_cents: Cents,
  anonymous: Type.Boolean(),
  active: Type.Boolean(),
  status: StringEnum(SUBSCRIPTION_STATUSES),
  /** 'none', or the last failure: a decline code, 'requires_action', 'authentication_required', 'project_closed'... */
  error_code: Type.String(),
  failed_attempts: Type.Integer(),
  next_charge_at: Nullable(Timestamp),
  last_charged_at: Nullable(Timestamp),
  created_at: Timestamp,
  stopped_at: Nullable(Timestamp),
});
export type Subscription = Static<typeof Subscription>;

/** GET /users/{id}/subscription/list: live ones first, then stopped ones, newest first. */
export const SubscriptionList = ListOf(Subscription);
export type SubscriptionList = Static<typeof SubscriptionList>;

/** Monthly gifts are listed 30 to a page, like gifts (spec §9). */
export const SubscriptionPageQuery = PageQuery(PAGE_SIZES.gifts);

export const UserSubscriptionParams = Type.Object({ id: Id, subscriptionId: Id });

/** POST /projects/{id}/subscription, sent with an Idempotency-Key. Amounts are the shared gift rules' to judge. */
export const CreateSubscriptionBody = Type.Object(
  {
    amount_cents: Type.Optional(Type.Unknown({ description: 'Integer cents, 100 to 10,000,000, every month' })),
    tip_cents: Type.Optional(Type.Unknown({ description: 'Integer cents, 0 up to the amount, every month' })),
    payment_method_id: Type.Optional(Text(255)),
    anonymous: Type.Optional(Type.Boolean()),
    /** Posted with the first month's gift. */
    encouragement: Type.Optional(Nullable(Text(10_000))),
  },
  { additionalProperties: false },
);
export type CreateSubscriptionBody = Static<typeof CreateSubscriptionBody>;

/** PATCH /projects/{id}/subscription: a new amount (from the next month on) or a new card. */
export const UpdateSubscriptionBody = Type.Object(
  { amount_cents: Type.Optional(Type.Unknown()), payment_method_id: Type.Optional(Text(255)) },
  { additionalProperties: false },
);
export type UpdateSubscriptionBody = Static<typeof UpdateSubscriptionBody>;

/** 201 from the calls that charge (start, confirm, pay): the month is paid. */
export const SubscriptionPaid = Type.Object({ error_code: Type.Literal('none'), subscription: Subscription, gift: CreatedGift });
export type SubscriptionPaid = Static<typeof SubscriptionPaid>;

/** 200: the bank wants the donor (3-D Secure); after its step, POST .../subscription/confirm. */
export const SubscriptionRequiresAction = Type.Object({
  error_code: Type.Literal('requires_action'),
  subscription: Subscription,
  payment_intent: PaymentIntentAction,
});
export type SubscriptionRequiresAction = Static<typeof SubscriptionRequiresAction>;

/** 402: declined; `error_code` repeats `error` (the decline code). */
export const SubscriptionDeclined = Type.Object({ message: Type.String(), error: Type.String(), error_code: Type.String() });
export type SubscriptionDeclined = Static<typeof SubscriptionDeclined>;

/** DELETE /projects/{id}/subscription (and DELETE /projects/{id}/gifts/monthly). */
export const SubscriptionStopped = Type.Object({ error_code: Type.Literal('none'), subscription: Subscription });
export type SubscriptionStopped = Static<typeof SubscriptionStopped>;
