import { describe, expect, it } from 'vitest';
import { SIGNUP_SOURCES, SIGNUP_SOURCE_LABELS, signupSourceOf } from './signup-sources.js';

describe('the source of a sign-up, from the attribution cookies', () => {
  it('prefers a share link, then the starting project, then the starting profile', () => {
    expect(signupSourceOf({ forcedShareProfileId: '9', startingProjectId: '41', startingProfileId: '12' })).toEqual({
      source: 'share',
      source_id: 9,
    });
    expect(signupSourceOf({ startingProjectId: '41', startingProfileId: '12' })).toEqual({ source: 'project', source_id: 41 });
    expect(signupSourceOf({ startingProfileId: '12' })).toEqual({ source: 'profile', source_id: 12 });
  });

  it('counts no cookie, or only junk, as direct', () => {
    expect(signupSourceOf({})).toEqual({ source: 'direct', source_id: null });
    expect(signupSourceOf({ forcedShareProfileId: 'abc', startingProjectId: '0', startingProfileId: '-3' })).toEqual({
      source: 'direct',
      source_id: null,
    });
  });

  it('labels every source', () => {
    expect(SIGNUP_SOURCES.map((s) => SIGNUP_SOURCE_LABELS[s])).toEqual(['Shared link', 'Project page', 'Partner profile', 'Direct']);
  });
});
