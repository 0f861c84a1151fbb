import { FormAlert } from './form-alert';

export interface FormMessagesProps {
  formError: string | undefined;
  /** Field errors; they show beside their fields and are also read out here. */
  errors: Partial<Record<string, string>>;
}

/**
 * The form-level error (role=alert), plus a live region that always exists so field errors
 * are announced even when focus does not move (it may already be on the invalid field).
 */
export function FormMessages({ formError, errors }: FormMessagesProps) {
  const messages = Object.values(errors).filter((m): m is string => typeof m === 'string' && m !== '');
  const summary =
    messages.length === 0
      ? ''
      : `${messages.length === 1 ? 'There is a problem' : `There are ${messages.length} problems`}: ${messages.join('. ')}`;
  return (
    <>
      <FormAlert message={formError} />
      <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
        {summary}
      </div>
    </>
  );
}
