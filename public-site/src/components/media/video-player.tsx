import { useEffect, useRef, useState } from 'react';
import { videoSource, youtubeEmbedUrl, youtubeThumbnailUrl } from '@/lib/media';

/**
 * A YouTube video waits behind its thumbnail and a play button; the embed (YouTube's player, ~1 MB of script in its
 * own frame) is made only when asked for, and then plays at once. Creating the frame with the page cost the project
 * page a frame and a document on a phone's main thread before anyone pressed play (docs/performance.md "The
 * project page's blocking time and largest paint"). Focus moves into the player so the keyboard stays with it.
 */
function YoutubeVideo({ id, title }: { id: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  // A thumbnail that cannot load (YouTube unreachable, the video removed) leaves the black box and the play mark,
  // not a broken-image icon.
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (!playing) {
    return (
      <div className="video">
        <button type="button" className="video__frame video__poster" onClick={() => setPlaying(true)} aria-label={`Play ${title}`}>
          {thumbnailFailed ? null : (
            <img
              className="video__thumbnail"
              src={youtubeThumbnailUrl(id)}
              alt=""
              decoding="async"
              onError={() => setThumbnailFailed(true)}
            />
          )}
          <span className="video__play" aria-hidden="true" />
        </button>
      </div>
    );
  }
  return (
    <div className="video">
      <iframe
        ref={frame}
        className="video__frame"
        src={`${youtubeEmbedUrl(id)}?autoplay=1`}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

/** A YouTube link plays in an embed (by its id), a hosted or uploaded video in <video>. */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const source = videoSource(url);
  if (source === undefined) return null;
  if (source.kind === 'youtube') return <YoutubeVideo id={source.id} title={title} />;
  return (
    <div className="video">
      <video className="video__frame" src={source.url} controls preload="metadata" playsInline aria-label={title} />
    </div>
  );
}
