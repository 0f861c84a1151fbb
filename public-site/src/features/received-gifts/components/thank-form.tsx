import { useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import type { ThankYouTone } from '@storyfund/shared/constants';
import { validateMessage } from '@storyfund/shared/validation';
import type { ReceivedGift } from '@storyfund/shared/contract';
import { draftThankYou, sendThanks, TONE_OPTIONS } from '../api/received-gifts-calls';

interface ThankFormProps {
  gift: ReceivedGift;
  /** The thanks went out (only for a gift with an encouragement). */
  onThanked: () => void;
  onClose: () => void;
}

/**
 * Thanking one donor. With an encouragement: draft or write a message and send it as the reply to it.
 * Without one there is no thread to answer, so the form only drafts a note to copy.
 */
export function ThankForm({ gift, onThanked, onClose }: ThankFormProps) {
  const api = useApi();
  const encouragement = gift.encouragement;
  const [tone, setTone] = useState<ThankYouTone>('warm');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<'draft' | 'send' | undefined>();
  const [fieldError, setFieldError] = useState<string>();
  const [alert, setAlert] = useState<string>();

  function fail(err: unknown) {
    const { message: onMessage, ...others } = firstFieldErrors(err);
    const rest = Object.values(others);
    setFieldError(onMessage);
    setAlert(rest.length > 0 ? rest.join(' ') : onMessage ? undefined : errorText(err));
  }

  async function draft() {
    setBusy('draft');
    setFieldError(undefined);
    setAlert(undefined);
    try {
      setMessage((await draftThankYou(api, gift.id, tone)).message);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(undefined);
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!encouragement) return;
    setAlert(undefined);
    if (message.trim() === '') {
      setFieldError('Write a thank-you message, or let us draft one for you.');
      return;
    }
    const tooLong = validateMessage(message, 'comment');
    if (tooLong) {
      setFieldError(tooLong);
      return;
    }
    setFieldError(undefined);
    setBusy('send');
    try {
      await sendThanks(api, gift.project.id, encouragement.id, message);
      onThanked();
    } catch (err) {
      fail(err);
      setBusy(undefined);
    }
  }

  const who = `${gift.donor_name}, ${gift.project.title}`;
  return (
    <form
      className="received-gifts__thank"
      onSubmit={(e) => void send(e)}
      noValidate
      aria-label={encouragement ? `Thank ${who}` : `Draft a thank-you to ${who}`}
    >
      <FormAlert message={alert} />
      <div className="received-gifts__draft">
        <SelectField
          label="Tone"
          name="tone"
          value={tone}
          options={TONE_OPTIONS}
          onChange={(e) => setTone(e.target.value as ThankYouTone)}
        />
        <Button variant="secondary" busy={busy === 'draft'} busyLabel="Drafting…" disabled={busy === 'send'} onClick={() => void draft()}>
          Draft it for me
        </Button>
      </div>
      <TextAreaField
        label="Thank-you message"
        name="message"
        rows={5}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        readOnly={!encouragement}
        error={fieldError}
        hint={
          encouragement
            ? 'Posted as your reply to their encouragement on the project page.'
            : 'This gift came without an encouragement, so there is no message thread to reply to. Copy the note and send it your own way.'
        }
      />
      <div className="received-gifts__actions">
        {encouragement ? (
          <Button type="submit" busy={busy === 'send'} busyLabel="Sending…" disabled={busy === 'draft'}>
            Send thanks
          </Button>
        ) : null}
        <Button variant="link" onClick={onClose}>
          {encouragement ? 'Cancel' : 'Close'}
        </Button>
      </div>
    </form>
  );
}
