import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from './text-field';

/** Two calendar days (YYYY-MM-DD, UTC), both included: what the by-period calls take as datestart and dateend. */
export interface DayPeriod {
  from: string;
  to: string;
}

/** 1 January of this year to today. */
export function thisYearToDate(): DayPeriod {
  const today = new Date().toISOString().slice(0, 10);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

export interface PeriodFormProps {
  period: DayPeriod;
  onPeriod: (period: DayPeriod) => void;
  /** The server's field errors, keyed datestart and dateend. */
  errors: Record<string, string>;
  submitLabel: string;
  className?: string;
}

/** "From" and "To" days; a missing or reversed period is shown under its field without asking the server. */
export function PeriodForm({ period, onPeriod, errors, submitLabel, className }: PeriodFormProps) {
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [local, setLocal] = useState<Record<string, string>>({});
  function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!from) problems.datestart = 'Please choose a start date';
    if (!to) problems.dateend = 'Please choose an end date';
    if (from && to && to < from) problems.dateend = 'The end date cannot be before the start date';
    setLocal(problems);
    if (Object.keys(problems).length === 0) onPeriod({ from, to });
  }
  const shown = { ...errors, ...local };
  return (
    <form className={className} onSubmit={submit} noValidate>
      <TextField label="From" name="datestart" type="date" value={from} onChange={(e) => setFrom(e.target.value)} error={shown.datestart} />
      <TextField label="To" name="dateend" type="date" value={to} onChange={(e) => setTo(e.target.value)} error={shown.dateend} />
      <Button type="submit" variant="secondary">
        {submitLabel}
      </Button>
    </form>
  );
}
