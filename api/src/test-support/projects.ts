import { eq, getTableColumns } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { gifts, projects, projectTotals } from '../db/schema/index.js';
import type { TestApp } from './test-app.js';
import { applyGiftToProject } from '../modules/projects/project-funding.service.js';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Test helpers for the projects module: projects are made through the API (as a client would); gifts
 * are recorded the way the giving module will, a gift row plus applyGiftToProject in one transaction.
 */
export const validProject = (overrides: Record<string, unknown> = {}) => ({
  title: 'A well for Kibera',
  description: 'Clean water for 300 families.',
  goal_amount_cents: 100_000,
  categories: ['Water'],
  country_code: 'KE',
  ...overrides,
});

export type ProjectJson = Record<string, unknown> & { id: number; owner_id: number };

export async function createProject(test: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<ProjectJson> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: bearer(token),
    payload: validProject(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as ProjectJson;
}

export const getJson = (test: TestApp, url: string, token?: string): Promise<LightMyRequestResponse> =>
  test.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

export const send = (test: TestApp, method: 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: Record<string, unknown>) =>
  test.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** The ids of a `{data}` answer, in order. */
export const ids = (response: LightMyRequestResponse): number[] => (response.json() as { data: { id: number }[] }).data.map((p) => p.id);

/**
 * Sets columns no API writes yet (or writes only through moderation), directly. A raised total or gift count
 * is set live (project_totals) and in the listings' snapshot alike, as if the snapshot job had just run.
 */
export async function setProject(test: TestApp, id: number, values: Partial<typeof projects.$inferInsert>) {
  await test.ctx.db.update(projects).set(values).where(eq(projects.id, id));
  const { amount_raised_cents: cents, gifts_count: count } = values;
  if (cents === undefined && count === undefined) return;
  const live = { ...(cents === undefined ? {} : { amount_raised_cents: cents, listed_cents: cents }) };
  await test.ctx.db
    .update(projectTotals)
    .set({ ...live, ...(count === undefined ? {} : { gifts_count: count, listed_gifts: count }) })
    .where(eq(projectTotals.project_id, id));
}

/** The project's row, its raised total and gift count live (project_totals), as a page shows them. */
export async function projectRow(test: TestApp, id: number) {
  const [row] = await test.ctx.db
    .select({
      ...getTableColumns(projects),
      amount_raised_cents: projectTotals.amount_raised_cents,
      gifts_count: projectTotals.gifts_count,
    })
    .from(projects)
    .innerJoin(projectTotals, eq(projectTotals.project_id, projects.id))
    .where(eq(projects.id, id));
  return row!;
}

export interface GiftOptions {
  anonymous?: boolean;
  monthly?: boolean;
  at?: Date;
  status?: 'succeeded' | 'pending' | 'failed' | 'refunded';
}

/** A gift as the giving module records it: the row and the project's totals, in one transaction. */
export async function recordGift(test: TestApp, projectId: number, donorId: number, amountCents: number, opts: GiftOptions = {}) {
  const at = opts.at ?? new Date();
  const status = opts.status ?? 'succeeded';
  return test.ctx.transaction(async (tx) => {
    const [project] = await tx.select({ owner_id: projects.owner_id }).from(projects).where(eq(projects.id, projectId));
    await tx.insert(gifts).values({
      project_id: projectId,
      donor_id: donorId,
      recipient_id: project!.owner_id,
      amount_cents: amountCents,
      anonymous: opts.anonymous ?? false,
      monthly_gift: opts.monthly ?? false,
      status,
      gift_at: at,
    });
    return status === 'succeeded' ? applyGiftToProject(test.ctx, tx, projectId, amountCents, at) : undefined;
  });
}
