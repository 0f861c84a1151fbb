import './rating.css';

/** A rating as five stars, read out as "4 out of 5 stars" (the average may have decimals). */
export function Stars({ rating }: { rating: number }) {
  const label = `${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5 stars`;
  const full = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= full ? 'stars__star stars__star--on' : 'stars__star'}>
          ★
        </span>
      ))}
    </span>
  );
}

/** "Good rating" (spec §9: an average above 2), shown on the profile and the directory cards. */
export function GoodRatingBadge() {
  return <span className="badge badge--ok">Good rating</span>;
}
