import type { UpdateUserBody } from '@storyfund/shared/contract';
import { addComment, createPost, likePost, pinPost } from '../modules/community/community.service.js';
import { profileFeed } from '../modules/community/feed.service.js';
import { updateProfile } from '../modules/users/users.service.js';
import type { DemoContext } from './demo-context.js';

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
}

/** Community news on the water partner's profile: posts, a pinned one, comments and likes (seeded once). */
export async function seedDemoCommunity(demo: DemoContext, id: (key: string) => number): Promise<void> {
  const partnerId = id('premium');
  const asPartner = await demo.as(partnerId);
  const existing = await profileFeed(demo.ctx, asPartner, partnerId, { limit: 1, offset: 0, 'types[]': ['community_post'] });
  if (existing.total > 0) return;
  const welcome = await createPost(demo.ctx, asPartner, partnerId, {
    message:
      'Welcome to our community page! Every month we share what your gifts built: wells, pumps and the people who keep them running.',
  });
  const training = await createPost(demo.ctx, asPartner, partnerId, {
    message: 'Twelve new technicians finished their pump-repair training this week. They will look after 40 wells across the district.',
  });
  await pinPost(demo.ctx, asPartner, partnerId, welcome.id);
  await addComment(demo.ctx, await demo.as(id('donor')), partnerId, training.id, { message: 'Congratulations to all twelve!' });
  await addComment(demo.ctx, await demo.as(id('donor2')), partnerId, training.id, { message: 'This is what sustainable looks like.' });
  for (const fan of ['donor', 'donor2', 'donor4']) await likePost(demo.ctx, await demo.as(id(fan)), partnerId, training.id, true);
}
