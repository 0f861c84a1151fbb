import { createTeammate, listTeammates } from '../modules/teammates/teammates.service.js';
import type { DemoContext } from './demo-context.js';
import { setDemoTeammatePhoto } from './demo.repository.js';

/** The people on the demo partners' Our team pages (issue #9), in their order; a portrait where one is named. */
const DEMO_TEAMMATES: Record<string, { name: string; title: string; bio: string; photo?: string }[]> = {
  premium: [
    {
      name: 'Amina Odhiambo',
      title: 'Executive Director',
      bio: 'Amina founded Clean Water Collective after twelve years as a hydrologist. She visits every new well before it opens.',
      photo: '/demo/teammate-1.svg',
    },
    {
      name: 'Joseph Kamau',
      title: 'Head of Field Operations',
      bio: 'Joseph trains the pump technicians and keeps the repair schedule for more than 300 wells.',
      photo: '/demo/teammate-2.svg',
    },
    { name: 'Grace Wanjiru', title: 'Community Liaison', bio: 'Grace runs the village water committees and answers donors’ questions.' },
  ],
  large: [
    {
      name: 'Daniel Mwangi',
      title: 'Programme Director',
      bio: 'Daniel leads the school meals and classroom programmes.',
      photo: '/demo/teammate-3.svg',
    },
    { name: 'Ruth Achieng', title: 'Nutrition Lead', bio: 'Ruth plans the meals that reach 4,000 children every school day.' },
  ],
  whitelabel: [
    {
      name: 'Marcus Bell',
      title: 'Network Coordinator',
      bio: 'Marcus links the shelters of the network and keeps their supplies moving before each storm season.',
      photo: '/demo/teammate-2.svg',
    },
    { name: 'Tanya Reyes', title: 'Shelter Manager, Mobile', bio: 'Tanya runs the Mobile shelter and its volunteer rota.' },
  ],
  partner: [
    {
      name: 'Dr. Elena Xol',
      title: 'Medical Director',
      bio: 'Elena leads the mobile clinic and trains the village health workers.',
      photo: '/demo/teammate-1.svg',
    },
    { name: 'Mateo Chub', title: 'Driver and Logistics', bio: 'Mateo keeps the ambulance on the road and the medicines cold.' },
  ],
};

/** Team members for the demo partners, added as each partner would on its profile (once: a team that has members is left alone). */
export async function seedDemoTeammates(demo: DemoContext, id: (key: string) => number): Promise<void> {
  for (const [key, members] of Object.entries(DEMO_TEAMMATES)) {
    const partnerId = id(key);
    if ((await listTeammates(demo.ctx, partnerId)).total > 0) continue;
    const asPartner = await demo.as(partnerId);
    for (const { photo, ...member } of members) {
      const created = await createTeammate(demo.ctx, asPartner, partnerId, member);
      if (photo) await setDemoTeammatePhoto(demo.ctx.db, created.id, photo);
    }
  }
}
