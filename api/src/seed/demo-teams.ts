import { findPendingInvitationByEmail } from '../modules/teams/teams.repository.js';
import { invite } from '../modules/teams/teams.service.js';
import type { DemoContext } from './demo-context.js';

/** Who the water partner has invited and who has not answered yet (issue #10). */
const DEMO_PENDING_INVITATION = { email: 'new.teammate@demo.storyfund.local', role: 'project_manager' } as const;

/** The water partner's pending invitation, sent by its team admin (once). The team itself is in DEMO_ROLES. */
export async function seedDemoTeams(demo: DemoContext, id: (key: string) => number): Promise<void> {
  const partnerId = id('premium');
  if (await findPendingInvitationByEmail(demo.ctx.db, partnerId, DEMO_PENDING_INVITATION.email)) return;
  await invite(demo.ctx, await demo.as(id('wateradmin')), partnerId, {
    role: DEMO_PENDING_INVITATION.role,
    collaborator_email: DEMO_PENDING_INVITATION.email,
  });
}
