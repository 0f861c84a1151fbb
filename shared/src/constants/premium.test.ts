import { describe, expect, it } from 'vitest';
import { isPremiumPartner, PREMIUM_PLANS, upgradeOfferOf } from './premium.js';

describe('premium plans', () => {
  it('prices the plans of /upgrade29 and /upgradeannual312 in cents', () => {
    expect(PREMIUM_PLANS.monthly.price_cents).toBe(2900);
    expect(PREMIUM_PLANS.annual.price_cents).toBe(31200);
  });

  it('each upgrade route offers its plan; /free30 the trial', () => {
    expect(upgradeOfferOf('/upgrade')).toEqual({ plan: 'monthly', trial: false });
    expect(upgradeOfferOf('/upgrade29')).toEqual({ plan: 'monthly', trial: false });
    expect(upgradeOfferOf('/upgradeannual')).toEqual({ plan: 'annual', trial: false });
    expect(upgradeOfferOf('/UpgradeAnnual312/')).toEqual({ plan: 'annual', trial: false });
    expect(upgradeOfferOf('/free30')).toEqual({ plan: 'monthly', trial: true });
  });

  it('premium tools belong to premium partner accounts only', () => {
    expect(isPremiumPartner({ is_partner: true, is_premium: true })).toBe(true);
    expect(isPremiumPartner({ is_partner: false, is_premium: true })).toBe(false);
    expect(isPremiumPartner({ is_partner: true, is_premium: false })).toBe(false);
  });
});
