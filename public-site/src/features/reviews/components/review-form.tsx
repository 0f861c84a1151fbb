import { useState } from 'react';
import type { FormEvent } from 'react';
import { validateRating, validateReviewText } from '@storyfund/shared/validation';
import { FormAlert } from '@/components/form/form-alert';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { Button } from '@/components/ui/button';
import { errorText, firstFieldErrors } from '@/lib/errors';

const RATING_OPTIONS = [
  { value: '5', label: '5 stars: excellent' },
  { value: '4', label: '4 stars: good' },
  { value: '3', label: '3 stars: fair' },
  { value: '2', label: '2 stars: poor' },
  { value: '1', label: '1 star: bad' },
] as const;

export interface ReviewFormProps {
  /** A new review, or the own review being edited. */
  initial?: { rating: number; review: string };
  submitLabel: string;
  onSubmit: (body: { rating: number; review: string }) => Promise<void>;
  onCancel?: () => void;
}

/** Rating and text with the shared rules; the API's field errors land on their fields, and nothing typed is lost. */
export function ReviewForm({ initial, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState(initial ? String(initial.rating) : '');
  const [review, setReview] = useState(initial?.review ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = Object.fromEntries(
      Object.entries({ rating: validateRating(rating), review: validateReviewText(review) }).filter(([, v]) => v !== undefined),
    ) as Record<string, string>;
    setErrors(found);
    setAlert(undefined);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSubmit({ rating: Number(rating), review: review.trim() });
    } catch (err) {
      const fields = firstFieldErrors(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setAlert(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form review-form" onSubmit={(e) => void submit(e)} noValidate aria-label={submitLabel}>
      <FormAlert message={alert} />
      <SelectField
        label="Your rating"
        name="rating"
        value={rating}
        placeholder="Choose a rating"
        options={RATING_OPTIONS}
        error={errors.rating}
        onChange={(e) => setRating(e.target.value)}
      />
      <TextAreaField
        label="Your review"
        name="review"
        rows={3}
        value={review}
        error={errors.review}
        onChange={(e) => setReview(e.target.value)}
      />
      <div className="review-form__actions">
        <Button type="submit" busy={busy} busyLabel="Saving…">
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
