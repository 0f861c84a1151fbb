import { describe, expect, it } from 'vitest';
import { accountKindOf, resolveFeatures } from './features.js';

describe('resolveFeatures', () => {
  it('gives each kind its defaults, and always the AI helper', () => {
    expect(resolveFeatures('partner')).toEqual({
      partner_donations_table: true,
      dashboard: true,
      team_management: true,
      edit_role: true,
      ai_helper: true,
    });
    expect(resolveFeatures(accountKindOf({ is_partner: false }))).toMatchObject({
      partner_donations_table: false,
      team_management: false,
      ai_helper: true,
    });
  });

  it("takes an admin's choice over the default, and null as the default", () => {
    expect(resolveFeatures('partner', { dashboard: false, team_management: null })).toMatchObject({
      dashboard: false,
      team_management: true,
    });
    expect(resolveFeatures('member', { partner_donations_table: true })).toMatchObject({ partner_donations_table: true });
  });
});
