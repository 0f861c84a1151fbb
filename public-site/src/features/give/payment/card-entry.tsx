/**
 * The card part of the give panel. Sandbox mode: the test card form (numbers mapped to pm_ ids here, in the
 * browser). Stripe mode: Stripe Elements, loaded only then. Either way only a payment method id is sent.
 */
import { lazy, Suspense } from 'react';
import type { RefObject } from 'react';
import { Loading } from '@/components/feedback/states';
import type { PaymentsConfig } from '@/types/api';
import { SandboxCardForm } from './sandbox-card-form';

export interface CardEntryHandle {
  /** Checks what can be checked in the page and shows its errors; false when there are some. */
  check(): boolean;
  /** Checks the card and answers its payment method id; undefined when the form now shows an error. */
  paymentMethod(): Promise<string | undefined>;
  /** Stripe mode: runs Stripe.js's own confirmation step (next_action `use_stripe_sdk`); throws GiveStepError on failure. */
  handleNextAction?(clientSecret: string): Promise<void>;
}

export interface CardFormProps {
  entryRef: RefObject<CardEntryHandle | null>;
  /** The server's error for the card (payment_method_id). */
  serverError?: string | undefined;
}

const StripeCardForm = lazy(() => import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })));

/** GET /api/config's `payments`; a missing field means the sandbox (contract A). */
export function paymentProvider(payments: PaymentsConfig | undefined): 'sandbox' | 'stripe' {
  return payments?.provider === 'stripe' ? 'stripe' : 'sandbox';
}

export function CardEntry({ payments, ...props }: CardFormProps & { payments: PaymentsConfig | undefined }) {
  if (paymentProvider(payments) === 'sandbox') return <SandboxCardForm {...props} />;
  if (!payments?.publishable_key) {
    return (
      <p className="alert alert--error" role="alert">
        Card payments are not available right now. Please try again later.
      </p>
    );
  }
  return (
    <Suspense fallback={<Loading label="Loading the secure card form…" />}>
      <StripeCardForm {...props} publishableKey={payments.publishable_key} />
    </Suspense>
  );
}
