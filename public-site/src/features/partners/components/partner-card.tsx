import { Link } from 'react-router-dom';
import { countryName } from '@storyfund/shared/countries';
import { formatCents } from '@storyfund/shared/money';
import type { PartnerCard as PartnerCardData } from '@storyfund/shared/contract';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';
import { GoodRatingBadge, Stars } from '@/components/social/rating';
import { formatCount } from '@storyfund/shared/numbers';

/** A partner in the directory: photo, name, country, categories, raised, followers, projects and rating. */
export function PartnerCard({ partner }: { partner: PartnerCardData }) {
  const nameId = `partner-card-${partner.id}`;
  const country = countryName(partner.country_code);
  return (
    <article className="partner-card" aria-labelledby={nameId}>
      <Avatar name={partner.name} photoUrl={partner.photo_url} size="large" />
      <div className="partner-card__body">
        <h3 className="partner-card__name" id={nameId}>
          <Link to={paths.profile(partner.id)}>{partner.name}</Link>
        </h3>
        {country ? <p className="partner-card__country muted">{country}</p> : null}
        {partner.categories.length > 0 ? (
          <ul className="partner-card__categories" aria-label="Categories">
            {partner.categories.map((category) => (
              <li key={category} className="badge">
                {category}
              </li>
            ))}
          </ul>
        ) : null}
        <dl className="partner-card__stats">
          <div>
            <dt>Raised</dt>
            <dd>{formatCents(partner.amount_raised_cents, { dropZeroCents: true })}</dd>
          </div>
          <div>
            <dt>Followers</dt>
            <dd>{formatCount(partner.followers_count)}</dd>
          </div>
          <div>
            <dt>Projects</dt>
            <dd>{formatCount(partner.projects_count)}</dd>
          </div>
        </dl>
        {partner.rating !== null ? (
          <p className="partner-card__rating">
            <Stars rating={partner.rating} />
            <span className="muted">
              {partner.rating.toFixed(1)} ({partner.reviews_count} {partner.reviews_count === 1 ? 'review' : 'reviews'})
            </span>
            {partner.good_rating ? <GoodRatingBadge /> : null}
          </p>
        ) : (
          <p className="partner-card__rating muted">No reviews yet</p>
        )}
        {partner.tax_exempt_teller ? <p className="badge badge--ok">Tax-exempt</p> : null}
      </div>
    </article>
  );
}
