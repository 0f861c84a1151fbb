/** Wire-format basics shared by every entity (API conventions in docs/architecture.md). */

/** An ISO 8601 date-time string, UTC (`2024-06-24T12:00:00.000Z`). */
export type IsoDateString = string;

/** Money: an integer number of cents. Never a float. */
export type Cents = number;

/** Numeric database id. */
export type Id = number;

/** Every list endpoint answers `{ data, total }`. */
export interface ListResponse<T> {
  data: T[];
  total: number;
}

/** Every error answer: `{ message, error?, errors?: { field: [messages] } }`. */
export interface ApiErrorBody {
  message: string;
  error?: string;
  errors?: Record<string, string[]>;
}

export type SortDirection = 'asc' | 'desc';
