/**
 * The free gift cards for new visitors (GET/PUT /api/gift-cards/new-user-budget): what this period has given,
 * and the budget: a card's amount, how many cards (0 closes the offer) and an optional amount cap per period.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { Form, Loading, NumberInput, SaveButton, SelectInput, Title, Toolbar, required, useDataProvider, useNotify } from 'react-admin';
import type { HttpError } from 'react-admin';
import { formatUtcDate } from '@storyfund/shared/dates';
import { formatCents } from '@storyfund/shared/money';
import { validateGiftCardAmount } from '@storyfund/shared/validation';
import { DollarsInput } from '../components/dollars-input.js';
import type { NewUserBudget } from '@storyfund/shared/contract';
import type { NewUserBudgetChange, StoryfundDataProvider } from '../providers/data-provider.js';

const PERIOD_LABELS: Readonly<Record<NewUserBudget['period'], string>> = { day: 'Day', week: 'Week', month: 'Month' };
const periodChoices = (Object.keys(PERIOD_LABELS) as NewUserBudget['period'][]).map((id) => ({ id, name: PERIOD_LABELS[id] }));

const validateMaxCards = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? undefined : 'Max cards must be a whole number, 0 or more';
const validateMaxAmount = (cents: unknown) =>
  cents === null || cents === undefined || (typeof cents === 'number' && Number.isSafeInteger(cents) && cents >= 0)
    ? undefined
    : 'Max amount must be an amount in dollars, or empty for no cap';
const validateCardAmount = (cents: unknown) => validateGiftCardAmount(cents);

/** The four settings the PUT takes, from the form's values (which also hold the read-only figures). */
function budgetChange(values: Record<string, unknown>): NewUserBudgetChange {
  return {
    period: values['period'] as NewUserBudget['period'],
    max_cards: values['max_cards'] as number,
    max_amount_cents: (values['max_amount_cents'] ?? null) as number | null,
    card_amount_cents: values['card_amount_cents'] as number,
  };
}

function Summary({ budget }: { budget: NewUserBudget }) {
  const open = budget.max_cards > 0;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} aria-label="Current budget">
      <Alert severity={open ? 'success' : 'info'} role="status">
        {open
          ? `The offer is open: ${formatCents(budget.card_amount_cents)} a card, up to ${budget.max_cards} card${budget.max_cards === 1 ? '' : 's'} a ${budget.period}${
              budget.max_amount_cents === null ? '' : ` and ${formatCents(budget.max_amount_cents)} in all`
            }.`
          : 'The offer is closed: no free gift cards are given.'}
      </Alert>
      <Typography variant="body2">
        This {budget.period} (since {formatUtcDate(budget.period_start)}, UTC): {budget.spent_cards} card
        {budget.spent_cards === 1 ? '' : 's'} given, {formatCents(budget.spent_amount_cents)} in all.
      </Typography>
    </Stack>
  );
}

export function NewUserBudgetPage() {
  const dataProvider = useDataProvider<StoryfundDataProvider>();
  const notify = useNotify();
  const [budget, setBudget] = useState<NewUserBudget>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    let live = true;
    dataProvider.getNewUserBudget().then(
      ({ data }) => live && setBudget(data),
      (error: Error) => live && setFailure(error.message),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);

  const save = useCallback(
    async (values: Record<string, unknown>) => {
      try {
        const { data } = await dataProvider.updateNewUserBudget({ data: budgetChange(values) });
        setBudget(data);
        notify('New-visitor gift cards saved.', { type: 'success' });
        return undefined;
      } catch (error) {
        const errors = (error as HttpError).body?.errors as Record<string, unknown> | undefined;
        notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
        // 422: the API's messages go under the fields they concern.
        return errors;
      }
    },
    [dataProvider, notify],
  );

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="New-visitor gift cards" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          New-visitor gift cards
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          A visitor who has never given may claim one free card ("Front page"), paid by Storyfund, while the period's budget lasts. One card
          per address and per account.
        </Typography>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {!budget && !failure ? <Loading /> : null}
        {budget ? (
          <>
            <Summary budget={budget} />
            {/* Remounted after each save, so the form starts from what the API kept. */}
            <Form key={budget.updated_at} record={budget} onSubmit={save}>
              <Stack sx={{ maxWidth: 420 }}>
                <SelectInput
                  source="period"
                  label="Period"
                  choices={periodChoices}
                  validate={required()}
                  helperText="UTC; weeks start on Monday"
                />
                <NumberInput
                  source="max_cards"
                  label="Max cards"
                  step={1}
                  min={0}
                  validate={validateMaxCards}
                  helperText="A period's cards; 0 closes the offer"
                />
                <DollarsInput
                  source="max_amount_cents"
                  label="Max amount ($)"
                  validate={validateMaxAmount}
                  helperText="A period's total; empty for no cap"
                />
                <DollarsInput
                  source="card_amount_cents"
                  label="Card amount ($)"
                  validate={validateCardAmount}
                  helperText="Each card's value, $5 to $2,000"
                />
              </Stack>
              <Toolbar>
                <SaveButton />
              </Toolbar>
            </Form>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
