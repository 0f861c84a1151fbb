import { listAuditLog } from '../modules/audit/audit.service.js';
import { refundGift } from '../modules/gifts/gift-admin.service.js';
import { convertGift } from '../modules/gifts/gift-convert.service.js';
import { createGift } from '../modules/gifts/gifts.service.js';
import { findDemoProject, insertDemoProject } from './demo.repository.js';
import { setUserSwitch } from '../modules/users/user-moderation.service.js';
import { banProject } from '../modules/projects/project-moderation.service.js';
import { ownerFields } from '../modules/projects/project-owner.service.js';
import { findUserById } from '../modules/users/accounts.service.js';
import { CATEGORY_SLUGS } from '@storyfund/shared/constants';
import type { DemoContext } from './demo-context.js';

/** When the demo's admin used the back-office's tools. */
const TOOLS_DATE = new Date('2025-06-02T10:00:00Z');

/**
 * The back-office's demo (issue #11): the admin turns sponsorship on for Bright Futures through the tools, so
 * the audit log has an entry to browse. Once only: the log is append-only, so the seed looks before it acts.
 * Roots Medical Aid's pending tax-exempt claim is left for the visitor to grant from its Tools tab.
 */
export async function seedDemoBackoffice(demo: DemoContext, id: (key: string) => number): Promise<void> {
  const admin = await demo.as(id('admin'));
  const at = demo.at(TOOLS_DATE);
  const done = await listAuditLog(at, admin, {
    action: 'user.sponsor.on',
    target_type: 'user',
    target_id: id('large'),
    limit: 1,
    offset: 0,
  });
  if (done.total > 0) return;
  await setUserSwitch(at, admin, id('large'), 'sponsor', true, { reason: 'Sponsors the school-meals match this summer' });
}

/** When Dana's gift given twice by mistake was made, and refunded. */
const REFUND_DATE = new Date('2025-06-03T09:30:00Z');

/**
 * A refunded gift for the back-office's Gifts (Finance): Dana gives $25 to the Kisumu well twice by mistake,
 * and the admin refunds the second, so the gift's page shows the reversed journal and the books reconciling.
 * Once only: the gift is found again by its Idempotency-Key, and a refunded gift answers its refund again.
 */
export async function seedDemoRefund(demo: DemoContext, id: (key: string) => number): Promise<void> {
  const projectId = await findDemoProject(demo.ctx.db, { ownerId: id('premium'), title: 'Deep well for Kisumu school' });
  if (projectId === undefined) return;
  const at = demo.at(REFUND_DATE);
  const donor = await demo.as(id('donor'));
  const body = { amount_cents: 2_500, tip_cents: 0, payment_method_id: 'pm_card_visa', anonymous: false };
  await createGift(at, donor, projectId, body, { idempotencyKey: 'demo-seed-double-gift-1', ip: '127.0.0.1' });
  const twice = await createGift(at, donor, projectId, body, { idempotencyKey: 'demo-seed-double-gift-2', ip: '127.0.0.1' });
  const gift = (twice.body as { gift?: { id: number } }).gift;
  if (!gift) return;
  await refundGift(at, await demo.as(id('admin')), gift.id, { reason: 'Dana gave twice by mistake and asked for one back' });
}

/** When Amina posted her appeal twice, and the admin banned the copy. */
const DUPLICATE_DATE = new Date('2025-06-04T08:15:00Z');
export const DEMO_BANNED_PROJECT = 'Second sewing machine for Amina (copy)';

/** When the admin moved the gift given to the banned copy over to Amina's original appeal. */
const CONVERT_DATE = new Date('2025-06-04T09:00:00Z');

/**
 * A banned project for the back-office's projects grid (its Banned flag, the Tools dialog's "Lift the ban"):
 * Amina posts her appeal a second time, Tom gives $20 to the copy, and the admin bans the copy with a reason,
 * then converts Tom's gift to the original (a converted gift for the back-office's Gifts: its conversion, its
 * gift_convert journal). Once only: the project is found again by its owner and title.
 */
export async function seedDemoProjectBan(demo: DemoContext, id: (key: string) => number): Promise<void> {
  if (await findDemoProject(demo.ctx.db, { ownerId: id('teller1'), title: DEMO_BANNED_PROJECT })) return;
  const owner = (await findUserById(demo.ctx.db, id('teller1')))!;
  const copyId = await demo.ctx.db.transaction((tx) =>
    insertDemoProject(tx, {
      owner_id: owner.id,
      created_by_id: owner.id,
      title: DEMO_BANNED_PROJECT,
      description: 'The same appeal as “Sewing machine for Amina”, posted again by mistake.',
      goal_amount_cents: 25_000,
      categories: ['Women', 'Entrepreneurship'],
      country_code: 'NG',
      photo_url: `/demo/${CATEGORY_SLUGS.Women}.svg`,
      created_at: DUPLICATE_DATE,
      ...ownerFields(owner),
    }),
  );
  const given = await createGift(
    demo.at(DUPLICATE_DATE),
    await demo.as(id('donor2')),
    copyId,
    { amount_cents: 2_000, tip_cents: 0, payment_method_id: 'pm_card_visa', anonymous: false },
    { idempotencyKey: 'demo-seed-gift-to-copy', ip: '127.0.0.1' },
  );
  const admin = await demo.as(id('admin'));
  await banProject(demo.at(DUPLICATE_DATE), admin, copyId, true, {
    reason: 'A copy of Amina’s sewing machine appeal: gifts go to the original',
  });
  const gift = (given.body as { gift?: { id: number } }).gift;
  const originalId = await findDemoProject(demo.ctx.db, { ownerId: owner.id, title: 'Sewing machine for Amina' });
  if (!gift || originalId === undefined) return;
  await convertGift(demo.at(CONVERT_DATE), admin, gift.id, {
    from_project_id: copyId,
    project_id: originalId,
    reason: 'Given to the banned copy of Amina’s appeal: the original should have it',
  });
}
