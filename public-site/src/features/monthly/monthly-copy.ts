/** What the /monthly page says about a monthly gift's state (contract C: error_code other than 'none' is a failure). */
import type { Subscription } from '@storyfund/shared/contract';

export const STATUS_LABELS: Record<Subscription['status'], string> = {
  active: 'Active',
  past_due: 'Payment due',
  stopped: 'Stopped',
};

const FAILURES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'Your bank could not process the payment.',
  authentication_failure: 'The confirmation with your bank did not succeed.',
  payment_method_unavailable: 'The card of this monthly gift is no longer available.',
};

/** Codes that mean the bank is waiting for the donor, not that the card failed. */
export const needsConfirmation = (s: Subscription) =>
  s.status === 'past_due' && (s.error_code === 'requires_action' || s.error_code === 'authentication_required');

/** The sentence under a monthly gift whose last payment failed, or undefined when all is well. */
export function failureText(s: Subscription): string | undefined {
  if (s.error_code === 'none') return undefined;
  if (s.status === 'stopped') {
    if (s.error_code === 'project_closed') return 'The project no longer takes gifts.';
    if (s.failed_attempts >= 6) return 'It stopped after several payments did not go through.';
    return undefined;
  }
  if (needsConfirmation(s)) return "Your bank asks you to confirm this month's payment.";
  const reason = FAILURES[s.error_code] ?? `The last payment did not go through (${s.error_code}).`;
  return `${reason} We will try again on the date above; you can also try now.`;
}
