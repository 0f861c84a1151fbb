import { and, eq, sql } from 'drizzle-orm';
import { woodsProjectId } from '@storyfund/shared/routing';
import type { Executor } from '../db/client.js';
import { gifts, projects, timelineEvents, timelineLikes, users } from '../db/schema/index.js';
import { addToRaised } from '../modules/projects/project-funding.repository.js';
import { insertProjectFollow } from '../modules/projects/project-follows.repository.js';
import { ownerFields } from '../modules/projects/project-owner.service.js';
import { changeStatus } from '../modules/projects/project-status.js';
import { bumpProjectsCount, findOwner, insertProject } from '../modules/projects/projects.repository.js';
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
 * fixed id) and, when it exists, left as it is. Gifts go through the same guarded update as the giving
 * module's (addToRaised), so every raised total equals the sum of the project's succeeded gifts.
 */
export async function seedDemoProjects(tx: Executor, userId: UserId): Promise<void> {
  const ids = new Map<string, number>();
  const all = [WOODS_PROJECT, ...DEMO_PROJECTS];
  for (const [i, project] of all.entries()) {
    const ownerId = userId(project.owner);
    const fixedId = project === WOODS_PROJECT ? woodsProjectId(false) : undefined;
    const existing = await findDemoProject(tx, ownerId, project.title, fixedId);
    if (existing !== undefined) {
      ids.set(project.title, existing);
      continue;
    }
    const created = new Date(BASE + i * 2 * DAY);
    const sponsorOf = project.flags?.sponsorOf ? ids.get(project.flags.sponsorOf) : undefined;
    const id = await createDemoProject(tx, project, ownerId, created, { fixedId, sponsorOf });
    ids.set(project.title, id);
    const lastGiftAt = await demoGifts(tx, id, project, ownerId, created, i, userId);
    await demoTimeline(tx, id, project, ownerId, created, lastGiftAt, i, userId);
    if (project.flags?.closed) await changeStatus(tx, id, 'closed', new Date(lastGiftAt.getTime() + 20 * DAY));
  }
  for (const [who, title] of DEMO_PROJECT_FOLLOWS) await insertProjectFollow(tx, userId(who), ids.get(title)!);
}

async function findDemoProject(tx: Executor, ownerId: number, title: string, fixedId: number | undefined): Promise<number | undefined> {
  const where = fixedId !== undefined ? eq(projects.id, fixedId) : and(eq(projects.owner_id, ownerId), eq(projects.title, title));
  const [row] = await tx.select({ id: projects.id }).from(projects).where(where).limit(1);
  return row?.id;
}

async function createDemoProject(
  tx: Executor,
  project: DemoProject,
  ownerId: number,
  created: Date,
  opts: { fixedId: number | undefined; sponsorOf: number | undefined },
): Promise<number> {
  const flags = project.flags ?? {};
  const owner = (await findOwner(tx, ownerId))!;
  const row = await insertProject(tx, {
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
  });
  await bumpProjectsCount(tx, ownerId, 1);
  // A fixed id does not move the identity sequence; move it past, so later projects never collide.
  if (opts.fixedId !== undefined) {
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('projects', 'id'), greatest((SELECT max(id) FROM projects), 1))`);
  }
  return row.id;
}

/** Splits the project's raised amount into up to four gifts from the demo donors; answers the last gift's time. */
async function demoGifts(tx: Executor, id: number, project: DemoProject, ownerId: number, created: Date, i: number, userId: UserId) {
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
    const donorId = userId(DEMO_GIVERS[(i + k) % DEMO_GIVERS.length]!);
    await tx.insert(gifts).values({
      project_id: id,
      donor_id: donorId,
      recipient_id: ownerId,
      amount_cents: amount,
      anonymous: (i + k) % 5 === 4,
      monthly_gift: (i + k) % 4 === 1,
      gift_at: at,
      created_at: at,
    });
    await addToRaised(tx, id, amount, at);
    await tx
      .update(users)
      .set({ amount_given_cents: sql`${users.amount_given_cents} + ${amount}` })
      .where(eq(users.id, donorId));
    await tx
      .update(users)
      .set({ amount_received_cents: sql`${users.amount_received_cents} + ${amount}` })
      .where(eq(users.id, ownerId));
  }
  return at;
}

/** A first update (with a photo, and a video on some), a comment with the owner's reply and a like; funded projects get a final update. */
async function demoTimeline(
  tx: Executor,
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
  const event = async (values: typeof timelineEvents.$inferInsert) =>
    (await tx.insert(timelineEvents).values(values).returning({ id: timelineEvents.id }))[0]!.id;
  const first = await event({
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
  const fan = userId(DEMO_GIVERS[(i + 1) % DEMO_GIVERS.length]!);
  await tx.insert(timelineLikes).values({ event_id: first, user_id: fan, created_at: at(3.5) });
  const comment = await event({
    project_id: id,
    user_id: fan,
    type: 'comment',
    message: 'So glad to be part of this. Keep going!',
    created_at: at(4),
    updated_at: at(4),
    childs_count: 1,
  });
  await event({
    project_id: id,
    user_id: ownerId,
    type: 'comment',
    parent_id: comment,
    message: 'Thank you, it means a lot to us.',
    created_at: at(5),
    updated_at: at(5),
  });
  let lastUpdate = at(3);
  const funded = project.raised >= 1;
  if (funded) {
    lastUpdate = new Date(lastGiftAt.getTime() + 7 * DAY);
    await event({
      project_id: id,
      user_id: ownerId,
      type: 'update',
      final: true,
      created_at: lastUpdate,
      updated_at: lastUpdate,
      message: 'We did it! The work is finished; here is the result. Thank you to every giver.',
      photo_urls: [demoImage(project, true)],
    });
  }
  await tx
    .update(projects)
    .set({
      last_update_at: lastUpdate,
      last_photo_update_at: lastUpdate,
      last_video_update_at: video.length > 0 ? at(3) : null,
      has_final_visual_update: funded,
    })
    .where(eq(projects.id, id));
}
