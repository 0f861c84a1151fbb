/** The purchase form's values and rules (the shared rules, as the API applies them). */
import { dollarsToCents } from '@storyfund/shared/money';
import {
  utcDay,
  validateDeliveryDate,
  validateEmail,
  validateGiftCardAmount,
  validateMessage,
  validateName,
} from '@storyfund/shared/validation';
import type { PurchasePayload } from './api/gift-card-calls';

export interface PurchaseValues {
  /** A preset's cents, or null when "Other amount" is used. */
  presetCents: number | null;
  otherAmount: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  deliverOn: string;
  purchaserName: string;
  purchaserEmail: string;
}

export type PurchaseErrors = Partial<
  Record<'amount_cents' | 'recipient_name' | 'recipient_email' | 'message' | 'deliver_on' | 'purchaser_name' | 'purchaser_email', string>
>;

export const initialValues = (presetCents: number): PurchaseValues => ({
  presetCents,
  otherAmount: '',
  recipientName: '',
  recipientEmail: '',
  message: '',
  deliverOn: '',
  purchaserName: '',
  purchaserEmail: '',
});

/** The amount in cents, or NaN when the typed amount cannot be read. */
export function amountCents(values: PurchaseValues): number {
  return values.presetCents ?? dollarsToCents(values.otherAmount);
}

/** Every field's error at once; `asGuest` when nobody is logged in. */
export function validatePurchase(values: PurchaseValues, asGuest: boolean, now: Date = new Date()): PurchaseErrors {
  const cents = amountCents(values);
  const errors: PurchaseErrors = {
    amount_cents: Number.isNaN(cents) ? 'Please enter an amount in dollars' : validateGiftCardAmount(cents),
    recipient_name: validateName(values.recipientName, 'Recipient name'),
    recipient_email: validateEmail(values.recipientEmail),
    message: validateMessage(values.message, 'giftCard'),
    deliver_on: validateDeliveryDate(values.deliverOn || undefined, now),
    purchaser_name: asGuest ? validateName(values.purchaserName, 'Your name') : undefined,
    purchaser_email: asGuest ? validateEmail(values.purchaserEmail) : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as PurchaseErrors;
}

export function toPayload(values: PurchaseValues, paymentMethodId: string, asGuest: boolean): PurchasePayload {
  return {
    amount_cents: amountCents(values),
    recipient_name: values.recipientName.trim(),
    recipient_email: values.recipientEmail.trim(),
    ...(values.message.trim() ? { message: values.message.trim() } : {}),
    ...(values.deliverOn ? { deliver_on: values.deliverOn } : {}),
    payment_method_id: paymentMethodId,
    ...(asGuest ? { is_guest: true, purchaser_name: values.purchaserName.trim(), purchaser_email: values.purchaserEmail.trim() } : {}),
  };
}

export const todayUtc = () => utcDay(new Date());
