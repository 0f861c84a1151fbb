/**
 * Form state with the accessibility rules of the site: errors per field and for the form,
 * focus moved to the first invalid field (or the form error), a busy flag, and the typed
 * values kept whatever happens.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';

export type FieldErrorMap<T> = Partial<Record<keyof T & string, string>>;

export interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

export interface Failure<T> {
  fields?: FieldErrorMap<T>;
  form?: string;
}

function focusFirstInvalid(form: HTMLFormElement | null): void {
  if (form === null) return;
  const target = form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('[data-form-alert]');
  target?.focus();
}

export function useForm<T extends Record<string, string | boolean>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrorMap<T>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current);
  }, [focusRequest]);

  const setValue = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  const fail = useCallback((failure: Failure<T>) => {
    setErrors(failure.fields ?? {});
    setFormError(failure.form);
    setFocusRequest((n) => n + 1);
  }, []);

  function field(name: keyof T & string): FieldProps {
    return {
      name,
      value: String(values[name] ?? ''),
      error: errors[name],
      onChange: (event) => setValue(name, event.target.value as T[typeof name]),
    };
  }

  /**
   * `validate` answers client-side errors (nothing is sent when there are some);
   * `action` sends, and answers a failure to show or nothing on success.
   */
  function handleSubmit(validate: (v: T) => FieldErrorMap<T> | undefined, action: (v: T) => Promise<Failure<T> | void>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      const clientErrors = validate(values);
      if (clientErrors !== undefined && Object.keys(clientErrors).length > 0) {
        fail({ fields: clientErrors });
        return;
      }
      setErrors({});
      setFormError(undefined);
      setBusy(true);
      try {
        const failure = await action(values);
        if (failure) fail(failure);
      } finally {
        setBusy(false);
      }
    };
  }

  return { values, setValue, errors, formError, busy, field, fail, handleSubmit, formRef };
}
