import { eq } from 'drizzle-orm';
import { gifts, projects, timelineEvents } from '../db/schema/index.js';
import { postGiftEncouragement } from '../modules/timeline/encouragements.service.js';
import type { TestApp } from './test-app.js';

/**
 * Test data for the timeline, custom-route and abuse-report tests: projects are written directly, so these
 * tests do not depend on the projects module.
 */
export async function insertProject(test: TestApp, ownerId: number, values: Partial<typeof projects.$inferInsert> = {}): Promise<number> {
  const [row] = await test.ctx.db
    .insert(projects)
    .values({ owner_id: ownerId, title: 'Clean water', description: 'A well for the village', goal_amount_cents: 50_000, ...values })
    .returning({ id: projects.id });
  return row!.id;
}

/**
 * A gift with a message, as the timeline hears of it: a gift row, then the gift.recorded listener that posts
 * its encouragement. Answers the encouragement's timeline event id.
 */
export async function encourageWithGift(
  test: TestApp,
  input: { projectId: number; donorId: number; message?: string; dedicatee?: string; anonymous?: boolean },
): Promise<number> {
  const [project] = await test.ctx.db.select({ owner_id: projects.owner_id }).from(projects).where(eq(projects.id, input.projectId));
  const at = new Date();
  const [gift] = await test.ctx.db
    .insert(gifts)
    .values({
      project_id: input.projectId,
      donor_id: input.donorId,
      recipient_id: project!.owner_id,
      amount_cents: 1_000,
      anonymous: input.anonymous ?? false,
      status: 'succeeded',
      gift_at: at,
    })
    .returning({ id: gifts.id });
  const payload = {
    gift_id: gift!.id,
    project_id: input.projectId,
    donor_id: input.donorId,
    recipient_id: project!.owner_id,
    amount_cents: 1_000,
    tip_cents: 0,
    monthly: false,
    anonymous: input.anonymous ?? false,
    tax_exempt: false,
    encouragement: input.message ?? 'Keep going!',
    dedicatee_name: input.dedicatee ?? null,
    dedicatee_email: null,
    dedication_send_at: null,
    at: at.toISOString(),
  };
  await postGiftEncouragement(test.ctx, payload);
  const [event] = await test.ctx.db.select({ id: timelineEvents.id }).from(timelineEvents).where(eq(timelineEvents.gift_id, gift!.id));
  return event!.id;
}

export async function projectRow(test: TestApp, id: number) {
  const [row] = await test.ctx.db.select().from(projects).where(eq(projects.id, id));
  return row!;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: { name: string; filename?: string; contentType?: string; data: Buffer | string }[]) {
  const boundary = `----storyfund${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Minimal files of each kind: enough bytes for the signature sniffer, the rest padding. */
export const SAMPLE_FILES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR'), Buffer.alloc(100, 7)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('\0\x10JFIF\0'), Buffer.alloc(100, 3)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100, 1)]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x40, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(100, 2)]),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41'), Buffer.alloc(100, 4)]),
  mov: Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypqt  \0\0\x02\0qt  '), Buffer.alloc(100, 5)]),
  // EBML header, then the DocType element (0x4282) saying "webm".
  webm: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(100, 6)]),
  text: Buffer.from('Just some notes, definitely not a photo.\n'.repeat(5)),
};
