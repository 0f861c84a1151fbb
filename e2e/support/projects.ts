import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD } from './api.js';

let counter = 0;
/** A project title (or custom route) no other test uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter++}`;
}

function bearer(token: string) {
  return { Authorization: `Bearer ${token}` };
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Logs in through the API; returns the token. */
async function logInViaApi(request: APIRequestContext, email: string, password: string): Promise<string> {
  const body = await ok<{ token: string }>(await request.post('/api/login', { data: { email, password } }), 'login');
  return body.token;
}

export interface CreatedProject {
  id: number;
  title: string;
}

/** POST /api/projects as the owner whose token is given. */
export async function createProjectViaApi(
  request: APIRequestContext,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<CreatedProject> {
  const data = {
    title: uniqueName('E2E well'),
    description: 'A project made by a browser test.',
    goal_amount_cents: 100_000,
    categories: ['Water'],
    country_code: 'KE',
    ...overrides,
  };
  return ok<CreatedProject>(await request.post('/api/projects', { data, headers: bearer(token) }), 'create project');
}

/** POST /api/projects/{id}/updates as the project side. */
export async function postUpdateViaApi(
  request: APIRequestContext,
  token: string,
  projectId: number,
  message: string,
): Promise<{ id: number }> {
  return ok(await request.post(`/api/projects/${projectId}/updates`, { data: { message }, headers: bearer(token) }), 'post update');
}

/** Marks the project a staff pick, as the demo admin. */
export async function staffPickViaApi(request: APIRequestContext, projectId: number): Promise<void> {
  const admin = await logInViaApi(request, DEMO_ADMIN, DEMO_PASSWORD);
  await ok(await request.post(`/api/projects/${projectId}/staff-picks`, { headers: bearer(admin) }), 'staff pick');
}

/** POST /api/projects/{id}/route as the owner. */
export async function customRouteViaApi(request: APIRequestContext, token: string, projectId: number, customRoute: string): Promise<void> {
  await ok(
    await request.post(`/api/projects/${projectId}/route`, { data: { custom_route: customRoute }, headers: bearer(token) }),
    'custom route',
  );
}
