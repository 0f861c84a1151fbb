import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { userRoles } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import * as users from '../modules/users/users.repository.js';
import { seedDemoProjects } from './demo-projects.js';
import { seedDemoGiving } from './demo-giving.js';
import { DEMO_FOLLOWS, DEMO_NETWORK_MEMBERS, DEMO_PASSWORD, DEMO_ROLES, DEMO_USERS } from './demo-accounts.js';

/**
 * Seeds the demo data set. Deterministic (fixed cast, fixed dates) and idempotent: rows are matched by
 * email and relations by their natural keys, so running it again changes nothing. Returns lines to print.
 */
export async function seedDemo(db: Database): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, number>();
  let giving: string[] = [];
  await db.transaction(async (tx) => {
    for (const { key, ...values } of DEMO_USERS) {
      const existing = await users.findUserByEmail(tx, values.email);
      const row = existing ?? (await users.insertUser(tx, { ...values, password_hash: passwordHash }));
      ids.set(key, row.id);
    }
    const id = (key: string) => ids.get(key)!;
    for (const member of DEMO_NETWORK_MEMBERS) {
      await users.updateUser(tx, id(member), { partner_network_id: id('whitelabel') });
    }
    for (const { user, partner, role } of DEMO_ROLES) {
      const [found] = await tx
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.user_id, id(user)), eq(userRoles.controlled_user_id, id(partner))));
      if (!found) await tx.insert(userRoles).values({ user_id: id(user), controlled_user_id: id(partner), role });
    }
    for (const [follower, followed] of DEMO_FOLLOWS) await users.insertFollow(tx, id(follower), id(followed));
    await seedDemoProjects(tx, id);
    giving = await seedDemoGiving(tx, id, new Date());
  });
  return [
    `admin:  admin@demo.storyfund.local / ${DEMO_PASSWORD}`,
    `donor:  dana.donor@demo.storyfund.local / ${DEMO_PASSWORD}`,
    `partner: water@demo.storyfund.local / ${DEMO_PASSWORD}`,
    ...giving,
  ];
}
