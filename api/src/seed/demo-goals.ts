import { setDonorGoal, setFundraisingGoal } from '../modules/dashboards/dashboards.service.js';
import type { DemoContext } from './demo-context.js';

/** Each demo partner's fundraising goal for this year, in cents. */
const PARTNER_GOALS: Record<string, number> = { premium: 5_000_000, whitelabel: 3_000_000, large: 8_000_000, partner: 1_500_000 };

/**
 * This year's goals (issue #9): each demo partner's fundraising goal (its dashboard shows the progress) and
 * Dana's own giving goal (on /personal), set through the dashboards service as each would. Setting them again
 * writes the same values.
 */
export async function seedDemoGoals(demo: DemoContext, id: (key: string) => number): Promise<void> {
  for (const [key, cents] of Object.entries(PARTNER_GOALS)) await setFundraisingGoal(demo.ctx, await demo.as(id(key)), id(key), cents);
  await setDonorGoal(demo.ctx, await demo.as(id('donor')), id('donor'), 100_000);
}
