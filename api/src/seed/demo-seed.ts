import type { AppContext } from '../app-context.js';
import { hashPassword } from '../lib/passwords.js';
import { createAccount, findUserByEmail, updateAccount } from '../modules/users/accounts.service.js';
import { follow } from '../modules/users/users.service.js';
import { DEMO_FOLLOWS, DEMO_NETWORK_MEMBERS, DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from './demo-accounts.js';
import { demoContext } from './demo-context.js';
import { backdateSignUp, grantRoleOnce } from './demo.repository.js';
import { seedDemoGiving } from './demo-giving.js';
import { seedDemoProjects } from './demo-projects.js';
import { seedDemoPartners } from './demo-partners.js';
import { seedDemoCommunity } from './demo-community.js';
import { seedDemoReviews } from './demo-reviews.js';
import { seedDemoGoals } from './demo-goals.js';
import { seedDemoBackoffice, seedDemoProjectBan, seedDemoRefund } from './demo-backoffice.js';
import { seedDemoTeams } from './demo-teams.js';
import { seedDemoDonors } from './demo-donors.js';
import { seedDemoTeammates } from './demo-teammates.js';
import { seedDemoSales } from './demo-sales.js';
import { copyTotalsToListingsSnapshot } from '../modules/projects/project-funding.service.js';

/**
 * Seeds the demo data set through the modules' services, as the demo's accounts and at the demo's dates
 * (demo-context.ts); what no service can make is in demo.repository.ts. Deterministic (fixed cast, fixed
 * dates) and idempotent: accounts are matched by email, projects by owner and title, monthly gifts by their
 * Idempotency-Key, follows and roles by their pair, so running it again changes nothing. Returns lines to print.
 */
export async function seedDemo(app: AppContext): Promise<string[]> {
  const demo = demoContext(app);
  const { ctx } = demo;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, number>();
  await ctx.db.transaction(async (tx) => {
    for (const { key, ...values } of DEMO_USERS) {
      const row = (await findUserByEmail(tx, values.email)) ?? (await createAccount(tx, { ...values, password_hash: passwordHash }));
      ids.set(key, row.id);
    }
    const id = (key: string) => ids.get(key)!;
    for (const member of DEMO_NETWORK_MEMBERS) await updateAccount(tx, id(member), { partner_network_id: id('whitelabel') });
    for (const { user, partner, role } of DEMO_ROLES) await grantRoleOnce(tx, { user_id: id(user), controlled_user_id: id(partner), role });
  });
  const id = (key: string) => ids.get(key)!;
  for (const [follower, followed] of DEMO_FOLLOWS) await follow(ctx, await demo.as(id(follower)), id(followed));
  await seedDemoProjects(demo, id);
  const giving = await seedDemoGiving(demo, id);
  await seedDemoPartners(demo, id);
  await seedDemoCommunity(demo, id);
  await seedDemoReviews(demo, id);
  await seedDemoGoals(demo, id);
  await seedDemoBackoffice(demo, id);
  await seedDemoRefund(demo, id);
  await seedDemoProjectBan(demo, id);
  // Dana has given monthly since 2023: her weekly email digest of unread notifications is due, and the
  // server's digest job mails it once it starts (it shows in /dev/mailbox, with its unsubscribe headers).
  await backdateSignUp(ctx.db, id('donor'), new Date('2023-01-15T09:00:00Z'));
  await seedDemoTeams(demo, id);
  await seedDemoDonors(demo, id);
  await seedDemoTeammates(demo, id);
  await seedDemoSales(demo, id);
  // The listings' order by raised (almost funded first) reflects the demo's gifts at once, not at the job's next tick.
  await copyTotalsToListingsSnapshot(ctx);
  return [
    `admin:  admin@demo.storyfund.local / ${DEMO_PASSWORD}`,
    `donor:  dana.donor@demo.storyfund.local / ${DEMO_PASSWORD}`,
    `partner: water@demo.storyfund.local / ${DEMO_PASSWORD} (its team admin: wren.waters@demo.storyfund.local)`,
    `sales:  sales@demo.storyfund.local / ${DEMO_PASSWORD} (back-office: the sales team)`,
    ...giving,
  ];
}
