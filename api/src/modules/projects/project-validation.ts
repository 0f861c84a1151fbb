import {
  normalizeProjectCategories,
  validateProjectCountry,
  validateProjectDescription,
  validateProjectGoalCents,
  validateProjectTitle,
  validateImageLink,
  validateVideoLink,
} from '@storyfund/shared/validation';
import { ValidationError, type FieldErrors } from '../../lib/errors.js';
import type { NewProject } from './projects.repository.js';

/** What an owner sends on POST and PATCH (spec §3 Project, the owner's fields). */
export interface ProjectInput {
  title?: string;
  description?: string;
  goal_amount_cents?: unknown;
  categories?: string[];
  country_code?: string | null;
  gift_type?: 'one-time' | 'monthly';
  photo_url?: string | null;
  video_url?: string | null;
  custom_thumbnail_photo?: string | null;
}

type OwnerChanges = Pick<
  NewProject,
  | 'title'
  | 'description'
  | 'goal_amount_cents'
  | 'categories'
  | 'country_code'
  | 'gift_type'
  | 'photo_url'
  | 'video_url'
  | 'custom_thumbnail_photo'
>;

/** Which of the sent media URLs are files in our upload store, and of which kind (uploads service). */
export type UploadedKinds = ReadonlyMap<string, 'image' | 'video'>;
const UPLOAD_PREFIX = '/api/uploads/';

/** The media URLs of a payload, for the caller to look up in the upload store before validating. */
export const mediaUrls = (input: ProjectInput): string[] =>
  [input.photo_url, input.custom_thumbnail_photo, input.video_url].filter((u): u is string => typeof u === 'string' && u.trim() !== '');

/** The shared image-link rule: an image uploaded to our own store. Empty clears it. */
const validateImageUrl = (value: unknown, uploaded: UploadedKinds): string | undefined =>
  validateImageLink(value, typeof value === 'string' ? uploaded.get(value) : undefined);

/** The shared video-link rule (YouTube, hosted video), plus a video uploaded to our own store. */
function validateProjectVideo(value: unknown, uploaded: UploadedKinds): string | undefined {
  if (typeof value === 'string' && value.trim().startsWith(UPLOAD_PREFIX)) {
    return uploaded.get(value) === 'video' ? undefined : 'Please upload a video';
  }
  return validateVideoLink(value);
}

/** Categories are required on create; on a patch only when sent. */
function categoriesRule(value: string[] | undefined, required: boolean): ReturnType<typeof normalizeProjectCategories> {
  if (value === undefined && !required) return {};
  return normalizeProjectCategories(value);
}

/**
 * Checks a create (`partial: false`, everything required) or a patch (only the fields sent) with the
 * shared rules, and answers the normalised columns; throws a 422 with every field's message. `uploaded`
 * holds the kinds of the payload's upload-store URLs (see `mediaUrls`).
 */
export function validateProjectInput(input: ProjectInput, opts: { partial: boolean; uploaded: UploadedKinds }): Partial<OwnerChanges> {
  const need = (key: keyof ProjectInput) => !opts.partial || input[key] !== undefined;
  const categories = categoriesRule(input.categories, !opts.partial);
  const checks: Record<string, string | undefined> = {
    title: need('title') ? validateProjectTitle(input.title) : undefined,
    description: need('description') ? validateProjectDescription(input.description) : undefined,
    goal_amount_cents: need('goal_amount_cents') ? validateProjectGoalCents(input.goal_amount_cents) : undefined,
    categories: categories.error,
    country_code: need('country_code') ? validateProjectCountry(input.country_code) : undefined,
    photo_url: validateImageUrl(input.photo_url, opts.uploaded),
    custom_thumbnail_photo: validateImageUrl(input.custom_thumbnail_photo, opts.uploaded),
    video_url: validateProjectVideo(input.video_url, opts.uploaded),
  };
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(checks)) if (message) errors[field] = [message];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const changes: Partial<OwnerChanges> = {};
  if (input.title !== undefined) changes.title = input.title.trim();
  if (input.description !== undefined) changes.description = input.description.trim();
  if (input.goal_amount_cents !== undefined) changes.goal_amount_cents = input.goal_amount_cents as number;
  if (categories.categories) changes.categories = categories.categories;
  if (input.country_code !== undefined) changes.country_code = input.country_code!.trim().toUpperCase();
  if (input.gift_type !== undefined) changes.gift_type = input.gift_type;
  for (const key of ['photo_url', 'video_url', 'custom_thumbnail_photo'] as const) {
    const value = input[key];
    if (value !== undefined) changes[key] = value === null || value.trim() === '' ? null : value.trim();
  }
  return changes;
}
