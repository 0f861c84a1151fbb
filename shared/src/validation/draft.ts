/** A project draft's saved form (docs/api-timeline.md "Drafts"): any JSON object of at most 100 KB. */
import type { ValidationResult } from './field-errors.js';

const DRAFT_MAX_BYTES = 100 * 1024;

export function validateDraftData(data: unknown): ValidationResult {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'Draft data must be a JSON object';
  if (new TextEncoder().encode(JSON.stringify(data)).length > DRAFT_MAX_BYTES) return 'Draft data can be at most 100 KB';
  return undefined;
}
