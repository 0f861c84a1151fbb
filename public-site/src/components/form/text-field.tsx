import { useId } from 'react';
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { describedBy, FieldShell } from './field-shell';

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name' | 'id'>;

export interface TextFieldProps extends NativeInput {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean;
}

/** A labelled input; its error is linked with aria-describedby and marks it aria-invalid. */
export function TextField({ label, name, error, hint, optional, type = 'text', ...input }: TextFieldProps) {
  const id = `${useId()}-${name}`;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}
