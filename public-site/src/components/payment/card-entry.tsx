/**
 * The card part of every form that pays (the give panel, /giftcard, /monthly's "Change card"). Sandbox
 * mode: the test card form (numbers mapped to pm_ ids here, in the browser). Stripe mode: Stripe Elements,
 * loaded only then. Either way only a payment method id is sent.
 */
import { lazy, Suspense } from 'react';
import type { PaymentsConfig } from '@storyfund/shared/contract';
import { Loading } from '@/components/feedback/states';
import type { CardFormProps } from './card-form-types';
import { SandboxCardForm } from './sandbox-card-form';
import './payment.css';

const StripeCardForm = lazy(() => import('./stripe-card-form').then((module) => ({ default: module.StripeCardForm })));

/** GET /api/config's `payments`; a missing field means the sandbox (contract A). */
function paymentProvider(payments: PaymentsConfig | undefined): 'sandbox' | 'stripe' {
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
