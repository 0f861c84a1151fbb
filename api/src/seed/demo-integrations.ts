import { createAuthToken, listAuthTokens, updateAuthToken } from '../modules/auth-tokens/auth-tokens.service.js';
import type { DemoContext } from './demo-context.js';

/**
 * The water partner's integration keys (issue #10, /integrations): an old spreadsheet sync, revoked, and its
 * CRM's nightly export, live. Made through the service (so audited); the secrets are dropped here, as a
 * partner who never copied them would lose them. Once: an account that has keys is left alone.
 */
export async function seedDemoIntegrations(demo: DemoContext, id: (key: string) => number): Promise<void> {
  const partnerId = id('premium');
  const partner = await demo.as(partnerId);
  if ((await listAuthTokens(demo.ctx, partner, partnerId)).total > 0) return;
  const old = await createAuthToken(demo.at(new Date('2025-03-10T09:00:00Z')), partner, partnerId, { label: 'Spreadsheet sync (old)' });
  await updateAuthToken(demo.at(new Date('2025-09-01T09:00:00Z')), partner, partnerId, old.id, { revoked: true });
  await createAuthToken(demo.at(new Date('2025-09-01T09:05:00Z')), await demo.as(id('wateradmin')), partnerId, {
    label: 'CRM nightly export',
  });
}
