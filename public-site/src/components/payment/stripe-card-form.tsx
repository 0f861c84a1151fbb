/**
 * Stripe mode: Stripe Elements' card field. Stripe.js comes from Stripe (the one third-party script a
 * paying page loads), only when this form shows; the card number goes from Stripe's frame to Stripe, and
 * our server sees only the PaymentMethod id.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import type { CardFormProps } from './card-form-types';
import { handleNextActionWith } from './stripe-next-action';

type Status = 'loading' | 'ready' | 'failed';

export function StripeCardForm({ entryRef, serverError, publishableKey }: CardFormProps & { publishableKey: string }) {
  const id = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [cardError, setCardError] = useState<string | undefined>();
  const shown = cardError ?? serverError;

  useEffect(() => {
    let card: StripeCardElement | undefined;
    let cancelled = false;
    loadStripe(publishableKey)
      .then((stripe: Stripe | null) => {
        if (cancelled) return;
        if (stripe === null || mountRef.current === null) throw new Error('Stripe.js did not load');
        const element = stripe.elements().create('card', { hidePostalCode: true });
        card = element;
        element.on('change', (event) => setCardError(event.error?.message));
        element.mount(mountRef.current);
        setStatus('ready');
        entryRef.current = {
          // Stripe's field checks itself as the donor types (shown through its change event).
          check: () => true,
          async paymentMethod() {
            const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card: element });
            setCardError(error?.message);
            return error ? undefined : paymentMethod.id;
          },
          handleNextAction: (clientSecret) => handleNextActionWith(stripe, clientSecret),
        };
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      entryRef.current = null;
      card?.destroy();
    };
  }, [entryRef, publishableKey]);

  return (
    <fieldset className="payment-card">
      <legend className="payment-card__legend">Card</legend>
      <div className={shown ? 'field field--invalid' : 'field'}>
        <p className="field__label" id={`${id}-label`}>
          Card details
        </p>
        <div
          ref={mountRef}
          className="field__control payment-card__stripe"
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={shown ? `${id}-error` : undefined}
        />
        {status === 'loading' ? <p className="field__hint">Loading the secure card form…</p> : null}
        {status === 'failed' ? (
          <p className="alert alert--error" role="alert">
            The secure card form could not load. Please check your connection and reload the page.
          </p>
        ) : null}
        {shown ? (
          <p className="field__error" id={`${id}-error`}>
            {shown}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
