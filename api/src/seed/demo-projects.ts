import { woodsProjectId } from '@storyfund/shared/routing';
import { createGift } from '../modules/gifts/gifts.service.js';
import { ownerFields } from '../modules/projects/project-owner.service.js';
import { followProject } from '../modules/projects/project-people.service.js';
import { stampProjectUpdate } from '../modules/projects/project-stamps.service.js';
import { closeProject } from '../modules/projects/projects.service.js';
import { findUserById } from '../modules/users/accounts.service.js';
import type { DemoContext } from './demo-context.js';
import { findDemoProject, insertDemoEvent, insertDemoLike, insertDemoProject } from './demo.repository.js';
import {
  DEMO_GIVERS,
  DEMO_PROJECT_FOLLOWS,
  DEMO_PROJECTS,
  WOODS_PROJECT,
  demoDescription,
  demoImage,
  type DemoProject,
} from './demo-projects-data.js';

const DAY = 86_400_000;
const BASE = Date.UTC(2025, 2, 1, 9);
const DEMO_VIDEO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
type UserId = (key: string) => number;

/**
 * Seeds the demo projects with their gifts, updates, comments, likes and follows. Deterministic (fixed
 * dates and amounts) and idempotent: a project is matched by owner and title (the /woods project by its
 * fixed id) and, when it exists, left as it is. The project row and its timeline are the demo's own (a
 * fixed id, the demo's images, back-dated); its gifts are given through the gifts service, at their dates,
 * so fees, the ledger, the raised total, the funding stamps and the donors' totals are what giving makes.
 */
export async function seedDemoProjects(demo: DemoContext, userId: UserId): Promise<void> {
  const ids = new Map<string, number>();
  const all = [WOODS_PROJECT, ...DEMO_PROJECTS];
  for (const [i, project] of all.entries()) {
    const ownerId = userId(project.owner);
    const fixedId = project === WOODS_PROJECT ? woodsProjectId(false) : undefined;
    const existing = await findDemoProject(demo.ctx.db, { id: fixedId, ownerId, title: project.title });
    if (existing !== undefined) {
      ids.set(project.title, existing);
      continue;
    }
    const created = new Date(BASE + i * 2 * DAY);
    const sponsorOf = project.flags?.sponsorOf ? ids.get(project.flags.sponsorOf) : undefined;
    const id = await createDemoProject(demo, project, ownerId, created, { fixedId, sponsorOf });
    ids.set(project.title, id);
    const lastGiftAt = await demoGifts(demo, id, project, created, i, userId);
    await demoTimeline(demo, id, project, ownerId, created, lastGiftAt, i, userId);
    if (project.flags?.closed) await closeProject(demo.at(new Date(lastGiftAt.getTime() + 20 * DAY)), await demo.as(ownerId), id);
  }
  for (const [who, title] of DEMO_PROJECT_FOLLOWS) await followProject(demo.ctx, await demo.as(userId(who)), ids.get(title)!);
}

async function createDemoProject(
  demo: DemoContext,
  project: DemoProject,
  ownerId: number,
  created: Date,
  opts: { fixedId: number | undefined; sponsorOf: number | undefined },
): Promise<number> {
  const flags = project.flags ?? {};
  const owner = (await findUserById(demo.ctx.db, ownerId))!;
  return demo.ctx.db.transaction((tx) =>
    insertDemoProject(tx, {
      ...(opts.fixedId !== undefined ? { id: opts.fixedId } : {}),
      owner_id: ownerId,
      created_by_id: ownerId,
      title: project.title,
      description: demoDescription(project),
      goal_amount_cents: project.goal,
      categories: project.categories,
      country_code: project.country,
      photo_url: demoImage(project),
      video_url: flags.video ? DEMO_VIDEO : null,
      is_staff_pick: Boolean(flags.staffPick || flags.force),
      staff_picked_at: flags.staffPick || flags.force ? new Date(created.getTime() + DAY) : null,
      is_force_staff_pick: flags.force ?? false,
      is_featured: flags.featured ?? false,
      is_special: flags.special ?? false,
      is_sponsored_project: flags.sponsored ?? false,
      sponsorship_project_id: opts.sponsorOf ?? null,
      in_reserve: flags.reserve ?? false,
      cotn_invite_code: flags.cotn ?? null,
      created_at: created,
      updated_at: created,
      ...ownerFields(owner),
    }),
  );
}

/**
 * Splits the project's raised amount into up to four gifts from the demo donors, each paid with the sandbox's
 * test card through POST /projects/{id}/gifts's service; answers the last gift's time.
 */
async function demoGifts(demo: DemoContext, id: number, project: DemoProject, created: Date, i: number, userId: UserId) {
  const target = Math.round(project.goal * project.raised);
  const count = target === 0 ? 0 : 1 + (i % 4);
  const weights = [0.4, 0.3, 0.2, 0.1].slice(0, count);
  const total = weights.reduce((a, b) => a + b, 0);
  let left = target;
  let at = created;
  for (let k = 0; k < count; k++) {
    const amount = k === count - 1 ? left : Math.round((target * weights[k]!) / total);
    left -= amount;
    at = new Date(created.getTime() + (k + 1) * 2 * DAY + 3 * 3_600_000);
    const donor = await demo.as(userId(DEMO_GIVERS[(i + k) % DEMO_GIVERS.length]!));
    const body = { amount_cents: amount, tip_cents: 0, payment_method_id: 'pm_card_visa', anonymous: (i + k) % 5 === 4 };
    await createGift(demo.at(at), donor, id, body, { idempotencyKey: `demo-seed-gift-${id}-${k}`, ip: '127.0.0.1' });
  }
  return at;
}

/** A first update (with a photo, and a video on some), a comment with the owner's reply and a like; funded projects get a final update. */
async function demoTimeline(
  demo: DemoContext,
  id: number,
  project: DemoProject,
  ownerId: number,
  created: Date,
  lastGiftAt: Date,
  i: number,
  userId: UserId,
) {
  if (project.raised === 0) return;
  const at = (days: number) => new Date(created.getTime() + days * DAY);
  const video = project.flags?.video ? [DEMO_VIDEO] : [];
  const fan = userId(DEMO_GIVERS[(i + 1) % DEMO_GIVERS.length]!);
  const funded = project.raised >= 1;
  await demo.ctx.db.transaction(async (tx) => {
    const first = await insertDemoEvent(tx, {
      project_id: id,
      user_id: ownerId,
      type: 'update',
      created_at: at(3),
      updated_at: at(3),
      message: `First week on the ground: thank you! Here is where your gifts are going.`,
      photo_urls: [demoImage(project, true)],
      video_urls: video,
      likes_count: 1,
    });
    await stampProjectUpdate(tx, id, { at: at(3), newUpdate: true, photos: true, videos: video.length > 0, finalVisual: false });
    await insertDemoLike(tx, { event_id: first, user_id: fan, created_at: at(3.5) });
    const comment = await insertDemoEvent(tx, {
      project_id: id,
      user_id: fan,
      type: 'comment',
      message: 'So glad to be part of this. Keep going!',
      created_at: at(4),
      updated_at: at(4),
      childs_count: 1,
    });
    await insertDemoEvent(tx, {
      project_id: id,
      user_id: ownerId,
      type: 'comment',
      parent_id: comment,
      message: 'Thank you, it means a lot to us.',
      created_at: at(5),
      updated_at: at(5),
    });
    if (!funded) return;
    const finished = new Date(lastGiftAt.getTime() + 7 * DAY);
    await insertDemoEvent(tx, {
      project_id: id,
      user_id: ownerId,
      type: 'update',
      final: true,
      created_at: finished,
      updated_at: finished,
      message: 'We did it! The work is finished; here is the result. Thank you to every giver.',
      photo_urls: [demoImage(project, true)],
    });
    await stampProjectUpdate(tx, id, { at: finished, newUpdate: true, photos: true, videos: false, finalVisual: true });
  });
}
