/**
 * The project form's checks (spec §5), all from the shared validators, and the payload it sends.
 * The goal is typed in dollars and sent as integer cents.
 */
import { centsToDollars, dollarsToCents } from '@storyfund/shared/money';
import type { CreateProjectBody } from '@storyfund/shared/contract';
import {
  normalizeCategory,
  normalizeProjectCategories,
  validateProjectCountry,
  validateProjectDescription,
  validateProjectGoalCents,
  validateProjectTitle,
  validateRequired,
  validateVideoLink,
} from '@storyfund/shared/validation';
import type { Category, GiftType } from '@storyfund/shared/constants';

/** The form's values, named as the API's fields so server errors land under the right field. */
export interface ProjectFormValues {
  title: string;
  description: string;
  /** Dollars, as typed. */
  goal_amount_cents: string;
  categories: string[];
  country_code: string;
  gift_type: GiftType;
  photo_url: string;
  video_url: string;
}

export type ProjectField = keyof ProjectFormValues;
export type ProjectFormErrors = Partial<Record<ProjectField, string>>;

export const PROJECT_FIELDS: readonly ProjectField[] = [
  'title',
  'description',
  'goal_amount_cents',
  'categories',
  'country_code',
  'gift_type',
  'photo_url',
  'video_url',
];

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  title: '',
  description: '',
  goal_amount_cents: '',
  categories: [],
  country_code: '',
  gift_type: 'one-time',
  photo_url: '',
  video_url: '',
};

export const GOAL_FORMAT_MESSAGE = 'Enter the goal in dollars, for example 500 or 1250.50';

function validateGoal(dollars: string): string | undefined {
  const missing = validateRequired(dollars, 'Goal amount');
  if (missing) return missing;
  const cents = dollarsToCents(dollars);
  if (Number.isNaN(cents)) return GOAL_FORMAT_MESSAGE;
  return validateProjectGoalCents(cents);
}

/** Every field's first problem; empty when the form can be sent. */
export function validateProjectForm(values: ProjectFormValues): ProjectFormErrors {
  const results: ProjectFormErrors = {
    title: validateProjectTitle(values.title),
    description: validateProjectDescription(values.description),
    goal_amount_cents: validateGoal(values.goal_amount_cents),
    categories: normalizeProjectCategories(values.categories).error,
    country_code: validateProjectCountry(values.country_code),
    video_url: validateVideoLink(values.video_url),
  };
  return Object.fromEntries(Object.entries(results).filter(([, message]) => message !== undefined)) as ProjectFormErrors;
}

/** The owner's fields of a project, as POST /projects and PATCH /projects/{id} take them. */
export type ProjectPayload = Omit<CreateProjectBody, 'owner_id'>;

/** What POST /projects and PATCH /projects/{id} receive (call after `validateProjectForm` passed). */
export function projectPayload(values: ProjectFormValues): ProjectPayload {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    goal_amount_cents: dollarsToCents(values.goal_amount_cents),
    categories: values.categories.map((c) => normalizeCategory(c)).filter((c): c is Category => c !== undefined),
    country_code: values.country_code.toUpperCase(),
    gift_type: values.gift_type,
    photo_url: values.photo_url.trim() === '' ? null : values.photo_url.trim(),
    video_url: values.video_url.trim() === '' ? null : values.video_url.trim(),
  };
}

/** The form filled from a saved project (for /projectedit/:id): cents shown back as dollars. */
export function formFromProject(project: {
  title: string;
  description: string;
  goal_amount_cents: number;
  categories: readonly string[];
  country_code: string | null;
  gift_type: GiftType;
  photo_url: string | null;
  video_url: string | null;
}): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    goal_amount_cents: String(centsToDollars(project.goal_amount_cents)),
    categories: [...project.categories],
    country_code: project.country_code ?? '',
    gift_type: project.gift_type,
    photo_url: project.photo_url ?? '',
    video_url: project.video_url ?? '',
  };
}

/** A draft's saved data read back leniently: unknown or mistyped fields fall back to empty. */
export function formFromDraft(data: unknown): ProjectFormValues {
  const source = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = (key: ProjectField) => (typeof source[key] === 'string' ? (source[key] as string) : (EMPTY_PROJECT_FORM[key] as string));
  const categories = Array.isArray(source['categories']) ? source['categories'].filter((c): c is string => typeof c === 'string') : [];
  return {
    title: text('title'),
    description: text('description'),
    goal_amount_cents: text('goal_amount_cents'),
    categories,
    country_code: text('country_code'),
    gift_type: source['gift_type'] === 'monthly' ? 'monthly' : 'one-time',
    photo_url: text('photo_url'),
    video_url: text('video_url'),
  };
}
