import { describe, expect, it } from 'vitest';
import { createCustomRouteIndex } from '@storyfund/shared/routing';
import type { CookieAttributes, CookieJar } from './cookies';
import { attributionFor, storeAttribution } from './attribution';

const customRoutes = createCustomRouteIndex([
  { custom_route: 'well-kisumu', project_id: 41 },
  { custom_route: 'waterforall', user_id: 12 },
]);

describe('attribution cookies on the first navigation (spec §3, §4)', () => {
  it('remembers the project or the profile the visit started on', () => {
    expect(attributionFor({ pathname: '/project/41', search: '', customRoutes })).toEqual({ startingProjectId: '41' });
    expect(attributionFor({ pathname: '/featuredproject/7', search: '', customRoutes })).toEqual({ startingProjectId: '7' });
    expect(attributionFor({ pathname: '/Well-Kisumu', search: '', customRoutes })).toEqual({ startingProjectId: '41' });
    expect(attributionFor({ pathname: '/woods', search: '', customRoutes, woodsProjectId: 1028 })).toEqual({ startingProjectId: '1028' });
    expect(attributionFor({ pathname: '/profile/12/follow', search: '', customRoutes })).toEqual({ startingProfileId: '12' });
    expect(attributionFor({ pathname: '/waterforall/projects', search: '', customRoutes })).toEqual({ startingProfileId: '12' });
  });

  it('takes the sharer from ?share_profile_id, numbers only, and nothing from other pages', () => {
    expect(attributionFor({ pathname: '/project/41', search: '?share_profile_id=9', customRoutes })).toEqual({
      startingProjectId: '41',
      forcedShareProfileId: '9',
    });
    expect(attributionFor({ pathname: '/staffpicks', search: '?share_profile_id=abc', customRoutes })).toEqual({});
    expect(attributionFor({ pathname: '/project/create', search: '', customRoutes })).toEqual({});
  });

  it('stores them for one hour on the whole site', () => {
    const written: [string, string, CookieAttributes][] = [];
    const jar: CookieJar = {
      get: () => undefined,
      set: (name, value, attributes) => written.push([name, value, attributes]),
      remove: () => undefined,
    };
    storeAttribution({ startingProjectId: '41', forcedShareProfileId: '9' }, jar);
    expect(written.map(([name, value]) => [name, value])).toEqual([
      ['starting_project_id', '41'],
      ['forced_share_profile_id', '9'],
    ]);
    expect(written[0]?.[2]).toMatchObject({ expires: 1 / 24, path: '/' });
  });
});
