import { describe, expect, it } from 'vitest';
import { mobileProfilePath, mobileProfileRedirect, profilePath, shouldUseMobileProfile } from './mobile-profile.js';

const base = { viewerId: 5, profileId: 9, viewerIsSponsor: false, viewerProjectsCount: 0 };

describe('shouldUseMobileProfile: "for window width 800 or less"', () => {
  it('"a user viewing another profile ... is sent to the mobile profile"', () => {
    expect(shouldUseMobileProfile({ ...base, width: 800 })).toBe(true);
    expect(shouldUseMobileProfile({ ...base, width: 375, viewerIsSponsor: true })).toBe(true);
    expect(shouldUseMobileProfile({ ...base, width: 375, viewerId: null })).toBe(true);
  });

  it('"or their own profile when they are not a sponsor with no projects"', () => {
    const own = { ...base, width: 375, profileId: '5' };
    expect(shouldUseMobileProfile(own)).toBe(true);
    expect(shouldUseMobileProfile({ ...own, viewerIsSponsor: true, viewerProjectsCount: 2 })).toBe(true);
    expect(shouldUseMobileProfile({ ...own, viewerIsSponsor: true, viewerProjectsCount: 0 })).toBe(false);
  });

  it('wider than 800 never goes to the mobile profile', () => {
    expect(shouldUseMobileProfile({ ...base, width: 801 })).toBe(false);
  });
});

describe('mobileProfileRedirect: "On wider screens the mobile profile redirects to the normal profile"', () => {
  it('goes to /profile/{id}, keeping query and hash, above 800', () => {
    expect(mobileProfileRedirect({ width: 1024, profileId: 9, search: '?showUpload=1', hash: 'top' })).toBe('/profile/9?showUpload=1#top');
  });

  it('stays at 800 or less', () => {
    expect(mobileProfileRedirect({ width: 800, profileId: 9 })).toBeNull();
  });

  it('builds both profile paths', () => {
    expect(profilePath(9)).toBe('/profile/9');
    expect(mobileProfilePath(9, 'a=1', '#x')).toBe('/profile.m/9?a=1#x');
  });
});
