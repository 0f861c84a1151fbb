import type { Project } from '@storyfund/shared/contract';
import { VideoPlayer } from '@/components/media/video-player';
import { videoSource } from '@/lib/media';

/** The project's video when it has one that plays, else its photo. */
export function ProjectMedia({ project }: { project: Project }) {
  if (project.video_url && videoSource(project.video_url)) {
    return <VideoPlayer url={project.video_url} title={`Video: ${project.title}`} />;
  }
  const photo = project.photo_url ?? project.custom_thumbnail_photo;
  if (!photo) return null;
  // The page's largest paint: fetched at once and first, in a 16:9 box kept before it loads (nothing moves).
  return (
    <img
      className="project-media__photo"
      src={photo}
      alt={`Photo: ${project.title}`}
      width={1280}
      height={720}
      loading="eager"
      fetchPriority="high"
    />
  );
}
