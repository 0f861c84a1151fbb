import type { Executor } from '../../db/client.js';
import { setUpdateStamps, type NewProject } from './projects.repository.js';

/** What posting or editing an update changes on its project (the timeline module calls this in its transaction). */
export interface UpdateStamps {
  at: Date;
  /** A new update (not an edit) moves last_update_at. */
  newUpdate: boolean;
  photos: boolean;
  videos: boolean;
  finalVisual: boolean;
}

/** Stamps the project when an update is posted or gains media; a final update with media sets has_final_visual_update. */
export async function stampProjectUpdate(db: Executor, projectId: number, stamps: UpdateStamps): Promise<void> {
  const set: Partial<NewProject> = {};
  if (stamps.newUpdate) set.last_update_at = stamps.at;
  if (stamps.photos) set.last_photo_update_at = stamps.at;
  if (stamps.videos) set.last_video_update_at = stamps.at;
  if (stamps.finalVisual) set.has_final_visual_update = true;
  if (Object.keys(set).length === 0) return;
  await setUpdateStamps(db, projectId, set);
}
