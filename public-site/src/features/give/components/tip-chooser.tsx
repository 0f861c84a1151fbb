import { useId } from 'react';
import { formatCents } from '@storyfund/shared/money';
import { tipCents, tipLabel, TIP_PERCENTS } from '../give-amounts';
import type { TipPercent } from '../give-amounts';

export interface TipChooserProps {
  amountCents: number | undefined;
  value: TipPercent;
  error: string | undefined;
  onChange: (percent: TipPercent) => void;
}

/** An honest tip: "No tip" is chosen until the donor picks one, and each choice shows its dollars. */
export function TipChooser({ amountCents, value, error, onChange }: TipChooserProps) {
  const id = useId();
  return (
    <fieldset
      className="give__tip"
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
    >
      <legend className="give__legend" id={`${id}-legend`}>
        Tip Storyfund
      </legend>
      <p className="field__hint" id={`${id}-hint`}>
        Optional. A tip goes to Storyfund to keep the platform running; it is added on top of your gift and none of it comes out of what the
        project receives.
      </p>
      <div className="give__tip-options">
        {TIP_PERCENTS.map((percent) => {
          const optionId = `${id}-${percent}`;
          return (
            <div className="give__tip-option" key={percent}>
              <input
                id={optionId}
                type="radio"
                name="tip"
                checked={value === percent}
                onChange={() => onChange(percent)}
                aria-describedby={percent > 0 ? `${optionId}-amount` : undefined}
              />
              <label htmlFor={optionId}>{tipLabel(percent)}</label>
              {percent > 0 ? (
                <span className="muted give__tip-amount" id={`${optionId}-amount`}>
                  {formatCents(tipCents(amountCents, percent))}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
