/**
 * Gift and project categories (spec §9) and their listing routes (spec §2).
 * The 18 gift categories appear in gift and project lists; routing also
 * recognises Refugee and Holiday.
 */
export const GIFT_CATEGORIES = [
  'Medical',
  'Shelter',
  'Infant',
  'Urgent',
  'Nutrition',
  'Sustainable',
  'Men',
  'Women',
  'Children',
  'Entrepreneurship',
  'Orphan',
  'Widow',
  'Education',
  'Disability',
  'Disaster',
  'Administrative',
  'Water',
  'Sports & The Arts',
] as const;

export type Category = (typeof GIFT_CATEGORIES)[number];

export const ROUTING_CATEGORIES = [...GIFT_CATEGORIES, 'Refugee', 'Holiday'] as const;

export type RoutingCategory = (typeof ROUTING_CATEGORIES)[number];

/** Route slug of each category listing: `/men`, `/sports-and-arts`, ... */
export const CATEGORY_SLUGS: Readonly<Record<RoutingCategory, string>> = {
  Medical: 'medical',
  Shelter: 'shelter',
  Infant: 'infant',
  Urgent: 'urgent',
  Nutrition: 'nutrition',
  Sustainable: 'sustainable',
  Men: 'men',
  Women: 'women',
  Children: 'children',
  Entrepreneurship: 'entrepreneurship',
  Orphan: 'orphan',
  Widow: 'widow',
  Education: 'education',
  Disability: 'disability',
  Disaster: 'disaster',
  Administrative: 'administrative',
  Water: 'water',
  'Sports & The Arts': 'sports-and-arts',
  Refugee: 'refugee',
  Holiday: 'holiday',
};

const CATEGORY_BY_SLUG: ReadonlyMap<string, RoutingCategory> = new Map(
  ROUTING_CATEGORIES.map((category) => [CATEGORY_SLUGS[category], category]),
);

/** The category whose route slug this is: case-insensitive, leading '/' optional. */
export function categoryFromSlug(slug: string): RoutingCategory | undefined {
  const key = slug.trim().replace(/^\/+/, '').toLowerCase();
  return CATEGORY_BY_SLUG.get(key);
}

/** The listing route of a category, e.g. '/men' or '/sports-and-arts'. */
export function categoryRoutePath(category: RoutingCategory): string {
  return `/${CATEGORY_SLUGS[category]}`;
}

/** True when `name` is exactly one of the 18 gift categories (see `normalizeCategory` for loose input). */
export function isGiftCategory(name: unknown): name is Category {
  return typeof name === 'string' && (GIFT_CATEGORIES as readonly string[]).includes(name);
}

/** True when `name` is exactly one of the 20 routing categories. */
export function isRoutingCategory(name: unknown): name is RoutingCategory {
  return typeof name === 'string' && (ROUTING_CATEGORIES as readonly string[]).includes(name);
}
