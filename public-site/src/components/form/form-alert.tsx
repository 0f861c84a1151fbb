/** A form-level error, announced when it appears and focusable so focus can move to it. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div className="alert alert--error" role="alert" tabIndex={-1} data-form-alert>
      {message}
    </div>
  );
}

/** A success or progress message, announced politely. */
export function FormStatus({ message }: { message: string | undefined }) {
  return (
    <div className={message ? 'alert alert--success' : 'visually-hidden'} role="status">
      {message ?? ''}
    </div>
  );
}
