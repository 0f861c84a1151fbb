import { PAGE_SIZES } from '@storyfund/shared/constants';
import { idParams, nullableStr, pageQuery as page, positiveId, str } from '../../lib/schemas.js';

export { idParams };
export const pageQuery = page(PAGE_SIZES.projects, PAGE_SIZES.projects);

export const ownerQuery = { type: 'object', required: ['owner_id'], properties: { owner_id: positiveId } } as const;

/**
 * Fields an owner (or a collaborator with project rights) may set. Only shapes here; the rules are in
 * project-validation.ts. goal_amount_cents is untyped so the shared cents rule, not schema coercion
 * ("500" -> 500), judges it.
 */
const ownerFields = {
  title: str(1000),
  description: str(100_000),
  goal_amount_cents: {},
  categories: { type: 'array', maxItems: 50, items: str(100) },
  country_code: nullableStr(10),
  gift_type: { type: 'string', enum: ['one-time', 'monthly'] },
  photo_url: nullableStr(2048),
  video_url: nullableStr(2048),
  custom_thumbnail_photo: nullableStr(2048),
} as const;

/** Fields only a platform admin may set. */
export const ADMIN_FIELDS = [
  'in_reserve',
  'is_sponsored_project',
  'project_sponsor_type',
  'project_sponsor_name',
  'project_sponsor_child_id',
  'project_sponsor_email',
  'project_sponsor_gender',
  'sponsorship_project_id',
  'cotn_invite_code',
] as const;

const adminFields = {
  in_reserve: { type: 'boolean' },
  is_sponsored_project: { type: 'boolean' },
  project_sponsor_type: nullableStr(100),
  project_sponsor_name: nullableStr(200),
  project_sponsor_child_id: nullableStr(100),
  project_sponsor_email: nullableStr(320),
  project_sponsor_gender: nullableStr(50),
  sponsorship_project_id: { type: ['integer', 'null'], minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  cotn_invite_code: nullableStr(100),
} as const;

export const createProjectBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...ownerFields, owner_id: positiveId },
} as const;

export const updateProjectBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...ownerFields, ...adminFields },
} as const;
