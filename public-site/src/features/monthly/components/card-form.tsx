import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { CardEntry } from '@/components/payment/card-entry';
import type { CardEntryHandle } from '@/components/payment/card-form-types';
import { Button } from '@/components/ui/button';
import { useAppConfig } from '@/hooks/use-app-config';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { changeCard } from '../api/monthly-calls';
import type { Subscription } from '@storyfund/shared/contract';

/**
 * "Change card": the card form (components/payment: the sandbox's test cards or Stripe Elements) turns the
 * card into a payment method id, which is PATCHed; the server saves it on the donor's processor customer
 * and answers 422 errors.payment_method_id when it cannot. Nothing is charged here: a past-due month is
 * tried at the next scheduler run, or paid now with "Try the payment now".
 */
export function CardForm({
  subscription,
  onSaved,
  onCancel,
}: {
  subscription: Subscription;
  onSaved: (s: Subscription) => void;
  onCancel: () => void;
}) {
  const api = useApi();
  const { config } = useAppConfig();
  const cardRef = useRef<CardEntryHandle | null>(null);
  const [busy, setBusy] = useState(false);
  const [cardError, setCardError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setCardError(undefined);
    setFormError(undefined);
    if (!(cardRef.current?.check() ?? false)) return;
    setBusy(true);
    try {
      const paymentMethodId = await cardRef.current?.paymentMethod();
      if (!paymentMethodId) return;
      onSaved(await changeCard(api, subscription.project_id, paymentMethodId));
    } catch (err) {
      const fields = firstFieldErrors(err);
      if (fields.payment_method_id) setCardError(fields.payment_method_id);
      else setFormError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="form monthly-card"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={`Change the card of your monthly gift to ${subscription.project.title}`}
    >
      <FormAlert message={formError} />
      <CardEntry entryRef={cardRef} payments={config?.payments} serverError={cardError} />
      <p className="muted">The new card pays every month from now on; the old one is no longer charged.</p>
      <div className="monthly-amount__actions">
        <Button type="submit" busy={busy} busyLabel="Saving…">
          Save card
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Keep the current card
        </Button>
      </div>
    </form>
  );
}
