import { dollarsToCents } from '@storyfund/shared/money';
import { validateGiftAmount } from '@storyfund/shared/validation';
import { FormMessages } from '@/components/form/form-messages';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useForm } from '@/hooks/use-form';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { changeAmount } from '../api/monthly-calls';
import type { Subscription } from '@storyfund/shared/contract';

/** The amount as the form shows it: dollars, without cents when whole ("25", "25.50"). */
const asDollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** "Change amount": a new monthly amount in dollars, checked with the shared gift rule, then PATCHed. */
export function AmountForm({
  subscription,
  onSaved,
  onCancel,
}: {
  subscription: Subscription;
  onSaved: (s: Subscription) => void;
  onCancel: () => void;
}) {
  const api = useApi();
  const form = useForm({ amount: asDollars(subscription.amount_cents) });

  const onSubmit = form.handleSubmit(
    ({ amount }) => {
      const cents = dollarsToCents(amount);
      if (Number.isNaN(cents)) return { amount: 'Please enter an amount in dollars, like 25 or 25.50' };
      const rule = validateGiftAmount(cents) ?? (cents < subscription.tip_cents ? 'Amount must be at least the monthly tip' : undefined);
      return rule ? { amount: rule } : undefined;
    },
    async ({ amount }) => {
      try {
        onSaved(await changeAmount(api, subscription.project_id, dollarsToCents(amount)));
      } catch (err) {
        const fields = firstFieldErrors(err);
        return fields.amount_cents ? { fields: { amount: fields.amount_cents } } : { form: errorText(err) };
      }
    },
  );

  return (
    <form
      className="form monthly-amount"
      ref={form.formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={`Change the amount given to ${subscription.project.title}`}
    >
      <FormMessages formError={form.formError} errors={form.errors} />
      <TextField
        label="Monthly amount ($)"
        inputMode="decimal"
        hint="From $1 to $100,000, charged from the next month on."
        required
        {...form.field('amount')}
      />
      <div className="monthly-amount__actions">
        <Button type="submit" busy={form.busy} busyLabel="Saving…">
          Save amount
        </Button>
        <Button variant="secondary" disabled={form.busy} onClick={onCancel}>
          Keep the current amount
        </Button>
      </div>
    </form>
  );
}
