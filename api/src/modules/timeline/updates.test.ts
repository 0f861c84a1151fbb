import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedClock } from '../../lib/clock.js';
import { bearer, createTestApp, makeAdmin, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, startGuest } from '../../test-support/accounts.js';
import { insertProject, multipart, projectRow, SAMPLE_FILES } from '../../test-support/timeline.js';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('updates: POST /api/projects/{id}/updates, PATCH and DELETE /updates/{updateId}', () => {
  let test: TestApp;
  let dir: string;
  const clock = createFixedClock(new Date('2025-03-01T10:00:00Z'));
  let owner: Awaited<ReturnType<typeof signUp>>;
  let projectId: number;
  let photo: string;
  let video: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'storyfund-updates-'));
    test = await createTestApp({ env: { UPLOADS_DIR: dir }, overrides: { clock } });
    owner = await signUp(test.app, { first_name: 'Olu', last_name: 'Owner' });
    projectId = await insertProject(test, owner.user.id);
    photo = await uploaded(SAMPLE_FILES.jpeg);
    video = await uploaded(SAMPLE_FILES.mp4);
  });
  afterAll(async () => {
    await test.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function uploaded(data: Buffer) {
    const { payload, headers } = multipart([{ name: 'file', filename: 'f', data }]);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload,
      headers: { ...headers, ...bearer(owner.token) },
    });
    return response.json().url as string;
  }
  const create = (body: Record<string, unknown>, token: string | null = owner.token, project = projectId) =>
    test.app.inject({ method: 'POST', url: `/api/projects/${project}/updates`, payload: body, headers: token ? bearer(token) : {} });
  const patch = (id: number, body: Record<string, unknown>, token = owner.token) =>
    test.app.inject({ method: 'PATCH', url: `/api/projects/${projectId}/updates/${id}`, payload: body, headers: bearer(token) });
  const remove = (id: number, token = owner.token) =>
    test.app.inject({ method: 'DELETE', url: `/api/projects/${projectId}/updates/${id}`, headers: bearer(token) });

  it('posts an update with photos and videos, and stamps the project', async () => {
    clock.set(new Date('2025-03-02T09:00:00Z'));
    const response = await create({ message: '  The well is dug!  ', photo_urls: [photo], video_urls: [YOUTUBE, video] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'update',
      project_id: projectId,
      message: 'The well is dug!',
      photo_urls: [photo],
      video_urls: [YOUTUBE, video],
      final: false,
      parent_id: null,
      childs_count: 0,
      likes_count: 0,
      liked_by_me: false,
      author: { id: owner.user.id, name: 'Olu Owner' },
    });
    const project = await projectRow(test, projectId);
    expect(project.last_update_at?.toISOString()).toBe('2025-03-02T09:00:00.000Z');
    expect(project.last_photo_update_at?.toISOString()).toBe('2025-03-02T09:00:00.000Z');
    expect(project.last_video_update_at?.toISOString()).toBe('2025-03-02T09:00:00.000Z');
    expect(project.has_final_visual_update).toBe(false);
  });

  it('a text-only update moves last_update_at only; a final update with media sets has_final_visual_update', async () => {
    const before = await projectRow(test, projectId);
    clock.set(new Date('2025-03-03T09:00:00Z'));
    expect((await create({ message: 'Thank you all', final: true })).statusCode).toBe(201);
    let project = await projectRow(test, projectId);
    expect(project.last_update_at?.toISOString()).toBe('2025-03-03T09:00:00.000Z');
    expect(project.last_photo_update_at).toEqual(before.last_photo_update_at);
    expect(project.has_final_visual_update).toBe(false);

    const final = await create({ message: 'Finished!', photo_urls: [photo], final: true });
    expect(final.json().final).toBe(true);
    project = await projectRow(test, projectId);
    expect(project.has_final_visual_update).toBe(true);
  });

  it('checks the content: photos must be our uploaded images, videos pass the video-link rule', async () => {
    const empty = await create({ message: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.message).toEqual(['Write a message or add a photo or video']);
    const foreign = await create({ message: 'x', photo_urls: ['https://example.com/cat.jpg'] });
    expect(foreign.json().errors.photo_urls).toEqual(['Photos must be images uploaded through the upload endpoint']);
    expect((await create({ message: 'x', photo_urls: [video] })).json().errors.photo_urls).toHaveLength(1);
    expect((await create({ message: 'x', photo_urls: [`/api/uploads/${'a'.repeat(32)}.png`] })).statusCode).toBe(422);
    const badVideo = await create({ message: 'x', video_urls: ['https://example.com/clip.mp4'] });
    expect(badVideo.json().errors.video_urls).toEqual(['Please enter a valid video link']);
    expect((await create({ message: 'x', video_urls: [photo] })).statusCode).toBe(422);
    expect((await create({ message: 'x', photo_urls: Array(11).fill(photo) })).json().errors.photo_urls).toEqual([
      'At most 10 photos per update',
    ]);
    expect((await create({ message: 'a'.repeat(10_001) })).json().errors.message).toEqual(['Message can be at most 10000 characters']);
    expect((await create({ message: 'x', extra: 1 })).statusCode).toBe(422);
    expect((await create({ photo_urls: [`https://elsewhere.example${photo}`] })).statusCode).toBe(422);
    expect((await create({ photo_urls: [`http://storyfund.test${photo}`] })).statusCode).toBe(201);
  });

  it('is for the owner, a collaborator with content rights, or an admin', async () => {
    const content = await signUp(test.app);
    const stranger = await signUp(test.app);
    const admin = await signUp(test.app);
    await grantRole(test, content.user.id, owner.user.id, 'content_manager');
    await makeAdmin(test, admin.user.id);
    const guest = await startGuest(test.app);
    expect((await create({ message: 'hi' }, null)).statusCode).toBe(401);
    expect((await create({ message: 'hi' }, guest.token)).statusCode).toBe(403);
    expect((await create({ message: 'hi' }, stranger.token)).statusCode).toBe(403);
    const byCollaborator = await create({ message: 'From the team' }, content.token);
    expect(byCollaborator.statusCode).toBe(201);
    expect(byCollaborator.json().author.id).toBe(content.user.id);
    expect((await create({ message: 'Admin note' }, admin.token)).statusCode).toBe(201);
    const id = byCollaborator.json().id;
    expect((await patch(id, { message: 'mine now' }, stranger.token)).statusCode).toBe(403);
    expect((await remove(id, stranger.token)).statusCode).toBe(403);
    expect((await create({ message: 'hi' }, owner.token, 999_999)).statusCode).toBe(404);
  });

  it('edits the fields given, and stamps media that is new', async () => {
    clock.set(new Date('2025-03-05T09:00:00Z'));
    const { id } = (await create({ message: 'Draft words' })).json();
    clock.set(new Date('2025-03-06T09:00:00Z'));
    const edited = await patch(id, { message: 'Better words', video_urls: [YOUTUBE] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, message: 'Better words', photo_urls: [], video_urls: [YOUTUBE] });
    const project = await projectRow(test, projectId);
    expect(project.last_video_update_at?.toISOString()).toBe('2025-03-06T09:00:00.000Z');
    expect(project.last_update_at?.toISOString()).toBe('2025-03-05T09:00:00.000Z');
    expect((await patch(id, { message: '', video_urls: [] })).statusCode).toBe(422);
    expect((await patch(id, { final: true })).json()).toMatchObject({ final: true, message: 'Better words' });
  });

  it('deletes an update: gone from the timeline and from its own address', async () => {
    const { id } = (await create({ message: 'Oops' })).json();
    expect((await remove(id)).statusCode).toBe(204);
    expect((await remove(id)).statusCode).toBe(404);
    expect((await patch(id, { message: 'back?' })).statusCode).toBe(404);
    const timeline = (await test.app.inject({ method: 'GET', url: `/api/projects/${projectId}/timeline?limit=100` })).json();
    expect(timeline.data.map((e: { id: number }) => e.id)).not.toContain(id);
    expect((await test.app.inject({ method: 'GET', url: `/api/projects/${projectId}/timeline/${id}` })).statusCode).toBe(404);
  });

  it('only edits updates: a comment is not an update', async () => {
    const url = `/api/projects/${projectId}/comments`;
    const comment = await test.app.inject({ method: 'POST', url, payload: { message: 'Hi' }, headers: bearer(owner.token) });
    expect((await patch(comment.json().id, { message: 'changed' })).statusCode).toBe(404);
    expect((await remove(comment.json().id)).statusCode).toBe(404);
  });
});
