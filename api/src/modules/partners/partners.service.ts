import { accountName, isGoodRating } from '@storyfund/shared/constants';
import { normalizeCategory } from '@storyfund/shared/validation';
import { isCountryCode } from '@storyfund/shared/countries';
import type { PartnerCard, PartnerCardList, PartnerListQuery } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import { ValidationError } from '../../lib/errors.js';
import { ratingsOf } from '../reviews/reviews.service.js';
import * as repo from './partners.repository.js';

/** The directory's card: the organisation's name when it has one; the rating from its reviews. */
export function partnerCardView(row: repo.PartnerCardRow, rating: { count: number; average: number } | undefined): PartnerCard {
  return {
    id: row.id,
    name: accountName(row),
    photo_url: row.photo_url,
    country_code: row.country_code,
    categories: row.partner_categories,
    amount_raised_cents: row.amount_received_cents,
    followers_count: row.followers_count,
    projects_count: row.projects_count,
    tax_exempt_teller: row.tax_exempt_teller,
    rating: rating?.average ?? null,
    reviews_count: rating?.count ?? 0,
    good_rating: rating !== undefined && isGoodRating(rating.average),
  };
}

/** filter_by and filter_value come together; a category by its name (any case), a country by its code. */
function filters(query: PartnerListQuery): { category?: string; countryCode?: string } {
  if (!query.filter_by) {
    if (query.filter_value !== undefined) throw new ValidationError({ filter_by: ['Choose category or country to filter by'] });
    return {};
  }
  const value = query.filter_value?.trim() ?? '';
  if (!value) throw new ValidationError({ filter_value: ['Give the category or country to filter by'] });
  if (query.filter_by === 'category') {
    const category = normalizeCategory(value, { allowRouting: true });
    if (!category) throw new ValidationError({ filter_value: ['Please choose a valid category'] });
    return { category };
  }
  const code = value.toUpperCase();
  if (!isCountryCode(code)) throw new ValidationError({ filter_value: ['Please choose a country from the list'] });
  return { countryCode: code };
}

/** GET /partners, /partners/new, /partners/with_large_projects: public, paged by page and per_page. */
export async function listPartners(ctx: AppContext, listing: repo.PartnerListing, query: PartnerListQuery): Promise<PartnerCardList> {
  const { rows, total } = await repo.listPartners(ctx.db, {
    listing,
    ...filters(query),
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const ratings = await ratingsOf(
    ctx,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => partnerCardView(r, ratings.get(r.id))), total };
}
