import { PAGE_SIZES, PROJECT_SORTS } from '@storyfund/shared/constants';
import { idParams, nullableStr, pageQuery as page, positiveId, str } from '../../lib/schemas.js';

export { idParams };
export const pageQuery = page(PAGE_SIZES.projects, PAGE_SIZES.projects);

/** `page` (1-based) and `perPage`, for the staff-pick eligibility lists. */
export const pagePerPageQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    perPage: { type: 'integer', minimum: 1, maximum: PAGE_SIZES.projects, default: PAGE_SIZES.projects },
  },
} as const;

export const listProjectsQuery = {
  type: 'object',
  properties: {
    ...pageQuery.properties,
    owner_id: positiveId,
    category: str(100),
    country_code: str(2),
    q: str(200),
    only_tax_exempt_projects: { type: 'boolean' },
    not_funded_only: { type: 'boolean' },
    only_sponsored_projects: { type: 'boolean' },
    sort: { type: 'string', enum: [...PROJECT_SORTS] },
  },
} as const;

export const ownerProjectsQuery = {
  type: 'object',
  properties: {
    ...pageQuery.properties,
    owner_id: positiveId,
    query: str(200),
    sort_direction: { type: 'string', enum: ['asc', 'desc'], default: 'desc' },
  },
} as const;

export const ownerQuery = { type: 'object', required: ['owner_id'], properties: { owner_id: positiveId } } as const;
export const categoryPageQuery = { type: 'object', properties: { ...pageQuery.properties, category: str(100) } } as const;
export const fundedQuery = { type: 'object', properties: { ...pageQuery.properties, only_final_visual: { type: 'boolean' } } } as const;
/** Query strings are text: here an integer number of cents is parsed by the schema. */
export const amountQuery = {
  type: 'object',
  required: ['amount_cents'],
  properties: { ...pageQuery.properties, amount_cents: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
} as const;
export const codeQuery = { type: 'object', required: ['code'], properties: { code: str(100) } } as const;

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
