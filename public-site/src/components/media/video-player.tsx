import { videoSource, youtubeEmbedUrl } from '@/lib/media';

/** A YouTube link plays in an embed (by its id), a hosted or uploaded video in <video>. */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const source = videoSource(url);
  if (source === undefined) return null;
  if (source.kind === 'youtube') {
    return (
      <div className="video">
        <iframe
          className="video__frame"
          src={youtubeEmbedUrl(source.id)}
          title={title}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="video">
      <video className="video__frame" src={source.url} controls preload="metadata" playsInline aria-label={title} />
    </div>
  );
}
