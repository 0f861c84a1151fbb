import { useId } from 'react';
import type { ChangeEvent, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldShell } from './field-shell';

type NativeTextArea = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'name' | 'id'>;

export interface TextAreaFieldProps extends NativeTextArea {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean;
}

export function TextAreaField({ label, name, error, hint, optional, rows = 4, ...textarea }: TextAreaFieldProps) {
  const id = `${useId()}-${name}`;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={optional}>
      <textarea
        {...textarea}
        id={id}
        name={name}
        rows={rows}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}
