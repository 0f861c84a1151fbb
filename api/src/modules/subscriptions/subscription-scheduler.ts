import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { NotFoundError } from '../../lib/errors.js';
import { loadProject, type ProjectRow } from '../projects/project-access.service.js';
import { chargeAttempt, retrievePending } from './subscription-charging.js';
import { sendRenewalMail } from './subscription-mail.js';
import { expectedOf, recordOutcome, type Outcome } from './subscription-outcomes.js';
import * as repo from './subscriptions.repository.js';

/**
 * The renewal run (docs/decisions.md "Monthly gifts"). It claims due subscriptions a batch at a time, each
 * claim one short statement with FOR UPDATE SKIP LOCKED that leases the rows to this run, so several runs
 * (several API instances) never charge the same month: a claimed row is invisible to the others until its
 * outcome is recorded or its lease runs out. Charges are off-session, with the month's idempotency key.
 */
export const SCHEDULER_EVERY_MS = 60 * 60 * 1000;
const BATCH = 10;

export interface RenewalReport {
  claimed: number;
  paid: number;
  failed: number;
  needs_action: number;
  stopped: number;
  errors: { subscription_id: number; message: string }[];
}

/** Charges every subscription due at `now`. A row that fails unexpectedly keeps its lease (it is tried again once the lease runs out). */
export async function runSubscriptionRenewals(ctx: AppContext, now: Date): Promise<RenewalReport> {
  const token = randomUUID();
  const report: RenewalReport = { claimed: 0, paid: 0, failed: 0, needs_action: 0, stopped: 0, errors: [] };
  for (;;) {
    const batch = await repo.claimDue(ctx.db, now, BATCH, token);
    if (batch.length === 0) return report;
    report.claimed += batch.length;
    for (const row of batch) {
      try {
        const outcome = await renew(ctx, row, now, token);
        if (outcome.mail) await sendRenewalMail(ctx, outcome.row, outcome.mail).catch(() => undefined);
        tally(report, outcome);
      } catch (err) {
        report.errors.push({ subscription_id: row.id, message: (err as Error).message });
      }
    }
  }
}

/** The periodic job (src/jobs.ts): a run whose renewals failed unexpectedly throws, so the job logs it. */
export async function subscriptionRenewalJob(ctx: AppContext, now: Date): Promise<RenewalReport> {
  const report = await runSubscriptionRenewals(ctx, now);
  if (report.errors.length > 0)
    throw new Error(`${report.errors.length} monthly renewals failed: ${JSON.stringify(report.errors.slice(0, 5))}`);
  return report;
}

async function renew(ctx: AppContext, row: repo.SubscriptionRow, now: Date, token: string): Promise<Outcome> {
  const project = await openProject(ctx, row.project_id);
  if (!project) return stopForClosedProject(ctx, row, now, token);
  // A payment still waiting for the donor's 3-D Secure step is looked at, not charged again.
  const result = row.pending_payment_intent ? await retrievePending(ctx, row.pending_payment_intent) : await chargeAttempt(ctx, row, true);
  return recordOutcome(ctx, project, row.id, expectedOf(row), result, 'renewal', now, token);
}

async function openProject(ctx: AppContext, id: number): Promise<ProjectRow | undefined> {
  try {
    const project = await loadProject(ctx.db, id);
    return project.status === 'active' ? project : undefined;
  } catch (err) {
    if (err instanceof NotFoundError) return undefined;
    throw err;
  }
}

/** A project that closed (or was banned) takes no more gifts: its monthly gifts stop, and donors are told. */
async function stopForClosedProject(ctx: AppContext, row: repo.SubscriptionRow, now: Date, token: string): Promise<Outcome> {
  return ctx.db.transaction(async (tx) => {
    const locked = await repo.lockRow(tx, row.id);
    const release = { locked_until: null, claim_token: null };
    if (locked.claim_token !== token || locked.status === 'stopped') return { kind: 'stale', row: locked };
    const stopped = await repo.updateRow(tx, row.id, {
      ...release,
      status: 'stopped',
      stopped_at: now,
      next_charge_at: null,
      error_code: 'project_closed',
      error_message: null,
    });
    return {
      kind: 'declined',
      row: stopped,
      decline: { code: 'project_closed', declineCode: null, message: 'This project no longer accepts gifts.' },
      mail: { kind: 'stopped', reason: 'project_closed' },
    };
  });
}

function tally(report: RenewalReport, outcome: Outcome): void {
  if (outcome.kind === 'paid') report.paid++;
  else if (outcome.kind === 'stale') return;
  else if (outcome.row.status === 'stopped') report.stopped++;
  else if (outcome.kind === 'needs_action' || outcome.row.error_code === 'authentication_required') report.needs_action++;
  else report.failed++;
}
