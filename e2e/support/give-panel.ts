import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

/** Stripe's test card numbers the sandbox's card form knows (contract B). */
export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
  authenticationRequired: '4000002500003155',
} as const;

/** The project page's give panel (section "Give"), by its labels. */
export function givePanel(page: Page) {
  const region = page.getByRole('region', { name: 'Give', exact: true }); // not "Givers"
  return {
    region,
    async chooseAmount(name: '$10' | '$25' | '$50' | '$100') {
      await region.getByRole('button', { name, exact: true }).click();
    },
    async chooseTip(name: 'No tip' | '5%' | '10%' | '15%') {
      await region.getByRole('radiogroup', { name: 'Tip Storyfund' }).getByRole('radio', { name, exact: true }).check();
    },
    async fillGuest(first: string, last: string, email: string) {
      await region.getByLabel('First name').fill(first);
      await region.getByLabel('Last name').fill(last);
      await region.getByLabel('Email', { exact: true }).fill(email);
    },
    async fillCard(number: string = TEST_CARDS.visa) {
      await region.getByLabel('Card number').fill(number);
      await region.getByLabel('Expiry (MM/YY)').fill('12/34');
      await region.getByLabel('CVC').fill('123');
    },
    submit() {
      return region.getByRole('button', { name: /^Give \$/ }).click();
    },
  };
}

/** The browser's session cookies (id_token, user_id) as a bearer for API checks. */
export async function sessionOf(context: BrowserContext): Promise<{ token: string; userId: number }> {
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'id_token')?.value;
  const userId = cookies.find((c) => c.name === 'user_id')?.value;
  if (!token || !userId) throw new Error('the browser has no session');
  return { token, userId: Number(userId) };
}

export interface GiftRow {
  id: number;
  project_id: number;
  amount_cents: number;
  tip_cents: number;
  dedicatee_name: string | null;
  project: { id: number; title: string };
}

/** GET /api/users/{id}/gifts as that user: their gifts, newest first. */
export async function giftsOf(request: APIRequestContext, token: string, userId: number): Promise<GiftRow[]> {
  const response = await request.get(`/api/users/${userId}/gifts`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`gifts failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: GiftRow[] }).data;
}
