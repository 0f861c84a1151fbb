import type { APIRequestContext } from '@playwright/test';

/** Demo accounts from the seed (api/src/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = 'storyfund-demo';
export const DEMO_ADMIN = 'admin@demo.storyfund.local';
export const DEMO_DONOR = 'dana.donor@demo.storyfund.local';
export const DEMO_SALES = 'sales@demo.storyfund.local';

let counter = 0;
/** An email no other test uses. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter++}@example.test`;
}

/** Creates an account through the public API; returns its token and user. */
export async function signUpViaApi(
  request: APIRequestContext,
  overrides: Partial<{ email: string; password: string; first_name: string; last_name: string }> = {},
) {
  const body = { email: uniqueEmail(), password: 'correct-horse-42', first_name: 'Erin', last_name: 'Example', ...overrides };
  const response = await request.post('/api/users', { data: body });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const json = (await response.json()) as { token: string; user: { id: number } };
  return { ...json, email: body.email, password: body.password };
}

/** Puts a session into the browser the way the public site keeps it: id_token and user_id cookies. */
export function sessionCookies(baseURL: string, token: string, userId: number) {
  const url = new URL(baseURL);
  return [
    { name: 'id_token', value: token, domain: url.hostname, path: '/' },
    { name: 'user_id', value: String(userId), domain: url.hostname, path: '/' },
  ];
}
