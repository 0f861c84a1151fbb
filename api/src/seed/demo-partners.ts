import type { UpdateUserBody } from '@storyfund/shared/contract';
import { updateProfile } from '../modules/users/users.service.js';
import type { DemoContext } from './demo-context.js';
import { setDemoBranding } from './demo.repository.js';

/** The demo partners' organisation fields (issue #9), set as each partner would on /personal. */
const DEMO_PARTNER_FIELDS: Record<string, UpdateUserBody> = {
  premium: { categories: ['Water', 'Sustainable'], website: 'https://water.example.org', registration_number: 'EIN 93-1234567' },
  whitelabel: { categories: ['Shelter', 'Disaster'], website: 'https://harborhope.example.org', registration_number: 'EIN 72-7654321' },
  large: {
    categories: ['Children', 'Education', 'Nutrition'],
    website: 'https://brightfutures.example.org',
    registration_number: 'KE-NGO-2041',
  },
  // Roots Medical Aid has asked for tax-exempt status: an admin has not granted it yet.
  partner: { categories: ['Medical'], registration_number: 'GT-ONG-3310', request_tax_exempt: true },
};

export async function seedDemoPartners(demo: DemoContext, id: (key: string) => number): Promise<void> {
  for (const [key, fields] of Object.entries(DEMO_PARTNER_FIELDS)) {
    await updateProfile(demo.ctx, await demo.as(id(key)), id(key), fields);
  }
  // Issue #10: the white-labelled network's logo and colour (dark enough for white text).
  await setDemoBranding(demo.ctx.db, id('whitelabel'), '/demo/harbor-logo.svg', '#1f5f8b');
}
