import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './app-context.js';
import { sendDueAnnualStatements } from './modules/receipts/annual-statements.service.js';
import { SCHEDULER_EVERY_MS, subscriptionRenewalJob } from './modules/subscriptions/subscription-scheduler.js';
import { PREMIUM_RENEWALS_EVERY_MS, premiumRenewalJob } from './modules/premium-subscription/premium-renewals.js';
import { deliverDueGiftCards } from './modules/gift-cards/gift-card-mail.js';
import { releaseStaleReservations } from './modules/gift-cards/gift-card-redemption.service.js';
import { sendDueDigests } from './modules/notifications/digests.service.js';
import { failExpiredImports } from './modules/donors/donor-import.service.js';
import { copyTotalsToListingsSnapshot, LISTED_TOTALS_EVERY_MS } from './modules/projects/project-funding.service.js';

/** Work the server does on a timer, besides answering requests. Each job must be safe with several instances running it. */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(ctx: AppContext, now: Date): Promise<unknown>;
}

const MINUTE = 60_000;

const periodicJobs: PeriodicJob[] = [
  // Domain events whose listeners have not all run (a crash after commit, a listener that failed and backs off).
  { name: 'domain-events', everyMs: 5_000, run: (ctx) => ctx.events.drain() },
  // Dispatched events are kept a month, for looking into what happened.
  { name: 'domain-events-prune', everyMs: 60 * MINUTE, run: (ctx) => ctx.events.prune(30) },
  // Scheduled mail (dedications on their day) and mail whose SMTP delivery failed.
  { name: 'mail', everyMs: MINUTE, run: (ctx) => ctx.mailer.deliverDue() },
  // Last year's statements go out in January (each donor once per year).
  { name: 'annual-statements', everyMs: 60 * MINUTE, run: (ctx, now) => sendDueAnnualStatements(ctx, now) },
  // Monthly gifts due now are charged off-session (SUBSCRIPTION_SCHEDULER=off skips them).
  {
    name: 'subscriptions',
    everyMs: SCHEDULER_EVERY_MS,
    run: async (ctx, now) => (ctx.config.subscriptionScheduler ? subscriptionRenewalJob(ctx, now) : undefined),
  },
  // Premium plans due now: renewed off-session, or ended at the period's end after a cancel (same switch as monthly gifts).
  {
    name: 'premium-renewals',
    everyMs: PREMIUM_RENEWALS_EVERY_MS,
    run: async (ctx, now) => (ctx.config.subscriptionScheduler ? premiumRenewalJob(ctx, now) : undefined),
  },
  // Gift cards bought for a later day are emailed to their recipients from 08:00 UTC that day.
  { name: 'gift-card-delivery', everyMs: 10 * MINUTE, run: (ctx, now) => deliverDueGiftCards(ctx, now) },
  // Gift-card parts reserved by gifts abandoned for an hour (a 3-D Secure step never finished) go back to their cards.
  { name: 'gift-card-reservations', everyMs: 60 * MINUTE, run: (ctx, now) => releaseStaleReservations(ctx, now) },
  // Donor imports cut by a crash (their lease ran out) are failed, so they may be undone and their file uploaded again.
  { name: 'donor-import-leases', everyMs: 5 * MINUTE, run: (ctx, now) => failExpiredImports(ctx, now) },
  // The listings' order by raised (almost funded, unfunded ratio, reserve) catches up with the gifts of the last
  // half minute; what a card or page shows is always the live total (project_totals, decisions.md "The gift write").
  { name: 'listed-totals', everyMs: LISTED_TOTALS_EVERY_MS, run: (ctx) => copyTotalsToListingsSnapshot(ctx) },
  // Email digests of unread notifications, each reader at their frequency (each digest once, however many instances).
  { name: 'notification-digests', everyMs: 10 * MINUTE, run: (ctx, now) => sendDueDigests(ctx, now) },
];

/**
 * Starts every periodic job (the server does this once the database is ready; tests drive the jobs'
 * functions directly). A run never overlaps the previous run of the same job; a failing run is logged and
 * the job tries again at its next tick. `BACKGROUND_JOBS=off` starts none (for extra read-only instances).
 */
export function startPeriodicJobs(ctx: AppContext, log: FastifyBaseLogger, jobs: PeriodicJob[] = periodicJobs): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await job.run(ctx, ctx.clock.now());
      } catch (err) {
        log.error({ err, job: job.name }, 'periodic job failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
    void tick();
    return timer;
  });
  return () => timers.forEach(clearInterval);
}
