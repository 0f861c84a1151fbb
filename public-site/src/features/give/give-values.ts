/** The give form's values, its client-side checks (the shared rules) and the bodies it sends. */
import type { CreateGiftBody, CreateSubscriptionBody } from '@storyfund/shared/contract';
import {
  validateDedicationDate,
  validateEmail,
  validateEncouragement,
  validateGiftAmount,
  validateName,
  validateTip,
} from '@storyfund/shared/validation';
import { DEFAULT_AMOUNT_CENTS, tipCents, typedAmountCents } from './give-amounts';
import type { TipPercent } from './give-amounts';

export interface GiveValues {
  /** A preset amount in cents, or null when "Other amount" is used. */
  presetCents: number | null;
  /** "Other amount", in dollars as typed. */
  otherAmount: string;
  tipPercent: TipPercent;
  monthly: boolean;
  dedicate: boolean;
  dedicateeName: string;
  dedicateeEmail: string;
  /** YYYY-MM-DD, optional: when the dedicatee's email goes out. */
  dedicationSendOn: string;
  anonymous: boolean;
  encouragement: string;
  giftCardCode: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Where an error shows: beside its field, keyed as the API keys it where there is one. */
export type GiveField =
  | 'amount_cents'
  | 'tip_cents'
  | 'monthly'
  | 'dedicatee_name'
  | 'dedicatee_email'
  | 'dedication_send_on'
  | 'encouragement'
  | 'gift_card_code'
  | 'guest_first_name'
  | 'guest_last_name'
  | 'guest_email'
  | 'payment_method_id';

export const GIVE_FIELDS: readonly GiveField[] = [
  'amount_cents',
  'tip_cents',
  'monthly',
  'dedicatee_name',
  'dedicatee_email',
  'dedication_send_on',
  'encouragement',
  'gift_card_code',
  'guest_first_name',
  'guest_last_name',
  'guest_email',
  'payment_method_id',
];

export type GiveErrors = Partial<Record<GiveField, string>>;

/** The error a value's change clears. */
export const ERROR_FIELD_OF: Partial<Record<keyof GiveValues, GiveField>> = {
  presetCents: 'amount_cents',
  otherAmount: 'amount_cents',
  monthly: 'monthly',
  dedicateeName: 'dedicatee_name',
  dedicateeEmail: 'dedicatee_email',
  dedicationSendOn: 'dedication_send_on',
  encouragement: 'encouragement',
  giftCardCode: 'gift_card_code',
  firstName: 'guest_first_name',
  lastName: 'guest_last_name',
  email: 'guest_email',
};

export function initialGiveValues(giftCardCode = ''): GiveValues {
  return {
    presetCents: DEFAULT_AMOUNT_CENTS,
    otherAmount: '',
    tipPercent: 0,
    monthly: false,
    dedicate: false,
    dedicateeName: '',
    dedicateeEmail: '',
    dedicationSendOn: '',
    anonymous: false,
    encouragement: '',
    giftCardCode,
    firstName: '',
    lastName: '',
    email: '',
  };
}

/** The gift's amount in cents: the preset, or the typed amount (undefined when blank, NaN when unreadable). */
export function amountCentsOf(values: GiveValues): number | undefined {
  return values.presetCents ?? typedAmountCents(values.otherAmount);
}

export function tipCentsOf(values: GiveValues): number {
  return tipCents(amountCentsOf(values), values.tipPercent);
}

export interface GiveContext {
  /** Logged out: the guest's name and email are asked for. */
  asGuest: boolean;
  /** Monthly gifts need a full account. */
  canGiveMonthly: boolean;
  /** The dedication's date is checked against today (UTC). */
  now?: Date;
}

/** Gift card and dedication do not apply to monthly gifts. */
const oneTime = (values: GiveValues) => !values.monthly;

/** Every client-side error at once; nothing is sent while there is one. */
export function validateGive(values: GiveValues, context: GiveContext): GiveErrors {
  const amount = amountCentsOf(values);
  const dedicating = oneTime(values) && values.dedicate;
  const errors: GiveErrors = {
    amount_cents:
      amount === undefined
        ? 'Please choose or enter an amount'
        : Number.isNaN(amount)
          ? 'Please enter an amount in dollars, like 25 or 25.50'
          : validateGiftAmount(amount),
    tip_cents: validateTip(tipCentsOf(values), amount),
    monthly: values.monthly && !context.canGiveMonthly ? 'Please log in or create an account to give monthly.' : undefined,
    dedicatee_name: dedicating ? validateName(values.dedicateeName, 'Dedicatee name') : undefined,
    dedicatee_email: dedicating && values.dedicateeEmail.trim() !== '' ? validateEmail(values.dedicateeEmail) : undefined,
    dedication_send_on: dedicating
      ? validateDedicationDate(values.dedicationSendOn, values.dedicateeEmail, context.now ?? new Date())
      : undefined,
    encouragement: validateEncouragement(values.encouragement),
    guest_first_name: context.asGuest ? validateName(values.firstName, 'First name') : undefined,
    guest_last_name: context.asGuest ? validateName(values.lastName, 'Last name') : undefined,
    guest_email: context.asGuest ? validateEmail(values.email) : undefined,
  };
  for (const key of Object.keys(errors) as GiveField[]) if (errors[key] === undefined) delete errors[key];
  return errors;
}

const text = (value: string) => value.trim();
const optional = <K extends string>(key: K, value: string): Partial<Record<K, string>> =>
  (text(value) === '' ? {} : { [key]: text(value) }) as Partial<Record<K, string>>;

/** POST /projects/{id}/gifts body. `paymentMethodId` is left out when the gift card pays everything. */
export function giftPayload(
  values: GiveValues,
  opts: { asGuest: boolean; paymentMethodId?: string; useGiftCard: boolean },
): CreateGiftBody {
  const payload: CreateGiftBody = {
    amount_cents: amountCentsOf(values) as number,
    tip_cents: tipCentsOf(values),
    anonymous: values.anonymous,
    ...optional('encouragement', values.encouragement),
    ...(opts.paymentMethodId ? { payment_method_id: opts.paymentMethodId } : {}),
    ...(opts.useGiftCard ? optional('gift_card_code', values.giftCardCode) : {}),
  };
  if (values.dedicate) {
    Object.assign(payload, optional('dedicatee_name', values.dedicateeName), optional('dedicatee_email', values.dedicateeEmail));
    if (text(values.dedicateeEmail) !== '') Object.assign(payload, optional('dedication_send_on', values.dedicationSendOn));
  }
  if (opts.asGuest) {
    Object.assign(
      payload,
      { is_guest: true },
      optional('guest_first_name', values.firstName),
      optional('guest_last_name', values.lastName),
      optional('guest_email', values.email),
    );
  }
  return payload;
}

/** POST /projects/{id}/subscription body: the first month is charged at once. */
export function monthlyPayload(values: GiveValues, paymentMethodId: string): CreateSubscriptionBody {
  return {
    amount_cents: amountCentsOf(values) as number,
    tip_cents: tipCentsOf(values),
    payment_method_id: paymentMethodId,
    anonymous: values.anonymous,
    ...optional('encouragement', values.encouragement),
  };
}
