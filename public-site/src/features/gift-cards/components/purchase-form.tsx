import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { GIFT_CARD_MAX_CENTS, GIFT_CARD_MIN_CENTS, GIFT_CARD_PRESETS_CENTS } from '@storyfund/shared/constants';
import { formatCents } from '@storyfund/shared/money';
import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { AuthenticationDialog } from '@/components/payment/authentication-dialog';
import { CardEntry } from '@/components/payment/card-entry';
import type { CardEntryHandle } from '@/components/payment/card-form-types';
import { Button } from '@/components/ui/button';
import { useAppConfig } from '@/hooks/use-app-config';
import { useSession } from '@/hooks/use-session';
import { amountCents, initialValues, todayUtc, toPayload, validatePurchase } from '../gift-card-form';
import type { PurchaseErrors, PurchaseValues } from '../gift-card-form';
import { usePurchase } from '../hooks/use-purchase';
import { PurchaseDone } from './purchase-done';

/** /giftcard's form: amount, recipient, message, delivery day, the buyer when logged out, and the card. */
export function PurchaseForm() {
  const { isAuthenticated } = useSession();
  const asGuest = !isAuthenticated;
  const { config } = useAppConfig();
  const cardRef = useRef<CardEntryHandle | null>(null);
  const [values, setValues] = useState<PurchaseValues>(initialValues(GIFT_CARD_PRESETS_CENTS[1]));
  const [errors, setErrors] = useState<PurchaseErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const purchase = usePurchase();

  if (purchase.card) return <PurchaseDone card={purchase.card} />;

  const set = (name: keyof PurchaseValues, value: string | number | null) => {
    setValues((current) => ({ ...current, [name]: value }));
    const field = name === 'presetCents' || name === 'otherAmount' ? 'amount_cents' : name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const shown = {
    ...purchase.fieldErrors,
    ...Object.fromEntries(Object.entries(errors).filter(([, v]) => v)),
  } as Record<string, string | undefined>;
  const cents = amountCents(values);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validatePurchase(values, asGuest);
    const cardOk = cardRef.current?.check() ?? false;
    setErrors(found);
    if (Object.keys(found).length > 0 || !cardOk) return;
    setSubmitting(true);
    try {
      const paymentMethodId = await cardRef.current?.paymentMethod();
      if (paymentMethodId) await purchase.submit(toPayload(values, paymentMethodId, asGuest), cardRef.current);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="form gift-cards__form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Buy a gift card">
      <FormAlert message={purchase.alert} />
      <fieldset className="gift-cards__fieldset">
        <legend className="gift-cards__legend">Amount</legend>
        <div className="gift-cards__presets">
          {GIFT_CARD_PRESETS_CENTS.map((preset) => (
            <button
              key={preset}
              type="button"
              className={values.presetCents === preset ? 'chip chip--active' : 'chip'}
              aria-pressed={values.presetCents === preset}
              onClick={() => setValues((v) => ({ ...v, presetCents: preset, otherAmount: '' }))}
            >
              {formatCents(preset, { dropZeroCents: true })}
            </button>
          ))}
        </div>
        <TextField
          label="Other amount"
          name="other_amount"
          inputMode="decimal"
          autoComplete="off"
          hint={`In US dollars, from ${formatCents(GIFT_CARD_MIN_CENTS, { dropZeroCents: true })} to ${formatCents(GIFT_CARD_MAX_CENTS, { dropZeroCents: true })}.`}
          value={values.otherAmount}
          onChange={(event) => {
            set('otherAmount', event.target.value);
            set('presetCents', event.target.value.trim() === '' ? GIFT_CARD_PRESETS_CENTS[1] : null);
          }}
          error={shown.amount_cents}
        />
      </fieldset>
      <fieldset className="gift-cards__fieldset">
        <legend className="gift-cards__legend">Who it is for</legend>
        <TextField
          label="Recipient name"
          name="recipient_name"
          autoComplete="off"
          value={values.recipientName}
          onChange={(e) => set('recipientName', e.target.value)}
          error={shown.recipient_name}
        />
        <TextField
          label="Recipient email"
          name="recipient_email"
          type="email"
          autoComplete="off"
          value={values.recipientEmail}
          onChange={(e) => set('recipientEmail', e.target.value)}
          error={shown.recipient_email}
        />
        <TextAreaField
          label="Message"
          name="message"
          optional
          rows={3}
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          error={shown.message}
        />
        <TextField
          label="Delivery date"
          name="deliver_on"
          type="date"
          optional
          min={todayUtc()}
          hint="We email the card on this day (UTC). Leave it empty to send it now."
          value={values.deliverOn}
          onChange={(e) => set('deliverOn', e.target.value)}
          error={shown.deliver_on}
        />
      </fieldset>
      {asGuest ? (
        <fieldset className="gift-cards__fieldset">
          <legend className="gift-cards__legend">You</legend>
          <TextField
            label="Your name"
            name="purchaser_name"
            autoComplete="name"
            value={values.purchaserName}
            onChange={(e) => set('purchaserName', e.target.value)}
            error={shown.purchaser_name}
          />
          <TextField
            label="Your email"
            name="purchaser_email"
            type="email"
            autoComplete="email"
            hint="For your receipt."
            value={values.purchaserEmail}
            onChange={(e) => set('purchaserEmail', e.target.value)}
            error={shown.purchaser_email}
          />
        </fieldset>
      ) : null}
      <CardEntry entryRef={cardRef} payments={config?.payments} serverError={shown.payment_method_id} />
      <Button type="submit" busy={submitting} busyLabel="Paying…" disabled={Number.isNaN(cents)}>
        {Number.isNaN(cents) ? 'Buy gift card' : `Buy ${formatCents(cents)} gift card`}
      </Button>
      {purchase.authentication ? <AuthenticationDialog {...purchase.authentication} /> : null}
    </form>
  );
}
