import { listAuditLog } from '../modules/audit/audit.service.js';
import { setUserSwitch } from '../modules/users/user-moderation.service.js';
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
