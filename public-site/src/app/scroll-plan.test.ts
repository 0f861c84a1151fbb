import { describe, expect, it } from 'vitest';
import { createCustomRouteIndex } from '@storyfund/shared/routing';
import { scrollPlan } from './scroll-plan';

const customRoutes = createCustomRouteIndex([{ custom_route: 'waterforall', user_id: 12 }]);
const saved = new Map([
  ['/profile/12/follow', 640],
  ['/waterforall/our_team', 300],
  ['/staffpicks', 900],
]);

describe('scrollPlan (spec §2 "Scrolling")', () => {
  it('goes smoothly to a hash', () => {
    expect(scrollPlan({ pathname: '/project/4', hash: '#timeline-title', customRoutes, saved })).toEqual({
      kind: 'hash',
      id: 'timeline-title',
    });
  });

  it('restores the saved position of a profile child view, custom routes included', () => {
    expect(scrollPlan({ pathname: '/profile/12/follow', hash: '', customRoutes, saved })).toEqual({ kind: 'restore', top: 640 });
    expect(scrollPlan({ pathname: '/WaterForAll/our_team', hash: '', customRoutes, saved })).toEqual({ kind: 'restore', top: 300 });
  });

  it('otherwise scrolls to the top (after 500 ms)', () => {
    expect(scrollPlan({ pathname: '/staffpicks', hash: '', customRoutes, saved })).toEqual({ kind: 'top' });
    expect(scrollPlan({ pathname: '/profile/12/projects', hash: '', customRoutes, saved })).toEqual({ kind: 'top' });
  });
});
