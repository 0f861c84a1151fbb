import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Goal } from '@storyfund/shared/contract';
import { dollarsToCents, formatCents } from '@storyfund/shared/money';
import { validateGoalCents } from '@storyfund/shared/validation';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { errorText, firstFieldErrors } from '@/lib/errors';
import '@/components/projects/projects.css';

export interface GoalFormProps {
  goal: Goal;
  /** 'raised' for a partner, 'given' for a donor. */
  verb: 'raised' | 'given';
  label: string;
  onSave: (goalCents: number | null) => Promise<Goal>;
}

/** A yearly goal: the progress bar, and the goal in dollars (blank clears it); the shared rule first, the API's field error after. */
export function GoalForm({ goal, verb, label, onSave }: GoalFormProps) {
  const [text, setText] = useState(goal.goal_cents === null ? '' : String(goal.goal_cents / 100));
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const progress = formatCents(goal.progress_cents, { dropZeroCents: true });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(undefined);
    setAlert(undefined);
    const cents = text.trim() === '' ? null : dollarsToCents(text);
    const problem = cents !== null && Number.isNaN(cents) ? 'Enter the goal as an amount in dollars' : validateGoalCents(cents);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onSave(cents);
      setSaved(cents === null ? 'Your goal is cleared.' : 'Your goal is saved.');
    } catch (err) {
      const fields = firstFieldErrors(err);
      setError(fields.goal_cents);
      if (!fields.goal_cents) setAlert(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="goal">
      {goal.goal_cents !== null && goal.percent !== null ? (
        <div className="progress progress--large">
          <div
            className="progress__track"
            role="progressbar"
            aria-label={`${label} ${goal.year}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={goal.percent}
            aria-valuetext={`${progress} ${verb} of ${formatCents(goal.goal_cents, { dropZeroCents: true })} (${goal.percent}%)`}
          >
            <span className="progress__fill" style={{ width: `${goal.percent}%` }} />
          </div>
          <p className="progress__text">
            <strong>{progress}</strong> {verb} of {formatCents(goal.goal_cents, { dropZeroCents: true })} in {goal.year}
            <span className="progress__percent"> · {goal.percent}%</span>
          </p>
        </div>
      ) : (
        <p className="muted">
          {progress} {verb} in {goal.year}. Set a goal to follow your progress.
        </p>
      )}
      <form className="form goal__form" onSubmit={(e) => void submit(e)} noValidate aria-label={`${label} ${goal.year}`}>
        <FormAlert message={alert} />
        <FormStatus message={saved} />
        <TextField
          label={`${label} for ${goal.year} (dollars)`}
          name="goal"
          inputMode="decimal"
          value={text}
          error={error}
          hint="Leave it empty to clear the goal."
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" busy={busy} busyLabel="Saving…">
          Save goal
        </Button>
      </form>
    </div>
  );
}
