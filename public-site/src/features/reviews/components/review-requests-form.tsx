import { useState } from 'react';
import type { FormEvent } from 'react';
import useSWR from 'swr';
import type { ReviewRequestsSetting } from '@storyfund/shared/contract';
import { ErrorState, Loading } from '@/components/feedback/states';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { reviewRequestsKey, setReviewRequests } from '../api/review-calls';

/** The account's choice to get no "how was this partner?" emails after a project it gave to is funded. */
export function ReviewRequestsForm({ userId }: { userId: string }) {
  const api = useApi();
  const { data, error, isLoading, mutate } = useSWR<ReviewRequestsSetting>(reviewRequestsKey(userId));
  const [choice, setChoice] = useState<boolean | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (isLoading) return <Loading label="Loading your choice…" />;
  if (error || !data) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
  const unsubscribed = choice ?? data.unsubscribed;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setSaved(undefined);
    setAlert(undefined);
    try {
      await mutate(await setReviewRequests(api, userId, unsubscribed), { revalidate: false });
      setSaved('Your choice is saved.');
    } catch (err) {
      setAlert(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label="Review requests">
      <FormAlert message={alert} />
      <FormStatus message={saved} />
      <CheckboxField
        label="Don't ask me to review partners"
        name="review_requests_unsubscribed"
        checked={unsubscribed}
        onChange={setChoice}
        hint="When a project you gave to is funded, we email you once to ask how its partner did."
      />
      <Button type="submit" busy={busy} busyLabel="Saving…">
        Save choice
      </Button>
    </form>
  );
}
