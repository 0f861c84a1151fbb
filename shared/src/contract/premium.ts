/** Premium plans (docs/api-premium.md): POST, PATCH, GET users/{id}/premium-subscription and its 3-D Secure confirm. */
import { PREMIUM_PLAN_NAMES } from '../constants/index.js';
import { Cents, Id, Nullable, StringEnum, Text, Timestamp, Type, type Static } from './common.js';
import { PaymentIntentAction } from './payments.js';

const PREMIUM_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;

export const PremiumSubscription = Type.Object({
  id: Id,
  user_id: Id,
  plan: StringEnum(PREMIUM_PLAN_NAMES),
  price_cents: Cents,
  status: StringEnum(PREMIUM_STATUSES),
  /** Premium now (trialing, active, or past due while renewals are tried again). */
  active: Type.Boolean(),
  trial_ends_at: Nullable(Timestamp),
  /** The end of the paid (or trial) period: the next charge, or the end of premium after a cancel. */
  current_period_end: Nullable(Timestamp),
  cancel_at_period_end: Type.Boolean(),
  /** 'none', or the last failure: a decline code, 'authentication_required'... */
  error_code: Type.String(),
  failed_attempts: Type.Integer(),
  created_at: Timestamp,
  canceled_at: Nullable(Timestamp),
});
export type PremiumSubscription = Static<typeof PremiumSubscription>;

/** POST users/{id}/premium-subscription, sent with an Idempotency-Key; `trial` starts the 30 free days (/free30). */
export const CreatePremiumSubscriptionBody = Type.Object(
  {
    plan: Type.Optional(Type.Unknown({ description: "'monthly' or 'annual'" })),
    payment_method_id: Type.Optional(Text(255)),
    trial: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreatePremiumSubscriptionBody = Static<typeof CreatePremiumSubscriptionBody>;

/** PATCH users/{id}/premium-subscription: cancel at the period's end (or take the cancel back), or a new card. */
export const UpdatePremiumSubscriptionBody = Type.Object(
  { cancel_at_period_end: Type.Optional(Type.Boolean()), payment_method_id: Type.Optional(Text(255)) },
  { additionalProperties: false },
);
export type UpdatePremiumSubscriptionBody = Static<typeof UpdatePremiumSubscriptionBody>;

/** 201: paid (or the trial begun); `error_code` is 'none'. */
export const PremiumSubscriptionPaid = Type.Object({ error_code: Type.Literal('none'), premium_subscription: PremiumSubscription });
export type PremiumSubscriptionPaid = Static<typeof PremiumSubscriptionPaid>;

/** 200: the bank wants the partner (3-D Secure); after its step, POST .../premium-subscription/confirm. */
export const PremiumSubscriptionRequiresAction = Type.Object({
  error_code: Type.Literal('requires_action'),
  payment_intent: PaymentIntentAction,
});
export type PremiumSubscriptionRequiresAction = Static<typeof PremiumSubscriptionRequiresAction>;

/** 402: declined; `error_code` repeats `error` (the decline code). */
export const PremiumSubscriptionDeclined = Type.Object({ message: Type.String(), error: Type.String(), error_code: Type.String() });
export type PremiumSubscriptionDeclined = Static<typeof PremiumSubscriptionDeclined>;
