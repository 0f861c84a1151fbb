import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('GET /api/config: special project ids and feature flags', () => {
  let test: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
    production = await createTestApp({ config: { env: 'production' } });
  });
  afterAll(async () => {
    await test.close();
    await production.close();
  });
  afterEach(() => {
    delete process.env.WOODS_PROJECT_ID;
    delete process.env.FEATURES_OFF;
    delete process.env.DONATE_DIRECTLY_PROJECT_ID;
  });

  const config = async (app = test) => (await app.app.inject({ method: 'GET', url: '/api/config' })).json();

  it('gives the /woods project id: 1028 outside production, 11266 in production, or WOODS_PROJECT_ID', async () => {
    expect((await config()).woods_project_id).toBe(1028);
    expect((await config(production)).woods_project_id).toBe(11266);
    process.env.WOODS_PROJECT_ID = '4242';
    expect((await config(production)).woods_project_id).toBe(4242);
    process.env.WOODS_PROJECT_ID = 'woods';
    expect((await config()).woods_project_id).toBe(1028);
  });

  it('names no bot-check widget unless configured', async () => {
    expect(await config()).toMatchObject({ bot_check_site_key: null, bot_check_script_url: null });
  });

  it('names the /donatedirectly project only when DONATE_DIRECTLY_PROJECT_ID is a valid id', async () => {
    expect((await config()).donate_directly_project_id).toBeNull();
    process.env.DONATE_DIRECTLY_PROJECT_ID = '77';
    expect((await config()).donate_directly_project_id).toBe(77);
    process.env.DONATE_DIRECTLY_PROJECT_ID = 'storyfund';
    expect((await config()).donate_directly_project_id).toBeNull();
  });

  it('turns every feature flag on unless FEATURES_OFF names it; the AI helper is always on', async () => {
    expect((await config()).features).toEqual({
      partner_donations_table: true,
      dashboard: true,
      team_management: true,
      edit_role: true,
      ai_helper: true,
    });
    process.env.FEATURES_OFF = 'dashboard, edit_role,ai_helper';
    expect((await config()).features).toEqual({
      partner_donations_table: true,
      dashboard: false,
      team_management: true,
      edit_role: false,
      ai_helper: true,
    });
  });
});

describe('GET /api/config: the bot-check widget', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({
      env: { BOT_CHECK_SITE_KEY: 'site-key', BOT_CHECK_SECRET: 'never-sent', BOT_CHECK_SCRIPT_URL: 'http://127.0.0.1:9/widget.js' },
    });
  });
  afterAll(() => test.close());

  it('names the site key and script only when BOT_CHECK_SITE_KEY is set, never the secret', async () => {
    const body = (await test.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(body).toMatchObject({ bot_check_site_key: 'site-key', bot_check_script_url: 'http://127.0.0.1:9/widget.js' });
    expect(JSON.stringify(body)).not.toContain('never-sent');
    expect(loadConfig({ BOT_CHECK_SECRET: 's' }).botCheck.widget).toBeUndefined();
    expect(loadConfig({ BOT_CHECK_SITE_KEY: '0x4AAAA' }).botCheck.widget).toEqual({
      siteKey: '0x4AAAA',
      scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
      origins: ['https://challenges.cloudflare.com'],
    });
  });
});
