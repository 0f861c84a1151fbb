/** Reading response bodies: JSON when it parses, text otherwise, null when empty. */

/** What the GET error sink is told about the body: `json`, `text`, or '' when empty. */
export type ResponseType = 'json' | 'text' | '';

export interface ReadBody {
  /** Parsed body: a JSON value, the text itself, or null for an empty body. */
  value: unknown;
  /** The body exactly as received. */
  rawText: string;
  type: ResponseType;
}

/**
 * Reads the whole body once. A `text/*` content type keeps the text as is;
 * any other (or no) content type is parsed as JSON when it parses, so a
 * mislabelled JSON error body still yields its fields.
 */
export async function readBody(response: Response): Promise<ReadBody> {
  const rawText = response.status === 204 ? '' : await response.text();
  if (rawText.trim() === '') return { value: null, rawText, type: '' };
  const contentType = response.headers.get('content-type')?.toLowerCase() ?? '';
  if (contentType.startsWith('text/')) return { value: rawText, rawText, type: 'text' };
  try {
    return { value: JSON.parse(rawText) as unknown, rawText, type: 'json' };
  } catch {
    return { value: rawText, rawText, type: 'text' };
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
