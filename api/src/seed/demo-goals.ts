import { setDonorGoal, setFundraisingGoal } from '../modules/dashboards/dashboards.service.js';
import type { DemoContext } from './demo-context.js';

/**
 * This year's goals (issue #9): the water partner's fundraising goal (its dashboard shows the progress) and
 * Dana's own giving goal (on /personal), set through the dashboards service as each would. Setting them again
 * writes the same values.
 */
export async function seedDemoGoals(demo: DemoContext, id: (key: string) => number): Promise<void> {
  await setFundraisingGoal(demo.ctx, await demo.as(id('premium')), id('premium'), 5_000_000);
  await setDonorGoal(demo.ctx, await demo.as(id('donor')), id('donor'), 100_000);
}
