import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import useSWR from 'swr';
import type { CanAddReview, ReviewList } from '@storyfund/shared/contract';
import { ErrorState, Loading } from '@/components/feedback/states';
import { FormStatus } from '@/components/form/form-alert';
import { paths } from '@/config/paths';
import { useApi } from '@/hooks/use-services';
import { errorText } from '@/lib/errors';
import { setFlag } from '@/lib/local-flags';
import { canAddReviewKey, createReview, reviewsKey } from '../api/review-calls';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { GoodRatingBadge, Stars } from '@/components/social/rating';
import '../reviews.css';

export interface PartnerReviewsProps {
  partnerId: string;
  viewerId: string | null;
  /** A logged-in full account (may review if they gave, and report). */
  isMember: boolean;
  isAdmin: boolean;
  /** The partner or a collaborator with a content role (answers reviews). */
  canAnswer: boolean;
}

/** A member's own part: the form when they may review, else why not (nothing when they already reviewed: they edit it in the list). */
function WriteReview({ partnerId, viewerId, onCreated }: { partnerId: string; viewerId: string; onCreated: () => Promise<unknown> }) {
  const api = useApi();
  const { data, mutate } = useSWR<CanAddReview>(canAddReviewKey(partnerId, viewerId));
  const [open, setOpen] = useState(false);
  if (!data || data.review_id !== null) return null;
  if (!data.can_add_review) return <p className="muted">{data.reason}</p>;
  if (!open) {
    return (
      <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
        Write a review
      </button>
    );
  }
  return (
    <ReviewForm
      submitLabel="Publish review"
      onCancel={() => setOpen(false)}
      onSubmit={async (body) => {
        await createReview(api, partnerId, body);
        await Promise.all([onCreated(), mutate()]);
        setOpen(false);
      }}
    />
  );
}

/** The reviews section of a partner's profile (#reviews): average, good-rating badge, up to 399 reviews newest first. */
export function PartnerReviews({ partnerId, viewerId, isMember, isAdmin, canAnswer }: PartnerReviewsProps) {
  const location = useLocation();
  const { data, error, isLoading, mutate } = useSWR<ReviewList>(reviewsKey(partnerId));
  const [status, setStatus] = useState<string | undefined>();

  return (
    <section className="partner-reviews" id="reviews" aria-labelledby="partner-reviews-title">
      <div className="partner-reviews__header">
        <h2 id="partner-reviews-title">Reviews</h2>
        {data && data.average !== null ? (
          <p className="partner-reviews__summary">
            <Stars rating={data.average} />
            <span>
              {data.average.toFixed(1)} average from {data.total} {data.total === 1 ? 'review' : 'reviews'}
            </span>
            {data.good_rating ? <GoodRatingBadge /> : null}
          </p>
        ) : null}
      </div>
      {isMember && viewerId ? (
        <WriteReview
          partnerId={partnerId}
          viewerId={viewerId}
          onCreated={async () => {
            await mutate();
            setStatus('Thank you: your review is published.');
          }}
        />
      ) : !viewerId ? (
        <p className="muted">
          <Link to={paths.login} onClick={() => setFlag('prevUrl', `${location.pathname}#reviews`)}>
            Log in
          </Link>{' '}
          to review this partner after giving to one of its projects.
        </p>
      ) : null}
      <FormStatus message={status} />
      {isLoading ? <Loading label="Loading reviews…" /> : null}
      {error ? <ErrorState message={errorText(error)} onRetry={() => void mutate()} /> : null}
      {data && data.data.length === 0 ? <p className="muted">No reviews yet.</p> : null}
      {data && data.data.length > 0 ? (
        <ul className="partner-reviews__list" aria-label="Reviews">
          {data.data.map((review) => (
            <ReviewItem
              key={`${review.id}-${review.updated_at}-${review.answered_at ?? ''}`}
              review={review}
              partnerId={partnerId}
              isOwn={viewerId === String(review.author.id)}
              canDelete={isAdmin}
              canAnswer={canAnswer}
              canReport={!!viewerId}
              onChanged={() => mutate()}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
