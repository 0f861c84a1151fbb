/** Project media: which picture stands for a project, and how a video link plays (spec §5 video-link rule). */
import { extractYoutubeId, isValidVideoLink } from '@storyfund/shared/validation';

export type VideoSource = { kind: 'youtube'; id: string } | { kind: 'file'; url: string };

/**
 * How a video URL plays: a YouTube link (by its 11-character id) in an embed, anything else the
 * API accepted (the hosted provider, or a file uploaded through POST /uploads) in a <video>.
 */
export function videoSource(url: string | null | undefined): VideoSource | undefined {
  if (!url || url.trim() === '') return undefined;
  const id = extractYoutubeId(url);
  if (id !== undefined) return { kind: 'youtube', id };
  return isValidVideoLink(url) || url.startsWith('/api/uploads/') || /^https:\/\//i.test(url) ? { kind: 'file', url } : undefined;
}

export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

export function youtubeThumbnailUrl(id: string): string {
  return `https://img.youtube.com/vi/${id}/hqdefault.jpg`;
}

export type Thumbnail = { kind: 'image'; url: string } | { kind: 'video'; url: string } | { kind: 'none' };

interface WithMedia {
  photo_url: string | null;
  video_url: string | null;
  custom_thumbnail_photo: string | null;
}

/** The card picture: the chosen thumbnail, else the photo, else the video's thumbnail or first frame. */
export function projectThumbnail(project: WithMedia): Thumbnail {
  const photo = project.custom_thumbnail_photo ?? project.photo_url;
  if (photo) return { kind: 'image', url: photo };
  const video = videoSource(project.video_url);
  if (video?.kind === 'youtube') return { kind: 'image', url: youtubeThumbnailUrl(video.id) };
  if (video?.kind === 'file') return { kind: 'video', url: video.url };
  return { kind: 'none' };
}
