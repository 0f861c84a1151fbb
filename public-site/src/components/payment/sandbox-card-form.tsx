import { useEffect, useState } from 'react';
import { TextField } from '@/components/form/text-field';
import type { CardFormProps } from './card-form-types';
import { formatCardNumber, sandboxPaymentMethodId, SANDBOX_TEST_CARDS, validateSandboxCard } from './sandbox-cards';
import type { SandboxCardErrors, SandboxCardValues } from './sandbox-cards';

/** Test mode: Stripe's test card numbers, checked and mapped to their pm_ ids in the browser. */
export function SandboxCardForm({ entryRef, serverError }: CardFormProps) {
  const [values, setValues] = useState<SandboxCardValues>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<SandboxCardErrors>({});

  useEffect(() => {
    entryRef.current = {
      check() {
        const found = validateSandboxCard(values);
        setErrors(found);
        return Object.keys(found).length === 0;
      },
      async paymentMethod() {
        const found = validateSandboxCard(values);
        setErrors(found);
        return Object.keys(found).length === 0 ? sandboxPaymentMethodId(values.number) : undefined;
      },
    };
    return () => {
      entryRef.current = null;
    };
  }, [entryRef, values]);

  const change = (name: keyof SandboxCardValues, value: string) => {
    setValues((current) => ({ ...current, [name]: name === 'number' ? formatCardNumber(value) : value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <fieldset className="payment-card">
      <legend className="payment-card__legend">Card</legend>
      <p className="payment-card__note">
        <span className="badge badge--warn">Test mode</span> No real card is charged. The number stays in your browser.
      </p>
      <TextField
        label="Card number"
        name="card_number"
        inputMode="numeric"
        autoComplete="cc-number"
        value={values.number}
        onChange={(event) => change('number', event.target.value)}
        error={errors.number ?? serverError}
      />
      <div className="form__row">
        <TextField
          label="Expiry (MM/YY)"
          name="card_expiry"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={values.expiry}
          onChange={(event) => change('expiry', event.target.value)}
          error={errors.expiry}
        />
        <TextField
          label="CVC"
          name="card_cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={values.cvc}
          onChange={(event) => change('cvc', event.target.value)}
          error={errors.cvc}
        />
      </div>
      <div className="payment-card__test-cards">
        <p className="payment-card__note">Test cards (any future expiry date, any CVC):</p>
        <ul aria-label="Test cards">
          {SANDBOX_TEST_CARDS.map((card) => (
            <li key={card.number}>
              <code>{formatCardNumber(card.number)}</code> {card.brand}: {card.outcome}
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  );
}
