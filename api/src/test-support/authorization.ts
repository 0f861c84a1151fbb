import { projects, timelineEvents } from '../db/schema/index.js';
import type { TestApp } from './test-app.js';

/**
 * What the authorization table's placeholders point at: `{project}` is an active project of the partner
 * account `{partner}`, `{update}` an update on it. Rows are written directly, so the table walk does not
 * depend on the services it is testing. A row that deletes or closes them should come last in its table.
 */
export interface Fixtures {
  project: number;
  update: number;
}

export async function createFixtures(test: TestApp, partnerId: number): Promise<Fixtures> {
  const [project] = await test.ctx.db
    .insert(projects)
    .values({
      owner_id: partnerId,
      title: 'Table walk',
      description: 'A project for the authorization table',
      goal_amount_cents: 100_000,
      owner_name: 'Partner',
    })
    .returning({ id: projects.id });
  const [update] = await test.ctx.db
    .insert(timelineEvents)
    .values({ project_id: project!.id, user_id: partnerId, type: 'update', message: 'An update' })
    .returning({ id: timelineEvents.id });
  return { project: project!.id, update: update!.id };
}
