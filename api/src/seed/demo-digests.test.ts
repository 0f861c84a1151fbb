import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueDigests } from '../modules/notifications/digests.service.js';
import { mailsTo } from '../test-support/accounts.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { seedDemo } from './demo-seed.js';

describe('the demo digest (issue #12)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
    await seedDemo(test.ctx);
    // The whole demo seed: slow on a loaded machine.
  }, 180_000);
  afterAll(() => test.close());

  it("mails Dana's weekly digest once the job runs, with its unsubscribe headers", async () => {
    expect(await sendDueDigests(test.ctx, test.ctx.clock.now())).toBeGreaterThanOrEqual(1);
    const digests = (await mailsTo(test, 'dana.donor@demo.storyfund.local')).filter((m) => m.subject.startsWith('Your Storyfund news'));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text_body).toContain('Hello Dana,');
    expect(digests[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Seeding again changes nothing: no second digest is due.
    await seedDemo(test.ctx);
    expect(await sendDueDigests(test.ctx, test.ctx.clock.now())).toBe(0);
  }, 180_000);
});
