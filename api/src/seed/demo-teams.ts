import { findPendingInvitationByEmail } from '../modules/teams/teams.repository.js';
import { invite } from '../modules/teams/teams.service.js';
import type { DemoContext } from './demo-context.js';
import { createAccessOverride, listAccessOverrides } from '../modules/access-overrides/access-overrides.service.js';

/** Who the water partner has invited and who has not answered yet (issue #10). */
const DEMO_PENDING_INVITATION = { email: 'new.teammate@demo.storyfund.local', role: 'project_manager' } as const;

/** The water partner's pending invitation, sent by its team admin (once). The team itself is in DEMO_ROLES. */
export async function seedDemoTeams(demo: DemoContext, id: (key: string) => number): Promise<void> {
  const partnerId = id('premium');
  await seedDemoOverride(demo, id);
  if (await findPendingInvitationByEmail(demo.ctx.db, partnerId, DEMO_PENDING_INVITATION.email)) return;
  await invite(demo.ctx, await demo.as(id('wateradmin')), partnerId, {
    role: DEMO_PENDING_INVITATION.role,
    collaborator_email: DEMO_PENDING_INVITATION.email,
  });
}

/**
 * The override table (spec §6): an admin lets Priya, the nurse who volunteers for Roots Medical Aid, act for
 * its account (back-office: Moderation → Account overrides). Once: the pair is unique.
 */
async function seedDemoOverride(demo: DemoContext, id: (key: string) => number): Promise<void> {
  const admin = await demo.as(id('admin'));
  const existing = await listAccessOverrides(demo.ctx, admin, { account_id: id('partner'), user_id: id('teller3'), limit: 1, offset: 0 });
  if (existing.total > 0) return;
  await createAccessOverride(demo.ctx, admin, {
    account_id: id('partner'),
    user_id: id('teller3'),
    note: 'Volunteer who runs the Roots Medical Aid account',
  });
}
