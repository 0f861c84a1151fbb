import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.js';
import { createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { getUser } from '../../test-support/accounts.js';
import { createProject, send, setProject, validProject } from '../../test-support/projects.js';

describe('project validation: 422 with field errors, nothing written', () => {
  let test: TestApp;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    test = await createTestApp();
    const owner = await signUp(test.app);
    token = owner.token;
    userId = owner.user.id;
    await test.ctx.db.insert(uploads).values([
      { user_id: userId, storage_key: `${'a'.repeat(32)}.png`, content_type: 'image/png', kind: 'image', size_bytes: 10 },
      { user_id: userId, storage_key: `${'b'.repeat(32)}.mp4`, content_type: 'video/mp4', kind: 'video', size_bytes: 10 },
    ]);
  });
  afterAll(() => test.close());

  const create = (overrides: Record<string, unknown>) => send(test, 'POST', '/api/projects', token, validProject(overrides));
  const expectField = async (overrides: Record<string, unknown>, field: string, message: string) => {
    const response = await create(overrides);
    expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
    expect(response.json().errors, JSON.stringify(overrides)).toEqual({ [field]: [message] });
  };

  it('requires title and description, within their lengths', async () => {
    for (const title of [undefined, '', '   ']) await expectField({ title }, 'title', 'Title is required');
    await expectField({ title: 'x'.repeat(201) }, 'title', 'Title must be at most 200 characters');
    await expectField({ description: ' ' }, 'description', 'Description is required');
    await expectField({ description: 'x'.repeat(20_001) }, 'description', 'Description must be at most 20000 characters');
    expect((await create({ title: 'x'.repeat(200) })).statusCode).toBe(201);
  });

  it('takes the goal as a whole number of cents above 0, up to $10,000,000', async () => {
    await expectField({ goal_amount_cents: undefined }, 'goal_amount_cents', 'Goal amount is required');
    await expectField({ goal_amount_cents: 0 }, 'goal_amount_cents', 'Goal amount must be at least $0.01');
    await expectField({ goal_amount_cents: -500 }, 'goal_amount_cents', 'Goal amount must be at least $0.01');
    await expectField({ goal_amount_cents: 12.5 }, 'goal_amount_cents', 'Goal amount must be a whole number of cents');
    await expectField({ goal_amount_cents: '5000' }, 'goal_amount_cents', 'Goal amount must be a whole number of cents');
    await expectField({ goal_amount_cents: 1_000_000_001 }, 'goal_amount_cents', 'Goal amount must be at most $10,000,000.00');
    expect((await create({ goal_amount_cents: 1 })).json().goal_amount_cents).toBe(1);
  });

  it('takes categories from the fixed list in any case, stored capitalised and once each', async () => {
    await expectField({ categories: undefined }, 'categories', 'Please choose at least one category');
    await expectField({ categories: [] }, 'categories', 'Please choose at least one category');
    await expectField({ categories: ['Water', 'Pets'] }, 'categories', 'Please choose a valid category');
    await expectField({ categories: ['sports-and-arts'] }, 'categories', 'Please choose a valid category');
    const made = await create({ categories: ['sports & the arts', 'WATER', 'water'] });
    expect(made.json().categories).toEqual(['Sports & The Arts', 'Water']);
  });

  it('takes country_code from the country list', async () => {
    await expectField({ country_code: undefined }, 'country_code', 'Country is required');
    for (const country_code of ['XX', 'KEN', '1'])
      await expectField({ country_code }, 'country_code', 'Please choose a country from the list');
    expect((await create({ country_code: 'gb' })).json()).toMatchObject({ country_code: 'GB', country_name: 'United Kingdom' });
  });

  it('applies the video-link rule, and accepts a video uploaded here', async () => {
    for (const video_url of ['https://vimeo.com/123', 'https://youtu.be/short', 'not a link', `/api/uploads/${'a'.repeat(32)}.png`]) {
      const response = await create({ video_url });
      expect(response.statusCode, video_url).toBe(422);
      expect(Object.keys(response.json().errors), video_url).toEqual(['video_url']);
    }
    for (const video_url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://res.cloudinary.com/demo/video/upload/v1/x.mp4',
      `/api/uploads/${'b'.repeat(32)}.mp4`,
    ]) {
      expect((await create({ video_url })).statusCode, video_url).toBe(201);
    }
  });

  it('takes photos as uploaded images only (the CSP would block an outside link)', async () => {
    for (const photo_url of [
      'http://img.example/p.jpg',
      'https://img.example/p.jpg',
      'javascript:alert(1)',
      '/etc/passwd',
      `/api/uploads/${'c'.repeat(32)}.png`,
      `/api/uploads/${'b'.repeat(32)}.mp4`,
    ]) {
      await expectField({ photo_url }, 'photo_url', 'Please upload an image');
    }
    await expectField({ custom_thumbnail_photo: 'https://img.example/t.jpg' }, 'custom_thumbnail_photo', 'Please upload an image');
    const uploaded = await create({
      photo_url: `/api/uploads/${'a'.repeat(32)}.png`,
      custom_thumbnail_photo: `/api/uploads/${'a'.repeat(32)}.png`,
    });
    expect(uploaded.json()).toMatchObject({
      photo_url: `/api/uploads/${'a'.repeat(32)}.png`,
      custom_thumbnail_photo: `/api/uploads/${'a'.repeat(32)}.png`,
    });
  });

  it('reports every invalid field at once and writes nothing', async () => {
    const before = (await getUser(test.app, userId)).json().projects_count;
    const response = await create({ title: '', goal_amount_cents: 0, categories: ['Pets'], country_code: 'ZZ' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['categories', 'country_code', 'goal_amount_cents', 'title']);
    expect((await getUser(test.app, userId)).json().projects_count).toBe(before);
  });

  it('applies the same rules to a PATCH, to the fields sent only', async () => {
    const project = await createProject(test, token);
    const url = `/api/projects/${project.id}`;
    expect((await send(test, 'PATCH', url, token, { title: '' })).json().errors).toEqual({ title: ['Title is required'] });
    expect((await send(test, 'PATCH', url, token, { goal_amount_cents: 0 })).statusCode).toBe(422);
    expect((await send(test, 'PATCH', url, token, { country_code: null })).json().errors).toEqual({
      country_code: ['Country is required'],
    });
    expect((await send(test, 'PATCH', url, token, { categories: ['Nope'] })).statusCode).toBe(422);
    await setProject(test, project.id, { photo_url: '/demo/water.svg' });
    const unchanged = await send(test, 'PATCH', url, token, { photo_url: '/demo/water.svg', title: 'Same photo' });
    expect(unchanged.json()).toMatchObject({ photo_url: '/demo/water.svg', title: 'Same photo' });
    expect((await send(test, 'PATCH', url, token, { photo_url: '/demo/other.svg' })).json().errors).toHaveProperty('photo_url');
    const cleared = await send(test, 'PATCH', url, token, { photo_url: null, video_url: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ photo_url: null, video_url: null, title: 'Same photo' });
  });
});
