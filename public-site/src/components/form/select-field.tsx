import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { describedBy, FieldShell } from './field-shell';

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** A first, empty choice (e.g. 'Choose a country'). */
  placeholder?: string;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean;
  autoComplete?: string;
}

export function SelectField({ label, name, value, options, onChange, placeholder, error, hint, optional, autoComplete }: SelectFieldProps) {
  const id = `${useId()}-${name}`;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
      <select
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        autoComplete={autoComplete}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
