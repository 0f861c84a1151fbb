import { answerReview, canAddReview, createReview, listReviews } from '../modules/reviews/reviews.service.js';
import type { DemoContext } from './demo-context.js';

/** What each demo partner's donors say of it (issue #9), and the partner's answer to some. */
const DEMO_REVIEWS: Record<string, { donor: string; rating: number; review: string; answer?: string }[]> = {
  premium: [
    {
      donor: 'donor',
      rating: 5,
      review: 'Every month I get photos of the well going up, and the receipts add up. The best run project I give to.',
      answer: 'Thank you, Dana! The Kisumu pupils drew you a card: it is in our next update.',
    },
    { donor: 'donor2', rating: 4, review: 'Clear updates and a friendly team. I would love a few more numbers on maintenance.' },
    { donor: 'donor4', rating: 5, review: 'Water is life. Glad to see the technicians trained locally.' },
    { donor: 'newdonor', rating: 4, review: 'My first gift here; the team answered my question within a day.' },
  ],
  whitelabel: [
    {
      donor: 'newdonor',
      rating: 5,
      review: 'I followed the shelter repairs week by week. You can see where every dollar went.',
      answer: 'Thank you, Nora: the play corner has a plaque with our donors’ names now.',
    },
    { donor: 'donor2', rating: 4, review: 'Solid work across the network. Updates from the smaller shelters come a little late.' },
  ],
  large: [
    {
      donor: 'donor3',
      rating: 5,
      review: 'The school meals programme is run with real care, and the termly reports are excellent.',
      answer: 'Merci, Chloe! Ruth and the kitchen teams read every review.',
    },
    { donor: 'donor4', rating: 5, review: 'Scholarship students write to their donors: the letters made my year.' },
    { donor: 'donor', rating: 4, review: 'Great impact for the money. I would like the exam results sooner.' },
  ],
  partner: [
    {
      donor: 'donor4',
      rating: 4,
      review: 'A small team doing a lot with very little. The clinic numbers are shared every month.',
      answer: 'Thank you, Kenji. The ambulance is on the road thanks to donors like you.',
    },
    { donor: 'newdonor', rating: 5, review: 'They answered all my questions about the vaccination rounds. Trustworthy people.' },
  ],
};

/**
 * Reviews of each demo partner by donors who gave to its projects, through the reviews service as each donor
 * would (a donor who did not give is skipped: the rule holds in the demo too). A partner with reviews is
 * left alone, so seeding again adds nothing.
 */
export async function seedDemoReviews(demo: DemoContext, id: (key: string) => number): Promise<void> {
  for (const [key, items] of Object.entries(DEMO_REVIEWS)) {
    const partnerId = id(key);
    if ((await listReviews(demo.ctx, partnerId)).total > 0) continue;
    for (const item of items) {
      const donor = await demo.as(id(item.donor));
      if (!(await canAddReview(demo.ctx, donor, partnerId)).can_add_review) continue;
      const review = await createReview(demo.ctx, donor, partnerId, { rating: item.rating, review: item.review });
      if (item.answer) await answerReview(demo.ctx, await demo.as(partnerId), partnerId, review.id, item.answer);
    }
  }
}
