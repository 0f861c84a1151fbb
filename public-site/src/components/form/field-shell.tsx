import type { ReactNode } from 'react';

export interface FieldShellProps {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  optional?: boolean | undefined;
  children: ReactNode;
}

function hintId(id: string): string {
  return `${id}-hint`;
}

function errorId(id: string): string {
  return `${id}-error`;
}

/** The ids a control must list in aria-describedby: its error first, then its hint. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [error ? errorId(id) : undefined, hint ? hintId(id) : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, control, hint and error of one field. */
export function FieldShell({ id, label, hint, error, optional, children }: FieldShellProps) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="field__error" id={errorId(id)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
