import { formatGiftCardCode } from '@storyfund/shared/validation';
import { createAdminCard } from '../modules/gift-cards/gift-cards.service.js';
import { startSubscription } from '../modules/subscriptions/subscription-payments.service.js';
import { startPremium } from '../modules/premium-subscription/premium-payments.service.js';
import type { DemoContext } from './demo-context.js';
import { findDemoCardCode, findDemoProject } from './demo.repository.js';

type UserId = (key: string) => number;

const DAY = 86_400_000;
const DEMO_CARD_MESSAGE = 'Welcome to the Storyfund demo: give it to any project.';

/** Monthly donors of the demo: who gives how much every month, to which project (by owner and title). */
const DEMO_MONTHLY: { donor: string; owner: string; title: string; amount: number; anonymous?: boolean }[] = [
  { donor: 'donor', owner: 'premium', title: 'Deep well for Kisumu school', amount: 2_000 },
  { donor: 'donor2', owner: 'large', title: 'School meals for 400 pupils', amount: 1_500 },
  { donor: 'donor3', owner: 'premium', title: 'Deep well for Kisumu school', amount: 5_000, anonymous: true },
];

/**
 * The giving part of the demo, through the services a donor and an admin use: monthly donors (their first
 * month paid eleven days ago, so the next renewal is weeks away and the scheduler has nothing to charge at
 * start), and a promotional gift card whose code the server prints at start. Idempotent, like the rest of
 * the seed: a monthly gift is found again by its Idempotency-Key, the card by its maker and message.
 */
export async function seedDemoGiving(demo: DemoContext, userId: UserId): Promise<string[]> {
  const now = demo.ctx.clock.now();
  for (const [i, m] of DEMO_MONTHLY.entries()) {
    const projectId = await findDemoProject(demo.ctx.db, { ownerId: userId(m.owner), title: m.title });
    if (projectId === undefined) continue;
    const body = { amount_cents: m.amount, tip_cents: 0, payment_method_id: 'pm_card_visa', anonymous: m.anonymous ?? false };
    const anchor = new Date(now.getTime() - 11 * DAY);
    await startSubscription(demo.at(anchor), await demo.as(userId(m.donor)), projectId, body, {
      idempotencyKey: `demo-seed-monthly-${i}`,
      ip: '127.0.0.1',
    });
  }
  // Clean Water Collective pays the monthly premium plan (its first month eleven days ago): /upgrade shows it.
  const premium = userId('premium');
  await startPremium(
    demo.at(new Date(now.getTime() - 11 * DAY)),
    await demo.as(premium),
    premium,
    { plan: 'monthly', payment_method_id: 'pm_card_visa' },
    'demo-seed-premium',
  );
  return [`gift card: ${await demoCardCode(demo, userId('admin'))} ($50.00; check it or give with it at /redeem)`];
}

async function demoCardCode(demo: DemoContext, adminId: number): Promise<string> {
  const existing = await findDemoCardCode(demo.ctx.db, adminId, DEMO_CARD_MESSAGE);
  if (existing) return formatGiftCardCode(existing);
  const { gift_card } = await createAdminCard(demo.ctx, await demo.as(adminId), {
    amount_cents: 5_000,
    kind: 'special_admin_promotional',
    recipient_name: 'Demo visitor',
    message: DEMO_CARD_MESSAGE,
  });
  return gift_card.code!;
}
