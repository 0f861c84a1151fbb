import { VideoPlayer } from '@/components/media/video-player';

/** The photos and videos of an update. */
export function EventMedia({ photos, videos, label }: { photos: string[]; videos: string[]; label: string }) {
  if (photos.length === 0 && videos.length === 0) return null;
  return (
    <div className="event__media">
      {photos.map((url, index) => (
        <img key={url} className="event__photo" src={url} alt={`${label}: photo ${index + 1}`} loading="lazy" />
      ))}
      {videos.map((url, index) => (
        <VideoPlayer key={url} url={url} title={`${label}: video ${index + 1}`} />
      ))}
    </div>
  );
}
