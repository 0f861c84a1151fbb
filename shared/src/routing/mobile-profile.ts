/** The mobile profile rule (spec §2 "Mobile profile rule", §9 breakpoints). */
import { BREAKPOINTS } from '../constants/index.js';
import { withPrefix } from './decision.js';

export interface MobileProfileInput {
  width: number;
  /** The logged-in viewer; null or undefined when nobody is logged in. */
  viewerId: string | number | null | undefined;
  profileId: string | number;
  viewerIsSponsor: boolean;
  viewerProjectsCount: number;
}

/**
 * "For window width 800 or less: a user viewing another profile, or their
 * own profile when they are not a sponsor with no projects, is sent to the
 * mobile profile." A logged-out visitor views another's profile.
 */
export function shouldUseMobileProfile(input: MobileProfileInput): boolean {
  if (input.width > BREAKPOINTS.mobile) return false;
  const { viewerId, profileId } = input;
  const ownProfile = viewerId !== null && viewerId !== undefined && String(viewerId) === String(profileId);
  if (!ownProfile) return true;
  const sponsorWithoutProjects = input.viewerIsSponsor && input.viewerProjectsCount === 0;
  return !sponsorWithoutProjects;
}

export function profilePath(profileId: string | number, search?: string, hash?: string): string {
  return `/profile/${String(profileId)}${withPrefix(search, '?')}${withPrefix(hash, '#')}`;
}

export function mobileProfilePath(profileId: string | number, search?: string, hash?: string): string {
  return `/profile.m/${String(profileId)}${withPrefix(search, '?')}${withPrefix(hash, '#')}`;
}

export interface MobileProfileRedirectInput {
  width: number;
  profileId: string | number;
  search?: string;
  hash?: string;
}

/** "On wider screens the mobile profile redirects to the normal profile": the path, or null to stay. */
export function mobileProfileRedirect({ width, profileId, search, hash }: MobileProfileRedirectInput): string | null {
  return width > BREAKPOINTS.mobile ? profilePath(profileId, search, hash) : null;
}
