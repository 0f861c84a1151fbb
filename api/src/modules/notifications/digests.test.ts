import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createFixedClock } from '../../lib/clock.js';
import { mailsTo } from '../../test-support/accounts.js';
import { insertProject } from '../../test-support/gifts.js';
import { startSmtpServer } from '../../test-support/smtp-server.js';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { claimDigest, recordDigestSent } from './digests.repository.js';
import { sendDueDigests } from './digests.service.js';

type Account = Awaited<ReturnType<typeof signUp>>;
const DAY = 24 * 60 * 60_000;

describe('email digests: each reader at their frequency, once, with one-click unsubscribe', () => {
  const clock = createFixedClock(new Date());
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' }, overrides: { clock } });
  });
  afterAll(() => test.close());

  const follow = (fan: Account, reader: Account) =>
    test.app.inject({ method: 'POST', url: `/api/users/${reader.user.id}/followers`, headers: bearer(fan.token) });
  const settings = (who: Account, patch: Record<string, unknown>) =>
    test.app.inject({ method: 'PATCH', url: `/api/users/${who.user.id}`, headers: bearer(who.token), payload: patch });
  const digestsTo = async (who: Account) => (await mailsTo(test, who.email)).filter((m) => m.subject.startsWith('Your Storyfund news'));
  const unsubscribedFlag = async (who: Account) =>
    (await queryRows<{ unsubscribed: boolean }>(test.ctx.db, sql`SELECT unsubscribed FROM users WHERE id = ${who.user.id}`))[0]!
      .unsubscribed;
  const unsubscribe = (token: string, form = true) =>
    test.app.inject({
      method: 'POST',
      url: `/api/users/unsubscribe?token=${encodeURIComponent(token)}`,
      ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' } : {}),
    });

  it('sends a daily reader their unread notifications once a day has passed, text and HTML, names escaped', async () => {
    const reader = await signUp(test.app, { first_name: 'Rita' });
    expect((await settings(reader, { notification_frequency: 'day' })).statusCode).toBe(200);
    const fan = await signUp(test.app, { first_name: 'Tom <b>&', last_name: 'Jerry' });
    await follow(fan, reader);
    // Not before a day has passed since signing up.
    expect(await sendDueDigests(test.ctx, clock.now())).toBe(0);
    clock.advance(DAY + 60_000);
    expect(await sendDueDigests(test.ctx, clock.now())).toBeGreaterThanOrEqual(1);
    const [digest] = await digestsTo(reader);
    expect(digest).toBeDefined();
    expect(digest!.subject).toBe('Your Storyfund news: 1 new notification');
    expect(digest!.text_body).toContain('Hello Rita,');
    expect(digest!.text_body).toContain(`- Tom <b>& Jerry started following you.\n  http://storyfund.test/profile/${fan.user.id}`);
    expect(digest!.text_body).toMatch(/Unsubscribe: http:\/\/storyfund\.test\/unsubscribe\?token=\d+\.[\w-]{43}/);
    expect(digest!.html_body).toContain('<!doctype html>');
    expect(digest!.html_body).toContain('Tom &lt;b&gt;&amp; Jerry started following you.');
    expect(digest!.html_body).not.toContain('<b>&');
    expect(digest!.html_body).toMatch(/<a href="http:\/\/storyfund\.test\/unsubscribe\?token=\d+\.[\w-]{43}">Unsubscribe<\/a>/);
    expect(digest!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/storyfund\.test\/api\/users\/unsubscribe\?token=\d+\.[\w-]{43}>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // Nothing new: nothing more. A new notification waits a full day after the last digest.
    expect(await sendDueDigests(test.ctx, clock.now())).toBe(0);
    clock.advance(60_000);
    await follow(await signUp(test.app, { first_name: 'Uma', last_name: 'Second' }), reader);
    clock.advance(DAY / 2);
    expect(await sendDueDigests(test.ctx, clock.now())).toBe(0);
    clock.advance(DAY / 2 + 60_000);
    expect(await sendDueDigests(test.ctx, clock.now())).toBeGreaterThanOrEqual(1);
    const digests = await digestsTo(reader);
    expect(digests).toHaveLength(2);
    expect(digests[0]!.text_body).toContain('Uma Second started following you.');
    expect(digests[0]!.text_body).not.toContain('Tom');
  });

  it('waits a week, a month or a quarter as chosen; read notifications and the unsubscribed are left out', async () => {
    const weekly = await signUp(test.app, { first_name: 'Wes' });
    const quarterly = await signUp(test.app, { first_name: 'Quinn' });
    const reads = await signUp(test.app, { first_name: 'Reed' });
    const gone = await signUp(test.app, { first_name: 'Una' });
    await settings(quarterly, { notification_frequency: 'quarter' });
    await settings(reads, { notification_frequency: 'day' });
    await settings(gone, { notification_frequency: 'day', unsubscribed: true });
    const project = await insertProject(test, weekly.user.id, { title: 'Wells & <Water>' });
    for (const reader of [weekly, quarterly, reads, gone]) await follow(await signUp(test.app, { first_name: 'Fan' }), reader);
    await test.app.inject({ method: 'POST', url: '/api/notifications/mark-all-as-read', headers: bearer(reads.token) });

    clock.advance(2 * DAY);
    await sendDueDigests(test.ctx, clock.now());
    expect(await digestsTo(weekly)).toHaveLength(0);
    expect(await digestsTo(reads)).toHaveLength(0);
    expect(await digestsTo(gone)).toHaveLength(0);
    clock.advance(5 * DAY + 60_000);
    await sendDueDigests(test.ctx, clock.now());
    expect(await digestsTo(weekly)).toHaveLength(1);
    expect(await digestsTo(quarterly)).toHaveLength(0);
    clock.advance(85 * DAY);
    await sendDueDigests(test.ctx, clock.now());
    expect(await digestsTo(quarterly)).toHaveLength(1);
    expect(await digestsTo(gone)).toHaveLength(0);
    expect(project).toBeGreaterThan(0);
  });

  it('unsubscribes with one click (RFC 8058) and no login; news stops, transactional mail still goes', async () => {
    const reader = await signUp(test.app, { first_name: 'Olive' });
    await settings(reader, { notification_frequency: 'day' });
    await follow(await signUp(test.app), reader);
    clock.advance(DAY + 60_000);
    await sendDueDigests(test.ctx, clock.now());
    const [digest] = await digestsTo(reader);
    const token = /\/api\/users\/unsubscribe\?token=([\w.-]+)>/.exec(digest!.headers['List-Unsubscribe']!)![1]!;

    // A link for another user, a tampered one, none at all: field errors, nothing changed.
    const [id, mac] = token.split('.') as [string, string];
    const forged = await unsubscribe(`${Number(id) + 1}.${mac}`);
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.token).toEqual([expect.stringContaining('not valid')]);
    expect((await unsubscribe(`${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`)).statusCode).toBe(422);
    expect((await test.app.inject({ method: 'POST', url: '/api/users/unsubscribe' })).statusCode).toBe(422);
    expect(await unsubscribedFlag(reader)).toBe(false);

    // The mail client's one-click POST (form-encoded), then the site's own POST (no body): the same answer.
    const clicked = await unsubscribe(token);
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toEqual({ unsubscribed: true });
    expect((await unsubscribe(token, false)).json()).toEqual({ unsubscribed: true });
    expect(await unsubscribedFlag(reader)).toBe(true);

    // News: refused by the mail rule; a transactional message still goes.
    await follow(await signUp(test.app), reader);
    clock.advance(DAY + 60_000);
    await sendDueDigests(test.ctx, clock.now());
    expect(await digestsTo(reader)).toHaveLength(1);
    const news = { to: reader.email, subject: 'News', text: 'Hello' };
    expect(await test.ctx.mailer.send({ ...news, transactional: false, userId: reader.user.id })).toBe(false);
    expect(await test.ctx.mailer.send({ ...news, subject: 'Your receipt', transactional: true })).toBe(true);
    expect((await mailsTo(test, reader.email)).map((m) => m.subject)).toContain('Your receipt');
    expect((await mailsTo(test, reader.email)).map((m) => m.subject)).not.toContain('News');
  });

  it('sends each due digest exactly once with two API instances running the job at the same moment', async () => {
    const readers: Account[] = [];
    for (let i = 0; i < 8; i++) {
      const reader = await signUp(test.app, { first_name: `Twin${i}` });
      await settings(reader, { notification_frequency: 'day' });
      await follow(await signUp(test.app), reader);
      readers.push(reader);
    }
    clock.advance(DAY + 60_000);
    const second = await test.anotherInstance();
    try {
      const now = clock.now();
      const runs = await Promise.all([
        sendDueDigests(test.ctx, now),
        sendDueDigests(second.ctx, now),
        sendDueDigests(test.ctx, now),
        sendDueDigests(second.ctx, now),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(readers.length);
      for (const reader of readers) expect(await digestsTo(reader)).toHaveLength(1);
      expect(await sendDueDigests(second.ctx, now)).toBe(0);

      // The claim alone (without the outbox's dedupe key behind it): of two instances claiming at once, one wins.
      const reader = await signUp(test.app);
      const lease = new Date(now.getTime() + 60_000);
      const claims = await Promise.all([
        claimDigest(test.ctx.db, reader.user.id, null, now, lease),
        claimDigest(second.ctx.db, reader.user.id, null, now, lease),
        claimDigest(second.ctx.db, reader.user.id, null, now, lease),
      ]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      // A claim that saw an older digest loses to one that went out since.
      await recordDigestSent(test.ctx.db, reader.user.id, now, now);
      expect(await claimDigest(second.ctx.db, reader.user.id, null, now, lease)).toBe(false);
      expect(await claimDigest(second.ctx.db, reader.user.id, now, now, lease)).toBe(true);
    } finally {
      await second.close();
    }
  });
});

describe('news mail over SMTP carries the RFC 8058 headers and both parts', () => {
  it('hands the relay List-Unsubscribe, List-Unsubscribe-Post, a text and an HTML part', async () => {
    const smtp = await startSmtpServer();
    const clock = createFixedClock(new Date());
    const test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000', SMTP_URL: smtp.url }, overrides: { clock } });
    try {
      const reader = await signUp(test.app, { first_name: 'Sally' });
      await test.app.inject({
        method: 'PATCH',
        url: `/api/users/${reader.user.id}`,
        headers: bearer(reader.token),
        payload: { notification_frequency: 'day' },
      });
      const fan = await signUp(test.app);
      await test.app.inject({ method: 'POST', url: `/api/users/${reader.user.id}/followers`, headers: bearer(fan.token) });
      clock.advance(DAY + 60_000);
      expect(await sendDueDigests(test.ctx, clock.now())).toBe(1);
      const raw = smtp.messages.find((m) => m.includes('Your Storyfund news'));
      expect(raw).toBeDefined();
      expect(raw!.replace(/\r\n[ \t]+/g, ' ')).toMatch(
        /^List-Unsubscribe: <http:\/\/storyfund\.test\/api\/users\/unsubscribe\?token=\d+\.[\w-]{43}>$/m,
      );
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      expect(raw).toMatch(/Content-Type: multipart\/alternative/);
      expect(raw).toMatch(/Content-Type: text\/plain/);
      expect(raw).toMatch(/Content-Type: text\/html/);
    } finally {
      await test.close();
      await smtp.close();
    }
  });
});
