/**
 * Spec §5: a video link is either a link to the video-sharing service (YouTube)
 * with an 11-character id, or a hosted video URL on the image and video provider
 * (Cloudinary).
 */
import type { ValidationResult } from './field-errors.js';

export const VIDEO_LINK_INVALID_MESSAGE = 'Please enter a valid video link';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
/** Path forms on youtube.com that carry the id as the second segment. */
const ID_PATH_PREFIXES = new Set(['embed', 'shorts']);

function parseUrl(value: string): URL | undefined {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function pathSegments(url: URL): string[] {
  return url.pathname.split('/').filter((segment) => segment !== '');
}

/**
 * The 11-character id of a YouTube link, or undefined. Accepts
 * youtube.com/watch?v=ID, youtu.be/ID, youtube.com/embed/ID and youtube.com/shorts/ID,
 * with or without http(s):// and www. or m.; extra query parameters are ignored.
 */
export function extractYoutubeId(link: string): string | undefined {
  const url = parseUrl(link);
  if (!url) return undefined;
  const host = url.hostname.toLowerCase();
  const segments = pathSegments(url);
  let id: string | null | undefined;
  if (SHORT_HOSTS.has(host)) {
    id = segments.length === 1 ? segments[0] : undefined;
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second, ...rest] = segments;
    if (first === 'watch' && segments.length === 1) id = url.searchParams.get('v');
    else if (first && ID_PATH_PREFIXES.has(first) && rest.length === 0) id = second;
  }
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

/** https://res.cloudinary.com/<cloud>/video/upload/<at least one more segment> */
export function isHostedVideoUrl(link: string): boolean {
  const text = link.trim();
  if (!/^https:\/\//i.test(text)) return false;
  const url = parseUrl(text);
  if (!url || url.hostname.toLowerCase() !== 'res.cloudinary.com') return false;
  const [cloud, resource, delivery, ...rest] = pathSegments(url);
  return cloud !== undefined && /^[A-Za-z0-9_-]+$/.test(cloud) && resource === 'video' && delivery === 'upload' && rest.length > 0;
}

export function isValidVideoLink(link: unknown): boolean {
  return typeof link === 'string' && (extractYoutubeId(link) !== undefined || isHostedVideoUrl(link));
}

/**
 * A video link is optional: an empty or missing value passes (pair with
 * `validateRequired` where a video is mandatory). Anything else must be valid.
 */
export function validateVideoLink(value: unknown): ValidationResult {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return isValidVideoLink(value) ? undefined : VIDEO_LINK_INVALID_MESSAGE;
}
