import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS, THANK_YOU_PREMIUM_MESSAGE } from '@storyfund/shared/validation';
import { bearer, createTestApp, signUp, type TestApp } from '../../test-support/test-app.js';
import { grantRole, mailsTo, setUser } from '../../test-support/accounts.js';
import { give, insertProject, validGift } from '../../test-support/gifts.js';
import { mailThankYou } from '../gifts/gift-mail.service.js';

type Session = Awaited<ReturnType<typeof signUp>>;

describe("a premium partner's thank-you message: GET and PUT users/{id}/thank-you-message, and the donor's thank-you mail", () => {
  let test: TestApp;
  let partner: Session;
  let freePartner: Session;
  let teamAdmin: Session;
  let projectManager: Session;
  let projectId: number;
  beforeAll(async () => {
    test = await createTestApp({ env: { RATE_LIMIT_SCALE: '1000' } });
    partner = await signUp(test.app);
    freePartner = await signUp(test.app);
    teamAdmin = await signUp(test.app);
    projectManager = await signUp(test.app);
    await setUser(test, partner.user.id, { is_partner: true, is_premium: true });
    await setUser(test, freePartner.user.id, { is_partner: true });
    await grantRole(test, teamAdmin.user.id, partner.user.id, 'admin');
    await grantRole(test, projectManager.user.id, partner.user.id, 'project_manager');
    projectId = await insertProject(test, partner.user.id, { title: 'Village well', owner_name: 'Wells For All' });
  });
  afterAll(() => test.close());

  const put = (who: Session, message: unknown, id = partner.user.id) =>
    test.app.inject({ method: 'PUT', url: `/api/users/${id}/thank-you-message`, headers: bearer(who.token), payload: { message } });
  const get = (who: Session, id = partner.user.id) =>
    test.app.inject({ method: 'GET', url: `/api/users/${id}/thank-you-message`, headers: bearer(who.token) });
  const thankYouMails = async (email: string) =>
    (await mailsTo(test, email)).filter((m) => m.subject.startsWith('Thank you for your gift'));

  it('the account and its admins set, read and remove it; bad input is 422 on message; others are refused', async () => {
    expect((await get(partner)).json()).toEqual({ message: null, in_use: false, updated_at: null });
    const saved = await put(teamAdmin, '  Thank you from all of us at the well!  ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Thank you from all of us at the well!', in_use: true });
    expect((await get(partner)).json()).toMatchObject({ message: 'Thank you from all of us at the well!', in_use: true });
    const long = await put(partner, 'x'.repeat(MESSAGE_LIMITS.thankYou + 1));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ message: [`Message can be at most ${MESSAGE_LIMITS.thankYou} characters`] });
    expect((await put(partner, 42)).statusCode).toBe(422);
    expect((await put(projectManager, 'Hi')).statusCode).toBe(403);
    expect((await get(projectManager)).statusCode).toBe(403);
    expect((await put(partner, '   ')).json()).toEqual({ message: null, in_use: false, updated_at: null });
    expect((await put(partner, 'Thank you from all of us at the well!')).statusCode).toBe(200);
  });

  it('a partner without premium is refused with the reason (403); an account that is not a partner is 404', async () => {
    const refused = await put(freePartner, 'Thanks!', freePartner.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(THANK_YOU_PREMIUM_MESSAGE);
    expect((await get(freePartner, freePartner.user.id)).json()).toEqual({ message: null, in_use: false, updated_at: null });
    expect((await put(projectManager, 'Thanks!', projectManager.user.id)).statusCode).toBe(404);
  });

  it("mails the donor of a gift the partner's words above the gift's details, once, however often the event is handled", async () => {
    const donor = await signUp(test.app, { first_name: 'Tess', last_name: 'Giver' });
    const gift = await give(test, projectId, validGift({ amount_cents: 2_500 }), { token: donor.token });
    expect(gift.statusCode).toBe(201);
    const [mail, ...more] = await thankYouMails(donor.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Thank you for your gift to "Village well"');
    const lines = mail!.text_body.split('\n');
    expect(lines.slice(0, 5)).toEqual(['Dear Tess Giver,', '', 'Thank you from all of us at the well!', '', '— Wells For All']);
    expect(mail!.text_body).toMatch(/Your gift of \$25\.00 to "Village well" went through on \d\d\/\d\d\/\d{4}\./);
    const recorded = gift.json().gift;
    const event = {
      gift_id: recorded.id,
      project_id: projectId,
      donor_id: donor.user.id,
      recipient_id: partner.user.id,
      amount_cents: 2_500,
      tip_cents: 0,
      monthly: false,
      anonymous: false,
      tax_exempt: false,
      encouragement: null,
      dedicatee_name: null,
      dedicatee_email: null,
      dedication_send_at: null,
      at: new Date().toISOString(),
    };
    await mailThankYou(test.ctx, event);
    expect(await thankYouMails(donor.user.email)).toHaveLength(1);
  });

  it('sends nothing for a partner without its own text, and ignores a stored text once premium ends', async () => {
    const donor = await signUp(test.app);
    const freeProject = await insertProject(test, freePartner.user.id);
    expect((await give(test, freeProject, validGift(), { token: donor.token })).statusCode).toBe(201);
    await setUser(test, partner.user.id, { is_premium: false });
    try {
      expect((await get(partner)).json()).toMatchObject({ message: 'Thank you from all of us at the well!', in_use: false });
      expect((await give(test, projectId, validGift(), { token: donor.token })).statusCode).toBe(201);
      expect(await thankYouMails(donor.user.email)).toEqual([]);
    } finally {
      await setUser(test, partner.user.id, { is_premium: true });
    }
  });
});
