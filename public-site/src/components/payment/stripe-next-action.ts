/** Stripe mode: Stripe.js's own confirmation step for a `use_stripe_sdk` next action (3-D Secure). */
import type { Stripe } from '@stripe/stripe-js';
import { PaymentStepError } from './payment-failure';

/** Runs the step with a loaded Stripe.js; throws PaymentStepError with Stripe's message when it fails. */
export async function handleNextActionWith(stripe: Stripe, clientSecret: string): Promise<void> {
  const { error } = await stripe.handleNextAction({ clientSecret });
  if (error) throw new PaymentStepError(error.message ?? 'Your card could not be confirmed.');
}

/** For a page without Stripe's card field (/monthly's "Pay now"): loads Stripe.js first, only now. */
export async function loadAndHandleNextAction(publishableKey: string, clientSecret: string): Promise<void> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey);
  if (stripe === null) throw new PaymentStepError('Stripe.js did not load. Please try again.');
  await handleNextActionWith(stripe, clientSecret);
}
