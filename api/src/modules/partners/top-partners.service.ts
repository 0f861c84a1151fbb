import { allowsCrossPromotion } from '@storyfund/shared/constants';
import type { PartnerCard, TopPartners, TopPartnersQuery } from '@storyfund/shared/contract';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import { ratingsOf } from '../reviews/reviews.service.js';
import { partnerNetworkOf } from '../users/network-page.service.js';
import { partnerCardView } from './partners.service.js';
import * as repo from './top-partners.repository.js';

/** How many candidates each source gives before the ratings order them (the ranking's window). */
const CANDIDATES = 24;

/** A good rating (above 2) first, then partners with no review yet, then those rated 2 or less. */
const ratingTier = (card: PartnerCard): number => (card.good_rating ? 0 : card.rating === null ? 1 : 2);

const NO_INTERESTS: repo.Interests = { known: [], categories: [], countries: [] };

/**
 * GET /top-partner-for-user (public; spec §7 "Other"), the recommendations of /foryou. For a member: listed
 * partners they neither gave to nor follow, most categories and country in common with the partners and
 * projects they gave to or follow first. Ties, and everyone for a visitor or an account with no such history,
 * go by rating: a good rating (above 2) first, the higher average first among them; then partners with no
 * review yet; then those rated 2 or less; each by most raised. Candidates are
 * the 24 best matches and, when those fall short, the 24 most raised, so the call reads two index-backed pages.
 * A member of a white-labelled network is recommended no partner (shared `allowsCrossPromotion`).
 */
export async function topPartnersForUser(ctx: AppContext, caller: Caller, query: TopPartnersQuery): Promise<TopPartners> {
  const viewer = caller.actor && !caller.actor.is_anonymous ? caller.actor.id : null;
  if (viewer !== null && !allowsCrossPromotion({ viewerNetwork: await partnerNetworkOf(ctx, viewer) })) {
    return { data: [], based_on: { categories: [], countries: [] } };
  }
  const interests = viewer === null ? NO_INTERESTS : await repo.interestsOf(ctx.db, viewer);
  const matches =
    interests.categories.length + interests.countries.length > 0 ? await repo.matchingPartners(ctx.db, viewer, interests, CANDIDATES) : [];
  const candidates: (repo.CandidateRow & { match: number })[] = [...matches];
  if (matches.length < query.limit) {
    const seen = new Set(matches.map((m) => m.id));
    const popular = await repo.mostRaisedPartners(ctx.db, viewer, interests.known, CANDIDATES);
    candidates.push(...popular.filter((p) => !seen.has(p.id)).map((p) => ({ ...p, match: 0 })));
  }
  const ratings = await ratingsOf(
    ctx,
    candidates.map((c) => c.id),
  );
  const cards = candidates.map((c) => ({ match: c.match, card: partnerCardView(c, ratings.get(c.id)) }));
  cards.sort(
    (a, b) =>
      b.match - a.match ||
      ratingTier(a.card) - ratingTier(b.card) ||
      (b.card.good_rating ? (b.card.rating ?? 0) - (a.card.rating ?? 0) : 0) ||
      b.card.amount_raised_cents - a.card.amount_raised_cents ||
      b.card.id - a.card.id,
  );
  return {
    data: cards.slice(0, query.limit).map((c) => c.card),
    based_on: { categories: interests.categories, countries: interests.countries },
  };
}
