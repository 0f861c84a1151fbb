/**
 * The reason a moderation action asks for (a ban, a refund) inside its confirmation: the shared rule checks it
 * before the call, and the API's refusal of it shows under the field. One state and one field for every tool.
 */
import { useState } from 'react';
import { TextField as MuiTextField } from '@mui/material';
import { validateModerationReason } from '@storyfund/shared/validation';
import { fieldError } from '../providers/api-errors.js';

export interface ReasonState {
  value: string;
  error: string | undefined;
  change(value: string): void;
  reset(): void;
  /** The shared rule: false, with its message under the field, when the reason will not do. */
  check(): boolean;
  /** Shows the API's refusal of the reason under the field; false when the error is about something else. */
  showApiError(error: unknown): boolean;
}

export function useReason(): ReasonState {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    value,
    error,
    change(next) {
      setValue(next);
      setError(undefined);
    },
    reset() {
      setValue('');
      setError(undefined);
    },
    check() {
      const problem = validateModerationReason(value);
      if (problem) setError(problem);
      return !problem;
    },
    showApiError(apiError) {
      const message = fieldError(apiError, 'reason');
      if (message) setError(message);
      return message !== undefined;
    },
  };
}

/** The reason's field; `hint` says what happens once confirmed (shown while there is no error). */
export function ReasonField({ reason, hint }: { reason: ReasonState; hint: string }) {
  return (
    <MuiTextField
      label="Reason"
      value={reason.value}
      onChange={(event) => reason.change(event.target.value)}
      error={reason.error !== undefined}
      helperText={reason.error ?? hint}
      required
      fullWidth
      multiline
      autoFocus
      margin="dense"
    />
  );
}
