import { describe, expect, it } from 'vitest';
import { createCustomRouteIndex, replaceWithCustomRoute } from './custom-routes.js';

const index = createCustomRouteIndex([
  { custom_route: 'Woods', project_id: 1028 },
  { custom_route: 'acme', user_id: 40 },
  { custom_route: 'ACME', user_id: 41 },
  { custom_route: '', user_id: 42 },
]);

describe('createCustomRouteIndex: "Each is public and case-insensitive"', () => {
  it('resolves a segment whatever its case or slashes', () => {
    expect(index.resolve('woods')).toEqual({ kind: 'project', projectId: 1028, customRoute: 'Woods' });
    expect(index.resolve('/WOODS/')).toEqual({ kind: 'project', projectId: 1028, customRoute: 'Woods' });
    expect(index.resolve('Acme')).toEqual({ kind: 'user', userId: 40, customRoute: 'acme' });
    expect(index.resolve('nothing')).toBeUndefined();
  });

  it('keeps the first entry of a name and skips empty names', () => {
    expect(index.forUser(41)).toBeUndefined();
    expect(index.forUser(42)).toBeUndefined();
    expect(index.resolve('')).toBeUndefined();
  });

  it('finds the route name of a project or user, by number or string id', () => {
    expect(index.forProject(1028)).toBe('Woods');
    expect(index.forProject('1028')).toBe('Woods');
    expect(index.forUser(40)).toBe('acme');
    expect(index.forProject(1)).toBeUndefined();
  });

  it('"A custom project route opens the project page" (no children)', () => {
    expect(index.resolvePath('/woods')).toEqual({ kind: 'project', projectId: 1028, customRoute: 'Woods' });
    expect(index.resolvePath('/woods/projects')).toBeUndefined();
  });

  it('"A custom profile route opens a profile with children: default feed (empty path), projects, community_news, our_team, sponsor"', () => {
    expect(index.resolvePath('/ACME')).toEqual({ kind: 'user', userId: 40, customRoute: 'acme', child: '' });
    for (const child of ['projects', 'community_news', 'our_team', 'sponsor'] as const) {
      expect(index.resolvePath(`/acme/${child}?x=1`)).toEqual({ kind: 'user', userId: 40, customRoute: 'acme', child });
    }
    expect(index.resolvePath('/acme/follow')).toBeUndefined();
    expect(index.resolvePath('/acme/projects/2')).toBeUndefined();
  });
});

describe('replaceWithCustomRoute: "the numeric URL is replaced by /{custom_route} and the query and hash are kept"', () => {
  it('replaces a project URL', () => {
    expect(replaceWithCustomRoute('/project/1028', '?ref=mail', '#gifts', index)).toBe('/Woods?ref=mail#gifts');
    expect(replaceWithCustomRoute('/project/1028/', 'ref=mail', '', index)).toBe('/Woods?ref=mail');
  });

  it('replaces a profile URL and its custom-route children', () => {
    expect(replaceWithCustomRoute('/profile/40', '', undefined, index)).toBe('/acme');
    expect(replaceWithCustomRoute('/profile/40/our_team', '?a=1', '#b', index)).toBe('/acme/our_team?a=1#b');
  });

  it('leaves everything else alone', () => {
    expect(replaceWithCustomRoute('/project/5', '', '', index)).toBeNull();
    expect(replaceWithCustomRoute('/profile/40/follow', '', '', index)).toBeNull();
    expect(replaceWithCustomRoute('/project/1028/update', '', '', index)).toBeNull();
    expect(replaceWithCustomRoute('/profile.m/40', '', '', index)).toBeNull();
    expect(replaceWithCustomRoute('/staffpicks', '', '', index)).toBeNull();
  });
});
