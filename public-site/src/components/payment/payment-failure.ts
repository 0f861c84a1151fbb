/** What a failed payment shows, and whether retrying it is the same attempt (the same Idempotency-Key). */
import { isHttpError, isNetworkError } from '@storyfund/shared/transport';
import { errorText, firstFieldErrors, responseMessage } from '@/lib/errors';

/** A failure the page words itself: an answer that says "not paid", Stripe.js refusing the confirmation step. */
export class PaymentStepError extends Error {
  override readonly name = 'PaymentStepError';
}

export interface PaymentFailure {
  /** What to show: a decline's `message` (never its `error` code), or why the payment did not go through. */
  message: string;
  /** A 422's field errors (the first message of each field, keyed as the API keys them). */
  fields: Record<string, string>;
  /** The outcome is unknown (network, 5xx, still in progress): a retry of the same request reuses the key and can never charge twice. */
  sameAttempt: boolean;
}

const NETWORK_MESSAGE = 'We could not reach Storyfund. Please try again: trying again never charges you twice.';
const SERVER_MESSAGE = 'Something went wrong on our side. Please try again: trying again never charges you twice.';
const IN_PROGRESS_MESSAGE = 'Your payment is still being processed. Please wait a moment, then try again.';

export function describePaymentFailure(err: unknown): PaymentFailure {
  const failure = (message: string, sameAttempt = false, fields: Record<string, string> = {}) => ({ message, fields, sameAttempt });
  if (err instanceof PaymentStepError) return failure(err.message);
  if (isNetworkError(err)) return failure(NETWORK_MESSAGE, true);
  if (!isHttpError(err)) return failure(errorText(err));
  if (err.status === 402) return failure(responseMessage(err) ?? 'Your payment was declined.');
  if (err.status === 422) return failure(errorText(err), false, firstFieldErrors(err));
  if (err.status === 409 && err.error === 'idempotency_key_in_use') return failure(IN_PROGRESS_MESSAGE, true);
  if (err.status >= 500) return failure(SERVER_MESSAGE, true);
  return failure(responseMessage(err) ?? errorText(err));
}
