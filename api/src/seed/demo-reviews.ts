import { answerReview, canAddReview, createReview, listReviews } from '../modules/reviews/reviews.service.js';
import type { DemoContext } from './demo-context.js';

/** What the water partner's donors say of it (issue #9), and its answer to the first. */
const DEMO_REVIEWS: { donor: string; rating: number; review: string; answer?: string }[] = [
  {
    donor: 'donor',
    rating: 5,
    review: 'Every month I get photos of the well going up, and the receipts add up. The best run project I give to.',
    answer: 'Thank you, Dana! The Kisumu pupils drew you a card: it is in our next update.',
  },
  { donor: 'donor2', rating: 4, review: 'Clear updates and a friendly team. I would love a few more numbers on maintenance.' },
  { donor: 'donor4', rating: 5, review: 'Water is life. Glad to see the technicians trained locally.' },
  { donor: 'newdonor', rating: 4, review: 'My first gift here; the team answered my question within a day.' },
];

/**
 * Reviews of the water partner by donors who gave to its projects, through the reviews service as each donor
 * would (a donor who did not give is skipped: the rule holds in the demo too). Seeded once.
 */
export async function seedDemoReviews(demo: DemoContext, id: (key: string) => number): Promise<void> {
  const partnerId = id('premium');
  if ((await listReviews(demo.ctx, partnerId)).total > 0) return;
  for (const item of DEMO_REVIEWS) {
    const donor = await demo.as(id(item.donor));
    if (!(await canAddReview(demo.ctx, donor, partnerId)).can_add_review) continue;
    const review = await createReview(demo.ctx, donor, partnerId, { rating: item.rating, review: item.review });
    if (item.answer) await answerReview(demo.ctx, await demo.as(partnerId), partnerId, review.id, item.answer);
  }
}
