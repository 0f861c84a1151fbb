import { FREE_MAIL_DOMAINS, emailDomain, type LeadSource, type LeadStage } from '@storyfund/shared/constants';
import type { Lead, LeadBody, LeadList, LeadOwnerList, LeadPatch, LeadQuery } from '@storyfund/shared/contract';
import { validateLead } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { requireStaff, type Caller } from '../../lib/access.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { auditFields, recordAudit } from '../audit/audit.service.js';
import { findUserById } from '../users/accounts.service.js';
import * as repo from './leads.repository.js';

/** The fields an entry of the audit log keeps of a lead, before and after a change. */
const AUDITED: readonly (keyof repo.LeadRow)[] = [
  'organization_name',
  'contact_name',
  'email',
  'phone',
  'country_code',
  'source',
  'stage',
  'owner_id',
  'notes',
  'next_step',
  'next_step_date',
  'partner_user_id',
];

function leadView(row: repo.LeadRow): Lead {
  return {
    ...row,
    won_at: row.won_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const orNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** The wire's fields as the columns keep them: trimmed, blanks as null, email lower case, country upper case. */
function normalized(input: LeadPatch): Partial<repo.LeadValues> {
  const out: Partial<repo.LeadValues> = {};
  if (input.organization_name !== undefined) out.organization_name = input.organization_name.trim();
  if (input.contact_name !== undefined) out.contact_name = orNull(input.contact_name);
  if (input.email !== undefined) out.email = orNull(input.email)?.toLowerCase() ?? null;
  if (input.phone !== undefined) out.phone = orNull(input.phone);
  if (input.country_code !== undefined) out.country_code = orNull(input.country_code)?.toUpperCase() ?? null;
  if (input.source !== undefined) out.source = input.source as LeadSource; // checked by validateLead
  if (input.stage !== undefined) out.stage = input.stage as LeadStage;
  if (input.owner_id !== undefined) out.owner_id = input.owner_id;
  if (input.notes !== undefined) out.notes = orNull(input.notes);
  if (input.next_step !== undefined) out.next_step = orNull(input.next_step);
  if (input.next_step_date !== undefined) out.next_step_date = orNull(input.next_step_date);
  return out;
}

async function assertOwnerIsStaff(ctx: AppContext, ownerId: number | undefined): Promise<void> {
  if (ownerId !== undefined && !(await repo.isStaff(ctx.db, ownerId))) {
    throw new ValidationError({ owner_id: ['Choose a member of the sales team or an admin'] });
  }
}

/** GET /leads (staff): paged, sorted and filtered on the server; most recently changed first unless sorted. */
export async function listLeads(ctx: AppContext, caller: Caller, query: LeadQuery): Promise<LeadList> {
  requireStaff(caller);
  const { rows, total } = await repo.listLeads(
    ctx.db,
    { q: query.q?.trim() || undefined, stage: query.stage, source: query.source, owner_id: query.owner_id },
    { sort: query.sort ?? 'updated_at', order: query.order ?? (query.sort ? 'asc' : 'desc') },
    { limit: query.limit, offset: query.offset },
  );
  return { data: rows.map(leadView), total };
}

export async function getLead(ctx: AppContext, caller: Caller, id: number): Promise<Lead> {
  requireStaff(caller);
  const row = await repo.findLead(ctx.db, id);
  if (!row) throw new NotFoundError('Lead not found');
  return leadView(row);
}

/** POST /leads (staff): owned by the caller unless another member of staff is named; audited. */
export async function createLead(ctx: AppContext, caller: Caller, input: LeadBody): Promise<Lead> {
  const actor = requireStaff(caller);
  const errors = validateLead({ ...input, stage: input.stage ?? 'new' });
  if (errors) throw new ValidationError(errors);
  await assertOwnerIsStaff(ctx, input.owner_id);
  const blanks = { contact_name: null, email: null, phone: null, country_code: null, notes: null, next_step: null, next_step_date: null };
  const values = {
    ...blanks,
    ...normalized({ ...input, stage: input.stage ?? 'new', owner_id: input.owner_id ?? actor.id }),
  } as repo.LeadValues;
  const now = ctx.clock.now();
  const row = await ctx.transaction(async (tx) => {
    const id = await repo.insertLead(tx, values, now);
    const created = (await repo.findLead(tx, id))!;
    await recordAudit(tx, actor, now, {
      action: 'lead.create',
      target_type: 'lead',
      target_id: id,
      before: null,
      after: auditFields(created, AUDITED),
    });
    return created;
  });
  return leadView(row);
}

/**
 * PATCH /leads/{id} (staff): the fields sent (the board sends `stage` alone). Reaching `won` stamps the day it
 * was won; leaving it clears that and the partner link. Audited with the changed fields before and after;
 * a patch that changes nothing records nothing.
 */
export async function updateLead(ctx: AppContext, caller: Caller, id: number, input: LeadPatch): Promise<Lead> {
  const actor = requireStaff(caller);
  const errors = validateLead(input, { partial: true });
  if (errors) throw new ValidationError(errors);
  await assertOwnerIsStaff(ctx, input.owner_id);
  const patch = normalized(input);
  const now = ctx.clock.now();
  const row = await ctx.transaction(async (tx) => {
    const before = await repo.findLead(tx, id, true);
    if (!before) throw new NotFoundError('Lead not found');
    const changed = (Object.keys(patch) as (keyof repo.LeadValues)[]).filter((key) => patch[key] !== before[key]);
    if (changed.length === 0) return before;
    await repo.updateLead(tx, id, Object.fromEntries(changed.map((key) => [key, patch[key]])), now);
    const after = (await repo.findLead(tx, id))!;
    const keys = AUDITED.filter((key) => before[key] !== after[key]);
    const action = keys.length === 1 && keys[0] === 'stage' ? 'lead.stage' : 'lead.update';
    await recordAudit(tx, actor, now, {
      action,
      target_type: 'lead',
      target_id: id,
      before: auditFields(before, keys),
      after: auditFields(after, keys),
    });
    return after;
  });
  return leadView(row);
}

/** DELETE /leads/{id} (staff): gone from the pipeline; the audit log keeps what it was. */
export async function deleteLead(ctx: AppContext, caller: Caller, id: number): Promise<void> {
  const actor = requireStaff(caller);
  const now = ctx.clock.now();
  await ctx.transaction(async (tx) => {
    const before = await repo.findLead(tx, id, true);
    if (!before) throw new NotFoundError('Lead not found');
    await repo.deleteLead(tx, id);
    await recordAudit(tx, actor, now, {
      action: 'lead.delete',
      target_type: 'lead',
      target_id: id,
      before: auditFields(before, AUDITED),
      after: null,
    });
  });
}

/** GET /leads/owners (staff): who may own a lead. */
export async function listLeadOwners(ctx: AppContext, caller: Caller): Promise<LeadOwnerList> {
  requireStaff(caller);
  const data = await repo.listStaff(ctx.db);
  return { data, total: data.length };
}

/**
 * Listener of `user.signed-up`: a lead becomes a partner when its organisation signs up (docs/backoffice.md
 * "A lead becomes a partner"). A partner account converts every lead not yet linked whose email is the
 * account's, or at the account's email domain unless that is a free-mail provider: each is linked to the
 * account and marked won. Idempotent: a linked lead is never matched again.
 */
export async function convertLeadsOnPartnerSignUp(ctx: AppContext, event: DomainEvents['user.signed-up']): Promise<void> {
  const user = await findUserById(ctx.db, event.user_id);
  if (!user?.is_partner || !user.email) return;
  const email = user.email.trim().toLowerCase();
  const domain = emailDomain(email);
  await repo.convertLeads(
    ctx.db,
    { id: user.id, email, domain: domain && !FREE_MAIL_DOMAINS.includes(domain) ? domain : undefined },
    ctx.clock.now(),
  );
}
