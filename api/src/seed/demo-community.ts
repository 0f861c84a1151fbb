import { addComment, createPost, likeComment, likePost, pinPost } from '../modules/community/community.service.js';
import { profileFeed } from '../modules/community/feed.service.js';
import type { DemoContext } from './demo-context.js';
import { setDemoPostPhotos } from './demo.repository.js';

interface DemoPost {
  message: string;
  /** The demo's own images (public-site/public/demo): set after the post is made, as the uploads service takes uploads only. */
  photos: string[];
  pinned?: boolean;
  comments?: { by: string; message: string; likedBy?: string[] }[];
  likedBy?: string[];
}

/** Community news on every demo partner's profile (issue #9): posts with photos, one pinned, comments and likes. */
const DEMO_POSTS: Record<string, DemoPost[]> = {
  premium: [
    {
      message:
        'Welcome to our community page! Every month we share what your gifts built: wells, pumps and the people who keep them running.',
      photos: ['/demo/water.svg'],
      pinned: true,
      likedBy: ['donor2'],
    },
    {
      message: 'Twelve new technicians finished their pump-repair training this week. They will look after 40 wells across the district.',
      photos: ['/demo/water-update.svg', '/demo/sustainable-update.svg'],
      comments: [
        { by: 'donor', message: 'Congratulations to all twelve!', likedBy: ['donor2'] },
        { by: 'donor2', message: 'This is what sustainable looks like.' },
      ],
      likedBy: ['donor', 'donor2', 'donor4'],
    },
  ],
  whitelabel: [
    {
      message: 'Hurricane season is here. Our shelters along the coast are stocked with beds, water and first-aid kits for 600 people.',
      photos: ['/demo/shelter.svg'],
      pinned: true,
      comments: [{ by: 'newdonor', message: 'Thank you for being ready before the storms come.', likedBy: ['donor'] }],
      likedBy: ['newdonor', 'donor'],
    },
    {
      message: 'The Mobile shelter reopened after repairs: a new roof, a new kitchen, and a play corner the kids designed themselves.',
      photos: ['/demo/shelter-update.svg', '/demo/disaster-update.svg'],
      comments: [{ by: 'donor2', message: 'A play corner designed by the kids is the best idea.' }],
      likedBy: ['donor2'],
    },
  ],
  large: [
    {
      message: 'Term one is over: 4,000 children ate a hot lunch every school day, and attendance is up by a fifth.',
      photos: ['/demo/nutrition.svg'],
      pinned: true,
      comments: [
        { by: 'donor3', message: 'Attendance up by a fifth: that says it all.', likedBy: ['donor4'] },
        { by: 'donor4', message: 'Proud to be a small part of this.' },
      ],
      likedBy: ['donor3', 'donor4', 'donor'],
    },
    {
      message: 'Forty scholarship students sat their national exams this month. Results come in March: fingers crossed for all of them!',
      photos: ['/demo/education-update.svg', '/demo/children-update.svg'],
      likedBy: ['donor3'],
    },
  ],
  partner: [
    {
      message: 'Our mobile clinic reached three new villages in the highlands this month: 212 check-ups and 38 vaccinations.',
      photos: ['/demo/medical.svg'],
      pinned: true,
      comments: [{ by: 'donor4', message: 'Amazing work by the whole clinic team.', likedBy: ['donor'] }],
      likedBy: ['donor4', 'donor'],
    },
    {
      message: 'Meet our new ambulance! Donated parts, local mechanics and your gifts made it road-ready in six weeks.',
      photos: ['/demo/medical-update.svg'],
      comments: [{ by: 'donor', message: 'Six weeks! Well done.' }],
      likedBy: ['newdonor'],
    },
  ],
};

/**
 * Community news on each demo partner's profile, made through the community service as the partner and its
 * donors would: posts (their photos the demo's images), the pin, comments and likes. A profile that already
 * has posts is left alone, so seeding again adds nothing.
 */
export async function seedDemoCommunity(demo: DemoContext, id: (key: string) => number): Promise<void> {
  for (const [key, posts] of Object.entries(DEMO_POSTS)) {
    const partnerId = id(key);
    const asPartner = await demo.as(partnerId);
    const existing = await profileFeed(demo.ctx, asPartner, partnerId, { limit: 1, offset: 0, 'types[]': ['community_post'] });
    if (existing.total > 0) continue;
    for (const post of posts) {
      const created = await createPost(demo.ctx, asPartner, partnerId, { message: post.message });
      await setDemoPostPhotos(demo.ctx.db, created.id, post.photos);
      if (post.pinned) await pinPost(demo.ctx, asPartner, partnerId, created.id);
      for (const comment of post.comments ?? []) {
        const made = await addComment(demo.ctx, await demo.as(id(comment.by)), partnerId, created.id, { message: comment.message });
        for (const fan of comment.likedBy ?? []) await likeComment(demo.ctx, await demo.as(id(fan)), partnerId, created.id, made.id, true);
      }
      for (const fan of post.likedBy ?? []) await likePost(demo.ctx, await demo.as(id(fan)), partnerId, created.id, true);
    }
  }
}
