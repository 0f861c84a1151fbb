import { useState } from 'react';
import type { FormEvent } from 'react';
import useSWR from 'swr';
import { thankYouMailText } from '@storyfund/shared/constants';
import { formatUtcDate } from '@storyfund/shared/dates';
import { MESSAGE_LIMITS, validateMessage } from '@storyfund/shared/validation';
import { ErrorState, Loading } from '@/components/feedback/states';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/text-area-field';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { saveThankYouMessage, thankYouKey, type ThankYouMessage } from '../api/donor-calls';
import { formatCount } from '@storyfund/shared/numbers';

/**
 * A premium partner's own thank-you text (PUT users/{id}/thank-you-message), with a live preview of the mail
 * its donors get (the shared wording). Blank removes it: donors then get no thank-you mail from the partner.
 */
export function ThankYouMessageForm({ partnerId, partnerName }: { partnerId: number; partnerName: string }) {
  const api = useApi();
  const { data, error, mutate } = useSWR<ThankYouMessage>(thankYouKey(partnerId));
  const [typed, setText] = useState<string>();
  const [fieldError, setFieldError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (error) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  if (!data) return <Loading label="Loading your thank-you message…" />;
  // What the partner typed, else what is stored.
  const text = typed ?? data.message ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAlert(undefined);
    setDone(undefined);
    const problem = validateMessage(text, 'thankYou');
    setFieldError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const saved = await saveThankYouMessage(api, partnerId, text);
      await mutate(saved, { revalidate: false });
      setText(saved.message ?? '');
      setDone(saved.message ? 'Your thank-you message is saved.' : 'Your thank-you message is removed.');
    } catch (err) {
      const fields = firstFieldErrors(err);
      setFieldError(fields.message);
      if (!fields.message) setAlert(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const preview = text.trim()
    ? thankYouMailText({
        donorName: 'Alex Donor',
        message: text.trim(),
        partnerName,
        amount: '$25.00',
        projectTitle: 'Your project',
        day: formatUtcDate(new Date()),
        projectUrl: `${window.location.origin}/project/…`,
      })
    : undefined;
  return (
    <form className="donors__thanks" onSubmit={(e) => void submit(e)} noValidate aria-label="Thank-you message">
      <FormAlert message={alert} />
      <TextAreaField
        label="Your thank-you message"
        name="message"
        rows={5}
        value={text}
        error={fieldError}
        hint={`Plain text, up to ${formatCount(MESSAGE_LIMITS.thankYou)} characters. Emailed to each donor of your projects with their gift's details. Leave it blank to send none.`}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel="Saving…">
        Save message
      </Button>
      <FormStatus message={done} />
      {data.updated_at ? <p className="donors__meta">Last saved {formatUtcDate(data.updated_at)}.</p> : null}
      <section aria-label="Preview of the thank-you mail" className="donors__preview">
        <h3>Preview</h3>
        {preview ? <p className="donors__preview-text">{preview}</p> : <p>Write a message to see the mail your donors get.</p>}
      </section>
    </form>
  );
}
