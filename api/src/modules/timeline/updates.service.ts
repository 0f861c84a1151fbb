import { validateMessage, validateVideoLink, VIDEO_LINK_INVALID_MESSAGE } from '@storyfund/shared/validation';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../../lib/access.js';
import { fieldErrors, ValidationError, type FieldErrors } from '../../lib/errors.js';
import { CONTENT_ROLES } from '@storyfund/shared/roles';
import { loadProject, requireProjectRole } from '../projects/project-access.service.js';
import { uploadKindsByUrl } from '../uploads/uploads.service.js';
import { stampProjectUpdate } from '../projects/project-stamps.service.js';
import * as repo from './timeline.repository.js';
import { eventOn, resolveMentions, viewOne } from './timeline.service.js';

const MAX_PHOTOS = 10;
const MAX_VIDEOS = 5;
const PHOTO_NOT_UPLOADED = 'Photos must be images uploaded through the upload endpoint';

export interface UpdateInput {
  message?: string;
  photo_urls?: string[];
  video_urls?: string[];
  final?: boolean;
}

const trimAll = (urls: string[] | undefined) => urls?.map((url) => url.trim());

/**
 * Photos are our own uploaded images; a video is a link that passes the shared video-link rule (YouTube or
 * the hosted video provider) or one of our own uploaded videos. Only the fields given are checked.
 */
async function checkMedia(ctx: AppContext, input: { message?: string; photo_urls?: string[]; video_urls?: string[] }): Promise<void> {
  const photos = input.photo_urls ?? [];
  const videos = input.video_urls ?? [];
  const kinds = await uploadKindsByUrl(ctx, [...photos, ...videos]);
  const errors: FieldErrors = {
    ...fieldErrors({
      message: validateMessage(input.message, 'update'),
      photo_urls: photos.length > MAX_PHOTOS ? `At most ${MAX_PHOTOS} photos per update` : undefined,
      video_urls: videos.length > MAX_VIDEOS ? `At most ${MAX_VIDEOS} videos per update` : undefined,
    }),
  };
  if (!errors.photo_urls && photos.some((url) => kinds.get(url) !== 'image')) errors.photo_urls = [PHOTO_NOT_UPLOADED];
  const badVideo = (url: string) => kinds.get(url) !== 'video' && (url === '' || validateVideoLink(url) !== undefined);
  if (!errors.video_urls && videos.some(badVideo)) errors.video_urls = [VIDEO_LINK_INVALID_MESSAGE];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

function requireContent(content: { message: string; photo_urls: string[]; video_urls: string[] }) {
  if (content.message === '' && content.photo_urls.length === 0 && content.video_urls.length === 0) {
    throw new ValidationError({ message: ['Write a message or add a photo or video'] });
  }
}

/** POST /projects/{id}/updates: by the owner, a collaborator with content rights, or an admin. */
export async function createUpdate(ctx: AppContext, caller: Caller, projectId: number, input: UpdateInput) {
  const project = await loadProject(ctx.db, projectId, caller.actor);
  const actor = requireProjectRole(caller, project, CONTENT_ROLES);
  const content = {
    message: input.message?.trim() ?? '',
    photo_urls: trimAll(input.photo_urls) ?? [],
    video_urls: trimAll(input.video_urls) ?? [],
  };
  await checkMedia(ctx, content);
  requireContent(content);
  const final = input.final ?? false;
  const hasMedia = content.photo_urls.length > 0 || content.video_urls.length > 0;
  const event = await ctx.transaction(async (tx) => {
    const row = await repo.insertEvent(tx, { project_id: project.id, user_id: actor.id, type: 'update', ...content, final });
    await ctx.events.emit(tx, 'update.posted', { update_id: row.id, project_id: project.id, author_id: actor.id });
    await repo.replaceMentions(tx, row.id, await resolveMentions(tx, content.message));
    await stampProjectUpdate(tx, project.id, {
      at: ctx.clock.now(),
      newUpdate: true,
      photos: content.photo_urls.length > 0,
      videos: content.video_urls.length > 0,
      finalVisual: final && hasMedia,
    });
    return row;
  });
  return viewOne(ctx, actor, project, event.id);
}

/** PATCH /projects/{id}/updates/{updateId}: fields given replace the stored ones. */
export async function patchUpdate(ctx: AppContext, caller: Caller, projectId: number, updateId: number, input: UpdateInput) {
  const project = await loadProject(ctx.db, projectId, caller.actor);
  const actor = requireProjectRole(caller, project, CONTENT_ROLES);
  const { event } = await eventOn(ctx, project, updateId, 'update');
  const patch = { message: input.message?.trim(), photo_urls: trimAll(input.photo_urls), video_urls: trimAll(input.video_urls) };
  await checkMedia(ctx, patch);
  const merged = {
    message: patch.message ?? event.message,
    photo_urls: patch.photo_urls ?? event.photo_urls,
    video_urls: patch.video_urls ?? event.video_urls,
    final: input.final ?? event.final,
  };
  requireContent(merged);
  const added = (next: string[] | undefined, before: string[]) => !!next?.some((url) => !before.includes(url));
  await ctx.db.transaction(async (tx) => {
    await repo.updateEvent(tx, event.id, merged);
    if (patch.message !== undefined) await repo.replaceMentions(tx, event.id, await resolveMentions(tx, merged.message));
    await stampProjectUpdate(tx, project.id, {
      at: ctx.clock.now(),
      newUpdate: false,
      photos: added(patch.photo_urls, event.photo_urls),
      videos: added(patch.video_urls, event.video_urls),
      finalVisual: merged.final && (merged.photo_urls.length > 0 || merged.video_urls.length > 0),
    });
  });
  return viewOne(ctx, actor, project, event.id);
}

/** DELETE /projects/{id}/updates/{updateId}: hides the update and its thread. */
export async function deleteUpdate(ctx: AppContext, caller: Caller, projectId: number, updateId: number) {
  const project = await loadProject(ctx.db, projectId, caller.actor);
  requireProjectRole(caller, project, CONTENT_ROLES);
  const { event } = await eventOn(ctx, project, updateId, 'update');
  await repo.softDelete(ctx.db, event.id, ctx.clock.now());
}
