import { formatCents } from '@storyfund/shared/money';
import { TextField } from '@/components/form/text-field';
import { PRESET_AMOUNTS_CENTS } from '../give-amounts';

export interface AmountPickerProps {
  presetCents: number | null;
  otherAmount: string;
  error: string | undefined;
  onPreset: (cents: number) => void;
  onOther: (text: string) => void;
}

/** Preset amounts and "Other amount", in dollars; the panel sends cents. */
export function AmountPicker({ presetCents, otherAmount, error, onPreset, onOther }: AmountPickerProps) {
  return (
    <fieldset className="give__amounts">
      <legend className="give__legend">Amount</legend>
      <div className="give__presets">
        {PRESET_AMOUNTS_CENTS.map((cents) => (
          <button
            key={cents}
            type="button"
            className={presetCents === cents ? 'chip chip--active give__preset' : 'chip give__preset'}
            aria-pressed={presetCents === cents}
            onClick={() => onPreset(cents)}
          >
            {formatCents(cents, { dropZeroCents: true })}
          </button>
        ))}
      </div>
      <TextField
        label="Other amount"
        name="other_amount"
        inputMode="decimal"
        autoComplete="off"
        hint="In US dollars, from $1 to $100,000."
        value={otherAmount}
        onChange={(event) => onOther(event.target.value)}
        error={error}
      />
    </fieldset>
  );
}
