import { PAGE_SIZES, PROJECT_SORTS } from '@storyfund/shared/constants';
import { idParams, pageQuery as page, positiveId, str } from '../../lib/schemas.js';

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
