import type { AddDonorBody, NetworkDonor, NetworkDonorList, NetworkDonorQuery } from '@storyfund/shared/contract';
import { DONOR_ROLES } from '@storyfund/shared/roles';
import { normaliseEmail, validateNetworkDonor } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import type { DomainEvents } from '../../events/domain-events.js';
import { requireAccountRole, type Actor, type Caller } from '../../lib/access.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { ownerDisplayName } from '../projects/project-owner.service.js';
import * as repo from './donors.repository.js';

/** The network's account: a usable partner account, else 404 (once the caller is allowed). */
export async function requirePartnerAccount(
  ctx: AppContext,
  caller: Caller,
  partnerId: number,
): Promise<{ actor: Actor; partner: { name: string; is_premium: boolean } }> {
  const actor = requireAccountRole(caller, partnerId, DONOR_ROLES);
  const partner = await repo.findPartner(ctx.db, partnerId);
  if (!partner?.is_partner || !partner.usable) throw new NotFoundError('Partner not found');
  return { actor, partner: { name: ownerDisplayName(partner), is_premium: partner.is_premium } };
}

function donorView(row: repo.NetworkDonorRow): NetworkDonor {
  const name = `${row.user_first_name ?? ''} ${row.user_last_name ?? ''}`.trim();
  return {
    id: row.id,
    partner_id: row.partner_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    user: row.user_id === null ? null : { id: row.user_id, name },
    source: row.source,
    import_id: row.import_id,
    created_at: row.created_at.toISOString(),
    invited_at: row.invited_at?.toISOString() ?? null,
    gave_at: row.gave_at?.toISOString() ?? null,
  };
}

/**
 * POST users/{id}/add-donor-to-network (spec §3 payload): one donor added by hand. `user` links an existing
 * account (else the account with this email, if any); `current_user`, when sent, must be the caller. An email
 * already in the network answers 422 on `email`. Nobody is emailed.
 */
export async function addDonor(ctx: AppContext, caller: Caller, partnerId: number, body: AddDonorBody): Promise<NetworkDonor> {
  const { actor } = await requirePartnerAccount(ctx, caller, partnerId);
  const errors = validateNetworkDonor(body) ?? {};
  if (body.current_user != null && body.current_user !== actor.id) errors.current_user = ['This is not the account you are logged in with'];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const email = normaliseEmail(body.email);
  const linked = await repo.findAccount(ctx.db, body.user != null ? { id: body.user } : { email });
  if (body.user != null && !linked) throw new ValidationError({ user: ['No such account'] });
  const id = await repo.insertDonor(ctx.db, {
    partner_id: partnerId,
    first_name: body.first_name.trim(),
    last_name: body.last_name.trim(),
    email: body.email.trim(),
    email_normalized: email,
    user_id: linked?.id ?? null,
    added_by_id: actor.id,
    now: ctx.clock.now(),
  });
  if (id === undefined) throw new ValidationError({ email: ['This donor is already in your network'] });
  return donorView((await repo.findDonor(ctx.db, partnerId, id))!);
}

/** GET users/{id}/network-donors: newest first, paged, searched by name or email. */
export async function listDonors(ctx: AppContext, caller: Caller, partnerId: number, query: NetworkDonorQuery): Promise<NetworkDonorList> {
  await requirePartnerAccount(ctx, caller, partnerId);
  const { rows, total } = await repo.listDonors(ctx.db, partnerId, query);
  return { data: rows.map(donorView), total };
}

/**
 * POST users/{id}/network-donors/{donor_id}/invite: the partner's explicit choice to email one donor an
 * invitation to its profile. The only mail a network donor ever gets; imports and additions send none.
 */
export async function inviteDonor(ctx: AppContext, caller: Caller, partnerId: number, donorId: number): Promise<NetworkDonor> {
  const { partner } = await requirePartnerAccount(ctx, caller, partnerId);
  const donor = await repo.findDonor(ctx.db, partnerId, donorId);
  if (!donor) throw new NotFoundError('Donor not found');
  const partnerName = partner.name;
  const now = ctx.clock.now();
  await ctx.mailer.send({
    transactional: true,
    to: donor.email,
    subject: `${partnerName} invites you to follow them on Storyfund`,
    text:
      `Hi ${donor.first_name},\n\n${partnerName} invites you to follow their work on Storyfund.\n\n` +
      `See their projects and updates here:\n${ctx.config.publicUrl}/profile/${partnerId}\n\n` +
      'You got this email because they added you to their donors. If you did not expect it, ignore it.',
  });
  await repo.markInvited(ctx.db, donorId, now);
  return donorView({ ...donor, invited_at: now });
}

/**
 * gift.recorded (durable listener `donors.add-gave-donor`, not for anonymous gifts): the donor joins the
 * recipient partner's network as a donor who gave, or the donor already there is marked as having given.
 * Idempotent (an upsert on the partner and email; the first gift's time is kept). Nobody is emailed.
 */
export async function addGaveDonor(ctx: AppContext, gift: DomainEvents['gift.recorded']): Promise<void> {
  if (gift.anonymous) return;
  await repo.upsertGaveDonor(ctx.db, { donor_id: gift.donor_id, recipient_id: gift.recipient_id, at: new Date(gift.at) });
}
