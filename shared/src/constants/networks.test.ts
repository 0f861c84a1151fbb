import { describe, expect, it } from 'vitest';
import { allowsCrossPromotion, mayCarryBranding } from './networks.js';

const account = { is_partner: true, is_premium: false, is_white_labeled_partner: false };

describe('white-label networks', () => {
  it('branding belongs to white-labelled networks and premium partners', () => {
    expect(mayCarryBranding(account)).toBe(false);
    expect(mayCarryBranding({ ...account, is_premium: true })).toBe(true);
    expect(mayCarryBranding({ ...account, is_white_labeled_partner: true })).toBe(true);
    expect(mayCarryBranding({ ...account, is_partner: false, is_premium: true, is_white_labeled_partner: true })).toBe(false);
  });

  it('no cross-promotion for a white-labelled network, its members, and its members’ sessions', () => {
    const wl = { id: 7, is_white_labelled: true };
    const plain = { id: 8, is_white_labelled: false };
    expect(allowsCrossPromotion({})).toBe(true);
    expect(allowsCrossPromotion({ viewerNetwork: plain, pageOwner: { is_white_labeled_partner: false, partner_network: plain } })).toBe(
      true,
    );
    expect(allowsCrossPromotion({ viewerNetwork: wl })).toBe(false);
    expect(allowsCrossPromotion({ pageOwner: { is_white_labeled_partner: true } })).toBe(false);
    expect(allowsCrossPromotion({ pageOwner: { is_white_labeled_partner: false, partner_network: wl } })).toBe(false);
  });
});
