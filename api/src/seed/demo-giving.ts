import { and, eq, sql } from 'drizzle-orm';
import { formatGiftCardCode } from '@storyfund/shared/validation';
import type { Executor } from '../db/client.js';
import { giftCards, gifts, projects, subscriptions, users } from '../db/schema/index.js';
import { addToRaised } from '../modules/projects/project-funding.repository.js';
import { issueCard } from '../modules/gift-cards/gift-card-issue.js';

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
 * The giving part of the demo: monthly donors (their first month paid eleven days ago, so the next renewal
 * is weeks away and the scheduler has nothing to charge at start), and a promotional gift card whose code
 * the server prints at start. Idempotent, like the rest of the seed. Answers lines to print.
 */
export async function seedDemoGiving(tx: Executor, userId: UserId, now: Date): Promise<string[]> {
  for (const m of DEMO_MONTHLY) await seedMonthly(tx, userId, m, now);
  return [`gift card: ${formatGiftCardCode((await demoCard(tx, userId, now)).code)} ($50.00; check it or give with it at /redeem)`];
}

async function seedMonthly(tx: Executor, userId: UserId, m: (typeof DEMO_MONTHLY)[number], now: Date) {
  const donorId = userId(m.donor);
  const [project] = await tx
    .select({ id: projects.id, owner_id: projects.owner_id })
    .from(projects)
    .where(and(eq(projects.owner_id, userId(m.owner)), eq(projects.title, m.title)));
  if (!project) return;
  const [existing] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.donor_id, donorId), eq(subscriptions.project_id, project.id)));
  if (existing) return;
  const anchor = new Date(now.getTime() - 11 * DAY);
  const next = new Date(anchor);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const [subscription] = await tx
    .insert(subscriptions)
    .values({
      project_id: project.id,
      donor_id: donorId,
      amount_cents: m.amount,
      provider: 'sandbox',
      payment_method_id: 'pm_card_visa',
      anonymous: m.anonymous ?? false,
      status: 'active',
      period: 2,
      billing_anchor: anchor,
      next_charge_at: next,
      last_charged_at: anchor,
      created_at: anchor,
      updated_at: anchor,
    })
    .returning({ id: subscriptions.id });
  // The first month, paid: a monthly gift like any other (its ledger journal comes from the gifts trigger).
  await tx.insert(gifts).values({
    project_id: project.id,
    donor_id: donorId,
    recipient_id: project.owner_id,
    amount_cents: m.amount,
    anonymous: m.anonymous ?? false,
    monthly_gift: true,
    subscription_id: subscription!.id,
    subscription_period: 1,
    gift_at: anchor,
    created_at: anchor,
  });
  await addToRaised(tx, project.id, m.amount, anchor);
  await tx
    .update(users)
    .set({ amount_given_cents: sql`${users.amount_given_cents} + ${m.amount}` })
    .where(eq(users.id, donorId));
  await tx
    .update(users)
    .set({ amount_received_cents: sql`${users.amount_received_cents} + ${m.amount}` })
    .where(eq(users.id, project.owner_id));
}

async function demoCard(tx: Executor, userId: UserId, now: Date) {
  const [existing] = await tx
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.message, DEMO_CARD_MESSAGE), eq(giftCards.created_by_id, userId('admin'))));
  if (existing) return existing;
  return issueCard(
    tx,
    {
      amount_loaded_cents: 5_000,
      special_admin_promotional: true,
      created_by_id: userId('admin'),
      recipient_name: 'Demo visitor',
      message: DEMO_CARD_MESSAGE,
      at: now,
    },
    { kind: 'promotion' },
  );
}
