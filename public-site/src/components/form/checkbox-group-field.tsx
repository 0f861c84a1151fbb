import { useId } from 'react';

export interface CheckboxGroupFieldProps {
  legend: string;
  name: string;
  options: readonly string[];
  /** The chosen options. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  hint?: string | undefined;
}

/** Several choices under one legend (a fieldset), with one hint and one error for the group. */
export function CheckboxGroupField({ legend, name, options, value, onChange, error, hint }: CheckboxGroupFieldProps) {
  const id = `${useId()}-${name}`;
  const described = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean).join(' ') || undefined;
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));
  return (
    <fieldset className={error ? 'field field--group field--invalid' : 'field field--group'} aria-describedby={described}>
      <legend className="field__label">{legend}</legend>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="field__choices">
        {options.map((option, index) => (
          <div className="field field--checkbox" key={option}>
            <input
              id={`${id}-${index}`}
              name={name}
              type="checkbox"
              value={option}
              checked={value.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              aria-invalid={error && index === 0 ? true : undefined}
            />
            <label htmlFor={`${id}-${index}`}>{option}</label>
          </div>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
