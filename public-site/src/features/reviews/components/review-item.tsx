import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Review } from '@storyfund/shared/contract';
import { ABUSE_REASONS } from '@storyfund/shared/constants';
import { formatUtcDate } from '@storyfund/shared/dates';
import { validateAbuseMessage, validateAbuseReason, validateReviewAnswer } from '@storyfund/shared/validation';
import { FormAlert, FormStatus } from '@/components/form/form-alert';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useApi } from '@/hooks/use-services';
import { errorText, firstFieldErrors } from '@/lib/errors';
import { answerReview, deleteReview, editReview, reportReview } from '../api/review-calls';
import { ReviewForm } from './review-form';
import { Stars } from '@/components/social/rating';

export interface ReviewItemProps {
  review: Review;
  partnerId: string;
  /** The viewer wrote it (may edit and delete). */
  isOwn: boolean;
  /** An admin may delete any review. */
  canDelete: boolean;
  /** The partner's side (may answer). */
  canAnswer: boolean;
  /** Logged in (may report). */
  canReport: boolean;
  onChanged: () => Promise<unknown>;
}

const REASON_OPTIONS = ABUSE_REASONS.map((r) => ({ value: r, label: r[0]!.toUpperCase() + r.slice(1) }));

/** The partner's public answer: written or edited in place. */
function AnswerForm({
  initial,
  onSubmit,
  onCancel,
}: {
  initial: string;
  onSubmit: (answer: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [answer, setAnswer] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateReviewAnswer(answer);
    if (problem) return setError(problem);
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(answer.trim());
    } catch (err) {
      setError(firstFieldErrors(err).answer ?? errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="form review-answer-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Answer this review">
      <TextAreaField
        label="Your public answer"
        name="answer"
        rows={2}
        value={answer}
        error={error}
        onChange={(e) => setAnswer(e.target.value)}
      />
      <div className="review-form__actions">
        <Button type="submit" busy={busy} busyLabel="Saving…">
          Publish answer
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Reporting a review to the moderators: a reason, and a message ('other' needs one). */
function ReportForm({ reviewId, onDone, onCancel }: { reviewId: number; onDone: () => void; onCancel: () => void }) {
  const api = useApi();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<string, string> = {};
    const r = validateAbuseReason(reason);
    const m = validateAbuseMessage(reason, message);
    if (r) found.reason = r;
    if (m) found.message = m;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setAlert(undefined);
    try {
      await reportReview(api, reviewId, reason, message);
      onDone();
    } catch (err) {
      const fields = firstFieldErrors(err);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setAlert(errorText(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="form review-report-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Report this review">
      <FormAlert message={alert} />
      <SelectField
        label="Why are you reporting it?"
        name="reason"
        value={reason}
        placeholder="Choose a reason"
        options={REASON_OPTIONS}
        error={errors.reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <TextAreaField
        label="What is wrong?"
        name="message"
        rows={2}
        optional={reason !== 'other'}
        value={message}
        error={errors.message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="review-form__actions">
        <Button type="submit" busy={busy} busyLabel="Sending…">
          Send report
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** One review: stars, text, author and date, the partner's answer, and what the viewer may do with it. */
export function ReviewItem({ review, partnerId, isOwn, canDelete, canAnswer, canReport, onChanged }: ReviewItemProps) {
  const api = useApi();
  const [mode, setMode] = useState<'view' | 'edit' | 'answer' | 'report'>('view');
  const [status, setStatus] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const headingId = `review-${review.id}`;

  async function remove() {
    if (!window.confirm('Delete this review?')) return;
    setBusy(true);
    setAlert(undefined);
    try {
      await deleteReview(api, partnerId, review.id);
      await onChanged();
    } catch (err) {
      setAlert(errorText(err));
      setBusy(false);
    }
  }

  return (
    <li className="review" aria-labelledby={headingId}>
      <div className="review__header">
        <Avatar name={review.author.name} photoUrl={review.author.photo_url} />
        <div>
          <h4 className="review__author" id={headingId}>
            {review.author.name}
          </h4>
          <p className="muted review__date">
            <time dateTime={review.created_at}>{formatUtcDate(review.created_at)}</time>
          </p>
        </div>
        <Stars rating={review.rating} />
      </div>
      {mode === 'edit' ? (
        <ReviewForm
          initial={{ rating: review.rating, review: review.review }}
          submitLabel="Save review"
          onCancel={() => setMode('view')}
          onSubmit={async (body) => {
            await editReview(api, partnerId, review.id, body);
            await onChanged();
            setMode('view');
          }}
        />
      ) : (
        <p className="review__text">{review.review}</p>
      )}
      {review.answer && mode !== 'answer' ? (
        <div className="review__answer">
          <p className="review__answer-title">Answer from the partner</p>
          <p>{review.answer}</p>
        </div>
      ) : null}
      {mode === 'answer' ? (
        <AnswerForm
          initial={review.answer ?? ''}
          onCancel={() => setMode('view')}
          onSubmit={async (answer) => {
            await answerReview(api, partnerId, review.id, answer);
            await onChanged();
            setMode('view');
          }}
        />
      ) : null}
      {mode === 'report' ? (
        <ReportForm
          reviewId={review.id}
          onCancel={() => setMode('view')}
          onDone={() => {
            setMode('view');
            setStatus('Thank you: our moderators will look at this review.');
          }}
        />
      ) : null}
      <FormAlert message={alert} />
      <FormStatus message={status} />
      {mode === 'view' ? (
        <div className="review__actions">
          {isOwn ? (
            <Button variant="secondary" className="button--small" onClick={() => setMode('edit')}>
              Edit<span className="visually-hidden"> your review</span>
            </Button>
          ) : null}
          {isOwn || canDelete ? (
            <Button variant="secondary" className="button--small" busy={busy} onClick={() => void remove()}>
              Delete<span className="visually-hidden"> the review by {review.author.name}</span>
            </Button>
          ) : null}
          {canAnswer ? (
            <Button variant="secondary" className="button--small" onClick={() => setMode('answer')}>
              {review.answer ? 'Edit answer' : 'Answer'}
              <span className="visually-hidden"> to {review.author.name}</span>
            </Button>
          ) : null}
          {canReport && !isOwn && !status ? (
            <Button variant="link" className="button--small" onClick={() => setMode('report')}>
              Report<span className="visually-hidden"> the review by {review.author.name}</span>
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
