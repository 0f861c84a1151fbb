import useSWR from 'swr';
import type { ReviewList } from '@storyfund/shared/contract';
import { GoodRatingBadge, Stars } from '@/components/social/rating';
import { reviewsKey } from '../api/review-calls';

/** The partner's rating in its profile header: stars, the count (a link to the reviews) and the good-rating badge. Shares the reviews section's request. */
export function ProfileRating({ partnerId }: { partnerId: string }) {
  const { data } = useSWR<ReviewList>(reviewsKey(partnerId));
  if (!data || data.average === null) return null;
  return (
    <p className="profile-rating">
      <Stars rating={data.average} />
      <a href="#reviews">
        {data.average.toFixed(1)} from {data.total} {data.total === 1 ? 'review' : 'reviews'}
      </a>
      {data.good_rating ? <GoodRatingBadge /> : null}
    </p>
  );
}
